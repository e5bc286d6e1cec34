import { asLayoutLine } from './text.ts';

/** A source format read as markdown: its text, and the source line (1-based) each line of it came from. */
export interface SourceReading {
	text: string;
	sourceLines: number[];
}

/**
 * The markdown lines a reader wrote, in the order of the source lines they came from; a source line
 * that gave none (markup alone, a comment) stays as a layout line, so every line is accounted for.
 */
export function linesBySource(raw: readonly string[], written: readonly { text: string; at: number }[]): SourceReading {
	const byLine = new Map<number, string[]>();
	for (const line of written) {
		const held = byLine.get(line.at);
		if (held) held.push(line.text);
		else byLine.set(line.at, [line.text]);
	}
	const text: string[] = [];
	const sourceLines: number[] = [];
	raw.forEach((line, i) => {
		const lines = byLine.get(i + 1) ?? (/\S/.test(line) ? [asLayoutLine(line)] : ['']);
		for (const out of lines) {
			text.push(out);
			sourceLines.push(i + 1);
		}
	});
	return { text: text.join('\n'), sourceLines };
}

/** The line (1-based) a position of the source stands on, given where each line starts. */
export function lineOf(lineStarts: readonly number[], pos: number): number {
	let lo = 0;
	let hi = lineStarts.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (lineStarts[mid]! <= pos) lo = mid;
		else hi = mid - 1;
	}
	return lo + 1;
}

/** Markdown lines as they are written, each with the source line it starts on. */
export class SourceWriter {
	readonly lines: { text: string; at: number }[] = [];
	private text = '';
	private at = 0;
	private readonly lineAt: (pos: number) => number;
	constructor(lineAt: (pos: number) => number) {
		this.lineAt = lineAt;
	}
	write(text: string, pos: number): void {
		if (this.at === 0 && /\S/.test(text)) this.at = this.lineAt(pos);
		this.text += text;
	}
	/** A blank line before an entry of several lines, as a PDF's spacing or a markdown CV sets one off. */
	gap(pos: number): void {
		this.break();
		this.lines.push({ text: '', at: this.lineAt(pos) });
	}

	/** Whether the line being written is a list item's. */
	inItem = false;

	item(label: string, pos: number): void {
		this.break();
		this.write(`- ${label}`, pos);
		this.inItem = true;
	}

	break(): void {
		const text = this.text.replace(/ {2,}/g, ' ').replace(/ ?\t[\t ]*/g, '\t').trim();
		if (text !== '' && this.at > 0) this.lines.push({ text, at: this.at });
		this.text = '';
		this.at = 0;
		this.inItem = false;
	}
}

