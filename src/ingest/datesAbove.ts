import { findDateRanges } from './dates.ts';
import { joinLines } from './lines.ts';
import { WRAP_WIDTH, wordCount } from './text.ts';
import { LISTED_KINDS, type Line, type Section } from './types.ts';

/** A line that is a date range and nothing else: "2012–2016", "since 04/2021". */
function isBareDate(line: Line | undefined): boolean {
	if (line === undefined || line.bullet > 0 || line.mdHeading > 0) return false;
	const [first] = findDateRanges(line.text);
	return first !== undefined && first.index === 0 && /^[\s.,;:)–—-]*$/.test(line.text.slice(first.length));
}

/**
 * Step 4b. A CV typeset with its dates in a left column comes out of `pdftotext` with each date on
 * a line of its own above its entry. Where a section opens with such a date, each bare date is
 * read with the line after it ("2012–2016" + "PhD in Physics, University of X"), the date-first
 * row the extractors know. The joined line keeps the numbers of both lines it holds.
 */
export function joinDatesAbove(section: Section): Section {
	const { lines } = section;
	if (!LISTED_KINDS.has(section.kind) || !isBareDate(lines[0]) || lines.length < 2 || isBareDate(lines[1])) return section;
	const out: Line[] = [];
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		const next = lines[i + 1];
		if (isBareDate(line) && next && !isBareDate(next) && next.mdHeading === 0) {
			let joined = joinLines(line, next);
			i++;
			// The entry's line wrapped at the column's width: "…, Karlsfeld" then "University of Technology".
			for (let wrapped = next; wrapsInto(wrapped, lines[i + 1]); i++) joined = joinLines(joined, (wrapped = lines[i + 1]!));
			out.push(joined);
		} else out.push(line);
	}
	return { ...section, lines: out };
}

/** A short unlabelled line under a line that ran to the column's width unfinished: the rest of it. */
function wrapsInto(above: Line, line: Line | undefined): boolean {
	if (!line || line.bullet > 0 || line.mdHeading > 0 || line.blankBefore || isBareDate(line)) return false;
	return above.text.length >= WRAP_WIDTH && !/[.;:!?]$/.test(above.text) && !line.text.includes(':') && wordCount(line.text) <= 6;
}
