import type { EmphasisSpans } from './emphasis.ts';

/**
 * CommonMark's delimiter-run rules for `*` and `_` with backslash escapes, the only inline
 * constructs folio reads, written out for speed: micromark builds a tokenizer, an event list
 * and an mdast tree for every call, and that was the largest single cost of ingest. It gives
 * the same spans as micromark with every other construct switched off; tests compare the two
 * on random lines.
 */

interface Run {
	kind: 'run';
	marker: '*' | '_';
	length: number;
	open: boolean;
	close: boolean;
}
interface Span {
	kind: 'strong' | 'emphasis';
	children: Item[];
}
type Item = string | Run | Span;

const WHITESPACE = 1;
const PUNCTUATION = 2;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** micromark's character classes: whitespace, punctuation (Unicode P and S), or anything else (0). */
function classify(char: string | undefined): number {
	if (char === undefined || /\s/.test(char)) return WHITESPACE;
	return /\p{P}|\p{S}/u.test(char) ? PUNCTUATION : 0;
}

/** Left- and right-flanking rules; `_` may not open or close inside a word. */
function delimiterRun(marker: '*' | '_', length: number, before: string | undefined, after: string | undefined): Run {
	const b = classify(before);
	const a = classify(after);
	const open = a === 0 || (a === PUNCTUATION && b !== 0);
	const close = b === 0 || (b === PUNCTUATION && a !== 0);
	if (marker === '*') return { kind: 'run', marker, length, open, close };
	return { kind: 'run', marker, length, open: open && (b !== 0 || !close), close: close && (a !== 0 || !open) };
}

const BACKSLASH = 0x5c;
const STAR = 0x2a;
const UNDERSCORE = 0x5f;

/** Text and delimiter runs; an escaped character is text and never a delimiter. */
function tokenize(line: string): Item[] {
	const items: Item[] = [];
	// Plain text is taken as slices from `from`, not a character at a time.
	let text = '';
	let from = 0;
	let i = 0;
	while (i < line.length) {
		const c = line.charCodeAt(i);
		if (c === BACKSLASH && i + 1 < line.length && ASCII_PUNCTUATION.test(line[i + 1]!)) {
			text += line.slice(from, i) + line[i + 1];
			i += 2;
			from = i;
		} else if (c === STAR || c === UNDERSCORE) {
			let end = i;
			while (line.charCodeAt(end) === c) end++;
			text += line.slice(from, i);
			if (text) items.push(text);
			text = '';
			items.push(delimiterRun(c === STAR ? '*' : '_', end - i, line[i - 1], line[end]));
			i = end;
			from = end;
		} else {
			i++;
		}
	}
	text += line.slice(from);
	if (text) items.push(text);
	return items;
}

/** Unmatched runs inside a span are plain text. */
function settle(items: Item[]): Item[] {
	return items.map((item) => (typeof item !== 'string' && item.kind === 'run' ? item.marker.repeat(item.length) : item));
}

/** CommonMark's "process emphasis": each closer pairs with the nearest eligible opener before it. */
function pairRuns(items: Item[]): Item[] {
	for (let c = 0; c < items.length; c++) {
		const closer = items[c]!;
		if (typeof closer === 'string' || closer.kind !== 'run' || !closer.close) continue;
		for (let o = c - 1; o >= 0; o--) {
			const opener = items[o]!;
			if (typeof opener === 'string' || opener.kind !== 'run' || !opener.open || opener.marker !== closer.marker) continue;
			// The rule of three: `*foo**bar*` is one emphasis, not a strong inside an emphasis.
			if ((opener.close || closer.open) && closer.length % 3 !== 0 && (opener.length + closer.length) % 3 === 0) continue;
			const use = opener.length > 1 && closer.length > 1 ? 2 : 1;
			const span: Span = { kind: use === 2 ? 'strong' : 'emphasis', children: settle(items.slice(o + 1, c)) };
			opener.length -= use;
			closer.length -= use;
			items.splice(o + 1, c - o - 1, span);
			c = o + 2;
			if (opener.length === 0) {
				items.splice(o, 1);
				c--;
			}
			if (closer.length === 0) items.splice(c, 1);
			// Look at this closer again if it has markers left, else at the item after the span.
			c--;
			break;
		}
	}
	return settle(items);
}

function textOf(items: readonly Item[]): string {
	return items.map((item) => (typeof item === 'string' ? item : item.kind === 'run' ? '' : textOf(item.children))).join('');
}

function collect(items: readonly Item[], out: EmphasisSpans): void {
	for (const item of items) {
		if (typeof item === 'string' || item.kind === 'run') continue;
		(item.kind === 'strong' ? out.strong : out.emphasis).push(textOf(item.children));
		collect(item.children, out);
	}
}

/** The strong and emphasis spans of one line of markdown, as raw text (escapes resolved). */
export function scanDelimiterRuns(line: string): EmphasisSpans {
	const out: EmphasisSpans = { strong: [], emphasis: [] };
	collect(pairRuns(tokenize(line.trim())), out);
	return out;
}
