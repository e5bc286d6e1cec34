import { endsWithDate, findDateRanges, parseDateRange, YEAR_ALONE } from './dates.ts';
import { isSubgroupOf } from './vocab/sections.ts';
import { joinLines } from './lines.ts';
import { opensWithParticleName } from './names.ts';
import { ENDS_IN_JOINING_WORD, HARD_BREAK, opensQuote, WRAP_WIDTH } from './text.ts';
import { LISTED_KINDS, type Line, type Section } from './types.ts';

/** "Advisor: Name", "Dissertation: Title", "As participant (executor):": a labelled line of its own, never the rest of the line above. */
const LABELLED = /^[\p{L}][\p{L}\s.'’()-]{0,40}:(?:\s|$)/u;
/** A line's last sentence a label of one or two words, its value to come. */
const TRAILING_LABEL = /[.;]\s+\p{Lu}\p{L}+(?:\s\p{L}+)?:$/u;

/**
 * Step 4c. "2012–present  Professor, School of Engineering Sciences," over "              Ostrander
 * University": a long entry that a PDF wrapped, its rest indented under the text column. Where the
 * line above is plainly unfinished (a comma, a joining word, an open quote) or the indented line
 * goes on in lower case, the two are one line. A labelled line ("Advisor: …") stays its own.
 */
export function joinHangingLines(section: Section, documentWidth: () => number | undefined = () => undefined): Section {
	// A citation's lines are read by the publication reader's own rules; only the wrap width is judged here.
	const citations = section.kind === 'publications';
	if (!LISTED_KINDS.has(section.kind) && section.kind !== 'projects' && !citations) return section;
	const out: Line[] = [];
	// Wrapped text sets its entries apart by blank lines, or a list's numbers ("15. Author, A.; …"
	// over "Title. J. Am. Chem. Soc. …"); a list of an entry a line is read as its lines.
	const paragraphs = section.lines.filter((l) => l.blankBefore || (citations && l.bullet > 0)).length;
	const width = paragraphs >= 3 && paragraphs * 4 >= section.lines.length ? documentWidth() : undefined;
	// A numbered list ("1.", "2.", …): a line with no number of its own, right under an item, goes on with it;
	// a list of papers too, as plain pdftotext breaks a citation wherever the page's width did.
	const numbered = section.lines.filter(isNumberedItem).length >= 3;
	if (citations && width === undefined && !numbered) return section;
	let inItem = false;
	let itemIndent = 0;
	// A paper's line the page broke ran to the page's width; one that stops short of it ends a part of its own
	// (a register's title over its authors over its venue).
	const widest = citations && numbered ? Math.max(...section.lines.map((l) => l.raw.trimEnd().length)) : 0;
	const ranToWidth = (above: Line) => above.raw.slice(above.raw.lastIndexOf('\n') + 1).trimEnd().length >= widest * 0.85;
	for (const line of section.lines) {
		const above = out[out.length - 1];
		if (isNumberedItem(line) || line.blankBefore || line.bullet > 0 || line.mdHeading > 0) [inItem, itemIndent] = [isNumberedItem(line), line.indent];
		// "Book Chapters", "2023" between the items: a group of the list, no part of the item above. A paper's
		// parts indented under its number (a database's export, a part to a line) are read by the paper reader.
		const continuesItem = numbered && inItem && !isNumberedItem(line) && !LABELLED.test(line.text) && !YEAR_ALONE.test(line.text) && !isSubgroupOf(section.kind, line.text) && !LIST_LEGEND.test(line.text) && (!citations || (line.indent <= itemIndent && !hasColumnGap(line.raw) && above !== undefined && ranToWidth(above)));
		const joins = above !== undefined && (continuesItem || (citations ? filledUp(above, line, width) : hangsUnder(above, line) || filledUp(above, line, width) || (section.kind === 'talks' && goesOnUnderDate(above, line))));
		if (above !== undefined && !citations && endsDateAbove(above, line)) out[out.length - 1] = joinDateCells(above, line);
		else if (joins) out[out.length - 1] = joinLines(above, line);
		else out.push(line);
	}
	return { ...section, lines: out };
}

/** "(* Corresponding author, # Equal contribution)", "* denotes …": a note on the whole list, under its last item. */
const LIST_LEGEND = /^(?:\([^()]*\)\.?|[*†‡#§]\s.*)$/;

/** "3. “Title.” Host, City, May 2024.": an item of a numbered list, as its number opens it. */
const isNumberedItem = (line: Line): boolean => line.bullet > 0 && NUMBER_MARK.test(line.raw);
const NUMBER_MARK = /^\s*(?:\d{1,3}[.)]|\[\d{1,3}\])\s/;

/**
 * "2024⇥Achterberg, R. M. Title." over "⇥⇥⇥Midwest Nursing Science Society, Lakeport, IL.": a talk is one
 * line, and what a PDF wrapped under its text column (past its date column) is the rest of it.
 */
function goesOnUnderDate(above: Line, line: Line): boolean {
	if (line.bullet > 0 || line.blankBefore || line.indent === 0) return false;
	// The row's first line, as written: a row already joined to its second line goes on to its third.
	const row = DATE_ROW.exec(above.raw.split('\n', 1)[0]!);
	if (!row || !isDateCell(row[2]!)) return false;
	// A labelled line under the text ("Host: Prof. X", "Supervisor: …") is a detail of its own, unless a quote is open above it.
	if (LABELLED.test(line.text) && !opensQuote(above.text)) return false;
	const column = row[0].length - 1;
	return line.indent >= column - 1 && line.indent > above.indent;
}
/** "   07/2024     “Title”, …": a row's date cell, then the column its text starts at. */
const DATE_ROW = /^(\s*)(\S(?:.*?\S)?)(?:\t+|\s{3,})\S/;
/** "2019", "07/2024", "Sept. 2018 – 2020", "since 2020", "10/2017 –": a date column's cell. */
const isDateCell = (cell: string) => DATE_CELL.test(cell) || parseDateRange(cell.replace(/\s*[–—-]$/, '')) !== undefined;
const DATE_CELL = /^(?:(?:19|20)\d{2}|\p{L}{3,9}\.?\s(?:19|20)\d{2})(?:\s?[–-]\s?(?:(?:19|20)?\d{2}|present))?$/iu;

/** "10/2017 –      Assistant Professor, …" over "present        Faculty of …": a range the date column wrapped, its end on the next line. */
function endsDateAbove(above: Line, line: Line): boolean {
	return above.cells.length === 2 && line.cells.length === 2 && !line.blankBefore && /[–—-]$/.test(above.cells[0]!) && isDateCell(`${above.cells[0]} ${line.cells[0]}`) && line.indent <= above.indent;
}

/** The two rows as one: the date cells joined into the range, the text cells into the entry. */
function joinDateCells(above: Line, line: Line): Line {
	const joined = joinLines({ ...above, text: above.cells[1]! }, { ...line, text: line.cells[1]! });
	const date = `${above.cells[0]} ${line.cells[0]}`;
	return { ...joined, text: `${date} ${joined.text}`, cells: [date, joined.text] };
}

/**
 * The width a document's text was wrapped to ("pandoc -t plain", "fmt", a PDF's column): the width
 * most long lines end just short of, with almost none past it. Undefined where lines end where their
 * writer ended them, as their lengths then spread wide.
 */
export function wrapWidth(lines: readonly Line[]): number | undefined {
	const lengths = lines.filter((l) => !hasColumnGap(l.raw) && l.bullet === 0).map((l) => l.raw.trimEnd().length).filter((n) => n >= 40);
	if (lengths.length < 8) return undefined;
	// Sorted, each candidate width's lines are a window: counting them costs no pass over all the others.
	lengths.sort((a, b) => a - b);
	let best: number | undefined;
	let bestNear = 0;
	for (let hi = 0, lo = 0; hi < lengths.length; hi++) {
		const width = lengths[hi]!;
		if (lengths[hi + 1] === width) continue;
		while (lengths[lo]! < width - 10) lo++;
		const near = hi - lo + 1;
		const past = lengths.length - hi - 1;
		if (near > bestNear && past * 20 <= lengths.length) [best, bestNear] = [width, near];
	}
	return best !== undefined && best >= 60 && bestNear * 5 >= lengths.length * 2 ? best : undefined;
}

/** "Title, Org        Sep 2023 – Present": a line set in columns (pdftotext -layout) is no wrapped text. */
const hasColumnGap = (raw: string) => /\S(?:\t|\s{3,})\S/.test(raw.trim());


/**
 * "2021 Faculty Fellowship, Center for Humanistic Inquiry, University of" over "Delaware (…)": in
 * wrapped text, a line is broken where its next word would not have fitted. Had "Delaware" fitted,
 * the writer ended the line; it did not, so the two are one. A line that opens with a date, a number
 * or a bullet starts an entry of its own, and one that ends with a stop or a date ends one.
 */
function filledUp(above: Line, line: Line, width: number | undefined): boolean {
	if (width === undefined || line.bullet > 0 || line.mdHeading > 0 || line.blankBefore || /^[\d(]/.test(line.text) || LABELLED.test(line.text)) return false;
	// The line above may be lines joined already: its last is the one the word did not fit on.
	const lastWritten = above.raw.slice(above.raw.lastIndexOf('\n') + 1);
	if (hasColumnGap(lastWritten) || hasColumnGap(line.raw)) return false;
	// An entry ends with its stop or its dates ("…, 2020–present"): the line after it is the next.
	if (/[.!?]["”’)]?$/.test(above.text) || above.mdHeading > 0 || endsWithDate(above.text)) return false;
	const firstWord = /^\S+/.exec(line.raw.trimStart())?.[0] ?? '';
	return lastWritten.trimEnd().length + 1 + firstWord.length > width && Math.abs(line.indent - above.indent) <= 2;
}

function hangsUnder(above: Line, line: Line): boolean {
	// "- **Org** — Role␣␣" over "  City · Dates": a line its writer ended with markdown's hard break stays a line.
	if (line.bullet > 0 || line.mdHeading > 0 || line.blankBefore || LABELLED.test(line.text) || HARD_BREAK.test(above.raw)) return false;
	// "jan. 2017 – aug. 2019  Postdoc, …": Dutch and French write months in lower case, and a line opening with dates starts an entry.
	if (/^\p{Ll}/u.test(line.text) && findDateRanges(line.text.slice(0, 40))[0]?.index === 0) return false;
	// "de Vries-Okonkwo, M. A. (Speaker)" under a talk's title (a research portal's record): a name, its particle in lower case.
	if (opensWithParticleName(line.text)) return false;
	// "  • Built a pipeline …, cutting p99" over "    latency from 41 ms to 17 ms": a list item `pdftotext -layout` wrapped, its rest indented under the item's text.
	if (above.bullet > 0 && line.indent > above.indent && !/[.;:!?)]$/.test(above.text) && (above.text.length >= WRAP_WIDTH || /^\p{Ll}/u.test(line.text))) return true;
	// "• Built a layer …, reducing expected" over "calibration error by 38%.": a list item a PDF wrapped, its rest not indented.
	if (above.bullet > 0) return above.text.length >= WRAP_WIDTH && line.indent <= above.indent && !/[.;:!?]$/.test(above.text) && (ENDS_IN_JOINING_WORD.test(above.text) || /^\p{Ll}/u.test(line.text));
	// Not indented: only a long line broken off mid-sentence, after a joining word ("… Computational
	// Science and") or before words in lower case ("…; lead statistician" over "on the national …").
	// A label at the end of a long line ("Thesis: “…”. Supervisors:") has its value on the next.
	if (line.indent < 2 || line.indent <= above.indent) return above.text.length >= WRAP_WIDTH && (ENDS_IN_JOINING_WORD.test(above.text) || (/^\p{Ll}/u.test(line.text) && !/[.;:!?]$/.test(above.text)) || TRAILING_LABEL.test(above.text)) && !/^\d/.test(line.text);
	// Broken off mid-phrase: after a comma, an opening bracket, a joining word or inside a quotation.
	return /[,(]$/.test(above.text) || ENDS_IN_JOINING_WORD.test(above.text) || opensQuote(above.text) || /^\p{Ll}/u.test(line.text);
}
