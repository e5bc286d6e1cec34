import type { ParseResult } from '../ingest/index.ts';

/** Why each line went where it did: its section, whether a field took it, and the scores behind each decision. */
export function formatExplanation(result: ParseResult): string {
	const unparsed = new Set((result.profile.unparsed ?? []).map((u) => u.line));
	const byLine = new Map<number, string[]>();
	for (const e of result.evidence) {
		const list = byLine.get(e.line) ?? [];
		list.push(`${e.decision} (score ${e.score}: ${e.features.join(', ')})`);
		byLine.set(e.line, list);
	}
	const out: string[] = [];
	for (const section of result.sections) {
		out.push(section.heading ? `line ${section.heading.n}: section ${section.kind} "${section.title}"` : `section ${section.kind} (before the first heading)`);
		for (const why of section.heading ? (byLine.get(section.heading.n) ?? []) : []) out.push(`    ${why}`);
		for (const line of section.lines) {
			out.push(`  ${String(line.n).padStart(4)} ${unparsed.has(line.n) ? 'NOT PLACED' : 'placed    '} ${line.text.slice(0, 90)}`);
			for (const why of byLine.get(line.n) ?? []) out.push(`         ${why}`);
		}
	}
	return out.join('\n');
}
