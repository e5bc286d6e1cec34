import { unaccented } from './vocab/headFirstSections.ts';
import { joinLines } from './lines.ts';
import type { Line } from './types.ts';

/**
 * The columns a table copied from a web page names in its header row, cells set apart by tabs, and
 * what the table reader calls each: Portugal's CIÊNCIAVITAE ("Datas ⇥ Cargo/Categoria ⇥ Instituição
 * de acolhimento"), Spanish, Turkish and English tables alike. Names are read in lower case without accents
 * (Turkish's dotless ı stays).
 */
const COLUMN_NAMES: [name: RegExp, column: string][] = [
	// An Indian faculty profile's tables (the UGC's format): "Sl. No." numbers the rows, and the other
	// names say what each column holds ("Name of the University", "Year of Passing", "Designation").
	[/^(?:sl\.? ?no\.?|s\.? ?no\.?|no\.)$/, 'number'],
	[/^(?:year of passing|year of award)$/, 'dates'],
	[/^(?:from)$/, 'from'],
	[/^(?:to)$/, 'to'],
	[/^(?:designation|post held)$/, 'position'],
	[/^(?:name of the (?:university|institution|institute|college)|university|board ?\/ ?university)$/, 'institution'],
	[/^(?:subject|specialization|specialisation)$/, 'field'],
	[/^(?:division ?\/ ?class|class|division|percentage)$/, 'grade'],
	[/^(?:nature of appointment|status)$/, 'status'],
	[/^(?:title of the (?:paper|project|book|chapter))$/, 'title'],
	[/^(?:name of the author\(s\)|name of the authors?|authors?)$/, 'authors'],
	[/^(?:name of the journal)$/, 'journal'],
	[/^(?:funding agency(?: & ref\. no\.)?|sponsoring agency)$/, 'funder'],
	[/^(?:amount sanctioned.*|amount.*)$/, 'amount'],
	[/^(?:issn|isbn|vol\.? ?\/ ?page no\.?|impact factor)$/, 'note'],
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

/** The columns a date may stand in. */
const DATE_NAMES = new Set(['dates', 'from', 'to', 'year', 'term']);

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
			// "1.⇥B.Sc.⇥Physics⇥…" under "Sl. No.⇥Degree⇥…": the row's number was read as a list's, and is its first cell.
			let cells = names[0] === 'number' && row.bullet > 0 ? ['#', ...filled(row)] : filled(row);
			let whole = row;
			// "2.⇥Post-Doctoral Fellow⇥Department of X," over "Some University⇥03.09.2007⇥…": a cell Word broke over two lines, one row.
			const next = out[j + 1];
			const rest = next && !next.raw.startsWith('\t') ? filled(next) : [];
			if (cells.length < names.length && rest.length > 1 && cells.length + rest.length - 1 === names.length) {
				cells = [...cells.slice(0, -1), `${cells[cells.length - 1]} ${rest[0]}`, ...rest.slice(1)];
				whole = joinLines(row, next!);
				out.splice(j + 1, 1);
			}
			// "Designação ⇥ Financiadores" over "2015/04 - 2019/03 ⇥ Title": a header that leaves the dates' column unnamed names none of its cells.
			if (cells.length !== names.length || cells.some((cell, k) => !DATE_NAMES.has(names[k]!) && DATED_CELL.test(cell))) break;
			// The header says what every cell is, as a record's labels do; "From" and "To" are one range.
			const columns: Record<string, string> = Object.fromEntries(names.map((name, k) => [name, cells[k]!]));
			if (columns['from'] && columns['to']) columns['dates'] = `${columns['from']} – ${columns['to']}`;
			out[j] = { ...whole, cells, columns, labelled: true };
		}
		i = j - 1;
	}
	return out;
}
