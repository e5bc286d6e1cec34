/** An error a person can act on: its message names the file, the line and the fix; no stack is shown. */
export class FolioError extends Error {
	override name = 'FolioError';
}
