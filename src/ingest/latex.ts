import { findDateRanges, parseDateRange } from './dates.ts';
import { lineOf, linesBySource, SourceWriter as Writer, type SourceReading } from './sourceWriter.ts';
import { ACCENT, BOLD, CONTACT_LABEL, ENVIRONMENT_ARGUMENTS, HEADING_LEVEL, ITALIC, KEEPS_LAST_ARGUMENT, PERSONAL_TEXT, SETTINGS, SYMBOL } from './vocab/latex.ts';

/**
 * Step 2b. A CV kept as LaTeX source (moderncv, awesome-cv, or sections and lists in an article),
 * read as the markdown the later stages read. An entry command is written as its class prints it:
 * "\cventry{2019--2023}{PhD}{University}{City}{}{Thesis …}" becomes the dates and the title on one
 * line, the rest on the next, the description under them. Each markdown line remembers the source
 * line it came from; a source line that is only markup ("\begin{itemize}", a comment) becomes a
 * layout line, so every line of the file is still accounted for.
 */
export type LatexReading = SourceReading;

/** A LaTeX document: a class, a document body, or sections and CV entries written as commands. */
export const LATEX_SOURCE = /\\documentclass\b|\\begin\{document\}|^\s*\\(?:cv)?section\*?\{/m;

export function latexToMarkdown(source: string): LatexReading {
	const raw = source.split('\n');
	const reader = new Reader(raw.map(withoutComment).join('\n'));
	reader.read();
	return linesBySource(raw, reader.out.lines);
}

/** The line without its comment: a "%" not escaped as "\%" starts one. */
function withoutComment(line: string): string {
	const at = /(?<!\\)(?:\\\\)*%/.exec(line);
	return at ? line.slice(0, at.index + at[0].length - 1) : line;
}

type Span = [start: number, end: number];

const MAX_OPTION = 200;
const MAX_DEPTH = 40;

class Reader {
	readonly out: Writer;
	private readonly lineStarts: number[] = [0];
	private readonly braces = new Map<number, number>();
	private readonly bodyStart: number;
	private inTable = false;
	private firstName = '';
	private depth = 0;
	private readonly src: string;

	constructor(src: string) {
		this.src = src;
		// Each brace's partner, found in one pass: scanning for it per group would cost the square of a document of open braces.
		const open: number[] = [];
		for (let i = 0; i < src.length; i++) {
			const c = src[i];
			if (c === '\n') this.lineStarts.push(i + 1);
			else if (c === '\\' && src[i + 1] !== '\n') i++;
			else if (c === '{') open.push(i);
			else if (c === '}' && open.length) this.braces.set(open.pop()!, i);
		}
		this.out = new Writer((pos) => this.lineAt(pos));
		const body = src.indexOf('\\begin{document}');
		this.bodyStart = body < 0 ? 0 : body;
	}

	read(): void {
		this.walk([0, this.src.length], this.out, false);
		this.out.break();
	}

	private lineAt(pos: number): number {
		return lineOf(this.lineStarts, pos);
	}

	/** The preamble's loose text is settings; its commands' arguments are read where they are wanted. */
	private shows(pos: number, w: Writer): boolean {
		return pos >= this.bodyStart || w !== this.out;
	}

	/** Text of a span on one line: what a heading, a head line or a contact holds. */
	private inline([start, end]: Span): string {
		const w = new Writer(() => 1);
		this.walk([start, end], w, true);
		w.break();
		return w.lines.map((l) => l.text).join(' ');
	}

	private walk([start, end]: Span, w: Writer, flat: boolean): void {
		this.depth++;
		try {
			this.walkSpan(start, end, w, flat);
		} finally {
			this.depth--;
		}
	}

	private walkSpan(start: number, end: number, w: Writer, flat: boolean): void {
		let i = start;
		while (i < end) {
			const c = this.src[i]!;
			if (c === '\n') {
				// A list item's wrapped source lines are one item, as TeX reads a paragraph; a blank line ends it.
				if (flat || (w.inItem && !/^[ \t]*\n/.test(this.src.slice(i + 1, i + 80)))) w.write(' ', i);
				else if (!this.inTable) w.break();
				i++;
			} else if (c === '\\') i = this.command(i, end, w, flat);
			else if (c === '{') i = this.group(i, end, w, flat);
			else if (c === '~' || c === '&') {
				// "~" is a space that does not break; "&" a table's column.
				w.write(c === '~' ? ' ' : '\t', i);
				i++;
			} else if (c === '}' || c === '$' || c === '^' || c === '_') i++;
			else {
				let j = i + 1;
				while (j < end && !'\n\\{}~&$^_'.includes(this.src[j]!)) j++;
				if (this.shows(i, w)) w.write(typeset(this.src.slice(i, j)), i);
				i = j;
			}
		}
	}

	/** "{\bf Name}", "{\em Title}": a group that switches its font; any other group is its text. */
	private group(i: number, end: number, w: Writer, flat: boolean): number {
		// A brace that never closes, or groups nested deeper than any CV nests them, are read as text.
		if (!this.braces.has(i) || this.depth > MAX_DEPTH) return i + 1;
		const close = this.closing(i, end, '{', '}');
		const inner: Span = [i + 1, close];
		const switched = /^\\([a-zA-Z]+)\s*/.exec(this.src.slice(i + 1, Math.min(close, i + 20)));
		const mark = switched && BOLD.has(switched[1]!) ? '**' : switched && ITALIC.has(switched[1]!) ? '*' : '';
		if (mark) w.write(`${mark}${this.inline([i + 1 + switched![0].length, close])}${mark}`, i);
		else this.walk(inner, w, flat);
		return Math.min(close + 1, end);
	}

	/** Where the group opened at `open` closes (or `end`, if it never does). */
	private closing(open: number, end: number, left: string, right: string): number {
		if (left === '{') {
			const close = this.braces.get(open);
			return close === undefined || close > end ? end : close;
		}
		let depth = 0;
		// An option is short ("[label={[C\arabic*]}]"); one that runs on is no option.
		for (let i = open; i < Math.min(end, open + MAX_OPTION); i++) {
			const c = this.src[i];
			if (c === '\\') i++;
			else if (c === left || (left === '[' && c === '{')) depth++;
			else if (c === right || (left === '[' && c === '}')) if (--depth === 0) return i;
		}
		return open;
	}

	/** The bracketed and braced arguments after a command; spaces and single line breaks may stand between them. */
	private args(i: number, end: number, max = 9): { opts: Span[]; groups: Span[]; next: number } {
		const opts: Span[] = [];
		const groups: Span[] = [];
		let at = i;
		if (this.src[at] === '*') at++;
		for (;;) {
			const gap = /^[ \t]*\n?[ \t]*/.exec(this.src.slice(at, Math.min(end, at + 200)))![0].length;
			const c = this.src[at + gap];
			if (at + gap >= end || (c !== '{' && c !== '[') || (c === '{' && groups.length >= max)) break;
			const close = this.closing(at + gap, end, c, c === '{' ? '}' : ']');
			if (close === at + gap) break;
			(c === '{' ? groups : opts).push([at + gap + 1, close]);
			at = Math.min(close + 1, end);
		}
		return { opts, groups, next: at };
	}

	private command(i: number, end: number, w: Writer, flat: boolean): number {
		const word = /^[a-zA-Z]+\*?/.exec(this.src.slice(i + 1, i + 40));
		const name = word ? word[0].replace(/\*$/, '') : this.src[i + 1] ?? '';
		let next = i + 1 + (word ? word[0].length : 1);
		if (name === '\\') {
			// "\\" and "\\[2pt]": a line break.
			const after = /^\*?(?:\[[^\]\n]*\])?/.exec(this.src.slice(next, next + 20))![0].length;
			if (flat) w.write(' ', i);
			else w.break();
			return next + after;
		}
		if (!word && ACCENT[name] === undefined && SYMBOL[name] !== undefined) {
			w.write(SYMBOL[name]!, i);
			return next;
		}
		if (ACCENT[name] !== undefined && (!word || /^(?:\{|\s+[a-zA-Z])/.test(this.src.slice(next, next + 3)))) return this.accent(i, next, end, name, w);
		if (SYMBOL[name] !== undefined) {
			// A control word takes the spaces after it, and an empty group: "\o rn" is "ørn", "\LaTeX{}" is "LaTeX".
			if (word) next += /^[ \t]*(?:\{\})?/.exec(this.src.slice(next, next + 20))![0].length;
			if (this.shows(i, w)) w.write(SYMBOL[name]!, i);
			return next;
		}
		return this.structure(i, name, next, end, w, flat);
	}

	/** "\'e", "\'{e}", "\c{c}", "\v s", "\'{\i}": a letter and its accent. */
	private accent(i: number, at: number, end: number, name: string, w: Writer): number {
		const braced = this.src[at] === '{' && this.braces.has(at);
		const close = braced ? this.closing(at, end, '{', '}') : at;
		const skip = braced ? 0 : /^\s*/.exec(this.src.slice(at, at + 5))![0].length;
		const letter = braced ? '' : (/^\\[a-zA-Z]+|^./.exec(this.src.slice(at + skip, at + skip + 10))?.[0] ?? '');
		const base = braced ? this.inline([at + 1, close]) : letter.startsWith('\\') ? (SYMBOL[letter.slice(1)] ?? '') : letter;
		const next = braced ? close + 1 : at + skip + letter.length;
		const dotless = base.replace(/^ı/, 'i').replace(/^ȷ/, 'j');
		w.write(`${dotless.slice(0, 1)}${ACCENT[name]}${dotless.slice(1)}`.normalize('NFC'), i);
		return next;
	}

	/** Headings, lists, environments, a CV class's entries and personal data, fonts, links. */
	private structure(i: number, name: string, at: number, end: number, w: Writer, flat: boolean): number {
		const inPreamble = i < this.bodyStart;
		const line = (text: string) => {
			w.break();
			w.write(text, i);
			w.break();
		};
		if (name === 'begin' || name === 'end') {
			const { groups, next } = this.args(at, end, 1);
			const env = groups[0] ? this.src.slice(...groups[0]) : '';
			if (name === 'end') {
				if (/^(?:tabular|longtable)/.test(env)) this.inTable = false;
				w.break();
				return next;
			}
			if (/^(?:tabular|longtable)/.test(env)) this.inTable = true;
			w.break();
			return this.args(next, end, ENVIRONMENT_ARGUMENTS[env] ?? 0).next;
		}
		if (SETTINGS.has(name) || (inPreamble && w === this.out && !(name in CONTACT_LABEL) && !PERSONAL_TEXT.has(name) && name !== 'name' && name !== 'social')) {
			return this.args(at, end).next;
		}
		if (name === 'newline' || name === 'par' || name === 'linebreak' || name === 'cr') {
			if (flat) w.write(' ', i);
			else w.break();
			return at;
		}
		if (HEADING_LEVEL[name] !== undefined) {
			const { groups, next } = this.args(at, end, 1);
			if (groups[0]) line(`${'#'.repeat(HEADING_LEVEL[name])} ${this.inline(groups[0])}`);
			return next;
		}
		if (name === 'item' || name === 'bibitem') {
			const { opts, next } = name === 'item' ? this.args(at, end, 0) : this.args(at, end, 1);
			w.item(name === 'item' && opts[0] ? `${this.inline(opts[0])} ` : '', i);
			return next;
		}
		const { opts, groups, next } = this.args(at, end);
		// The arguments' text, read once and only where a command's reading needs it: an entry reads its
		// own parts, and reading its description here too would read every nested group twice.
		let read: string[] | undefined;
		const texts = () => (read ??= groups.map((g) => this.inline(g)));
		if (name === 'href' && groups.length === 2) w.write(`[${texts()[1]}](${this.src.slice(...groups[0]!).trim()})`, i);
		else if ((name === 'url' || name === 'path') && groups[0]) w.write(this.src.slice(...groups[0]).trim(), i);
		else if (BOLD.has(name) || ITALIC.has(name)) {
			const mark = BOLD.has(name) ? '**' : '*';
			if (groups[0]) w.write(`${mark}${texts()[0]}${mark}`, i);
		} else if (KEEPS_LAST_ARGUMENT.has(name) && groups.length > 1) this.walk(groups[groups.length - 1]!, w, flat);
		else if (name === 'name' && groups.length === 2) line(`# ${texts().join(' ')}`);
		else if (name === 'firstname') this.firstName = texts()[0] ?? '';
		else if (name === 'familyname') line(`# ${[this.firstName, texts()[0]].join(' ').trim()}`);
		else if (name in CONTACT_LABEL || name === 'social') line(contactLine(name, opts.map((o) => this.src.slice(...o)), texts()));
		else if (PERSONAL_TEXT.has(name) && inPreamble) line(texts().filter(Boolean).join(', '));
		else if (name === 'cvitem' || name === 'cvline' || name === 'cvitemwithcomment') this.item(i, texts(), w);
		else if (name === 'cvlistitem' || name === 'cvlistdoubleitem') for (const t of texts()) line(`- ${t}`);
		else if (name === 'cvdoubleitem' || name === 'cvcomputer') {
			const pairs = texts();
			for (let k = 0; k + 1 < pairs.length; k += 2) line([pairs[k], pairs[k + 1]].filter(Boolean).join(': '));
		}
		else if (groups.length >= 2) this.entry(i, groups, w);
		else if (groups[0]) this.walk(groups[0], w, flat);
		return next;
	}

	/** "\cvitem{Advisor}{Name}", "\cvitem{2021}{Prize}", "\cvitem{}{A paragraph}": a label and its text. */
	private item(i: number, [label = '', value = '', comment = '']: string[], w: Writer): void {
		w.break();
		// "[J3]" and "1." are a list's markers, "2023--24" a date column, any other label names its text.
		if (label) w.write(/^(?:\[[A-Z]{0,2}\d{1,4}\]|\d{1,3}\.)$/.test(label) ? `- ${label} ` : findDateRanges(label)[0]?.index === 0 ? `${label}\t` : `${label}: `, i);
		// An item is one entry, however its source wraps: it is read as one line.
		w.write(value, i);
		if (comment) w.write(`, ${comment}`, i);
		w.break();
	}

	/**
	 * A CV class's entry: its dates and its first other part on one line, the next two (where, and
	 * where in the world) on the next, any more on a third, and under them, line for line, the
	 * description: the last part, when there are five or more or it runs over lines.
	 */
	private entry(i: number, groups: Span[], w: Writer): void {
		const last = groups[groups.length - 1]!;
		const described = groups.length >= 5 || /\n|\\item|\\begin/.test(this.src.slice(...last));
		const heads = (described ? groups.slice(0, -1) : groups).map((g) => this.inline(g)).filter(Boolean);
		const isDate = heads.map((h) => parseDateRange(h) !== undefined);
		const dates = heads.filter((_, k) => isDate[k]);
		const others = heads.filter((_, k) => !isDate[k]);
		const first = [dates.join(' '), others[0] ?? ''].filter(Boolean).join(' ');
		w.break();
		if (!described) w.write([first, ...others.slice(1)].join(', '), i);
		else {
			w.gap(i);
			w.write(first, i);
			w.break();
			w.write(others.slice(1, 3).join(', '), i);
			// moderncv's fifth part, a grade or a note ("GPA 3.9/4.0", "with distinction"), is no part of the place.
			w.break();
			w.write(others.slice(3).join(', '), i);
		}
		w.break();
		if (described) this.walk(last, w, false);
		w.break();
	}
}

/** Where a CV class links a handle to: "\social[github]{handle}" is "https://github.com/handle". */
const PROFILE_URL: Record<string, string> = {
	github: 'https://github.com/', gitlab: 'https://gitlab.com/', linkedin: 'https://www.linkedin.com/in/', twitter: 'https://twitter.com/',
	googlescholar: 'https://scholar.google.com/citations?user=', orcid: 'https://orcid.org/',
};

function contactLine(name: string, opts: string[], values: string[]): string {
	const kind = name === 'social' ? (opts[0] ?? '').toLowerCase() : name;
	const label = CONTACT_LABEL[kind] ?? (kind ? kind[0]!.toUpperCase() + kind.slice(1) : 'Link');
	const value = values[0] ?? '';
	const url = PROFILE_URL[kind] && value && !/[./@]/.test(value) ? `${PROFILE_URL[kind]}${value}` : value;
	return `${label}: ${url}`;
}

/** TeX's ligatures and quotes in running text: "--" an en dash, "``…''" curly quotes. */
function typeset(text: string): string {
	if (!/[-`']/.test(text)) return text;
	return text.replace(/---/g, '—').replace(/--/g, '–').replace(/``/g, '“').replace(/''/g, '”').replace(/`/g, '‘');
}
