import { unaccented } from './vocab/headFirstSections.ts';
import type { Line } from './types.ts';

/**
 * The columns a table copied from a web page names in its header row, cells set apart by tabs, and
 * what the table reader calls each: Portugal's CIÊNCIAVITAE ("Datas ⇥ Cargo/Categoria ⇥ Instituição
 * de acolhimento"), Spanish, Turkish and English tables alike. Names are read in lower case without accents
 * (Turkish's dotless ı stays).
 */
const COLUMN_NAMES: [name: RegExp, column: string][] = [
	[/^(?:datas?|anos?|periodo|fechas?|dates?|years?|period)$/, 'dates'],
	[/^(?:cargo\/categoria|cargo|categoria|puesto|positions?|roles?)$/, 'position'],
	[/^(?:instituicao(?: de acolhimento)?|instituicao \/ organizacao|organizacao|entidade|institucion|institutions?|organi[sz]ations?|employer)$/, 'institution'],
	[/^(?:grau academico|titulo academico|degrees?)$/, 'degree'],
	[/^(?:disciplina|asignatura|courses?|ders adı|ders)$/, 'course'],
	// Turkish's level, language, weekly hours and term of a course ("Düzey", "Dil", "Haftalık Saat", "Dönem").
	[/^(?:duzey|levels?)$/, 'level'],
	[/^(?:dil|languages?)$/, 'language'],
	[/^(?:haftalık saat|hours(?: per week)?)$/, 'hours'],
	[/^(?:donem|terms?|semesters?)$/, 'term'],
	[/^(?:tema|designacao|descricao da atividade|titulo|titles?)$/, 'title'],
	[/^(?:tipo de participacao|tipo de orientacao|papel)$/, 'role'],
	[/^(?:descricao|description)$/, 'description'],
	[/^(?:nome da revista(?: \(issn\))?|revista|journal)$/, 'journal'],
	[/^(?:editora|publisher)$/, 'publisher'],
	[/^(?:nome do evento|events?)$/, 'event'],
	[/^(?:tipo de evento|tipo|type)$/, 'type'],
	[/^(?:nome da distincao|premio|awards?)$/, 'award'],
	[/^(?:meio de comunicacao|outlet)$/, 'outlet'],
	[/^(?:classificacao|grade)$/, 'grade'],
	[/^(?:curso(?: \(tipo de curso\))?|programmes?|programs?)$/, 'programme'],
	[/^(?:nome do (?:aluno|candidato)(?: \(tipo de grau\))?|students?)$/, 'student'],
	[/^(?:financiadores|funders?)$/, 'funder'],
];

const columnOf = (cell: string): string | undefined => {
	const key = unaccented(cell.trim()).replace(/\s+/g, ' ');
	return COLUMN_NAMES.find(([re]) => re.test(key))?.[1];
};

const filled = (line: Line) => line.cells.filter(Boolean);

/** "2015/04 - 2019/03", "2023", "2024/05/16": a cell that is a date and nothing else. */
const DATED_CELL = /^(?:19|20)\d{2}(?:\/\d{2}){0,2}(?:\s[-–]\s(?:(?:19|20)\d{2}(?:\/\d{2}){0,2}|\p{L}+))?$/u;

/**
 * "Datas ⇥ Cargo/Categoria ⇥ Instituição de acolhimento" over "2019/09 - Atual ⇥ …": a tab-set header
 * row, every cell of it a column's name, over a row of as many cells.
 */
export function isTabTableHeader(line: Line, next: Line | undefined): boolean {
	if (!next || !line.raw.includes('\t') || line.raw.startsWith('\t')) return false;
	const names = filled(line);
	// A cell with a digit names no column: most tab-set lines are rows, their first cell a date.
	return names.length >= 2 && names.every((n) => n.length <= 40 && !/\d/.test(n) && columnOf(n) !== undefined) && filled(next).length >= 2 && !next.raw.startsWith('\t');
}

/**
 * Step 3a. The rows under a tab-set header keep their cells by the header's names, as a markdown
 * table's do, for the readers that map a column to a field. A row's further lines, which open with a
 * tab (a thesis's title under its degree), stay lines of their own; a line set otherwise ends the table.
 */
export function nameTabColumns(lines: readonly Line[]): Line[] {
	const out = [...lines];
	for (let i = 0; i < out.length - 1; i++) {
		if (!isTabTableHeader(out[i]!, out[i + 1])) continue;
		const names = filled(out[i]!).map((n) => columnOf(n)!);
		let j = i + 1;
		for (; j < out.length && out[j]!.raw.includes('\t'); j++) {
			const row = out[j]!;
			if (row.raw.startsWith('\t')) continue;
			const cells = filled(row);
			// "Designação ⇥ Financiadores" over "2015/04 - 2019/03 ⇥ Title": a header that leaves the dates' column unnamed names none of its cells.
			if (cells.length !== names.length || cells.some((cell, k) => names[k] !== 'dates' && DATED_CELL.test(cell))) break;
			// The header says what every cell is, as a record's labels do.
			out[j] = { ...row, columns: Object.fromEntries(names.map((name, k) => [name, cells[k]!])), labelled: true };
		}
		i = j - 1;
	}
	return out;
}
