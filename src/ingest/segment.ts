import { classifyHeading, HEADING_THRESHOLD } from './classify.ts';
import type { Line, Section, Trace } from './types.ts';

/** Step 4. Group lines into sections: a heading opens one; the lines before the first form the header. */
export function splitSections(lines: readonly Line[], trace: Trace): Section[] {
	const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
	for (const line of lines) {
		const verdict = classifyHeading(line);
		const isHeading = verdict.kind !== undefined && verdict.score >= HEADING_THRESHOLD;
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
