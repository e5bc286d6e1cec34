/** Splits prose on blank lines; the text is rendered as plain paragraphs, never as HTML. */
export function splitParagraphs(text: string): string[] {
	return text
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
		.filter((paragraph) => paragraph.length > 0);
}
