import { FolioError } from '../ingest/errors.ts';

/** Runs a command, turning expected failures into one clear line and unexpected ones into a bug report, never a stack trace. */
export function runCli(main: () => number | Promise<number>): void {
	Promise.resolve()
		.then(main)
		.then(
			(code) => {
				process.exitCode = code;
			},
			(error: unknown) => {
				if (error instanceof FolioError) console.error(`error: ${error.message}`);
				else if ((error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`error: ${(error as NodeJS.ErrnoException).path ?? 'file'}: no such file`);
				else console.error(`error: folio failed unexpectedly (${String((error as Error).message ?? error)}); please report this with the document that caused it.`);
				process.exitCode = 1;
			},
		);
}
