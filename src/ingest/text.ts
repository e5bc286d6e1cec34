/** Small text utilities shared by the extractors. */
import { matchesOf } from './matches.ts';
import { JOURNAL_ABBREVIATIONS } from './vocab/venues.ts';

/** Text extraction wraps long lines near this width; a shorter line ended where its writer ended it. */
export const WRAP_WIDTH = 60;

/** Two spaces or a backslash at a line's end: markdown's hard line break, where the writer ended the line. */
export const HARD_BREAK = /(?: {2,}|\\)$/;

/** A phrase broken off after a joining word ("… data with", "Science and"): it goes on below. */
// "The" in capitals too: "…, School of Earth Sciences, The" over "University of Tasmania" is one name broken.
export const ENDS_IN_JOINING_WORD = /\b(?:and|or|of|with|for|in|on|the|The|a|an|to|via|from|by|at)$|&$/;

/** Whether a text opens a quotation it does not close: a “ with no ” after it, or an odd number of straight quotes. */
export function opensQuote(text: string): boolean {
	const open = text.lastIndexOf('“');
	if (open >= 0) return !text.includes('”', open);
	return text.includes('"') && (text.split('"').length - 1) % 2 === 1;
}

/** Abbreviations whose full stop does not end a sentence; German's too ("Akademische Rätin a. Z.", "zugl. Diss."). */
const ABBREVIATIONS = new RegExp(String.raw`(?:^|[\s(])(?:${JOURNAL_ABBREVIATIONS.join('|')}|Prof|Dr|Mr|Bd|Jg|Nr|Ms|Mrs|Hon|Jr|Sr|U\.S|U\.K|St|Inc|Ltd|Co|Corp|Univ|Dept|No|Vol|vol|no|pp|vs|etc|al|e\.g|i\.e|Proc|Conf|Int|Intl|Trans|Symp|Assoc|Comput|Eng|Sci|J|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Est|Ph\.D|M\.S|B\.S|B\.E|B\.A|M\.A|B\.Eng|M\.Eng|B\.Sc|M\.Sc|[A-Z]|[a-z]|bzw|ca|vgl|hg|hrsg|zugl|Diss|apl)$`);

/** A year and volume in medicine's citations, "2021;384", "2019 Nov;4". */
const YEAR_VOLUME_NEXT = /^\s+(?:19|20)\d{2}(?:\s\p{Lu}\p{Ll}{2,8}(?:\s\d{1,2})?)?;/u;

/** A full stop, question or exclamation mark before the next word. */
const SENTENCE_END = /[.?!](?=\s+[\p{L}\d"“(])/gu;

/** Splits prose into sentences at ". ", "? " and "! " that are not abbreviations or initials. */
export function splitSentences(text: string): string[] {
	const out: string[] = [];
	let start = 0;
	for (const m of matchesOf(SENTENCE_END, text)) {
		const end = m.index + 1;
		const before = text.slice(start, m.index);
		// Only the end of the text before the stop matters; testing all of it would be quadratic.
		// "N Engl J Med. 2021;384(5)": a journal's abbreviated name does end where its year and volume start.
		if (m[0] === '.' && ABBREVIATIONS.test(before.slice(-12)) && !YEAR_VOLUME_NEXT.test(text.slice(end, end + 20))) continue;
		// "…, v. 850, p. 3317-3332, 2023." (ABNT): a volume's or a page's letter before its number ends nothing.
		if (m[0] === '.' && /(?:^|[\s,])[vpn]$/.test(before.slice(-2)) && /^\s+\d/.test(text.slice(end, end + 3))) continue;
		// Before a lower-case word only a full word ends a sentence ("relay. arXiv"), not "approx. two".
		// "…All the Way Down. arXiv:2405.01234": a preprint server's name opens a sentence in lower case.
		if (/^\s+\p{Ll}/u.test(text.slice(end)) && !/\p{Ll}{4,}$/u.test(before.slice(-8)) && !/^\s+\w*rxiv\b/i.test(text.slice(end, end + 12))) continue;
		out.push(text.slice(start, end).trim());
		start = end;
	}
	const tail = text.slice(start).trim();
	if (tail) out.push(tail);
	return out;
}

/**
 * How many pieces `text.split(/\s+/)` gives, counted without making them: the words of a text
 * with no space at either end. Asked of most segments a parse looks at, where splitting cost
 * 250 ns and counting 30.
 */
/** A paragraph, no list item: more than fifteen words, and a sentence ending inside it. */
export const isParagraph = (text: string): boolean => wordCount(text) > 15 && /[.!?]\s+\p{Lu}/u.test(text);

/** "Sociedade Atlântica de Física", "Ridgemont Institute of Technology", "RECOMB 2021": a name, its words capitalised but for the small ones between. */
export const isNameInCapitals = (text: string): boolean => NAME_IN_CAPITALS.test(text);
const NAME_CONNECTOR = "of|on|and|for|the|in|de|e|da|do|des|du|la|di|del|della|y|para|a|für|und|&";
const NAME_IN_CAPITALS = new RegExp(String.raw`^(?:\p{Lu}[\p{L}.&'’-]*|\d{4})(?:\s(?:\p{Lu}[\p{L}.&'’-]*|\d{4}|${NAME_CONNECTOR}))*$`, 'u');

export function wordCount(text: string): number {
	let count = 1;
	for (let i = 0; i < text.length; i++) {
		if (isSpaceCode(text.charCodeAt(i)) && !(i > 0 && isSpaceCode(text.charCodeAt(i - 1)))) count++;
	}
	return count;
}

/** Whether a character code is an ASCII letter, A–Z or a–z. */
export const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Whether a character code is JavaScript's `\s`: ASCII white space by code, the rest by the pattern. */
export const isSpaceCode = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || (c >= 0x80 && /\s/.test(String.fromCharCode(c)));

/** Punctuation and spaces a field may start with. */
const LEADING = /^[\s,;:.\-–—|·•]+/;

/** Punctuation and spaces a field may end with (a full stop is handled on its own). */
const TRAILING = /[\s,;:\-–—|·•]/;

/** Characters of TRAILING below U+0080 by code, so the usual last letter costs no pattern. */
const TRAILING_ASCII = new Set([...' \t\n\v\f\r,;:-|'].map((c) => c.charCodeAt(0)));

const endsField = (c: number, ch: string) => (c < 0x80 ? TRAILING_ASCII.has(c) : TRAILING.test(ch));

/**
 * Without the characters of TRAILING at the end. Walked back from the end: the pattern
 * `[…]+$` would start a match at every space of the field and run on to the next word.
 */
function trimTrailing(s: string): string {
	let end = s.length;
	while (end > 0 && endsField(s.charCodeAt(end - 1), s[end - 1]!)) end--;
	return end === s.length ? s : s.slice(0, end);
}

/** A final full stop that does not close an abbreviation: an initial, "Inc.", "Ph.D.", "et al.", "Phys. Rev.". */
const FINAL_STOP = new RegExp(String.raw`(?<!\b[A-Z]|\b(?:Inc|Ltd|Co|Corp|Jr|Sr|al|etc|St|${JOURNAL_ABBREVIATIONS.join('|')})|\.[A-Za-z]{1,2})\.$`);

/** Removes wrapping punctuation and spaces a CV leaves around a field. */
export function cleanField(text: string): string {
	// Brackets a date or a note was taken out of ("University ()") leave nothing behind.
	const s = text.includes('()') ? text.replace(/\s*\(\s*\)/g, '') : text;
	// Most fields start with a letter and end with neither a stop nor a separator: each pass runs
	// only where its first character says it could change something.
	const first = s.charCodeAt(0);
	const led = (first < 0x80 && first > 0x20 && !TRAILING_ASCII.has(first) && first !== 0x2e) || s === '' ? s : s.replace(LEADING, '');
	const trimmed = trimTrailing(led);
	return (trimmed.endsWith('.') ? trimmed.replace(FINAL_STOP, '') : trimmed).trim();
}

/** Splits a list of topics: "A, B, and C", "A; B", "A & B", "A, B, as well as C". */
export function splitTopics(text: string): string[] {
	const t = text.replace(/\.$/, '').trim();
	// "A; B", "A · B | C": separators no topic's name holds.
	const bySemicolon = t.split(/\s*;\s*|\s+[·|•]\s+/);
	if (bySemicolon.length > 1) return bySemicolon.map(cleanField).filter(Boolean);
	const byAmp = t.split(/\s+&\s+/);
	if (byAmp.length > 2) return byAmp.map(cleanField).filter(Boolean);
	const byComma = t.split(/\s*,\s*(?:and\s+|as well as\s+|or\s+)?|\s+as well as\s+/);
	if (byComma.length > 1) return byComma.map(cleanField).filter(Boolean);
	// With no commas, "X and Y" is two topics only when both sides are noun phrases of their own.
	const pair = /^(.{3,}?) and (.{3,})$/.exec(t);
	if (pair && pair[1]!.split(' ').length >= 2 && pair[2]!.split(' ').length >= 2) return [pair[1]!, pair[2]!].map(cleanField);
	return t ? [cleanField(t)] : [];
}

/** Position of `needle` in `hay`, ignoring case; -1 when absent. */
export function indexOfIgnoreCase(hay: string, needle: string): number {
	return hay.toLowerCase().indexOf(needle.toLowerCase());
}

/**
 * Splits a text at each separator outside brackets: "A, B (C, D), E" gives "A", "B (C, D)", "E". A
 * separator is inside when a closing bracket comes before any opening one after it; knowing that for
 * every position takes one pass from the end, where a lookahead at each separator costs the square of
 * a long line. The separator must be a global pattern.
 */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
	const closes = new Uint8Array(text.length + 1);
	for (let i = text.length - 1, state = 0; i >= 0; i--) {
		const c = text[i];
		if (c === ')') state = 1;
		else if (c === '(') state = 0;
		closes[i] = state;
	}
	const out: string[] = [];
	let start = 0;
	for (const m of matchesOf(separator, text)) {
		const end = m.index + m[0].length;
		if (closes[end] || m[0].length === 0) continue;
		out.push(text.slice(start, m.index));
		start = end;
	}
	out.push(text.slice(start));
	return out;
}

/**
 * A line that is only a document's markup (a LaTeX comment, an org property drawer, lynx's list of
 * links), written as an HTML comment: later stages place it as layout, and it keeps its words.
 */
export const asLayoutLine = (line: string): string => `<!-- ${line.trim().replace(/--/g, '—')} -->`;
