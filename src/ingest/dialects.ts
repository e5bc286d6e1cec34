import { splitHtmlBreaks } from './htmlBreaks.ts';
import { LATEX_SOURCE, latexToMarkdown } from './latex.ts';
import { inlineLynxReferences } from './lynxReferences.ts';
import { GRID_TABLE, PANDOC_MARKUP, readGridTables, readPandocMarkup, readSimpleTables, SIMPLE_TABLE } from './pandocMarkup.ts';
import { TYPST_SOURCE, typstToMarkdown } from './typst.ts';
import { readWikipediaCopy, WIKIPEDIA_PAGE } from './wikipedia.ts';
import { asLayoutLine } from './text.ts';

/**
 * Step 2b. CVs kept in Emacs org-mode or AsciiDoc (LaTeX and Typst have readers of their own), read as the markdown the later stages read:
 * "* Education" is org's first-level heading (markdown's bullet), "== Education" AsciiDoc's
 * section title. Each line becomes one line, so every line keeps its number; a line that is only
 * the dialect's markup (a property drawer's ":END:", an attribute, a table's fence) becomes an
 * HTML comment, which later stages place as layout.
 */
export type Dialect = 'org' | 'asciidoc' | 'latex' | 'typst' | 'markdown';

const ORG_KEYWORD = /^#\+[A-Za-z_]+:/m;
const ASCIIDOC_TITLE = /^=\s\S/;
const ASCIIDOC_SECTION = /^={2,6}\s\S/m;

/** The dialect a document is written in: by its file's extension, or by its first lines. */
export function dialectOf(file: string, text: string): Dialect {
	const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
	if (ext === 'org') return 'org';
	if (ext === 'adoc' || ext === 'asciidoc') return 'asciidoc';
	if (ext === 'tex' || ext === 'latex') return 'latex';
	if (ext === 'typ') return 'typst';
	if (ext === 'md' || ext === 'markdown') return 'markdown';
	const head = text.slice(0, 2000);
	if (LATEX_SOURCE.test(head)) return 'latex';
	if (TYPST_SOURCE.test(head)) return 'typst';
	if (ORG_KEYWORD.test(head)) return 'org';
	const first = /^\s*(\S.*)/.exec(head)?.[1] ?? '';
	if (ASCIIDOC_TITLE.test(first) && ASCIIDOC_SECTION.test(text)) return 'asciidoc';
	return 'markdown';
}

/**
 * The document's text as markdown, and the source line of each of its lines where they differ
 * (LaTeX writes one entry over several lines, or several over one).
 */
export function readDialect(text: string, dialect: Dialect): { text: string; sourceLines?: number[] } {
	if (dialect === 'latex') return latexToMarkdown(text);
	if (dialect === 'typst') return typstToMarkdown(text);
	// Step 2c. A page a terminal browser saved: its numbered links written as markdown links.
	if (dialect !== 'markdown') return { text: toMarkdown(text, dialect) };
	// Step 2c. A Wikipedia article copied from the browser: its menus and foot as layout, its footnote marks gone.
	const read = text.includes('From Wikipedia') && WIKIPEDIA_PAGE.test(text) ? readWikipediaCopy(text) : text;
	// Step 2c. Quarto's and R Markdown's fenced divs and attribute lists: layout, no words.
	// Step 2c. Pandoc's grid tables, a row a line, and its simple tables, as pipe tables: read by
	// their columns before any markup in them is taken out and the columns move.
	const gridless = read.includes('+-') && GRID_TABLE.test(read) ? readGridTables(read) : read;
	const tabled = gridless.includes('---') && SIMPLE_TABLE.test(gridless) ? readSimpleTables(gridless) : gridless;
	// A document with Pandoc's tables is Pandoc's markdown throughout.
	const pandoc = tabled !== read || ((read.includes(':::') || read.includes(']{')) && PANDOC_MARKUP.test(read));
	const plain = pandoc ? readPandocMarkup(tabled) : tabled;
	return splitHtmlBreaks(inlineLynxReferences(plain.includes('>`_') ? plain.replace(RST_LINK, '[$1]($2)') : plain));
}

/** The document's text with its dialect's markup written as markdown, line for line. */
export function toMarkdown(text: string, dialect: Exclude<Dialect, 'latex' | 'typst'>): string {
	if (dialect === 'markdown') return text;
	const lines = text.split('\n');
	return (dialect === 'org' ? lines.map((line) => (line.length > MAX_DIALECT_LINE ? line : orgLine(line))) : asciidocLines(lines)).join('\n');
}

/** "`tnqmc <https://github.com/…>`_": reStructuredText's link, written as markdown's ("__" for an anonymous one). */
const RST_LINK = /`([^`<>\n]{1,300}?)\s*<([^<>\s`]{1,2048})>`__?/g;

/** Longer lines are damage or prose, never a CV's markup: they are left as they are, and no pattern scans them. */
const MAX_DIALECT_LINE = 2_000;


/** "[[https://doi.org/…][doi]]" → "[doi](https://doi.org/…)". */
const ORG_LINK = /\[\[([^\]\s]{1,2048})\]\[([^\]]{1,300})\]\]/g;
const ORG_BARE_LINK = /\[\[([^\]\s]{1,2048})\]\]/g;
/** "<2019-09-01 Sun>", "[2016-06-30 Thu 10:00]": a timestamp, read as its date. */
const ORG_TIMESTAMP = /[<[]((?:19|20)\d{2}-\d{2}-\d{2})(?:\s+\p{L}{2,3}\.?)?(?:\s+\d{1,2}:\d{2}(?:-\d{1,2}:\d{2})?)?[>\]]/gu;
/** "*bold*" with one star each side, as org-mode and AsciiDoc mark bold, set off by spaces or punctuation. */
const STAR_BOLD = /(^|[\s("'“])\*([^\s*](?:[^*\n]*?[^\s*])?)\*(?=$|[\s.,;:!?)"'”])/g;
/** Org's other emphasis: /italic/, =verbatim=, ~code~. */
const ORG_ITALIC = /(^|[\s("'“])\/([^\s/](?:[^/\n]*?[^\s/])?)\/(?=$|[\s.,;:!?)"'”])/g;
const ORG_VERBATIM = /(^|[\s("'“])[=~]([^\s=~](?:[^=~\n]*?[^\s=~])?)[=~](?=$|[\s.,;:!?)"'”])/g;

function orgLine(line: string): string {
	const keyword = /^#\+([A-Za-z_]+):\s*(.*)$/.exec(line);
	if (keyword) {
		const [, key, value] = keyword;
		// "#+AUTHOR: Name" is who the CV is of; "#+EMAIL:" how to write to them; the other settings are the file's.
		if (/^(?:author|title|subtitle)$/i.test(key!)) return value!;
		if (/^email$/i.test(key!)) return `Email: ${value}`;
		return asLayoutLine(line);
	}
	if (/^\s*#\+(?:begin|end)_/i.test(line) || /^\s*:(?:PROPERTIES|END|LOGBOOK):\s*$/i.test(line)) return asLayoutLine(line);
	// "|------+------|": a table's rule, written as markdown's ("|---|---|"), so that the row above it names the columns.
	if (/^\s*\|[-+|]+\|?\s*$/.test(line)) return line.includes('-') ? line.replace(/\+/g, '|') : asLayoutLine(line);
	// ":INSTITUTION: Tarnwick University", ":FROM: <2019-09-01 Sun>": a property of the entry above, read
	// as a line of it; an advisor keeps the label that says so.
	const property = /^\s*:([A-Za-z_-]+):\s+(.+)$/.exec(line);
	const headline = property ? null : /^(\*+)\s+(.*?)(?:\s+:[\w@#%:]+:)?\s*$/.exec(line);
	let out = property ? (/^(?:advisors?|supervisors?|mentors?|host)$/i.test(property[1]!) ? `${property[1]}: ${property[2]}` : property[2]!)
		: headline ? `${'#'.repeat(Math.min(6, headline[1]!.length))} ${headline[2]}` : line;
	// "- [@9] Title": a list's counter set by hand; "- 2024 :: Title": a description list's term.
	out = out.replace(/^(\s*(?:[-+]|\d+[.)])\s+)\[@\d+\]\s*/, '$1').replace(/^(\s*[-+]\s+.*?)\s::\s/, '$1: ');
	if (out.includes('[[')) out = out.replace(ORG_LINK, '[$2]($1)').replace(ORG_BARE_LINK, '$1');
	if (out.includes('<') || out.includes('[')) out = out.replace(ORG_TIMESTAMP, '$1');
	// Org writes an en dash as "--": "2019--2023", "Jun--Sep 2017".
	if (out.includes('--')) out = out.replace(/(?<=\S\s?)--(?=\s?\S)/g, '–');
	if (out.includes('*')) out = out.replace(STAR_BOLD, '$1**$2**');
	if (out.includes('/')) out = out.replace(ORG_ITALIC, '$1*$2*');
	if (out.includes('=') || out.includes('~')) out = out.replace(ORG_VERBATIM, '$1$2');
	return out;
}

/** "https://doi.org/…[doi]", "link:papers/cv.pdf[PDF]" → a markdown link (a path is a link only after "link:"). */
const ADOC_LINK = /(?:link:([^\s[\]]{1,2048})|(https?:\/\/[^\s[\]]{1,2048}))\[([^\]]{0,300})\]/g;
/** "[.underline]#Name#", "#highlighted#": a styled phrase, read as its words. */
const ADOC_STYLED = /(?:\[[.#\w-]+\])?#([^#\n]+)#/g;
const ADOC_ATTRIBUTE_REFERENCES: Record<string, string> = { asterisk: '*', amp: '&', nbsp: ' ', 'two-colons': '::', plus: '+', 'startsb': '[', 'endsb': ']' };

/**
 * AsciiDoc's lines, with what a table needs from the lines around it: a header row (the first
 * row, a blank line under it) is layout, a row of cells on one line a markdown row, and a cell
 * alone on its line its text, so a row written a cell a line reads as an entry over lines.
 */
function asciidocLines(lines: readonly string[]): string[] {
	// ":doi: https://doi.org/" defines "{doi}" for the lines after it.
	const attributes = { ...ADOC_ATTRIBUTE_REFERENCES };
	for (const line of lines) {
		const attribute = /^:([\w-]+):\s+(\S.*)$/.exec(line);
		if (attribute) attributes[attribute[1]!] = attribute[2]!;
	}
	const asciidocLine = (line: string) => asciidocText(line, attributes);
	let inTable = false;
	return lines.map((line, i) => {
		if (line.length > MAX_DIALECT_LINE) return line;
		if (TABLE_FENCE.test(line)) {
			inTable = !inTable;
			return asLayoutLine(line);
		}
		if (inTable && /^\|/.test(line)) {
			const cells = line.slice(1).split(/\s\|\s?|\s\|$/).filter((c) => c.trim() !== '');
			if (TABLE_FENCE.test(lines[i - 1] ?? '') && cells.length > 1 && lines[i + 1]?.trim() === '') return asLayoutLine(line);
			if (cells.length === 1) return asciidocLine(cells[0]!.trim());
		}
		return asciidocLine(line);
	});
}
const TABLE_FENCE = /^\|={3,}\s*$/;

function asciidocText(line: string, attributes: Record<string, string>): string {
	const title = /^(={1,6})\s+(.*)$/.exec(line);
	// AsciiDoc, like org, writes an en dash as "--".
	if (title) return `${'#'.repeat(title[1]!.length)} ${title[2]!.replace(/ -- /g, ' – ')}`;
	// ":toc:", "+" (a list item goes on), "[cols=…]", "[start=4]", "'''", "ifdef::…[]", "//" comments: the document's settings and fences.
	if (/^:[\w-]+:/.test(line) || /^\+\s*$/.test(line) || /^\[[^\]]*\]\s*$/.test(line) || /^'{3,}\s*$/.test(line) || /^(?:ifn?def|endif|include)::/.test(line) || /^\/\//.test(line) || /^(?:-{4,}|\.{4,}|={4,}|\*{4,}|_{4,})\s*$/.test(line)) return asLayoutLine(line);
	// "** A nested item", ". A numbered one": AsciiDoc's list marks, as markdown writes them.
	let out = line.replace(/^(\*{2,5})(?=\s)/, (stars: string) => `${'  '.repeat(stars.length - 1)}*`).replace(/^\.(?=\s)/, '1.');
	// A table's row: "| 2021–present | Assistant Professor | …", its cells as a markdown row's.
	if (/^\|\s*\S/.test(out) && !/\|\s*$/.test(out)) out = `${out} |`;
	if (out.includes(' -- ')) out = out.replace(/ -- /g, ' – ');
	if (out.includes('{')) out = out.replace(/\{([\w-]+)\}/g, (whole, name: string) => attributes[name] ?? whole);
	if (out.includes('[')) out = out.replace(ADOC_LINK, (_m, path: string | undefined, url: string | undefined, label: string) => (label ? `[${label}](${path ?? url})` : (path ?? url)!));
	if (out.includes('#')) out = out.replace(ADOC_STYLED, '$1');
	if (out.includes('*')) out = out.replace(/^(\s*(?:\*\s+)?)(.*)$/, (_m, marker: string, rest: string) => `${marker}${rest.replace(STAR_BOLD, '$1**$2**')}`);
	return out;
}
