import { toString } from 'mdast-util-to-string';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { stripInline } from './normalise.ts';
import type { Line } from './types.ts';

/** Bullet glyphs CVs use, as data; a list number ("1." "2)") or a citation label ("[J2]") counts as a bullet too. */
const BULLET = /^(?:[-*+•◦▪▫‣⁃→►➢➤✓∙·]|\\circ|\\bullet|\d{1,3}[.)]|\[[A-Z]{0,2}\d{1,4}\])(?=\s)\s*/;
/** Lines longer than this are prose or damage: remark's bracket matching grows quadratically on them, and no CV marks bold there. */
const MAX_MARKDOWN_LINE = 2_000;

/** Step 3. Split a normalised body into non-empty lines with their layout cues (remark finds bold and italics). */
export function splitLines(body: string, offset: number): Line[] {
	const rawLines = body.split('\n');
	const marks = collectMarks(rawLines);
	const lines: Line[] = [];
	let blank = true;
	rawLines.forEach((raw, i) => {
		if (raw.trim() === '') {
			blank = true;
			return;
		}
		const line = toLine(raw, i + 1 + offset, marks.get(i + 1), blank);
		blank = false;
		if (line.text !== '') lines.push(line);
		else lines.push({ ...line, text: raw.trim().slice(0, 200) });
	});
	return lines;
}

interface Marks {
	strong: string[];
	emphasis: string[];
}

/**
 * micromark constructs folio does not read: only emphasis, strong and escapes matter on a CV line.
 * Switching the rest off halves the cost of this, the costliest stage.
 */
const INLINE_ONLY = {
	disable: {
		null: ['autolink', 'blockQuote', 'codeFenced', 'codeIndented', 'codeText', 'definition', 'headingAtx', 'htmlFlow', 'htmlText', 'labelStartImage', 'labelStartLink', 'labelEnd', 'list', 'setextUnderline', 'thematicBreak', 'characterReference', 'hardBreakEscape', 'hardBreakTrailing'],
	},
};

/** Bold and italic spans per line, each line parsed on its own so emphasis never pairs across lines. */
function collectMarks(rawLines: readonly string[]): Map<number, Marks> {
	const marks = new Map<number, Marks>();
	rawLines.forEach((raw, i) => {
		if (raw.length > MAX_MARKDOWN_LINE || !/[*_]/.test(raw)) return;
		const entry: Marks = { strong: [], emphasis: [] };
		visit(fromMarkdown(raw.replace(/^\s*(?:[-+>]\s+)+/, ''), { extensions: [INLINE_ONLY] }), (node) => {
			if (node.type !== 'strong' && node.type !== 'emphasis') return;
			const text = stripInline(toString(node));
			if (text) (node.type === 'strong' ? entry.strong : entry.emphasis).push(text);
		});
		if (entry.strong.length || entry.emphasis.length) marks.set(i + 1, entry);
	});
	return marks;
}

function toLine(raw: string, n: number, marks: Marks | undefined, blankBefore: boolean): Line {
	const indentMatch = /^[ \t]*/.exec(raw)![0];
	const indent = indentMatch.replace(/\t/g, '    ').length;
	let rest = raw.slice(indentMatch.length).replace(/^(?:>\s?)+/, '');
	const heading = /^(#{1,6})\s+/.exec(rest);
	if (heading) rest = rest.slice(heading[0].length).replace(/\s+#+\s*$/, '');
	let bullet = 0;
	for (let m = BULLET.exec(rest); m && bullet < 3; m = BULLET.exec(rest)) {
		bullet++;
		rest = rest.slice(m[0].length);
	}
	const text = stripInline(rest);
	const cells = rest.includes('\t') ? rest.split(/\t+/).map(stripInline) : [text];
	if (/^\t/.test(raw) && cells[0] !== '') cells.unshift('');
	return {
		n,
		raw,
		text,
		cells,
		indent,
		// An indented bullet and a bullet behind a bullet ("- * x") are both one level deeper.
		bullet: bullet === 0 ? 0 : Math.min(3, bullet + (indent > 0 ? 1 : 0)),
		mdHeading: heading ? heading[1]!.length : 0,
		strong: [...(marks?.strong ?? []), ...htmlSpans(rest, /<(?:b|strong)>(.*?)<\/(?:b|strong)>/gi)],
		emphasis: [...(marks?.emphasis ?? []), ...htmlSpans(rest, /<(?:i|em)>(.*?)<\/(?:i|em)>/gi)],
		// Images are not links: a tracking pixel is no homepage.
		links: [...rest.matchAll(/(?<!!\[[^\]]*)\]\(((?:https?:|mailto:)[^)\s]+)\)/gi)].map((m) => m[1]!),
		blankBefore,
	};
}

/** Word processors export emphasis as HTML tags, which markdown leaves as raw HTML. */
function htmlSpans(text: string, re: RegExp): string[] {
	if (!text.includes('<')) return [];
	return [...text.matchAll(re)].map((m) => stripInline(m[1]!)).filter(Boolean);
}
