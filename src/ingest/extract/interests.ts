import { ENDS_IN_JOINING_WORD, splitTopics, wordCount } from '../text.ts';
import type { ExtractContext, Line, Section } from '../types.ts';
import { interestsFromProse } from './prose.ts';
import { continuesProse, logicalLines } from './wrapped.ts';

const FOLLOWED_TABS = /^(?:top voices|companies|groups|newsletters|schools)$/i;

/** "• Ultrafast spectro-" over "scopy of 2D semi-" over "conductors": a list item a narrow column wrapped goes on, unmarked. */
const continuesItem = (prev: Line, line: Line) =>
	prev.bullet > 0 && line.bullet === 0 && !line.blankBefore && (/\p{Ll}-$/u.test(prev.text) || /^\p{Ll}/u.test(line.text) || ENDS_IN_JOINING_WORD.test(prev.text));

/** Step 5d. Research interests: a list of topics, or prose (its wrapped lines joined) that names them, which is then also the summary. */
export function extractInterests(section: Section, ctx: ExtractContext): void {
	// "Interests" over "Top Voices", "Companies", "Groups": what a profile page's owner follows, no topics of research; left unplaced.
	if (FOLLOWED_TABS.test(section.lines[0]?.text ?? '')) return;
	for (const [line, physical] of logicalLines(section.lines, (prev, next) => continuesProse(prev, next) || continuesItem(prev, next))) {
		// "A; B; C." is a list however long it runs; a long sentence is prose that may name topics.
		const prose = wordCount(line.text) > 15 && /[.!?]$/.test(line.text) && (line.text.match(/;/g)?.length ?? 0) < 2;
		if (prose) {
			ctx.draft.summary.push(line.text);
			ctx.draft.interests.push(...interestsFromProse(line.text));
		} else {
			ctx.draft.interests.push(...splitTopics(line.text));
		}
		ctx.trace.place(...physical);
	}
}
