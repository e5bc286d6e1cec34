import { isPaperTableHeader } from '../classify.ts';
import { joinLines } from '../lines.ts';
import { isPersonName } from '../names.ts';
import type { Line, Section } from '../types.ts';

/**
 * Step 5e, before citations are read: a publication section's lines as rows of a list, whatever
 * layout set them. A citation profile's number columns are read as the venue's columns, a year in
 * a left-hand column as the citation's own, a legend's mark before a citation as no part of it.
 */
export function citationRows(section: Section): Line[] {
	if (!isPaperTableHeader(section.title)) return section.lines.map(withoutCitationCount).map(withYearColumn).map(withoutEntryMark).map(withoutCatalogueKind).map(withoutIndexColumn);
	return foldNumberColumns(section.lines).map(endingRow).map(withoutEntryMark);
}

/**
 * "…, ACS" and far to the right "IF = 5.4, MNiSW: 100 pts": a column of the paper's impact factor and
 * points a national ministry scores it with (Poland's). It is no cell of the citation's, which goes on
 * to the next line as a wrapped one does.
 */
function withoutIndexColumn(line: Line): Line {
	const last = line.cells.length > 1 ? line.cells[line.cells.length - 1]! : undefined;
	if (last === undefined || !INDEX_CELL.test(last)) return line;
	const text = line.text.slice(0, line.text.lastIndexOf(last)).trimEnd();
	const cells = line.cells.slice(0, -1);
	return { ...line, text, cells: cells.filter(Boolean).length > 1 ? cells : [text] };
}
const INDEX_CELL = /^(?:\(?(?:IF|impact factor)\s?[=:]\s?[\d.]+\)?|MNiSW:?\s*\d)/i;

/**
 * "Publicado en revista especializada: A. AUTHOR, B. AUTHOR, "Title" . En: Colombia": a national CV
 * catalogue's kind of work before the authors (Colombia's CvLAC), and the country the journal is
 * published in after the title. The citation is what stands between them.
 */
function withoutCatalogueKind(line: Line): Line {
	const label = CATALOGUE_KIND.exec(line.text);
	if (!label || !/["“]/.test(line.text)) return line;
	const rest = line.text.slice(label[0].length);
	const first = /^([^,"“]{3,60}),/.exec(rest)?.[1];
	if (first === undefined || !isPersonName(first)) return line;
	return { ...line, text: rest.replace(COUNTRY_AFTER_TITLE, '') };
}
const CATALOGUE_KIND = /^\p{Lu}[^:"“,]{2,60}:\s+/u;
const COUNTRY_AFTER_TITLE = /(?<=["”])\s*\.?\s+En:\s+\p{Lu}[\p{L} ]{1,30}$/u;

/**
 * A row of a citation profile's table, its last line "Venue 12 (3), 45-67, 2020 ⇥ 412 ⇥ 2020": the
 * count goes, the year stays once, and the next line opens the next row. A row may give no count
 * ("Available at SSRN 4790215, 2024 ⇥ 2024") or no venue ("2021 ⇥ 5 ⇥ 2021").
 */
function endingRow(line: Line): Line {
	const cells = line.cells.filter(Boolean);
	const year = cells.at(-1);
	if (cells.length < 2 || !YEAR_CELL.test(year!)) return line;
	const cited = cells.slice(0, -1);
	if (cited.length > 1 && COUNT_CELL.test(cited.at(-1)!)) cited.pop();
	const text = cited.join(', ');
	return { ...line, text: text.endsWith(year!) ? text : `${text}, ${year}`, cells: [...cited, year!], rowEnd: true } as TableRowLine;
}

/**
 * "Journal of Hydrology 586, 124879 ⇥ 389 ⇥ 2020": a citation profile's row ends in columns of how
 * often the paper was cited and its year. The count is no part of the venue; the year stays, as a
 * citation's last word.
 */
function withoutCitationCount(line: Line): Line {
	const cells = line.cells;
	if (cells.length < 3 || !YEAR_CELL.test(cells[cells.length - 1]!) || !COUNT_CELL.test(cells[cells.length - 2]!)) return line;
	const cited = cells.slice(0, -2).filter(Boolean);
	if (cited.length === 0 || COUNT_CELL.test(cited[cited.length - 1]!)) return line;
	return { ...line, text: `${cited.join(', ')}, ${cells[cells.length - 1]}`, cells: [...cited, cells[cells.length - 1]!] };
}
const YEAR_CELL = /^(?:19|20)\d{2}$/;

/**
 * "Water Res. 55 (4), 3012-3030" over "412" over "2019": a table of papers copied with each cell on a
 * line of its own. The count and the year are read as the venue's columns, as the table has them.
 */
function foldNumberColumns(lines: readonly Line[]): Line[] {
	const out: Line[] = [];
	for (let i = 0; i < lines.length; i++) {
		const row = lines[i]!;
		let count = '';
		let year = '';
		let j = i + 1;
		if (NUMBER_LINE.test(lines[j]?.text ?? '') && !(YEAR_CELL.test(lines[j]!.text) && !NUMBER_LINE.test(lines[j + 1]?.text ?? ''))) count = lines[j++]!.text.replace(/\s/g, '');
		if (YEAR_CELL.test(lines[j]?.text ?? '')) year = lines[j++]!.text;
		if (j === i + 1 || NUMBER_LINE.test(row.text)) {
			out.push(row);
			continue;
		}
		const folded = lines.slice(i + 1, j).reduce(joinLines, row);
		out.push({ ...folded, text: row.text, cells: year ? [row.text, count, year] : [row.text], rowEnd: true } as TableRowLine);
		i = j - 1;
	}
	return out;
}
/** The last line of a table's row: its venue, with the row's numbers; the next line opens the next row. */
export type TableRowLine = Line & { rowEnd?: boolean };

/** A cell of numbers alone: a count of citations (starred where the page merged versions), or a year. */
const NUMBER_LINE = /^\d{1,6}\s?\*?$/;

/**
 * "*Achterberg, R. M. (2023). …": a mark a legend explains ("* data-based") before the citation, no
 * part of it; nor is a label after a list's mark ("- **[J3]** C. Name, …").
 */
function withoutEntryMark(line: Line): Line {
	const mark = /^(?:[*†‡§]+\s?|\[[A-Z]{0,3}\d{1,4}\]\s+)(?=\p{Lu})/u.exec(line.text);
	return mark ? { ...line, text: line.text.slice(mark[0].length) } : line;
}

/** A line whose year stood in a left-hand column: the year is the citation's, kept apart from its text. */
export type YearColumnLine = Line & { columnYear?: number };

/**
 * "2024⇥Okafor, J., and S. Hale. Title …" over "⇥⇥microhabitat …": a year in a left-hand column opens
 * a citation as a list's mark does, and the lines indented under its text go on with it.
 */
function withYearColumn(line: Line): YearColumnLine {
	const cells = line.cells;
	if (cells.length < 2 || !YEAR_CELL.test(cells[0]!) || line.bullet > 0) return line;
	const text = cells.slice(1).filter(Boolean).join(' ');
	return { ...line, text, cells: [text], bullet: 1, columnYear: Number(cells[0]) };
}
/** A count of citations, starred where the page merged two versions of a paper, or empty where there are none. */
const COUNT_CELL = /^(?:\d{1,6}\*?)?$/;
