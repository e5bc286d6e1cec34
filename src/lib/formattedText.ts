/** The inline formatting real CVs carry in their text (species in italics, isotopes, formulas). */
export const FORMATTING_TAGS = ['i', 'em', 'b', 'strong', 'sup', 'sub'] as const;
export type FormattingTag = (typeof FORMATTING_TAGS)[number];

/** Text with its formatting: strings are text, never markup; elements are one of FORMATTING_TAGS. */
export type FormattedPart = string | { tag: FormattingTag; children: FormattedPart[] };

/** Exactly `<i>` or `</i>` (any case, no attributes): anything else between `<` and `>` is text. */
const TAG = new RegExp(`<(/?)(${FORMATTING_TAGS.join('|')})>`, 'gi');

interface Open {
	tag: FormattingTag;
	/** The tag as written, given back as text if it is never closed. */
	raw: string;
	children: FormattedPart[];
}

/**
 * Splits text into plain strings and the harmless formatting it carries. Only a matched,
 * properly nested pair of FORMATTING_TAGS becomes an element; a stray, unclosed or overlapping tag
 * stays as the characters it was, and so does every other tag. Nothing in the result is HTML: the
 * renderer escapes the strings and writes the elements itself.
 */
export function parseFormatting(text: string): FormattedPart[] {
	const root: FormattedPart[] = [];
	const stack: Open[] = [];
	const top = () => stack.at(-1)?.children ?? root;
	const pushText = (s: string) => {
		if (!s) return;
		const list = top();
		const last = list.at(-1);
		if (typeof last === 'string') list[list.length - 1] = last + s;
		else list.push(s);
	};
	let at = 0;
	for (const match of text.matchAll(TAG)) {
		pushText(text.slice(at, match.index));
		at = match.index + match[0].length;
		const tag = match[2]!.toLowerCase() as FormattingTag;
		if (!match[1]) {
			stack.push({ tag, raw: match[0], children: [] });
		} else if (stack.at(-1)?.tag === tag) {
			const open = stack.pop()!;
			if (open.children.length > 0) top().push({ tag, children: open.children });
		} else {
			pushText(match[0]);
		}
	}
	pushText(text.slice(at));
	// Tags never closed were text after all.
	while (stack.length > 0) {
		const open = stack.pop()!;
		const parent = top();
		pushText(open.raw);
		for (const child of open.children) {
			if (typeof child === 'string') pushText(child);
			else parent.push(child);
		}
	}
	return root;
}

/** The text a reader sees: formatting pairs dropped, everything else kept as written. */
export function plainText(text: string): string {
	const flatten = (parts: FormattedPart[]): string =>
		parts.map((part) => (typeof part === 'string' ? part : flatten(part.children))).join('');
	return flatten(parseFormatting(text));
}
