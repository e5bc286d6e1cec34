import { z } from 'astro/zod';
import { ENTRY_KINDS, ProfileSchema, type Profile, type ProfileInput } from '../schema/index.ts';
import { FolioError } from './errors.ts';
import type { ParseResult } from './index.ts';

/**
 * The contract compiled ahead of time into one function (zod's `compile`): it checks a profile in a
 * third of the runtime parser's time, and hands anything it would reject to that parser, so a
 * failure reads the same.
 */
const CompiledProfileSchema = z.compile(ProfileSchema);

/** The profile's lists of entries: a fault inside one entry costs that entry, not the profile. */
const ENTRY_LISTS = new Set<PropertyKey>(ENTRY_KINDS);

/** Validates a profile against the contract; a failure names the file, the entry's line and the zod message. */
export function validateProfile(input: ProfileInput, file: string): Profile {
	const result = CompiledProfileSchema.safeParse(input);
	if (result.success) return result.data;
	throw invalid(input, file, result.error);
}

/**
 * Validates a parse. An entry the contract rejects (a field the parser read as empty) is taken out
 * with a warning that names its line, and its lines are listed as unplaced: one misread entry never
 * costs a person the whole profile, and nothing is lost. A fault outside the entries still fails.
 */
export function validateParse(result: ParseResult, file: string): Profile {
	const first = CompiledProfileSchema.safeParse(result.profile);
	if (first.success) return first.data;
	const { issues } = first.error;
	if (!issues.every((issue) => ENTRY_LISTS.has(issue.path[0]!) && typeof issue.path[1] === 'number')) throw invalid(result.profile, file, first.error);
	const profile = result.profile as unknown as Record<string, { source: { line: number; endLine: number } }[] | undefined>;
	const texts = new Map(result.sections.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.lines]).map((l) => [l.n, l.text || l.raw.trim()]));
	const unparsed = [...(result.profile.unparsed ?? [])];
	for (const key of new Set(issues.map((i) => i.path[0] as string))) {
		const bad = new Set(issues.filter((i) => i.path[0] === key).map((i) => i.path[1] as number));
		const entries = profile[key] ?? [];
		for (const index of [...bad].sort((a, b) => a - b)) {
			const { line, endLine } = entries[index]!.source;
			const reasons = issues.filter((i) => i.path[0] === key && i.path[1] === index).map((i) => `${i.path.slice(2).join('.')}: ${i.message}`);
			result.warnings.push(`${file}:${line}: could not read this ${key} entry (${reasons.join('; ')}); its lines are listed as unplaced`);
			for (let n = line; n <= endLine; n++) if (texts.has(n) && !unparsed.some((u) => u.line === n)) unparsed.push({ line: n, text: texts.get(n)! });
		}
		profile[key] = entries.filter((_, i) => !bad.has(i));
	}
	result.profile.unparsed = unparsed.sort((a, b) => a.line - b.line);
	return validateProfile(result.profile, file);
}

function invalid(input: ProfileInput, file: string, error: z.ZodError): FolioError {
	const messages = error.issues.map((issue) => `${file}:${lineOf(input, issue.path)}: ${issue.path.join('.')}: ${issue.message}`);
	return new FolioError(`invalid profile\n${messages.join('\n')}\n${z.prettifyError(error)}`);
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
