import { findEmphasis, type EmphasisSpans } from './emphasis.ts';
import { stripInline } from './normalise.ts';
import type { Line } from './types.ts';
import { matchesOf } from './matches.ts';

/**
 * Bullet glyphs CVs use, as data; a list number ("1." "2)"), a list letter ("a." "b)", as forms
 * letter the citations under a numbered paragraph), a label of a letter and a number ("J2.", "Ü1."), reStructuredText's "#." (a list it numbers itself), a number in brackets before words ("(3) A. Name", not a phone's "(512) 471-3390") or a citation label ("[J2]") counts as a bullet too,
 * and so does Word's "o" and a tab, which marks its second level, and a number and a tab ("1⇥Author. Title."), as a web page's numbered table copies.
 * A star before a list number ("*4. Author …") marks a chosen item, as an Australian grant's track record marks its ten best outputs.
 */
const BULLET = /^(?:[-*+•◦▪▫‣⁃→►➢➤✓∙·●○■□◆◇]|\\circ|\\bullet|\*?\d{1,3}[.)]|\(\d{1,3}\)(?=\s+[A-Za-z\u00C0-\u024F"“])|[a-h][.)]|\[[A-Z]{0,2}\d{1,4}\]|[A-ZÄÖÜ]{1,2}\d{1,3}\.|#\.|o(?=\t)|\d{1,3}(?=\t))(?=\s)\s*/;
/** "1\. ", "12\. ": a list number with its stop escaped. */
const ESCAPED_NUMBER = /^\d{1,3}\\\.\s/;
/** A list's marker and nothing else: "[1]", "12.", "•". */
const LIST_MARKER_ONLY = /^\s*(?:\[[A-Z]{0,2}\d{1,4}\]|\d{1,3}[.)]|[•◦▪‣⁃►➢➤●○■□◆◇])\s*$/;
const TABLE_ROW = /^\|.*\|\s*$/;
const COLUMN_GAP = /\t+|\s{3,}/;
/** A setext heading's underline: "===" for a first-level heading, "---" for a second. */
const SETEXT_UNDERLINE = /^ {0,3}(=+|-{2,})\s*$/;
/** Lines longer than this are prose or damage: pairing emphasis runs grows quadratically on them, and no CV marks bold there. */
const MAX_MARKDOWN_LINE = 2_000;

/**
 * Step 3. Split a normalised body into non-empty lines with their layout cues (CommonMark's emphasis
 * rules find bold and italics). A line's number is its own, or the source line a dialect wrote it from.
 */
export function splitLines(body: string, offset: number, sourceLines?: readonly number[]): Line[] {
	const rawLines = body.split('\n');
	const lineNumber = (i: number) => (sourceLines?.[i] ?? i + 1) + offset;
	const marks = collectMarks(rawLines);
	const lines: Line[] = [];
	let blank = true;
	let marker: { text: string; n: number; blank: boolean } | undefined;
	const pushMarker = () => {
		if (marker) lines.push(toLine(marker.text, marker.n, undefined, marker.blank));
		marker = undefined;
	};
	rawLines.forEach((written, i) => {
		if (!/\S/.test(written)) {
			blank = true;
			return;
		}
		// "[1]" or "•" alone, its citation or item on the line after it: pdftotext sets a list's
		// markers in a column of their own. The marker is read as the item's, and its line with it.
		if (LIST_MARKER_ONLY.test(written)) {
			pushMarker();
			marker = { text: written, n: lineNumber(i), blank };
			blank = false;
			return;
		}
		const held = marker;
		marker = undefined;
		const raw = held ? `${held.text.trim()} ${written.trimStart()}` : written;
		if (held) blank = held.blank;
		// "Education" over "=========": a setext heading; the underline is its markup, as "## " is.
		const prev = lines[lines.length - 1];
		const underline = !blank && prev && i > 0 && prev.n === lineNumber(i - 1) && prev.mdHeading === 0 && prev.bullet === 0 ? SETEXT_UNDERLINE.exec(raw) : null;
		if (underline) {
			lines[lines.length - 1] = { ...prev!, mdHeading: underline[1]![0] === '=' ? 1 : 2, also: [...(prev!.also ?? []), lineNumber(i)] };
			return;
		}
		// "…, 214–" over "259. arXiv:…": a page range the line's end broke, not a list numbered 259.
		const pagesGoOn = !blank && prev !== undefined && /\d[–-]$/.test(prev.text) && /^\s*\d{1,4}\.\s/.test(raw);
		const read = toLine(pagesGoOn ? raw.replace(/^(\s*\d{1,4})\./, '$1\\.') : raw, lineNumber(i), marks.get(i + 1), blank);
		const line = held ? { ...read, also: [held.n] } : read;
		blank = false;
		if (line.text !== '') lines.push(line);
		else lines.push({ ...line, text: raw.trim().slice(0, 200), markupOnly: true });
	});
	pushMarker();
	return lines;
}

/** Bold and italic spans per line, each line read on its own so emphasis never pairs across lines. */
function collectMarks(rawLines: readonly string[]): Map<number, EmphasisSpans> {
	const marks = new Map<number, EmphasisSpans>();
	rawLines.forEach((raw, i) => {
		// Emphasis needs a marker; most lines have none.
		if (raw.length > MAX_MARKDOWN_LINE || (!raw.includes('*') && !raw.includes('_'))) return;
		const spans = findEmphasis(escapeAuthorMarks(raw.replace(/^\s*(?:[-+>]\s+)+/, '')));
		const entry: EmphasisSpans = { strong: spans.strong.map(stripInline).filter(Boolean), emphasis: spans.emphasis.map(stripInline).filter(Boolean) };
		if (entry.strong.length || entry.emphasis.length) marks.set(i + 1, entry);
	});
	return marks;
}

/** "Reyes, M.*, Holt, P.": a star after an author's initials marks a student or an equal share. */
const AUTHOR_MARK = /(\b\p{Lu}\.)\*(?=\s*[,;&])/gu;

/**
 * An author's mark written as a bare star leaves a line an odd number of stars, and CommonMark would
 * pair it with the star that opens the journal's italics. Such a mark is escaped first, so the
 * italics pair as written.
 */
function escapeAuthorMarks(text: string): string {
	const stars = text.match(/(?<!\\)\*/g)?.length ?? 0;
	return stars % 2 === 1 ? text.replace(AUTHOR_MARK, '$1\\*') : text;
}

/** `<h1 align="center">Hi there, I'm Ada 👋</h1>`: a heading a profile README writes in HTML, read as markdown's. */
const HTML_HEADING = /^<h([1-6])\b[^>]*>(.*?)<\/h\1>\s*$/i;

function toLine(raw: string, n: number, marks: EmphasisSpans | undefined, blankBefore: boolean): Line {
	const { width, length: indentLength } = leadingIndent(raw);
	let indent = width;
	let rest = raw.slice(indentLength);
	// "| Advisor: Prof. X" under "2014 - 2019 | Ph.D., …": a table's rule that OCR or a PDF's text kept
	// as a bar before the line's words (the only bar on it), which stand indented under their entry.
	if (rest[0] === '|' && rest[1] === ' ' && !rest.includes('|', 1)) {
		rest = rest.slice(2);
		indent += 2;
	}
	// Most lines are neither quoted nor headings: a first-character test spares them both patterns.
	if (rest[0] === '>') rest = rest.replace(/^(?:>\s?)+/, '');
	const heading = rest[0] === '#' ? /^(#{1,6})\s+/.exec(rest) : rest[0] === '<' ? HTML_HEADING.exec(rest) : null;
	const level = heading === null ? 0 : heading[0][0] === '#' ? heading[1]!.length : Number(heading[1]);
	if (heading) rest = heading[0][0] === '#' ? rest.slice(heading[0].length).replace(/\s+#+\s*$/, '') : heading[2]!;
	// Word's second-level mark is one level deeper however far it is indented.
	let bullet = rest[0] === 'o' && rest[1] === '\t' ? 1 : 0;
	// "1\. Author: Title." opening a paragraph: a number a CMS escaped so that markdown would keep it, a list's all the same.
	if (blankBefore && ESCAPED_NUMBER.test(rest)) rest = rest.replace('\\.', '.');
	for (let m = BULLET.exec(rest); m && bullet < 3; m = BULLET.exec(rest)) {
		bullet++;
		rest = rest.slice(m[0].length);
	}
	// ":briefcase: Appointments", "… :email: ada@…": GitHub's and Jekyll's emoji shortcodes, as decoration as the pictographs they stand for.
	if (rest.includes(':')) rest = rest.replace(EMOJI_SHORTCODE, '$1');
	// "## 🎓 Education", "- 🏆 Best Paper Award": an emoji set before a heading or an item marks it as a bullet does.
	if (rest.charCodeAt(0) >= 0x2190 && PICTOGRAPHS_FIRST.test(rest)) rest = rest.replace(PICTOGRAPHS_FIRST, '');
	// "# Hi there, I'm Ada Lovelace 👋": one after it is decoration too.
	if (rest.charCodeAt(rest.length - 1) >= 0x2190 && PICTOGRAPHS_LAST.test(rest)) rest = rest.replace(PICTOGRAPHS_LAST, '');
	// "| 2019–2023 | PhD, Psychology | University |": a markdown table's row, as Google Docs exports a
	// CV laid out in a table, is read as one line, its cells joined with commas as a date-first row
	// would be written.
	const row = rest[0] === '|' && TABLE_ROW.test(rest) ? tableCells(rest).map(stripInline) : undefined;
	const text = row ? row.filter(Boolean).join(', ') : stripInline(rest);
	// Columns: tabs, or a gap of three spaces and more as `pdftotext -layout` leaves between them.
	const cells = !row && (rest.includes('\t') || rest.includes('   ')) ? rest.trim().split(COLUMN_GAP).map(stripInline) : [text];
	if (raw[0] === '\t' && cells[0] !== '') cells.unshift('');
	return {
		n,
		raw,
		text,
		cells,
		indent,
		// An indented bullet and a bullet behind a bullet ("- * x") are both one level deeper.
		bullet: bullet === 0 ? 0 : Math.min(3, bullet + (indent > 0 ? 1 : 0)),
		mdHeading: level,
		strong: withHtmlSpans(marks?.strong, rest, HTML_STRONG),
		emphasis: withHtmlSpans(marks?.emphasis, rest, HTML_EMPHASIS),
		// Images are not links: a tracking pixel is no homepage.
		links: [...(rest.includes('](') ? matchesOf(LINK_TARGET, rest) : []), ...(rest.includes('href') ? matchesOf(HTML_LINK_TARGET, rest) : [])].map((m) => m[1]!),
		blankBefore,
	};
}

/** "| a | b \| c |" to its cells as written: "a", "b \| c" (an escaped bar is the cell's). */
export const tableCells = (row: string): string[] =>
	row
		.trim()
		.replace(/^\||\|$/g, '')
		.split(/(?<!\\)\|/)
		.map((c) => c.trim());

/** ":trophy:", ":mortar_board:": an emoji's shortcode, a word of its own. */
const EMOJI_SHORTCODE = /(^|\s):[a-z][a-z0-9_+-]{1,40}:(?=\s|$)\s*/g;

/** Emoji at a line's start or end: pictographs with their variation selectors, skin tones and joiners. */
const PICTOGRAPHS = String.raw`(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+`;
const PICTOGRAPHS_FIRST = new RegExp(`^${PICTOGRAPHS}\\s*`, 'u');
const PICTOGRAPHS_LAST = new RegExp(`\\s*${PICTOGRAPHS}$`, 'u');

/** Leading spaces and tabs: how many characters, and how wide (a tab counts as four). */
function leadingIndent(raw: string): { length: number; width: number } {
	let length = 0;
	let width = 0;
	for (; raw[length] === ' ' || raw[length] === '\t'; length++) width += raw[length] === '\t' ? 4 : 1;
	return { length, width };
}

/** Word processors export emphasis as HTML tags, which markdown leaves as raw HTML. */
const HTML_STRONG = /<(?:b|strong)>(.*?)<\/(?:b|strong)>/gi;
const HTML_EMPHASIS = /<(?:i|em)>(.*?)<\/(?:i|em)>/gi;
/** A markdown link's http(s) or mailto target. */
const LINK_TARGET = /(?<!!\[[^\]]*)\]\(((?:https?:|mailto:)[^)\s]+)\)/gi;
/** An HTML anchor's http(s) or mailto target (`<a href="https://…">`, as profile READMEs link their badges). */
const HTML_LINK_TARGET = /<a\s[^<>]*?\bhref\s*=\s*["']((?:https?:|mailto:)[^"'\s<>]+)["']/gi;

/** The spans markdown marked (the line's own list), then those HTML tags mark. */
function withHtmlSpans(marked: string[] | undefined, text: string, re: RegExp): string[] {
	const spans = marked ?? [];
	if (text.includes('<')) for (const m of matchesOf(re, text)) {
		const span = stripInline(m[1]!);
		if (span) spans.push(span);
	}
	return spans;
}

/** Words that follow a hyphen in compounds more often than they end a split word. */
const COMPOUND_HEAD = /^(?:order|based|scale|time|level|driven|aware|free|like|specific|dependent|dimensional|term|world|end|art|rank|shot|source|cost|efficient|resolution|precision|performance|oriented|related|making|sensitive|intensive|friendly|wide|step|stage|layer|domain|grained|tuning|training|learning|modal|agent|state)\b/;

/**
 * Two lines read as one, as a PDF's width or column broke them: a hyphen that split a word goes,
 * one that joins a compound ("reduced-" over "order modelling") stays; the first line's number and
 * layout are kept, both lines' marks, and the numbers of every line it now holds.
 */
export function joinLines(prev: Line, line: Line): Line {
	const split = /\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text) && !COMPOUND_HEAD.test(line.text);
	// "Klein–" over "Gordon", "214–" over "259.": a compound's or a range's dash at the line's end joins it without a space, as a hyphen does.
	const dashed = /\p{L}[-–]$/u.test(prev.text) || (/\d[-–]$/.test(prev.text) && /^\d/.test(line.text));
	const text = split ? `${prev.text.slice(0, -1)}${line.text}` : dashed ? `${prev.text}${line.text}` : `${prev.text} ${line.text}`;
	return {
		...prev,
		raw: `${prev.raw}\n${line.raw}`,
		text,
		cells: [text],
		strong: [...prev.strong, ...line.strong],
		emphasis: [...prev.emphasis, ...line.emphasis],
		links: [...prev.links, ...line.links],
		also: [...(prev.also ?? []), line.n, ...(line.also ?? [])],
	};
}
