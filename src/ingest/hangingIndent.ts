import { join } from './datesAbove.ts';
import { WRAP_WIDTH } from './text.ts';
import type { Line, Section } from './types.ts';

/** Sections of one-line entries whose long lines a PDF wraps under their text column. */
const LISTED_KINDS = new Set<Section['kind']>(['education', 'experience', 'awards', 'talks', 'service', 'teaching']);

/** "Advisor: Name", "Dissertation: Title": a labelled detail line of its own, never the rest of the line above. */
const LABELLED = /^[\p{L}][\p{L}\s.'’()-]{0,40}:\s/u;
/** A line broken off mid-phrase: after a comma, an opening bracket or a joining word. */
const UNFINISHED = /(?:[,(]|\b(?:and|or|of|for|the|in|on|with|to|at|by|from|&))$/;

const JOINING_WORD = /\b(?:and|or|of|for|the|in|on|with|to|at|by|from|&)$/;

/** Whether a text opens a quotation it does not close. */
const opensQuote = (text: string) => (text.match(/["“”]/g)?.length ?? 0) % 2 === 1;

/**
 * Step 4c. "2012–present  Professor, School of Engineering Sciences," over "              Ostrander
 * University": a long entry that a PDF wrapped, its rest indented under the text column. Where the
 * line above is plainly unfinished (a comma, a joining word, an open quote) or the indented line
 * goes on in lower case, the two are one line. A labelled line ("Advisor: …") stays its own.
 */
export function joinHangingLines(section: Section): Section {
	if (!LISTED_KINDS.has(section.kind)) return section;
	const out: Line[] = [];
	for (const line of section.lines) {
		const above = out[out.length - 1];
		if (above && hangsUnder(above, line)) out[out.length - 1] = join(above, line);
		else out.push(line);
	}
	return { ...section, lines: out };
}

function hangsUnder(above: Line, line: Line): boolean {
	if (line.bullet > 0 || line.mdHeading > 0 || line.blankBefore || above.bullet > 0 || LABELLED.test(line.text)) return false;
	// Not indented: only a long line broken off after a joining word ("… Computational Science and").
	if (line.indent < 2 || line.indent <= above.indent) return above.text.length >= WRAP_WIDTH && JOINING_WORD.test(above.text) && !/^\d/.test(line.text);
	return UNFINISHED.test(above.text) || opensQuote(above.text) || /^\p{Ll}/u.test(line.text);
}
