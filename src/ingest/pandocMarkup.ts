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

/** The document with its fences as layout lines and its attribute lists gone, line for line. */
export function readPandocMarkup(text: string): string {
	return text
		.split('\n')
		.map((line) => {
			if (FENCE.test(line)) return asLayoutLine(line);
			if (!line.includes('{')) return line;
			const plain = line.replace(ATTRIBUTES, (_match, before: string | undefined) => before ?? '');
			// "[Sep. 2022 -- present]{.smaller}": the span's text, its brackets no part of it.
			return plain === line ? line : plain.replace(BARE_SPAN, '$1');
		})
		.join('\n');
}
