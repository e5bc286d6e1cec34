import { createRequire } from 'node:module';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { scanDelimiterRuns } from './delimiterRuns.ts';

type FromMarkdown = typeof import('mdast-util-from-markdown').fromMarkdown;
let fromMarkdown: FromMarkdown | undefined;

/** remark's parser, loaded the first time a line needs it: most documents never do, and loading it costs every ingest thread 50 ms. */
function parseMarkdown(...args: Parameters<FromMarkdown>): ReturnType<FromMarkdown> {
	fromMarkdown ??= (createRequire(import.meta.url)('mdast-util-from-markdown') as typeof import('mdast-util-from-markdown')).fromMarkdown;
	return fromMarkdown(...args);
}

export interface EmphasisSpans {
	/** Text inside `**…**` / `__…__`, outermost first, escapes resolved, nested markers removed. */
	strong: string[];
	/** Text inside `*…*` / `_…_`, in the same order. */
	emphasis: string[];
}

/**
 * micromark constructs folio does not read: only emphasis, strong and escapes matter on a CV line.
 * Switching the rest off halves micromark's cost.
 */
const INLINE_ONLY = {
	disable: {
		null: ['autolink', 'blockQuote', 'codeFenced', 'codeIndented', 'codeText', 'definition', 'headingAtx', 'htmlFlow', 'htmlText', 'labelStartImage', 'labelStartLink', 'labelEnd', 'list', 'setextUnderline', 'thematicBreak', 'characterReference', 'hardBreakEscape', 'hardBreakTrailing'],
	},
};

/** The spans as remark reads them: the reference for `scanDelimiterRuns`, and the reader of unusual lines. */
export function emphasisByRemark(line: string): EmphasisSpans {
	const out: EmphasisSpans = { strong: [], emphasis: [] };
	visit(parseMarkdown(line, { extensions: [INLINE_ONLY] }), (node) => {
		if (node.type === 'strong' || node.type === 'emphasis') (node.type === 'strong' ? out.strong : out.emphasis).push(toString(node));
	});
	return out;
}

/** The usual CV markup: runs of one or two markers. */
const isPlain = (line: string): boolean => !/\*{3}|_{3}/.test(line);

/**
 * The bold and italic spans of one line of markdown, as raw text. Lines of the usual shape take
 * the fast scanner; runs of three or more markers, where CommonMark's nesting rules get subtle,
 * go to remark.
 */
export function findEmphasis(line: string): EmphasisSpans {
	if (!line.includes('*') && !line.includes('_')) return { strong: [], emphasis: [] };
	return isPlain(line) ? scanDelimiterRuns(line) : emphasisByRemark(line);
}
