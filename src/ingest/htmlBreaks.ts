/** `<br>`, `<br/>`, `<br />`: HTML's line break, as profile READMEs and al-folio pages break a list item's lines. */
const BREAK = /\s*<br\s*\/?>\s*/i;
/** A list item's marker and the space after it: its further lines stand indented by as much. */
const LIST_MARKER = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * Step 2d. "- **Title**<br>Authors<br>*Venue*": a line that HTML breaks is written as the lines it
 * shows, each but the last ending in markdown's hard break, the further ones indented under their
 * list item, so that a citation's title, authors and venue are lines as a CV's list writes them.
 * Table rows keep their breaks (a row is one line). Each new line keeps its source line's number.
 */
export function splitHtmlBreaks(text: string): { text: string; sourceLines?: number[] } {
	if (!/<br\b/i.test(text)) return { text };
	const out: string[] = [];
	const sourceLines: number[] = [];
	text.split('\n').forEach((line, i) => {
		const parts = /^\s*\|/.test(line) || !BREAK.test(line) ? [line] : line.split(BREAK);
		const kept = parts.filter((part, k) => k === 0 || part.trim() !== '');
		const marker = LIST_MARKER.exec(line);
		const indent = ' '.repeat(marker ? marker[0].length : (/^\s*/.exec(line)?.[0].length ?? 0));
		kept.forEach((part, k) => {
			const hardBreak = k < kept.length - 1 || parts.length > kept.length ? '  ' : '';
			out.push(`${k === 0 ? part : indent + part.trim()}${hardBreak}`);
			sourceLines.push(i + 1);
		});
	});
	return { text: out.join('\n'), sourceLines };
}
