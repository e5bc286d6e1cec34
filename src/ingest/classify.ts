import { distance } from 'fastest-levenshtein';
import { memoize } from './memo.ts';
import { scoreFeatures, type Feature } from './score.ts';
import type { Line, SectionKind } from './types.ts';
import { headFirstKind, isHeadFirstWord, unaccented } from './vocab/headFirstSections.ts';
import { HEADING_FILLERS, SECTION_WORDS } from './vocab/sections.ts';
import { cjkSectionKind } from './vocab/cjkSections.ts';
import { isAsciiLetter, isSpaceCode, wordCount } from './text.ts';

/** How sure a line is a section heading; at or above this it opens a section. */
export const HEADING_THRESHOLD = 4;

export interface HeadingVerdict {
	kind: SectionKind | undefined;
	score: number;
	features: string[];
}

/** A heading's words before clean-up: lower-cased, split at spaces, slashes and commas. */
function headingParts(text: string): string[] {
	// A note in brackets ("Publications (* equal contribution)") is not part of the heading's name;
	// a plural's bracketed "s" is ("appointment(s)").
	const named = text.includes('(') || text.includes('[') ? text.replace(PLURAL_MARK, 's').replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ') : text;
	return foldDotlessI(named.toLowerCase())
		.replace(/[:.]+$/, '')
		.split(/[\s/,]+/);
}

/**
 * Turkish's dotless ı and dotted İ: "İ" lower-cases to "i" and a combining dot, and "YABANCI" in
 * capitals to "yabanci" where "Yabancı" gives "yabancı". Both are read as "i", as the vocabulary writes them.
 */
const foldDotlessI = (lower: string): string => (DOTS.test(lower) ? lower.replace(DOTS_ALL, (c) => (c === 'ı' ? 'i' : '')) : lower);
const DOTS = /ı|\u0307/;
const DOTS_ALL = /ı|\u0307/g;

/** A word without the punctuation around it (inner hyphens and apostrophes stay); most words have none. */
const trimToken = (part: string) => (isAsciiLetter(part.charCodeAt(0)) && isAsciiLetter(part.charCodeAt(part.length - 1)) ? part : part.replace(/^[^\p{L}&]+|[^\p{L}&]+$/gu, ''));

/** The last word of a heading, cleaned: its head noun, which decides whether a line can be one at all. */
function lastToken(parts: readonly string[]): string | undefined {
	for (let i = parts.length - 1; i >= 0; i--) {
		const token = trimToken(parts[i]!);
		if (token) return token;
	}
	return undefined;
}

/** A separator of heading words, as headingParts splits at them: white space, slashes and commas. */
const isSeparator = (c: string): boolean => c === '/' || c === ',' || isSpaceCode(c.charCodeAt(0));

/**
 * The last word headingParts and lastToken would give, read from the end of the line without
 * splitting the rest: most lines fail the head-noun test, and tokenising all of each would be
 * wasted. Undefined where the long way is needed (a bracketed note to drop, or a capital sigma,
 * whose lower case depends on the letters around it) and where the line has no word at all.
 */
function quickLastToken(text: string): string | undefined {
	if (text.includes('(') || text.includes('[') || text.includes('Σ')) return undefined;
	let end = text.length;
	while (end > 0 && (text[end - 1] === ':' || text[end - 1] === '.')) end--;
	while (end > 0) {
		while (end > 0 && isSeparator(text[end - 1]!)) end--;
		let start = end;
		while (start > 0 && !isSeparator(text[start - 1]!)) start--;
		const token = trimToken(foldDotlessI(text.slice(start, end).toLowerCase()));
		if (token) return token;
		end = start;
	}
	return undefined;
}

/** Section words by spelling, so an exact hit costs one lookup and only misses pay for edit distance. */
const WORDS_BY_SPELLING = new Map<string, typeof SECTION_WORDS>();
for (const w of SECTION_WORDS) WORDS_BY_SPELLING.set(w.word, [...(WORDS_BY_SPELLING.get(w.word) ?? []), w]);

/** Section words within two letters of each length: a fuzzy match is at most that much longer or shorter. */
const WORDS_NEAR_LENGTH = new Map<number, typeof SECTION_WORDS>();
for (const w of SECTION_WORDS) {
	if (w.exact) continue;
	for (let n = w.word.length - 2; n <= w.word.length + 2; n++) WORDS_NEAR_LENGTH.set(n, [...(WORDS_NEAR_LENGTH.get(n) ?? []), w]);
}

/** The section words a token spells, exactly or within OCR distance. */
function wordsFor(token: string): typeof SECTION_WORDS {
	const exact = WORDS_BY_SPELLING.get(token);
	if (exact) return exact;
	if (token.length < 5 || HEADING_FILLERS.has(token)) return [];
	return fuzzyWordsFor(token);
}

const fuzzyWordsFor = memoize((token) => (WORDS_NEAR_LENGTH.get(token.length) ?? []).filter((w) => fuzzyEquals(token, w.word)));

/** OCR turns letters into look-alikes; allow one edit in a short word and two in a long one. */
function fuzzyEquals(token: string, word: string): boolean {
	if (token === word) return true;
	// "Preprint" is a status line, "Preprints" a heading: a plural head noun does not match its singular.
	if (word.endsWith('s') && token === word.slice(0, -1)) return false;
	if (Math.abs(token.length - word.length) > 2 || token.length < 5) return false;
	return distance(token, word) <= (word.length >= 9 ? 2 : 1);
}

/** Seven words with letters or more, joining words aside, are too many for a heading, unless a bracketed note adds them. */
function isTooLongForHeading(text: string): boolean {
	const words = text.split(' ');
	return words.length > 6 && !/[([]/.test(text) && words.filter((w) => /\p{L}/u.test(w) && isContentWord(w)).length > 6;
}

/** Chinese, Japanese and Korean script. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF01-\uFF5E]/;
const CJK_RUNS = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF01-\uFF5E]+/g;

/** "教育背景 / Education": a bilingual heading names its section in both scripts, and the vocabulary is in the Latin one. */
function latinPart(text: string): string {
	return text.replace(CJK_RUNS, ' ').replace(/^[\s/|:·-]+|[\s/|:·-]+$/g, '').trim();
}

const PLURAL_MARK = /(?<=\p{L})\(s\)/gu;
/** "– during the past 10 years": a note in lower case after a dash, as a form words what a part should cover. */
const DASHED_NOTE = /\s+[–—]\s+\p{Ll}[^–—()]{0,60}$/u;

/** A heading's text without a note in brackets after its words: a form's instruction, a count, "(selected)". */
function withoutNote(written: string): string {
	// "Key outputs (* denotes a student I supervised):": the colon after the note closes the heading.
	let text = written.endsWith('):') ? written.slice(0, -1) : written;
	// "language(s)": a plural's bracketed "s" is part of the word, no note.
	if (text.endsWith('(s)')) text = text.replace(PLURAL_MARK, 's');
	if (text.includes(' – ') || text.includes(' — ')) text = text.replace(DASHED_NOTE, '');
	if (text.endsWith(')')) return text.replace(/\s*\([^()]{1,300}\)$/, '');
	// "代表性论文 Selected Publications（*通讯作者 …）": a note in full-width brackets, as CJK text writes them.
	if (text.endsWith('）')) return text.replace(/\s*（[^（）]{1,300}）$/, '');
	// A long note the line's end broke off: "EDUCATION/TRAINING (Begin with baccalaureate …, such as nursing,".
	const open = text.lastIndexOf('(');
	return open > 0 && !text.includes(')', open) && text.length - open > 20 ? text.slice(0, open).trimEnd() : text;
}

/** "Additional Information: Research Support and/or Scholastic Performance": a form's label before the part's name. */
const withoutFormLabel = (text: string) => (text.includes(':') ? text.replace(/^((?:[A-H]\.\s)?)(?:additional|other|further)\s+information:\s+/i, '$1') : text);

/**
 * "Service to the Collaboration", "Papers with Major Personal Contribution", "Talks at Conferences":
 * a head noun and a phrase after it that says whose, where or which. The words before the phrase name the section.
 */
export function headBeforePhrase(text: string): SectionKind | undefined {
	const unnoted = withoutNote(text);
	if (unnoted.length > 60 || !unnoted.includes(' ') || wordCount(unnoted) > 7) return undefined;
	const phrase = HEAD_PHRASE.exec(unnoted);
	return phrase && wordCount(phrase[1]!) <= 3 ? sectionKindOf(phrase[1]!) : undefined;
}
const HEAD_PHRASE = /^(\S.*?)\s(?:to|for|at|in|with|within|on)\s\S/i;

/** "Formación académica", "Expérience professionnelle": a heading whose head noun comes first, as Romance languages write one. */
function headFirst(text: string): SectionKind | undefined {
	// "Jurado/Comisiones evaluadoras …": a slash parts two heads as a space does.
	const space = text.search(/[\s/]/);
	const first = trimToken(space < 0 ? text : text.slice(0, space));
	if (first.length < 4 || first.length > 16 || !isHeadFirstWord(unaccented(first))) return undefined;
	return headFirstKind(headingParts(text).map(trimToken).filter(Boolean));
}

/** The section kind a heading text names, when every word of it is heading vocabulary. */
export function sectionKindOf(written: string): SectionKind | undefined {
	// A heading is a few words ending in a head noun: most lines fail one of these cheap tests, and
	// tokenising all of them would be wasted work.
	// "Invited Lectures (selected)", "Employment (3)", "EDUCATION/TRAINING (Begin with baccalaureate …)": a note after the heading's words.
	// "Report of Local Teaching and Training" (a US medical school's CV template): a report of what the heading's words name.
	const unnoted = withoutNote(written.startsWith('Report of ') ? written.slice(10) : written);
	if (unnoted.length > 80) return undefined;
	if (CJK.test(unnoted)) {
		// "経歴", "講演・口頭発表等": a heading is read in its own script when its Latin part
		// ("助教经历 Teaching Assistant") names no section.
		const latin = latinPart(unnoted);
		return (latin ? latinSectionKind(latin) : undefined) ?? cjkSectionKind(unnoted.replace(LATIN_RUNS, ' ').trim());
	}
	return latinSectionKind(unnoted);
}

const LATIN_RUNS = /[A-Za-z][A-Za-z\s&/().,:-]*/g;

function latinSectionKind(noted: string): SectionKind | undefined {
	// "(a) Professional Preparation", "B. Education", "IV. Publications": a form's lettered parts.
	const lettered = /^(?:\(?[a-h]\)|[A-H]\.|[IVX]{1,4}\.)\s/.test(noted) ? noted.replace(/^\S+\s+/, '') : noted;
	const text = withoutFormLabel(lettered);
	const last = quickLastToken(text) ?? lastToken(headingParts(text));
	const heads = last === undefined ? [] : wordsFor(last).filter((w) => w.head);
	if (heads.length > 0) {
		if (isTooLongForHeading(text)) return undefined;
		const kind = headLast(text, heads);
		if (kind) return kind;
	}
	return headFirst(text) ?? qualifiedKind(text);
}

/** "Service: University", "Teaching: Scheduled Teaching": an activity report's heading, its kind before the colon and a few capitalised words after it. */
const QUALIFIED_HEADING = /^(\p{Lu}\p{Ll}+):\s+(\p{Lu}\p{L}*(?:\s+(?:\p{Lu}\p{L}*|and|of|&)){0,3})$/u;

function qualifiedKind(text: string): SectionKind | undefined {
	const m = text.includes(': ') ? QUALIFIED_HEADING.exec(text) : null;
	// "Awards: Wolf Prize" (an infobox's row) names an award after the colon, no kind of awards.
	const scoped = m?.[2]!.split(/\s+/).every((w) => SCOPE_WORDS.test(w) || HEADING_FILLERS.has(w) || wordsFor(trimToken(w)).length > 0);
	return m && scoped ? latinSectionKind(m[1]!) : undefined;
}

/** "University", "Professional", "Scheduled": the words that say which of a kind of activity a report's heading lists. */
const SCOPE_WORDS = /^(?:university|universities|professional|community|public|departmental|department|college|school|institutional|campus|scheduled|unscheduled|other|local|regional|national|international|internal|external|refereed|non-refereed|peer-reviewed|published|unpublished|clinical|discipline|disciplinary|profession|state|federal|industry|student|graduate|undergraduate)$/i;

/** "Invited Talks", "Work Experience": English puts the head noun last, and the words before it narrow it. */
function headLast(text: string, heads: typeof SECTION_WORDS): SectionKind | undefined {
	// Tokens: lower-cased, without the punctuation around them.
	const tokens = headingParts(text).map(trimToken).filter(Boolean);
	// A head noun that names a section only with its modifier ("Contributions to Science", "In the News") needs it there.
	const head = heads.find((w) => !w.needs || tokens.includes(w.needs));
	if (!head || tokens.filter(isContentWord).length > 6) return undefined;
	let best = head;
	for (const t of tokens.slice(0, -1)) {
		const words = wordsFor(t);
		// "Open Source Software": a word another word of the heading needs is part of its name.
		if (words.length === 0 && !HEADING_FILLERS.has(t) && !tokens.some((u) => wordsFor(u).some((w) => w.needs === t))) return undefined;
		for (const w of words) if (w.weight > best.weight) best = w;
	}
	return best.kind;
}

const words = (l: Line) => wordCount(l.text);
/** "de", "en", "of", "the": a short word in lower case, which joins a heading's words. */
const FUNCTION_WORD = /^\p{Ll}{1,3}$/u;
/** A word a heading's length counts: "of", "and", "OF" do not. */
const isContentWord = (word: string) => !FUNCTION_WORD.test(word.toLowerCase());
const letters = (l: Line) => l.text.replace(/[^\p{L}]/gu, '');

/**
 * "Enseignement / Teaching", "Exposés invités / Invited talks": a heading in two languages, one of
 * them in the vocabulary.
 */
function eitherLanguage(text: string): SectionKind | undefined {
	const halves = withoutNote(text).split(/\s+[/|]\s+/);
	if (halves.length !== 2) return undefined;
	return sectionKindOf(halves[1]!) ?? sectionKindOf(halves[0]!);
}

/** A markdown heading, a line in capitals, or a line in bold: set as a heading, whatever its words. */
const isMarkedHeading = (l: Line) => l.mdHeading > 0 || l.strong.some((s) => s === l.text) || (!/\p{Ll}/u.test(l.text) && /\p{Lu}{3}/u.test(l.text));

const NUMBERED_PART = /^(?:#{1,6}\s+)?\d{1,2}[.)]\s+\p{Lu}/u;
/** "4.2 Articles in journals from the JCR list": a numbered subpart, set as a heading is, whatever its case. */
const SUBPART_NUMBER = /^\d{1,2}\.\d{1,2}\.?\s+\p{Lu}/u;
/** "4.", "4.2", "4.2.1" before a heading's words. */
const PART_NUMBER = /^\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+(?=\p{Lu})/u;

const HEADING_FEATURES: Feature<Line>[] = [
	{ name: 'markdown heading', weight: 2, test: (l) => l.mdHeading > 0 },
	{ name: 'all caps', weight: 2, test: (l) => letters(l).length > 2 && letters(l) === letters(l).toUpperCase() },
	{ name: 'whole line bold', weight: 2, test: (l) => l.strong.some((s) => s.replace(/:$/, '') === l.text.replace(/:$/, '')) },
	{ name: 'after a blank line', weight: 1, test: (l) => l.blankBefore },
	{ name: 'short', weight: 1, test: (l) => words(l) <= 5 },
	{ name: 'title case', weight: 1, test: (l) => l.text.split(/\s+/).every((w) => !/^\p{Ll}/u.test(w) || HEADING_FILLERS.has(w)) },
	// "1. Education", "6. Anställningar": a numbered part of the document is set as a list item is, at the margin.
	{ name: 'bullet', weight: -4, test: (l) => l.bullet > 0 && !NUMBERED_PART.test(l.raw) },
	// "4.2 Other publications": the number of a part of the document is no digit of the heading's words.
	{ name: 'has digits', weight: -3, test: (l) => /\d/.test(l.text.replace(PART_NUMBER, '')) },
	// Function words do not count: "Proyectos de I+D+i financiados en convocatorias competitivas" is a heading of five words.
	{ name: 'long', weight: -4, test: (l) => words(l) > 6 && l.text.split(/\s+/).filter(isContentWord).length > 6 },
	{ name: 'ends a sentence', weight: -2, test: (l) => /[.,;]$/.test(l.text) },
];

/** The one non-empty cell of a row, if it has exactly one. */
function onlyCell(cells: readonly string[]): string | undefined {
	let found: string | undefined;
	for (const cell of cells) {
		if (!cell) continue;
		if (found !== undefined) return undefined;
		found = cell;
	}
	return found;
}

/**
 * "TITLE   CITED BY   YEAR", "Title | Authors | Year", "Sort by title   Cited by   Year" (the column's
 * sorting menu copied into it): the column names over a table of papers, as
 * a citation profile's page is copied. The table is the publication list, under no other heading.
 */
const PAPER_TABLE_HEADER = /^(?:(?:title\s+)?sort by\s+)?title(?:[\s,|]+(?:cited by|citations|authors?|venue|source))*[\s,|]+year$/i;

/** Whether a text names the columns of a table of papers. */
export const isPaperTableHeader = (text: string) => text.length < 60 && PAPER_TABLE_HEADER.test(text);

/**
 * "TITLE" over "CITED BY" over "YEAR": the column names of a table of papers, as a browser copies
 * each cell to a line of its own. How many lines after the first they take, or 0.
 */
export function paperTableHeaderSpan(lines: readonly Line[], at: number): number {
	if (!/^title$/i.test(lines[at]!.text)) return 0;
	let text = lines[at]!.text;
	for (let n = 1; n <= 3 && at + n < lines.length; n++) {
		text = `${text} ${lines[at + n]!.text}`;
		if (isPaperTableHeader(text)) return n;
	}
	return 0;
}

/**
 * "PUBLICA TIONS", "SELECTED PUBLICA TIONS": a heading in capitals whose word OCR split with a
 * space (spaced-out capitals read badly). Two neighbouring pieces are read as one word, where
 * neither is a word of the vocabulary alone.
 */
function rejoinedKind(text: string): SectionKind | undefined {
	if (/\p{Ll}/u.test(text)) return undefined;
	const pieces = text.split(' ');
	if (pieces.length > 5) return undefined;
	for (let i = 0; i + 1 < pieces.length; i++) {
		if (wordsFor(pieces[i]!.toLowerCase()).length > 0 || wordsFor(pieces[i + 1]!.toLowerCase()).length > 0) continue;
		const kind = sectionKindOf([...pieces.slice(0, i), pieces[i]! + pieces[i + 1]!, ...pieces.slice(i + 2)].join(' '));
		if (kind) return kind;
	}
	return undefined;
}

/**
 * "Module 1: How have you contributed to the generation of knowledge?": the questions a narrative CV
 * (UKRI's Résumé for Research and Innovation, and the funders' CVs after it) answers in prose, each
 * a part of its own. The first is told as the person's summary; the rest (the development of
 * others, the community, society) are prose no entry kind holds, their lists under subheadings of their own.
 */
function narrativeModuleKind(text: string): SectionKind | undefined {
	const m = NARRATIVE_QUESTION.exec(text);
	if (!m) return undefined;
	return /\bknowledge\b/i.test(m[1]!) ? 'summary' : 'other';
}
const NARRATIVE_QUESTION = /^(?:Module\s\d{1,2}\s*[:.–-]\s*)?How have you contributed to (.{3,80})\?$/i;

/** Scores a line as a section heading: vocabulary decides the kind, layout cues decide if it is one. */
export function classifyHeading(line: Line): HeadingVerdict {
	if (isPaperTableHeader(line.text)) return { kind: 'publications', score: HEADING_THRESHOLD + 2, features: ['column names of a table of papers'] };
	const module = line.text.endsWith('?') ? narrativeModuleKind(line.text) : undefined;
	if (module) return { kind: module, score: HEADING_THRESHOLD + 1, features: ["a narrative CV's question"] };
	const text = onlyCell(line.cells) ?? line.text;
	// A phrase after the head noun is read only on a line set as a heading: most lines have such phrases.
	const kind = sectionKindOf(text) ?? (text.length <= 80 && text.includes(' ') && (isMarkedHeading(line) || SUBPART_NUMBER.test(text)) ? (headBeforePhrase(text.replace(PART_NUMBER, '')) ?? eitherLanguage(text) ?? rejoinedKind(text)) : undefined);
	if (!kind) return { kind, score: -10, features: ['no section head noun -10'] };
	// Layout is judged on the heading's words: its note may be in lower case, long, or a count.
	const words = withoutFormLabel(withoutNote(line.text));
	const { score, fired } = scoreFeatures(words === line.text ? line : { ...line, text: words }, HEADING_FEATURES);
	return { kind, score: score + 3, features: [`names ${kind} +3`, ...fired] };
}
