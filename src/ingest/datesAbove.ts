import { endsWithDate, findDateRanges } from './dates.ts';
import { isPlaceLine } from './extract/org.ts';
import { joinLines } from './lines.ts';
import { ENDS_IN_JOINING_WORD, WRAP_WIDTH, wordCount } from './text.ts';
import { LISTED_KINDS, type Line, type Section } from './types.ts';
import { ROLE_WORDS } from './vocab/roles.ts';

/** The date a line holds and nothing else but where ("2012–2016", "01/09/2021 – CURRENT Nordhafen, Germany"). */
interface DateAbove {
	date: string;
	place?: string;
}

/**
 * A line that is a date range and nothing else: "2012–2016", "since 04/2021"; or a date and a place,
 * as Europass sets them above each entry.
 */
function readDateLine(line: Line | undefined): DateAbove | undefined {
	if (line === undefined || line.bullet > 0 || line.mdHeading > 0) return undefined;
	const [first] = findDateRanges(line.text);
	if (first === undefined || first.index !== 0) return undefined;
	const rest = line.text.slice(first.length);
	// "2019–2025 (expected)": a note on the range is no place.
	if (/^[\s.,;:)–—-]*$/.test(rest) || /^\s*\((?:expected|anticipated|est\.?)\)\.?$/i.test(rest)) return { date: line.text.slice(0, first.length) };
	const place = rest.replace(/^[\s,|·–—-]+/, '');
	return isPlaceLine(place) ? { date: line.text.slice(0, first.length), place } : undefined;
}

/**
 * Step 4b. A CV typeset with its dates in a left column comes out of `pdftotext` with each date on
 * a line of its own above its entry, and Europass sets a date and a place above each. Where a
 * section opens with such a date, each is read with the line after it ("2012–2016" + "PhD in
 * Physics, University of X"), the date-first row the extractors know, its place put last. The
 * joined line keeps the numbers of the lines it holds.
 */
export function joinDatesAbove(section: Section): Section {
	const { lines } = section;
	if ((!LISTED_KINDS.has(section.kind) && section.kind !== 'projects') || lines.length < 2) return section;
	if (!readDateLine(lines[0])) return joinDatesBelow(section) ?? section;
	// Each line read once: whether it is a date line is asked of it as an entry's head, as the line after one, and as a wrapped rest.
	const dates = lines.map(readDateLine);
	const stacked = dates[1] ? joinStackedDates(lines, dates) : undefined;
	if (dates[1] && !stacked) return section;
	const out: Line[] = stacked?.lines ?? [];
	for (let i = stacked?.end ?? 0; i < lines.length; i++) {
		const line = lines[i]!;
		const next = lines[i + 1];
		const above = dates[i];
		if (above && next && !dates[i + 1] && next.mdHeading === 0) {
			// "POSTDOCTORAL RESEARCHER    INSTITUTE OF X" (Europass through pdftotext): its columns are parts a dash sets apart.
			const columns = next.cells.filter(Boolean);
			let joined = joinLines({ ...line, text: above.date }, columns.length > 1 ? { ...next, text: columns.join(' – ') } : next);
			i++;
			// The entry's line wrapped at the column's width: "…, Karlsfeld" then "University of Technology".
			for (let wrapped = next; !dates[i + 1] && wrapsInto(wrapped, lines[i + 1]); i++) joined = joinLines(joined, (wrapped = lines[i + 1]!));
			out.push(above.place ? { ...joined, text: `${joined.text}, ${above.place}`, cells: [`${joined.text}, ${above.place}`] } : joined);
		} else out.push(line);
	}
	return { ...section, lines: out };
}

/**
 * "2022" "2021" "2019" over "Fellowship, Funder (2022–2024)." "Thesis Prize." "Best Poster Award.":
 * plain `pdftotext` of a two-column template (moderncv) puts the whole date column before the
 * entries. When the entries after the dates, each ending a sentence, are as many as the dates,
 * each date is read with its entry.
 */
function joinStackedDates(lines: readonly Line[], dates: readonly (DateAbove | undefined)[]): { lines: Line[]; end: number } | undefined {
	let count = 0;
	while (dates[count]) count++;
	let end = count;
	while (end < lines.length && !dates[end]) end++;
	const paired = pairDates(lines.slice(0, count), dates.slice(0, count) as DateAbove[], lines.slice(count, end));
	return paired ? { lines: paired, end } : undefined;
}

/**
 * "Ph.D. in Economics, Pelham University" … "B.A. …" over "2019–2025 (expected)" "2021" "2013–2017":
 * plain `pdftotext` may put the date column after the entries instead. Read as above, when the
 * section ends in dates as many as its entries.
 */
function joinDatesBelow(section: Section): Section | undefined {
	const { lines } = section;
	const dates: DateAbove[] = [];
	for (let date = readDateLine(lines[lines.length - 1]); date; date = readDateLine(lines[lines.length - 1 - dates.length])) dates.unshift(date);
	const start = lines.length - dates.length;
	if (dates.length < 2 || start === 0) return undefined;
	const paired = pairDates(lines.slice(start), dates, lines.slice(0, start));
	return paired ? { ...section, lines: paired } : undefined;
}

/**
 * Entries read each with its date, in order, where the entries can be told apart as many as the
 * dates: each a sentence; each opening with a title that a comma ends after a finished sentence
 * ("Junior Group Leader," over "Institute …, Germany."); or each an unlabelled line with its
 * labelled details ("Dissertation: …") under it.
 */
function pairDates(dateLines: readonly Line[], dates: readonly DateAbove[], body: readonly Line[]): Line[] | undefined {
	const entries = [
		splitAt(body, (_, above) => ENDS_SENTENCE.test(above.text)),
		splitAt(body, (line, above) => ENDS_SENTENCE.test(above.text) && line.text.endsWith(',')),
		splitAt(body, (line) => !LABELLED.test(line.text)),
		// "Associate Professor, Department of X," over "University of Y": each position opening with its role.
		splitAt(body, (line, above) => opensWithRole(line) && !endsUnfinished(above.text)),
	].find((e) => e.length === dates.length);
	const withDate = (head: Line, i: number): Line => {
		const date = { ...dateLines[i]!, text: dates[i]!.date };
		// The joined line keeps the number of the line that comes first in the file.
		return date.n < head.n ? joinLines(date, head) : joinLines(head, { ...date, text: `, ${date.text}` });
	};
	return entries?.flatMap((entry, i) => {
		const [head, ...rest] = joinBrokenOff(entry);
		return [withDate(head!, i), ...rest];
	});
}

/** "Associate Professor, Department of X," over "University of Y, City": an entry's line broken off mid-part goes on in the next. */
function joinBrokenOff(entry: readonly Line[]): Line[] {
	const out = [entry[0]!];
	for (const line of entry.slice(1)) {
		const last = out[out.length - 1]!;
		if ((last.text.endsWith(',') || endsUnfinished(last.text)) && !LABELLED.test(line.text)) out[out.length - 1] = joinLines(last, line);
		else out.push(line);
	}
	return out;
}

/** "Postdoctoral Scholar, Stanford …": a line whose first part, up to its comma, names a role. */
const opensWithRole = (line: Line) => {
	const head = line.text.split(',')[0]!;
	return wordCount(head) <= 5 && ROLE_WORDS.test(head) && /^\p{Lu}/u.test(head);
};

/** A line broken off mid-name: its last word split by a hyphen, or a joining word left at its end. */
const endsUnfinished = (text: string) => /\p{L}-$/u.test(text) || ENDS_IN_JOINING_WORD.test(text);

/** "Dissertation: …", "Advisor: …": a labelled detail of the entry above it. */
const LABELLED = /^[\p{L}][\p{L} ]{1,30}:\s/u;

const ENDS_SENTENCE = /[.!?]["”’)]?$/;

/** Lines cut into runs, a run opening at the first line and wherever opens(line, the line above) says. */
function splitAt(lines: readonly Line[], opens: (line: Line, above: Line) => boolean): Line[][] {
	const runs: Line[][] = [];
	lines.forEach((line, i) => {
		if (i === 0 || opens(line, lines[i - 1]!)) runs.push([line]);
		else runs[runs.length - 1]!.push(line);
	});
	return runs;
}

/** A short unlabelled line under a line that ran to the column's width unfinished: the rest of it. */
function wrapsInto(above: Line, line: Line | undefined): boolean {
	if (!line || line.bullet > 0 || line.mdHeading > 0 || line.blankBefore) return false;
	// "…, February 20 (upcoming)": a line that ends with its date ends its entry.
	if (above.text.length < WRAP_WIDTH || /[.;:!?]$/.test(above.text) || line.text.includes(':') || endsWithDate(above.text)) return false;
	// "…, Condensed Matter" over "Colloquium, Northbay Institute of Technology, Northbay, UK.": a longer rest ends the sentence the line above broke off.
	return wordCount(line.text) <= 6 || (!above.text.endsWith(',') && line.text.endsWith('.') && wordCount(line.text) <= 12);
}
