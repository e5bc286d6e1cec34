import { classifyHeading, HEADING_THRESHOLD, paperTableHeaderSpan } from './classify.ts';
import type { Line, Section, Trace } from './types.ts';
import { isSubgroupOf } from './vocab/sections.ts';

/** Step 4. Group lines into sections: a heading opens one; the lines before the first form the header. */
export function splitSections(lines: readonly Line[], trace: Trace): Section[] {
	const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		const spread = paperTableHeaderSpan(lines, i);
		if (spread > 0) {
			const names = lines.slice(i, i + spread + 1);
			trace.explain({ line: line.n, decision: 'heading: publications', score: HEADING_THRESHOLD, features: ['column names of a table of papers, a line each'] });
			trace.place(...names);
			sections.push({ kind: 'publications', title: names.map((l) => l.text).join(' '), heading: line, lines: [] });
			i += spread;
			continue;
		}
		const verdict = classifyHeading(line);
		const current = sections[sections.length - 1]!.kind;
		const isHeading = verdict.kind !== undefined && verdict.score >= HEADING_THRESHOLD && !isSubgroupOf(current, line.text);
		if (verdict.kind !== undefined) {
			trace.explain({ line: line.n, decision: isHeading ? `heading: ${verdict.kind}` : 'not a heading', score: verdict.score, features: verdict.features });
		}
		if (isHeading) {
			trace.place(line);
			sections.push({ kind: verdict.kind!, title: line.text.replace(/:$/, ''), heading: line, lines: [] });
		} else {
			sections[sections.length - 1]!.lines.push(line);
		}
	}
	return sections;
}
