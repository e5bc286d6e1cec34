import { RECORD_DATES, YEAR_ALONE } from '../dates.ts';
import { joinLines } from '../lines.ts';
import type { Line } from '../types.ts';
import { ENDS_IN_JOINING_WORD, HARD_BREAK, opensQuote, WRAP_WIDTH } from '../text.ts';
import { JOURNAL_WORD } from '../vocab/venues.ts';
import { isAuthorList, splitAcsHead } from './citation.ts';
import { opensWithParticleName } from '../names.ts';

/** A line broken after an abbreviated journal word ("…, Phys." then "Rev. B 104, …"). */
const ENDS_IN_JOURNAL_WORD = new RegExp(`${JOURNAL_WORD.source}$`);

/** "Math. Ann. 381 (2021)", "Compos. Math. 160 (2024)": a line that opens with a journal's abbreviated name, volume and year. */
const CITED_JOURNAL_START = /^\p{Lu}\p{L}*\.(?:\s\p{Lu}\p{L}*\.?){0,5}\s\d{1,4}\s\((?:19|20)\d{2}\)/u;

/** A citation's text that has gone past its title: a quoted title closed, or a venue opened ("…. In: Advances in"). */
const PAST_TITLE = /[,.]["”]|["”][,.]|[.,]\s+[Ii]n:?\s+\p{Lu}/u;

/** APA's date after the authors: "(2023).", "(2024, March).", "(in press)." */
const APA_DATE_MARK = /\((?:(?:19|20)\d{2}[a-z]?(?:,\s[^()]{1,30})?|in press|under review|submitted|forthcoming|n\.\s?d\.)\)\./i;

/** Whether a text leaves a bracket open: more "(" than ")". */
const opensBracket = (text: string) => text.includes('(') && (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/** An item's line that ends a part: no comma, semicolon or joining word leaves its title or list open. */
const ITEM_PART_ENDED = /(?<![,;&:]|\b(?:and|with|of|in|the|a|an|for|on|to))$/;


/**
 * Whether a line carries on the one above it, broken by a PDF's line width mid-sentence: the one
 * above is long and stops without a full stop, and this one goes on in lower case (after a hyphen
 * that split a word, too), or the one above breaks off after a joining word ("… data with"). A
 * line that opens a venue of its own ("arXiv…", "in Proc. …") stays apart.
 */
export function continuesLine(prev: Line, line: Line, owner?: string): boolean {
	// A row of columns is a line of its own; a line a tab indents ("⇥Amides. J. Am. Chem. Soc. …", Word's hanging indent) is no row.
	if (line.bullet > 0 || line.mdHeading > 0 || prev.mdHeading > 0 || line.blankBefore || line.cells.filter(Boolean).length > 1) return false;
	// "2024" on a line of its own is a year (the one above's, or a heading's), never the rest of a sentence.
	if (line.text.length <= 5 && YEAR_ALONE.test(line.text)) return false;
	// "2017 | Dissertation/Thesis": a record page's date and kind of work, a line of its own (ORCID).
	if (line.text.includes(' | ') && RECORD_DATES.test(line.text)) return false;
	const above = prev.text;
	// Indented under a list item ("1. A. Author, Title" over "   Venue, 2023."): the item goes on, as CommonMark reads it,
	// unless the item's line ends in markdown's hard break (two spaces): then each line is a part of its own.
	// A title set in bold as the item's line ("- **Title**" over "  Authors") is a part of its own too, and so is
	// a line of names alone under an item that stopped short of its own ("1. Title" over "   A. Author, B. Author"
	// over "   Journal 12(3) 45-67 2023", as research databases export a paper, a part to a line).
	if (prev.bullet > 0 && line.indent >= 2) return !HARD_BREAK.test(prev.raw) && !prev.strong.includes(prev.text) && !(ITEM_PART_ENDED.test(prev.text) && isAuthorList(line.text, owner));
	// A DOI or link on a line of its own closes the citation above it.
	if (/^(?:doi:\s?10\.|https?:\/\/(?:dx\.)?doi\.org\/|url:\s?https?:\/\/)\S+$/i.test(line.text)) return true;
	// A title opened in quotes and not yet closed goes on, however short its line ("…, “Magnetic-field-tuned
	// Lifshitz transitions" over "in a kagome metal,” Phys. Rev. B …").
	if (opensQuote(above) && !/^[\p{Lu}][\p{L}.-]*,/u.test(line.text)) return true;
	// Word's or a PDF's hanging indent under an APA citation's head: the citation goes on, even after its title's stop
	// ("Author, A. (in press). Title." over "⇥Behavior Therapy.").
	if (line.indent > prev.indent && prev.indent === 0 && APA_DATE_MARK.test(above) && !APA_DATE_MARK.test(line.text)) return true;
	// "…, in HANDBOOK 211" over "(A. Editor & B. Editor eds., 2023)": a chapter's editors and year, as the Bluebook sets them.
	if (/^\([^()]*\beds?\.,\s[^()]*(?:19|20)\d{2}\)/.test(line.text)) return true;
	// "… (reviewing A. Author, Orders Without" over "Reasons, 95 …))": a bracket left open goes on.
	if (opensBracket(above) && !line.blankBefore) return true;
	// The last line of the file the entry has reached decides: "…Work in" over "Ethiopia”" wrapped, but a
	// short "Ethiopia”" ended its line.
	if (above.length < WRAP_WIDTH || lastLineLength(prev) < WRAP_WIDTH) return false;
	// A hanging indent (APA's, as a PDF keeps it): the line runs on indented under one that broke off mid-sentence.
	if (line.indent > prev.indent && line.bullet === 0 && !/[.?!]["”’)\]]?$/.test(above)) return true;
	if (ENDS_IN_JOURNAL_WORD.test(above)) return true;
	// A numbered or bulleted citation a PDF wrapped after its title ("[C1] …, “Title,” in Proc. IEEE
	// International" over "Conference (ISSCC), …"): until it ends a sentence, a line with no mark of
	// its own goes on with it. Before the title is done, the next line may be the authors under it.
	// So does one that opens with its authors (chemistry's, a semicolon between) and broke off in its title
	// ("15. Oduya, K. P.; Brennholt, A. L.* Ligand-Controlled" over "Hydroamination of Dienes. J. Am. Chem. Soc. …").
	if (prev.bullet > 0 && !/[.?!]["”’)\]]?$/.test(above) && (PAST_TITLE.test(above) || splitAcsHead(above) !== undefined)) return true;
	if (/[.?!"”)\]]$/.test(above)) return false;
	// "… damped Klein–" over "Gordon equations …": a compound the line's end split at its dash.
	if (/\p{L}[-–]$/u.test(above) && /^\p{L}/u.test(line.text)) return true;
	// "in Proc. …" opens a venue; "in exterior domains, …" is the title going on.
	if (/^(?:arXiv|bioRxiv|medRxiv|in\s(?!\p{Ll}))/u.test(line.text)) return false;
	// A title opened in quotes and not yet closed goes on, whatever the next line starts with; so
	// does a venue after "In:", and a name whose short form in brackets went to the next line.
	if (opensQuote(above) || above.endsWith(':') || /^\(\p{Lu}[\p{Lu}\d'’ -]*\)/u.test(line.text)) return true;
	// "…, Title of the paper," over "Math. Ann. 381 (2021), no. 3-4, 1475–1512.": the journal, cited with its volume and year, of the title above.
	if (above.endsWith(',') && CITED_JOURNAL_START.test(line.text)) return true;
	// "de Vries-Okonkwo, M. A., Bakker, T., 2025, In: …" under a title: the authors open a line of their own, a particle in lower case first.
	if (opensWithParticleName(line.text)) return false;
	// A comma is no sign: "Title," then "Authors." is a layout of its own. A year in brackets
	// ("… J. Reine Angew. Math. 791" over "(2022), 87–134.") goes on with the volume above it.
	return /^[\p{Ll}\d]/u.test(line.text) || ENDS_IN_JOINING_WORD.test(above) || /^\((?:19|20)\d{2}\)/.test(line.text);
}

/**
 * Whether a line of prose goes on with the paragraph above: no blank line or list item between,
 * the line above ran to the width of the text, and the sentence is plainly unfinished (it goes on
 * in lower case, or broke off after a comma or a joining word). A web profile pasted as text puts
 * a paragraph on each line, so a line that ends a sentence ends its paragraph.
 */
export function continuesProse(prev: Line, line: Line): boolean {
	// A word split at the line's end ("compu-" over "tational") goes on however short the line.
	if (/\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text) && !line.blankBefore && line.bullet === 0 && prev.bullet === 0) return true;
	if (!mayContinueProse(prev, line)) return false;
	return /^[\p{Ll}\d(]/u.test(line.text) || /(?:,|\b(?:and|or|of|with|for|in|on|the|a|an|to|via|from|by|as|at|is|are))$/.test(prev.text);
}

/**
 * Whether a line of a prose section (an about or bio) goes on with the paragraph above: the line
 * above ran to the width of the text and ended mid-sentence. A line that ends a sentence ends its
 * paragraph, as a web profile pasted as text has it.
 */
export function continuesParagraph(prev: Line, line: Line): boolean {
	if (!mayContinueProse(prev, line)) return false;
	return !/[.!?:]["”’)]?$/.test(prev.text) || /^\p{Ll}/u.test(line.text);
}

/** Prose lines can be one paragraph: no blank line, list item or heading between, and the one above ran to the width. */
const mayContinueProse = (prev: Line, line: Line) => !line.blankBefore && line.bullet === 0 && prev.bullet === 0 && line.mdHeading === 0 && prev.text.length >= WRAP_WIDTH;

/** Lines read as the logical lines they make, each with the physical lines it spans. */
export function logicalLines(lines: readonly Line[], continues: (prev: Line, line: Line) => boolean): [Line, Line[]][] {
	const out: [Line, Line[]][] = [];
	for (const line of lines) {
		const last = out[out.length - 1];
		if (last && continues(last[0], line)) {
			last[0] = joinLines(last[0], line);
			last[1].push(line);
		} else out.push([line, [line]]);
	}
	return out;
}

/** How long the last line of the file is that a logical line holds (its text, where it holds one line). */
function lastLineLength(line: Line): number {
	if (line.also === undefined || line.also.length === 0) return line.text.length;
	return line.raw.slice(line.raw.lastIndexOf('\n') + 1).trim().length;
}
