import { repairOcrWords } from './ocrWords.ts';
import { isSpaceCode } from './text.ts';
import { ICON_LABELS } from './vocab/contact.ts';

/** Step 2. Make text comparable: one kind of line break, no invisible characters, no ligatures. */
export function normaliseText(text: string): string {
	// Each pass scans the whole document: a native search for its character, or one pattern for the
	// three passes of unusual characters, spares most documents the passes (3-4 µs each on a CV).
	const lines = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
	const composed = lines.normalize('NFC');
	const plain = UNUSUAL.test(composed) ? composed.replace(INVISIBLE, '').replace(ODD_SPACES, ' ').replace(LIGATURES, (c) => c.normalize('NFKC')).replace(ICON_GLYPHS, iconLabel).replace(FULL_WIDTH_MARKS, fullWidthMark) : composed;
	// pdftotext opens each page with a form feed: a page break, no line break, so every line keeps the number an editor gives it.
	const paged = plain.includes('\f') ? plain.replace(/(^|\n)\f+/g, '$1').replace(/\f/g, ' ') : plain;
	if (!OCR_DIGIT_SLIP.test(paged)) return paged;
	// Words are repaired only in a text OCR has plainly read, with a digit read for a letter inside
	// a word too: reading every word of every CV for the few that are scanned cost a tenth of the parse.
	const years = repairOcrYears(paged);
	return OCR_LETTER_SLIP.test(paged) ? repairOcrWords(years) : years;
}

/** A digit read for a letter inside a word: "Nationa1", "Brennho1t", "0rganic". */
// "3,1l4 citations", "l30l–l3": an l read for a 1 among digits marks a scan as much as a 1 among letters.
const OCR_LETTER_SLIP = /[a-z][01][a-z]|[a-z]{3}1\b|\b0[a-z]{3}|\d[lI]\d|\b[lI]\d{2,}/;

/** A letter read for a digit beside a digit: "20l9", "l997", "2006–l1". */
const OCR_DIGIT_SLIP = /\d[lIO]|[lIO]\d/;
const OCR_YEAR = /(?<![\p{L}\d])[12l][\dlIO]{3}(?![\p{L}\d])/gu;
const OCR_YEAR_END = /(?<=(?:19|20)\d{2}\s?[–—-]\s?)[lI]\d(?![\p{L}\d])/gu;

/** OCR's "l" and "O" for "1" and "0" in years; a token becomes a year only if it then is one. */
function repairOcrYears(text: string): string {
	const digits = (token: string) => token.replace(/[lI]/g, '1').replace(/O/g, '0');
	return text
		.replace(OCR_YEAR, (token) => {
			const year = digits(token);
			return year !== token && /^(?:19|20)\d{2}$/.test(year) && /\d.*\d/.test(token) ? year : token;
		})
		.replace(OCR_YEAR_END, digits);
}

/** Soft hyphens, zero-width spaces and joiners, word joiners, byte-order marks, and the marks that set a text's direction (a web page's copy keeps them). */
const INVISIBLE_CHARS = '\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff';
const ODD_SPACE_CHARS = '\u00a0\u2000-\u200a\u202f\u205f\u3000';
const LIGATURE_CHARS = '\ufb00-\ufb06';
/** The private-use area, where icon fonts (Font Awesome in moderncv, Awesome-CV) put their glyphs. */
const ICON_CHARS = '\ue000-\uf8ff';
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`, 'g');
const ODD_SPACES = new RegExp(`[${ODD_SPACE_CHARS}]`, 'g');
const LIGATURES = new RegExp(`[${LIGATURE_CHARS}]`, 'g');
const ICON_GLYPHS = new RegExp(`[${ICON_CHARS}][ \\t]*`, 'g');
/**
 * "，", "、", "；", "：", "（", "）": the punctuation Chinese and Japanese text sets at full width,
 * which parts a line's fields as its ASCII form does ("清华大学 材料学院，材料科学与工程，工学博士（导师：…）").
 */
const FULL_WIDTH_MARK_CHARS = '\uff0c\u3001\uff1b\uff1a\uff08\uff09';
const FULL_WIDTH_MARKS = new RegExp(`[ \\t]*[${FULL_WIDTH_MARK_CHARS}][ \\t]*`, 'g');
const ASCII_MARKS: Record<string, string> = { '，': ', ', '、': ', ', '；': '; ', '：': ': ', '（': ' (', '）': ') ' };
/** The mark's ASCII form, spaced as English sets it; a line's ends are trimmed later. */
const fullWidthMark = (match: string): string => ASCII_MARKS[match.trim()]!;
/** Any character the passes replace. */
const UNUSUAL = new RegExp(`[${INVISIBLE_CHARS}${ODD_SPACE_CHARS}${LIGATURE_CHARS}${ICON_CHARS}${FULL_WIDTH_MARK_CHARS}]`);

/**
 * A PDF's icon before a contact value (a phone, an envelope, GitHub's cat) says what the value is:
 * it becomes that label, as a CV written without icons would say it. Other icons carry no text; one
 * inside a line ("2017 – 2020 [marker] Munich", AltaCV's date and place) parts its fields as a column's gap does.
 */
function iconLabel(glyph: string, at: number, text: string): string {
	const label = ICON_LABELS[glyph.codePointAt(0)!];
	if (label) return `${label}: `;
	return at > 0 && text[at - 1] !== '\n' && /\S/.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at)) ? '   ' : '';
}

const GREEK: Record<string, string> = {
	alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', lambda: 'λ', mu: 'μ', pi: 'π',
	sigma: 'σ', theta: 'θ', omega: 'ω', Omega: 'Ω', Theta: 'Θ', Delta: 'Δ', Sigma: 'Σ', times: '×',
	cdot: '·', approx: '≈', leq: '≤', geq: '≥', pm: '±', circ: '', bullet: '', sim: '~',
};

/** LaTeX math as plain text: `$\mathcal{O}(N)$` → `O(N)`, `$GPA \ 4.0/4.0$` → `GPA 4.0/4.0`. */
export function latexToText(s: string): string {
	return s
		.replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
		.replace(/\\(?:mathcal|mathrm|mathbf|mathit|text|textbf|textit|emph|operatorname)\{([^{}]*)\}/g, '$1')
		.replace(/\\([A-Za-z]+)/g, (_m, name: string) => GREEK[name] ?? '')
		.replace(/\\(.)/g, (_m, c: string) => (c === ' ' ? ' ' : c))
		.replace(/[{}]/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', hellip: '…' };

function decodeEntities(s: string): string {
	return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (m, code: string) => {
		if (code[0] === '#') {
			const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
			return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
		}
		return ENTITIES[code.toLowerCase()] ?? m;
	});
}

const STAR = '\u0000';

/** Characters that start some inline markup; most CV lines have none and skip the passes below. */
const MARKUP = /[<[$\\*_&{]/;

/**
 * Whitespace other than single spaces, or a space before punctuation: most lines have neither.
 * What the pattern `[^\S ]| {2}| [,;.:]` finds, read a character at a time: the pattern tried
 * three alternatives at every position and was the largest single cost of splitting lines.
 */
function hasUnevenSpacing(t: string): boolean {
	for (let i = 0; i < t.length; i++) {
		const c = t.charCodeAt(i);
		if (c === 0x20) {
			const next = t.charCodeAt(i + 1);
			if (next === 0x20 || next === 0x2c || next === 0x3b || next === 0x2e || next === 0x3a) return true;
		} else if (isSpaceCode(c)) {
			return true;
		}
	}
	return false;
}

/** Inline markup to plain text: links, HTML tags, entities, LaTeX, emphasis markers, escapes. */
export function stripInline(s: string): string {
	const t = MARKUP.test(s) ? stripMarkup(s) : s;
	if (!hasUnevenSpacing(t)) return t.trim();
	// Text pulled out of PDFs leaves a space before punctuation ("Austin , TX .").
	return t.replace(/\s+/g, ' ').replace(/ ([,;.:])(?=\s|$)/g, '$1').trim();
}

/**
 * Each pass runs only where the character its pattern needs is present: most lines carry one kind
 * of markup (bold, a link or an entity), and the other passes would scan them for nothing. A pass
 * can leave characters for a later one (LaTeX's `\_` becomes `_`), so each test reads the text as
 * the passes before it left it.
 */
const DECORATION = /(?<!\[)!\[[^\][]{0,200}\b(?:logo|icon|photo|picture|avatar|headshot|portrait)\b[^\][]{0,200}\]\([^()[\]\s]{0,2048}(?:\s+"[^"]{0,200}")?\)\s*/gi;

function stripMarkup(s: string): string {
	let t = s;
	if (t.includes('<')) t = t.replace(/<(https?:\/\/[^\s>]+|mailto:[^\s>]+|[^\s@<>]+@[^\s@<>]+)>/gi, '$1');
	// Link targets stop at brackets, so "[a]([a]([a](…" cannot rescan the rest of the line per bracket.
	// A label may hold one bracketed word: "[[paper]](…)", as academic pages link a paper.
	// An image inside a link ("[![ORCID](badge.svg)](https://orcid.org/…)", as profile READMEs set their
	// badges) goes first, to its alt text, so the link around it reads as one.
	// A logo or a photo of its own ("![Meta logo](/images/logos/meta.png) **Meta** — …") is decoration, its alt text no word of the line.
	if (t.includes('![')) t = t.replace(DECORATION, '').replace(/!\[([^\][]{0,200})\]\([^()[\]\s]{0,2048}(?:\s+"[^"]{0,200}")?\)/g, '$1');
	if (t.includes('](')) t = t.replace(/!?\[((?:[^\][]|\[[^\][]{0,100}\]){0,500})\]\([^()[\]\s]{0,2048}(?:\s+"[^"]{0,200}")?\)/g, '$1');
	// A site generator's tags, which its pages render or hide: Hugo's shortcodes ("{{< icon name="download" >}}",
	// "{{% callout note %}}"), Liquid's ("{% include cv_header.liquid %}", "{{ page.title }}") and kramdown's
	// attribute lists ("{: .text-muted}", "{:toc}").
	if (t.includes('{')) t = t.replace(/\{\{.{0,300}?\}\}|\{%.{0,300}?%\}|\{:[^{}]{0,200}\}/g, '');
	// An HTML comment is hidden from every reader of the page.
	if (t.includes('<!--')) t = t.replace(/<!--.*?-->/g, '');
	if (t.includes('<')) t = t.replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi, '');
	// "$742,000 … $25,000": a dollar sign before a digit is money, not LaTeX's maths.
	if (t.includes('$')) t = t.replace(/\$(?!\d)([^$]{0,400})\$/g, (_m, inner: string) => latexToText(inner));
	if (t.includes('\\')) t = t.replace(/\\\*/g, STAR).replace(/\\circ\b|\\bullet\b/g, '');
	if (t.includes('**') || t.includes('__')) t = t.replace(/\*\*|__/g, '');
	// A lone star pairs with nothing: "(* denotes a student)", "A* search" keep theirs.
	if (t.includes('*') && t.indexOf('*') !== t.lastIndexOf('*')) t = t.replace(/(^|[^\w*])\*(?=\S)|(?<=\S)\*(?=$|[^\w*])/g, '$1');
	// "_Liebscher, J._*": an author's mark may follow the closing underscore.
	if (t.includes('_')) t = t.replace(/(^|\s)_(?=\S)|(?<=\S)_(?=\s|$|[.,;:)*†‡])/g, '$1');
	if (t.includes('\\')) t = t.replace(/\\([\\`*_{}[\]()#+\-.!|>~$])/g, '$1');
	if (t.includes('&')) t = decodeEntities(t);
	return t.includes(STAR) ? t.replaceAll(STAR, '*') : t;
}
