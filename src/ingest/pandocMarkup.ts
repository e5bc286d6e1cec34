import { matchesOf } from './matches.ts';
import { asLayoutLine } from './text.ts';

/**
 * Pandoc's markdown, as Quarto and R Markdown CVs write it: a fenced div's fence (`::: {.cv-entry}`,
 * `:::`) is the page's layout, and an attribute list (`[Sep. 2022 -- present]{.smaller}`,
 * `[code](url){target="_blank"}`, `## Talks {#talks}`) styles the text before it and says nothing.
 */
const FENCE = /^ {0,3}:{3,}(?:\s*(?:\{[^{}\n]*\}|[\w-]+))?(?:\s*:{3,})?\s*$/;
/** One attribute: a class, an id, or a key and its value. */
const ATTRIBUTE = String.raw`(?:[.#][\w:-]+|[\w-]+=(?:"[^"\n]*"|'[^'\n]*'|[^\s{}"']+))`;
/** An attribute list right after a span's bracket, a link's target or a heading's text. */
const ATTRIBUTES = new RegExp(String.raw`(\S)\{${ATTRIBUTE}(?:\s+${ATTRIBUTE})*\}|\s+\{${ATTRIBUTE}(?:\s+${ATTRIBUTE})*\}\s*$`, 'gm');
/** A span's brackets once its attributes are gone: `[text]` not followed by a link's target. */
const BARE_SPAN = /(?<![!\]\\])\[([^\][\n]{1,400})\](?![([:])/g;

/** Whether a document is written in Pandoc's markdown: it fences a div or styles a span. */
export const PANDOC_MARKUP = /^ {0,3}:{3,}|\]\{[.#]/m;

/**
 * The document with its fences as layout lines and its attribute lists gone, line for line; the
 * marks Pandoc writes for a Word document's formatting go too: "CO~2~" and "^†^" (sub- and
 * superscript) are their text, a backslash ending a line is a hard break, "[]{#_GoBack .anchor}"
 * (a bookmark) is nothing.
 */
export function readPandocMarkup(text: string): string {
	return text
		.split('\n')
		.map((written) => {
			if (FENCE.test(written)) return asLayoutLine(written);
			const line = written.includes('~') || written.includes('^') || written.endsWith('\\') ? written.replace(SCRIPT_MARKS, '$2').replace(HARD_BREAK_MARK, '') : written;
			if (!line.includes('{')) return line;
			const plain = line.replace(ATTRIBUTES, (_match, before: string | undefined) => before ?? '');
			// "[Sep. 2022 -- present]{.smaller}": the span's text, its brackets no part of it.
			return plain === line ? line : plain.replace(BARE_SPAN, '$1').replace(EMPTY_SPAN, '');
		})
		.join('\n');
}
/** "CO~2~", "Brandvold^†^": a subscript's or superscript's text, no spaces inside. */
const SCRIPT_MARKS = /([~^])([^\s~^]{1,20})\1/g;
const HARD_BREAK_MARK = /\\$/;
const EMPTY_SPAN = /\[\](?![(:])/g;

/** "+------+-----+", "+======+=====+": a grid table's border, the "=" one under its header row. */
const GRID_BORDER = /^ {0,3}\+(?:[-=:]+\+)+\s*$/;
/** Whether a document holds a grid table, as Pandoc writes a Word table whose cells hold several lines. */
export const GRID_TABLE = /^ {0,3}\+-[-:]*\+/m;

/**
 * Pandoc's grid tables (`pandoc -t markdown` of a Word table whose cells hold several lines): each
 * row, its cells' lines joined, is written as a pipe table's row on its first line, and the lines
 * it took after that are layout, so every line keeps its number. The border under a header row is
 * a pipe table's rule; the other borders are layout.
 */
export function readGridTables(text: string): string {
	const lines = text.split('\n');
	for (let i = 0; i < lines.length; i++) {
		if (!GRID_BORDER.test(lines[i]!)) continue;
		const columns = borderColumns(lines[i]!);
		let row: number[] = [];
		const writeRow = () => {
			if (row.length === 0) return;
			const cells = columns.map(([from, to]) => row.map((r) => lines[r]!.slice(from, to).trim()).filter(Boolean).join(' '));
			const [first, ...rest] = row;
			// "| 14. | Authors. Title. Journal … |": a numbered list set as a table, an item a row.
			lines[first!] = LIST_NUMBER.test(cells[0]!) ? `${cells[0]} ${cells.slice(1).join(' ')}` : pipeRow(cells);
			for (const r of rest) lines[r] = asLayoutLine(lines[r]!);
			row = [];
		};
		let j = i;
		for (; j < lines.length; j++) {
			const line = lines[j]!;
			if (GRID_BORDER.test(line)) {
				writeRow();
				lines[j] = line.includes('=') ? pipeRule(columns.length) : asLayoutLine(line);
			} else if (line.trimStart().startsWith('|')) row.push(j);
			else break;
		}
		writeRow();
		i = j - 1;
	}
	return lines.join('\n');
}

const LIST_NUMBER = /^(?:\d{1,3}[.)]|\[\d{1,3}\])$/;

/** A pipe table's row, and the rule under its header, as the table readers take them. */
const pipeRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const pipeRule = (count: number) => `|${' --- |'.repeat(count)}`;

/** The text columns a border's "+" marks set apart, as [start, end) of each. */
function borderColumns(border: string): [number, number][] {
	const marks: number[] = [];
	for (let k = border.indexOf('+'); k >= 0; k = border.indexOf('+', k + 1)) marks.push(k);
	return marks.slice(0, -1).map((at, k) => [at + 1, marks[k + 1]!]);
}

/** "  ------ -------------- ----------": a simple table's rule, a run of dashes over each column. */
const SIMPLE_RULE = /^ {0,3}-{3,}(?: +-{3,})+ *$/;
/** Whether a document holds a simple table, as Pandoc writes a Word table whose cells hold a line each. */
export const SIMPLE_TABLE = new RegExp(SIMPLE_RULE.source, 'm');
const DASH_RUN = /-+/g;

/**
 * Pandoc's simple tables: the column names over a rule of dashes, a run over each column, and a row a
 * line under it up to a blank line. Each is written as a pipe table, its cells cut where the rule's
 * runs begin, line for line.
 */
export function readSimpleTables(text: string): string {
	const lines = text.split('\n');
	for (let i = 1; i < lines.length; i++) {
		const header = lines[i - 1]!;
		if (!SIMPLE_RULE.test(lines[i]!) || !header.trim() || !/^ {0,3}\S/.test(header)) continue;
		const starts = matchesOf(DASH_RUN, lines[i]!).map((m) => m.index);
		const cut = (line: string) => starts.map((at, k) => line.slice(k === 0 ? 0 : at, starts[k + 1] ?? line.length).trim());
		// A column name that starts left of its run belongs to the run above: no table of this layout.
		if (starts.slice(1).some((at) => header[at - 1] !== undefined && header[at - 1] !== ' ')) continue;
		lines[i - 1] = pipeRow(cut(header));
		lines[i] = pipeRule(starts.length);
		let j = i + 1;
		for (; j < lines.length && lines[j]!.trim() !== '' && !SIMPLE_RULE.test(lines[j]!); j++) lines[j] = pipeRow(cut(lines[j]!));
		i = j;
	}
	return lines.join('\n');
}
