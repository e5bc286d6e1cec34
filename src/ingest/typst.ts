import { lineOf, linesBySource, SourceWriter, type SourceReading } from './sourceWriter.ts';

/**
 * Step 2b. A CV kept as Typst source, read as the markdown the later stages read: "= Education"
 * is a heading, "*bold*" and "_italic_" are markdown's, "#link(url)[text]" a link. A call of the
 * CV's own function ("#entry("2019–2024", "PhD", "University", [Thesis …])") is written as its
 * template prints it: its texts on one line, set apart as columns, its content under them. Settings
 * ("#set", "#show", "#let", "#import") give no text; their lines stay as layout lines.
 */

/** A Typst document: its settings, functions and imports open lines with "#". */
export const TYPST_SOURCE = /^#(?:set|show|let|import)\s/m;

export function typstToMarkdown(source: string): SourceReading {
	const reader = new TypstReader(source);
	reader.read();
	return linesBySource(source.split('\n'), reader.out.lines);
}

/** Statements that set up the document and print nothing. */
const SETTINGS = new Set(['set', 'show', 'let', 'import', 'include', 'if', 'for', 'while', 'return']);
/** Functions that print no text: space, rules, images, counters. */
const SILENT = new Set(['v', 'line', 'image', 'pagebreak', 'colbreak', 'counter', 'datetime', 'place', 'metadata', 'hide', 'rect', 'circle', 'square', 'ellipse', 'polygon', 'path', 'rgb', 'luma', 'cmyk', 'context', 'state', 'query', 'locate', 'label', 'ref', 'bibliography', 'outline', 'footnote']);
/** "#sym.bar.v", "#sym.dot.c": the symbols a CV sets between its parts. */
const SYMBOLS: Record<string, string> = { bar: '|', dot: '·', bullet: '•', dash: '–', arrow: '→', dagger: '†', star: '*', ast: '*', space: ' ', tilde: '~', at: '@', hash: '#' };

const MAX_DEPTH = 30;
const CLOSES: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** One argument of a call: a string, a content block (its span), or anything else (skipped). */
type Argument = { kind: 'string'; text: string; at: number } | { kind: 'content'; start: number; end: number; at: number } | { kind: 'other'; text: string; at: number };

class TypstReader {
	readonly out: SourceWriter;
	private readonly src: string;
	private readonly lineStarts: number[] = [0];
	/** "#let updated = "March 2025"": a name bound to a text, printed where it is used. */
	private readonly strings = new Map<string, string>();
	/** "#let entry(date, title, …) = …": the document's own functions, which print whatever a built-in of their name would not. */
	private readonly own = new Set<string>();
	private depth = 0;
	private readonly partners = new Map<number, number>();

	constructor(src: string) {
		this.src = src;
		for (let i = 0; i < src.length; i++) if (src[i] === '\n') this.lineStarts.push(i + 1);
		this.out = new SourceWriter((pos) => this.lineAt(pos));
		for (const m of src.matchAll(/^#let\s+([\w-]+)\s*=\s*"([^"\n]*)"\s*$/gm)) this.strings.set(m[1]!, m[2]!);
		for (const m of src.matchAll(/^#let\s+([\w-]+)\(/gm)) this.own.add(m[1]!);
		this.pairBrackets();
	}

	read(): void {
		this.markup(0, this.src.length, this.out);
		this.out.break();
	}

	private lineAt(pos: number): number {
		return lineOf(this.lineStarts, pos);
	}

	/** Markup from start to end: text, emphasis, headings, lists, escapes and embedded code. */
	private markup(start: number, end: number, w: SourceWriter): void {
		const src = this.src;
		let lineStart = true;
		for (let i = start; i < end; i++) {
			const c = src[i]!;
			if (c === '\n') {
				w.break();
				lineStart = true;
				continue;
			}
			if (lineStart) {
				if (c === ' ' || c === '\t') continue;
				lineStart = false;
				const heading = /^(=+)\s/.exec(src.slice(i, i + 8));
				if (heading) {
					w.write(`${'#'.repeat(heading[1]!.length)} `, i);
					i += heading[0].length - 1;
					continue;
				}
				// "- item", "+ item" (numbered), "/ Term: description".
				if ((c === '-' || c === '+') && src[i + 1] === ' ') {
					w.write(c === '-' ? '- ' : '1. ', i);
					i++;
					continue;
				}
				if (c === '/' && src[i + 1] === ' ') {
					i++;
					continue;
				}
			}
			if (c === '/' && src[i + 1] === '/' && src[i - 1] !== ':') {
				i = this.lineEnd(i) - 1;
				continue;
			}
			if (c === '/' && src[i + 1] === '*') {
				const close = src.indexOf('*/', i + 2);
				i = close < 0 || close > end ? end : close + 1;
				continue;
			}
			if (c === '\\') {
				const next = src[i + 1];
				// "\" at a line's end, or before a space: a line break.
				if (next === undefined || next === '\n' || next === ' ' || next === '\r') w.break();
				else {
					w.write(next, i);
					i++;
				}
				continue;
			}
			if (c === '#') {
				i = this.code(i + 1, end, w) - 1;
				continue;
			}
			if (c === '*') w.write('**', i);
			else if (c === '_') w.write('*', i);
			else if (c === '~') w.write(' ', i);
			else if (c === '-' && src[i + 1] === '-') {
				const em = src[i + 2] === '-';
				w.write(em ? '—' : '–', i);
				i += em ? 2 : 1;
			} else if (c === '$' || c === '`') {
				// "$H_2O$" (math, its backslashes dropped) and "`code`" (raw): the text between the marks as written.
				const close = src.indexOf(c, i + 1);
				if (close < 0 || close > end) w.write(c, i);
				else {
					const inner = src.slice(i + 1, close);
					w.write(c === '$' ? inner.replace(/\\/g, '').trim() : inner, i);
					i = close;
				}
			} else if (c === '<' && /^<[\w:.-]+>/.test(src.slice(i, i + 60))) i = src.indexOf('>', i);
			else w.write(c, i);
		}
	}

	private lineEnd(i: number): number {
		const nl = this.src.indexOf('\n', i);
		return nl < 0 ? this.src.length : nl;
	}

	/** Embedded code after "#", from `at`: a statement, a call or a name. Returns where it ends. */
	private code(at: number, end: number, w: SourceWriter): number {
		const src = this.src;
		const name = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*/.exec(src.slice(at, at + 80))?.[0];
		if (!name) {
			w.write('#', at - 1);
			return at;
		}
		let i = at + name.length;
		if (SETTINGS.has(name)) return this.statementEnd(i, end);
		const args: Argument[] = [];
		while (i < end && (src[i] === '(' || src[i] === '[')) {
			const close = this.partner(i, end);
			// A bracket nothing closes: the call is text, as the rest of the document is.
			if (close < 0) {
				w.write(`#${name}`, at - 1);
				return i;
			}
			if (src[i] === '(') args.push(...this.argumentsOf(i + 1, close));
			else args.push({ kind: 'content', start: i + 1, end: close, at: i });
			i = close + 1;
		}
		// "#counter(page).display(…)": a method called on what a call gave.
		while (src[i] === '.' && /[A-Za-z_]/.test(src[i + 1] ?? '')) {
			const method = /^\.[A-Za-z_][\w-]*/.exec(src.slice(i, i + 60))![0];
			i += method.length;
			while (i < end && (src[i] === '(' || src[i] === '[')) {
				const close = this.partner(i, end);
				if (close < 0) break;
				i = close + 1;
			}
		}
		this.call(name, args, at - 1, w);
		return i;
	}

	/** A statement runs to its line's end, and on over the lines its brackets hold open. */
	private statementEnd(i: number, end: number): number {
		const src = this.src;
		for (; i < end && src[i] !== '\n'; i++) {
			if (src[i] === '"') i = this.stringEnd(i);
			else if (src[i] === '(' || src[i] === '[' || src[i] === '{') {
				const close = this.partner(i, end);
				if (close < 0) return this.lineEnd(i);
				i = close;
			}
		}
		return i;
	}

	/** The bracket that closes the one at `i` before `end`, or -1. */
	private partner(i: number, end: number): number {
		const close = this.partners.get(i);
		return close !== undefined && close < end ? close : -1;
	}

	/**
	 * Each bracket's partner, found in one pass (a search per bracket would cost the square of a
	 * document of open brackets): strings count inside code's brackets, comments and escapes nowhere.
	 */
	private pairBrackets(): void {
		const src = this.src;
		const open: number[] = [];
		for (let j = 0; j < src.length; j++) {
			const c = src[j]!;
			const inCode = open.length > 0 && src[open[open.length - 1]!] !== '[';
			if (c === '"' && inCode) j = this.stringEnd(j);
			else if (c === '\\') j++;
			else if (c === '/' && src[j + 1] === '/' && src[j - 1] !== ':') j = this.lineEnd(j) - 1;
			else if (c === '(' || c === '[' || c === '{') open.push(j);
			else if (c === ')' || c === ']' || c === '}') {
				const top = open[open.length - 1];
				if (top !== undefined && CLOSES[src[top]!] === c) this.partners.set(open.pop()!, j);
			}
		}
	}

	/** Where the string that opens at `i` closes. */
	private stringEnd(i: number): number {
		const src = this.src;
		for (let j = i + 1; j < src.length; j++) {
			if (src[j] === '\\') j++;
			else if (src[j] === '"' || src[j] === '\n') return j;
		}
		return src.length;
	}

	/** The positional arguments between brackets, named ones (`columns: 2`) kept as "other". */
	private argumentsOf(start: number, end: number): Argument[] {
		const src = this.src;
		const args: Argument[] = [];
		let from = start;
		const push = (to: number) => {
			const text = src.slice(from, to).trim();
			if (!text) return;
			const lead = from + src.slice(from, to).search(/\S/);
			if (/^"[^]*"$/.test(text) && this.stringEnd(lead) === lead + text.length - 1) args.push({ kind: 'string', text: text.slice(1, -1).replace(/\\(.)/g, '$1'), at: lead });
			else if (text.startsWith('[') && this.partner(lead, to) === lead + text.length - 1) args.push({ kind: 'content', start: lead + 1, end: lead + text.length - 1, at: lead });
			else args.push({ kind: 'other', text, at: lead });
		};
		for (let i = start; i < end; i++) {
			const c = src[i]!;
			if (c === '"') i = this.stringEnd(i);
			else if (c === '(' || c === '[' || c === '{') {
				const close = this.partner(i, end);
				if (close < 0) break;
				i = close;
			} else if (c === ',') {
				push(i);
				from = i + 1;
			}
		}
		push(end);
		return args;
	}

	/** A call, written as its function prints it. */
	private call(name: string, args: Argument[], at: number, w: SourceWriter): void {
		if (this.depth > MAX_DEPTH) return;
		this.depth++;
		try {
			this.print(name, args, at, w);
		} finally {
			this.depth--;
		}
	}

	private print(name: string, args: Argument[], at: number, w: SourceWriter): void {
		const [head] = name.split('.');
		if (head === 'sym' || head === 'emoji') return void w.write(SYMBOLS[name.split('.')[1] ?? ''] ?? '', at);
		if (SILENT.has(head!) && !this.own.has(name)) return;
		if (name === 'h') return void w.write('\t', at);
		if (name === 'linebreak') return void w.break();
		const positional = args.filter((a) => a.kind !== 'other' || !/^[\w-]+\s*:/.test(a.text));
		if (args.length === 0) {
			// "#updated": a name bound to a text.
			const bound = this.strings.get(name);
			if (bound !== undefined) w.write(bound, at);
			return;
		}
		if (name === 'link') return this.link(positional, at, w);
		if (name === 'strong' || name === 'emph') {
			const mark = name === 'strong' ? '**' : '*';
			w.write(mark, at);
			this.inline(positional, at, w);
			return void w.write(mark, at);
		}
		if (name === 'grid' || name === 'table') return this.grid(name, args, positional, at, w);
		// "#pub("J5")[Authors …]": a short label before the content, as a numbered list prints it.
		const [first, second] = positional;
		if (positional.length === 2 && first?.kind === 'string' && first.text.length <= 5 && second?.kind === 'content') {
			w.write(`[${first.text}] `, at);
			return this.markup(second.start, second.end, w);
		}
		this.inline(positional, at, w);
	}

	/** Texts on one line, set apart as a template's columns; a content block of several lines goes under them. */
	private inline(args: Argument[], at: number, w: SourceWriter): void {
		let written = false;
		for (const arg of args) {
			if (arg.kind === 'other') continue;
			if (arg.kind === 'string') {
				w.write(`${written ? '\t' : ''}${arg.text}`, at);
				written = true;
				continue;
			}
			const block = this.src.slice(arg.start, arg.end);
			if (block.includes('\n') && block.trim().includes('\n')) w.break();
			else if (written) w.write('\t', arg.start);
			this.markup(arg.start, arg.end, w);
			written = true;
		}
	}

	/** An argument's text on one line, as a table's cell holds it. */
	private flat(arg: Argument): string {
		const w = new SourceWriter(() => 1);
		this.inline([arg], 0, w);
		w.break();
		return w.lines.map((l) => l.text).join(' ');
	}

	/** "#link("https://…")[text]" as markdown's link; a mail address as itself. */
	private link(args: Argument[], at: number, w: SourceWriter): void {
		const target = args[0]?.kind === 'string' ? args[0].text : '';
		const label = args[1];
		if (target.startsWith('mailto:') || !label) {
			if (label) this.inline([label], at, w);
			else w.write(target.replace(/^mailto:/, ''), at);
			return;
		}
		w.write('[', at);
		this.inline([label], at, w);
		w.write(`](${target})`, at);
	}

	/** "#grid(columns: 3, [Python], [R], …)": its cells, a row to a line, the cells set apart as columns. */
	private grid(name: string, args: Argument[], cells: Argument[], at: number, w: SourceWriter): void {
		const named = args.find((a): a is Extract<Argument, { kind: 'other' }> => a.kind === 'other' && /^columns\s*:/.test(a.text));
		const spec = named?.text.replace(/^columns\s*:\s*/, '') ?? '1';
		const columns = /^\d+$/.test(spec) ? Number(spec) : spec.startsWith('(') ? spec.split(',').filter((part) => part.replace(/[()]/g, '').trim()).length : 1;
		const shown = cells.filter((c) => c.kind !== 'other');
		w.break();
		// A table's first row names its columns: written as markdown's table, so that later stages read each row's cells by their names.
		if (name === 'table' && columns > 1 && shown.length > columns) {
			const row = (from: number) => `| ${shown.slice(from, from + columns).map((cell) => this.flat(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
			w.write(row(0), shown[0]!.at);
			w.break();
			w.write(`|${' --- |'.repeat(columns)}`, shown[0]!.at);
			w.break();
			for (let from = columns; from < shown.length; from += columns) {
				w.write(row(from), shown[from]!.at);
				w.break();
			}
			return;
		}
		shown.forEach((cell, n) => {
			if (n > 0 && n % columns === 0) w.break();
			else if (n > 0) w.write('\t', at);
			this.inline([cell], at, w);
		});
		w.break();
	}
}
