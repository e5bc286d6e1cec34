import { ENDS_IN_JOINING_WORD, splitTopics, wordCount } from '../text.ts';
import type { ExtractContext, Line, Section } from '../types.ts';
import { interestsFromProse } from './prose.ts';
import { continuesProse, logicalLines } from './wrapped.ts';

const FOLLOWED_TABS = /^(?:top voices|companies|groups|newsletters|schools)$/i;

/** "• Ultrafast spectro-" over "scopy of 2D semi-" over "conductors": a list item a narrow column wrapped goes on, unmarked. */
const continuesItem = (prev: Line, line: Line) =>
	prev.bullet > 0 && line.bullet === 0 && !line.blankBefore && (/\p{Ll}-$/u.test(prev.text) || /^\p{Ll}/u.test(line.text) || ENDS_IN_JOINING_WORD.test(prev.text));

/**
 * "Ciencias Naturales -- Ciencias de la Tierra -- Hidrología", "Engineering > Civil > Hydrology": a
 * classification's path from broad to narrow, as national CV systems file research areas; the topic is its last step.
 */
const PATH_STEP = /\s+(?:--|>|›|»)\s+/;
const isPath = (text: string) => text.split(PATH_STEP).length >= 3;

/** Step 5d. Research interests: a list of topics, or prose (its wrapped lines joined) that names them, which is then also the summary. */
export function extractInterests(section: Section, ctx: ExtractContext): void {
	// "Interests" over "Top Voices", "Companies", "Groups": what a profile page's owner follows, no topics of research; left unplaced.
	if (FOLLOWED_TABS.test(section.lines[0]?.text ?? '')) return;
	const joins = (prev: Line, next: Line) => !isPath(prev.text) && !isPath(next.text) && (continuesProse(prev, next) || continuesItem(prev, next));
	for (const [line, physical] of logicalLines(section.lines, joins)) {
		if (isPath(line.text)) {
			ctx.draft.interests.push(line.text.split(PATH_STEP).at(-1)!.trim());
			ctx.trace.place(...physical);
			continue;
		}
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
