import { asLayoutLine } from './text.ts';

/**
 * Step 2c. A web page saved as text by a terminal browser (`lynx -dump`, `links -dump`) marks each
 * link in the text with its number, "[17]GitHub", and lists the addresses at the end under
 * "References": "17. https://github.com/…". The marks are written as the markdown links they
 * stand for, "[GitHub](https://github.com/…)", so a page's links read as any other document's;
 * the list itself becomes layout, line for line.
 */
const REFERENCES_HEADING = /^\s*References\s*$/;
const REFERENCE = /^\s*(\d{1,4})\.\s+(\S+:\S+)\s*$/;
const LIST_LABEL = /^\s*(?:Visible|Hidden) links:\s*$/;
/**
 * "[17]GitHub" up to the next mark, a bar or a middle dot between links, or the line's end. Lynx sets
 * a mark against its link's words; "[1] A. Author, …", a citation's label, has a space after it.
 */
const MARK = /\[(\d{1,4})\](?!\s)([^[\]|·\n]{0,120}?)(?=\s+[|·]|\s*\[\d{1,4}\]|\s*$)/g;

export function inlineLynxReferences(text: string): string {
	// Every markdown document passes here; few have the list, and those few name it.
	if (!text.includes('References')) return text;
	const lines = text.split('\n');
	const at = findReferences(lines);
	if (at < 0) return text;
	const urls = new Map<string, string>();
	for (const line of lines.slice(at + 1)) {
		const ref = REFERENCE.exec(line);
		if (ref) urls.set(ref[1]!, ref[2]!);
	}
	// Lynx indents every list by a margin ("     * Item"): a list at the margin is a list, not a list inside one.
	const margin = listMargin(lines.slice(0, at));
	const dedent = (line: string) => (margin > 0 ? line.replace(new RegExp(`^ {0,${margin}}`), '') : line);
	return lines
		.map((line, i) => {
			// The list, and the page's own links lynx sets at its top ("#[1]Site » Feed"), are layout.
			if (i >= at || /^\s*#\[\d{1,4}\]/.test(line)) return /\S/.test(line) ? asLayoutLine(line) : line;
			if (!line.includes('[')) return dedent(line);
			return dedent(line).replace(MARK, (whole, n: string, label: string) => {
				const url = urls.get(n);
				if (!url) return whole;
				const words = label.trim();
				// A mark with no words after it ("… 2023. [32]") is the link alone.
				return words ? `${label.match(/^\s*/)![0]}[${words}](${url})` : url;
			});
		})
		.join('\n');
}

/** Where the list of references starts: its heading, with numbered addresses after it to the end. */
function findReferences(lines: readonly string[]): number {
	for (let i = lines.length - 1; i >= 0 && i >= lines.length - 2000; i--) {
		if (!REFERENCES_HEADING.test(lines[i]!)) continue;
		const after = lines.slice(i + 1).filter((l) => /\S/.test(l));
		return after.length > 0 && after.every((l) => REFERENCE.test(l) || LIST_LABEL.test(l)) ? i : -1;
	}
	return -1;
}

/** The indent most of a page's top-level list items have ("* " before the deeper "+ " and "o "). */
function listMargin(lines: readonly string[]): number {
	const counts = new Map<number, number>();
	for (const line of lines) {
		const item = /^( *)\* \S/.exec(line);
		if (item) counts.set(item[1]!.length, (counts.get(item[1]!.length) ?? 0) + 1);
	}
	let margin = 0;
	for (const [indent, n] of counts) if (n > (counts.get(margin) ?? 0)) margin = indent;
	return margin;
}
