import type { Source } from '../schema/index.ts';

/** "line 12" or "lines 12–15": where in the seed document an entry was read. */
export function formatSourceLines(source: Source): string {
	return source.endLine > source.line
		? `lines ${source.line}–${source.endLine}`
		: `line ${source.line}`;
}
