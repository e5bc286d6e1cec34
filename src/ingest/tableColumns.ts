import { isTableHeader } from './furniture.ts';
import { tableCells } from './lines.ts';
import { stripInline } from './normalise.ts';
import type { Line } from './types.ts';

/** A column holding what an entry is called: a talk's or a paper's title, a course. */
const TITLE_COLUMN = /^(?:titles?|talks?|topic|paper|course)$/i;
/** A column holding when. */
const DATE_COLUMN = /^(?:years?|dates?|when|period|term)$/i;

/** `<br>`, `<br/>`: a line break inside a cell, as GitHub's tables allow no other. */
const CELL_BREAK = /<br\s*\/?>/i;

/** "—", "-", "n/a": a cell a table leaves empty. */
const EMPTY_CELL = /^(?:[—–-]|n\/a)?$/i;

/**
 * Step 3a. "| Date | Event | Title |" over its rows: a table whose header names its columns keeps each
 * row's cells by those names, for the readers that map a column to a field. Where a title column
 * stands after others, the row is also read in the order a CV line is written, "“Title”, Event,
 * Date", so that each section's line reader takes it as it takes a line.
 */
export function orderTableColumns(lines: readonly Line[]): Line[] {
	const out = [...lines];
	for (let i = 0; i < out.length - 1; i++) {
		if (!isTableHeader(out[i]!, out[i + 1])) continue;
		const names = tableCells(out[i]!.raw).map((c) => stripInline(c.replace(/[*_]/g, '')).toLowerCase());
		const title = names.findIndex((n) => TITLE_COLUMN.test(n));
		const order = [title, ...names.map((_, k) => k).filter((k) => k !== title && !DATE_COLUMN.test(names[k]!)), ...names.map((_, k) => k).filter((k) => k !== title && DATE_COLUMN.test(names[k]!))];
		// The rows: every line after the rule that is still a row of as many cells; a row's further
		// lines, which a grid table's reading set as layout, stand between rows.
		for (let j = i + 2; j < out.length && (out[j]!.raw.trimStart().startsWith('|') || out[j]!.markupOnly); j++) {
			if (out[j]!.markupOnly) continue;
			// "Research Intern<br><sub>mentor: Dr. X</sub>": a cell's lines, set apart as a line's parts are.
			const cells = tableCells(out[j]!.raw).map((cell) => (cell.includes('<') ? cell.split(CELL_BREAK).map(stripInline).filter(Boolean).join(' · ') : stripInline(cell)));
			if (cells.length !== names.length) break;
			const columns = Object.fromEntries(names.flatMap((name, k) => (name && !EMPTY_CELL.test(cells[k]!) ? [[name, cells[k]!]] : [])));
			if (title <= 0) {
				out[j] = { ...out[j]!, columns };
				continue;
			}
			// The title in quotes, as a line sets it apart: it may hold commas of its own.
			const text = order.map((k) => (k === title ? `"${cells[k]}"` : cells[k]!)).filter((c) => c !== '' && c !== '""').join(', ');
			out[j] = { ...out[j]!, text, cells: [text], columns };
		}
	}
	return out;
}
