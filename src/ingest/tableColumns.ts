import { isTableHeader } from './furniture.ts';
import { tableCells } from './lines.ts';
import { stripInline } from './normalise.ts';
import type { Line } from './types.ts';

/** A column holding what an entry is called: a talk's or a paper's title, a course. */
const TITLE_COLUMN = /^(?:titles?|talks?|topic|paper|course)$/i;
/** A column holding when. */
const DATE_COLUMN = /^(?:years?|dates?|when|period|term)$/i;

/**
 * Step 3a. "| Date | Event | Title |" over its rows: a table whose header names its columns is read in
 * the order a CV line is written, "“Title”, Event, Date", so that each section's reader takes its row
 * as it takes a line. Tables without a title column, or with it first already, are left as written.
 */
export function orderTableColumns(lines: readonly Line[]): Line[] {
	const out = [...lines];
	for (let i = 0; i < out.length - 1; i++) {
		if (!isTableHeader(out[i]!, out[i + 1])) continue;
		const names = tableCells(out[i]!.raw).map((c) => c.replace(/[*_]/g, ''));
		const title = names.findIndex((n) => TITLE_COLUMN.test(n));
		if (title <= 0) continue;
		const order = [title, ...names.map((_, k) => k).filter((k) => k !== title && !DATE_COLUMN.test(names[k]!)), ...names.map((_, k) => k).filter((k) => k !== title && DATE_COLUMN.test(names[k]!))];
		// The rows: every line after the rule that is still a row of as many cells.
		for (let j = i + 2; j < out.length && out[j]!.raw.trimStart().startsWith('|'); j++) {
			const cells = tableCells(out[j]!.raw);
			if (cells.length !== names.length) break;
			// The title in quotes, as a line sets it apart: it may hold commas of its own.
			const text = order.map((k) => (k === title ? `"${stripInline(cells[k]!)}"` : stripInline(cells[k]!))).filter((c) => c !== '' && c !== '""').join(', ');
			out[j] = { ...out[j]!, text, cells: [text] };
		}
	}
	return out;
}
