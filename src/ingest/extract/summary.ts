import type { ExtractContext, Section } from '../types.ts';
import { educationFromProse, interestsFromProse } from './prose.ts';
import { continuesParagraph, logicalLines } from './wrapped.ts';

/** Step 5c. About/bio prose, a paragraph per run of wrapped lines: the summary, plus the topics and degrees it names. */
export function extractSummary(section: Section, ctx: ExtractContext): void {
	for (const [line, physical] of logicalLines(section.lines, continuesParagraph)) {
		ctx.draft.summary.push(line.text);
		ctx.draft.interests.push(...interestsFromProse(line.text));
		ctx.draft.education.push(...educationFromProse(line));
		ctx.trace.place(...physical);
	}
}
