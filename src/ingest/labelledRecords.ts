import { unaccented } from './vocab/headFirstSections.ts';
import { ADMINISTRATIVE_LABEL, RECORD_LABELS } from './vocab/recordLabels.ts';
import { joinLines } from './lines.ts';
import type { Line, Section, SectionKind } from './types.ts';

/** The kinds of entry a labelled record can make: the table reader's. */
const RECORD_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>(['experience', 'education', 'publications', 'awards', 'teaching', 'projects', 'service']);

/** "1   Entidad empleadora: …": the record's number before its first label. */
const RECORD_NUMBER = /^\s*\d{1,3}[.)]?\s+/;
/** A label and its value: a few words and a colon, the value after it (which may be empty). */
const LABELLED = /^(\p{L}[^:]{0,70}?)\s?:(?:\s+(.*))?$/u;
/** Values set side by side on a line, as a PDF's export spaces them. */
const SIDE_BY_SIDE = /\s{3,}|\t+/;

interface Pair {
	label: string;
	value: string;
}

/** "Páginas, inicial: 41      final: 55": a line's labelled values; none unless its first part is one. */
function pairsOf(raw: string): Pair[] {
	const pairs: Pair[] = [];
	for (const part of raw.replace(RECORD_NUMBER, '').trim().split(SIDE_BY_SIDE)) {
		const m = LABELLED.exec(part);
		const words = m ? m[1]!.replace(/\([^()]*\)/g, '').trim().split(/\s+/).length : 0;
		if (m && words <= 6 && !/https?$|\d$/.test(m[1]!)) pairs.push({ label: m[1]!.trim(), value: m[2]?.trim() ?? '' });
		else if (pairs.length === 0) return [];
		// A part with no label goes on with the value before it.
		else pairs[pairs.length - 1]!.value = `${pairs[pairs.length - 1]!.value} ${part.trim()}`.trim();
	}
	return pairs;
}

/** "Categoría profesional" → "categoria profesional": a label as the vocabulary spells it. */
const labelKey = (label: string) => unaccented(label).replace(/\s+/g, ' ');

/** The column a label fills, '' for one that says nothing of the work, or the label itself for one no column holds. */
function columnOf(label: string): string {
	const key = labelKey(label);
	if (ADMINISTRATIVE_LABEL.test(key)) return '';
	return RECORD_LABELS.find(([re]) => re.test(key))?.[1] ?? label;
}

interface RecordLines {
	lines: Line[];
	pairs: Pair[];
}

/** A record's lines as one, its labelled values as the columns of a table's row. */
function toRow(record: RecordLines): Line {
	const columns: Record<string, string> = {};
	for (const { label, value } of record.pairs) {
		const column = columnOf(label);
		// A value given twice (a record's two advisors, its start and end written apart) is kept whole.
		if (column && value) columns[column] = columns[column] ? `${columns[column]}; ${value}` : value;
	}
	// "Fecha de inicio: 15/02/2020" and no end: a position or project still held, as an open range reads.
	if (columns.dates === undefined && columns.start !== undefined) columns.dates = `${columns.start} - ${columns.end ?? ''}`.trim();
	delete columns.start;
	delete columns.end;
	const joined = record.lines.slice(1).reduce(joinLines, record.lines[0]!);
	return { ...joined, columns, labelled: true };
}

/** A record of three labelled values or more, two of which name a column: one of a list of records, not a labelled line or two. */
const isWholeRecord = (r: RecordLines) => r.pairs.length >= 3 && r.pairs.filter((p) => RECORD_LABELS.some(([re]) => re.test(labelKey(p.label)))).length >= 2;

/** Whether a section reads as records: most of its lines are in records, and one at least is whole. */
function isRecordList(records: RecordLines[], lineCount: number): boolean {
	const labelled = records.reduce((n, r) => n + r.lines.length, 0);
	return records.some(isWholeRecord) && labelled >= lineCount * 0.6;
}

/**
 * Step 4b. "1   Entidad empleadora: X      Tipo de entidad: Universidad" over "    Categoría
 * profesional: Y" over "    Fecha de inicio-fin: 01/09/2016 - 14/02/2020": a record whose every
 * value is labelled, as national CV systems export them (Spain's CVN, Europass, researcher
 * databases). Each record is read as a table's row whose header is written beside its cells: one
 * line holding the record's lines, its values under the columns their labels name. A record opens
 * at its number, or where its first label comes again; a line with no label goes on with the value
 * above it.
 */
export function readLabelledRecords(section: Section): Section {
	// Most sections have no labelled line, or one or two: a record of three labels needs two lines at least.
	if (!RECORD_KINDS.has(section.kind) || section.lines.filter((l) => l.text.includes(':')).length < 2) return section;
	const out: Line[] = [];
	const records: RecordLines[] = [];
	let record: RecordLines | undefined;
	for (const line of section.lines) {
		const pairs = line.markupOnly || !line.raw.includes(':') ? [] : pairsOf(line.raw);
		const opens = pairs.length > 0 && (!record || RECORD_NUMBER.test(line.raw) || record.pairs.some((p) => p.label === pairs[0]!.label));
		if (opens) {
			record = { lines: [line], pairs };
			records.push(record);
			out.push(line);
		} else if (record && (pairs.length > 0 || (line.indent > 0 && !line.blankBefore))) {
			record.lines.push(line);
			if (pairs.length > 0) record.pairs.push(...pairs);
			else if (record.pairs.length > 0) record.pairs[record.pairs.length - 1]!.value += ` ${line.text}`;
		} else {
			record = undefined;
			out.push(line);
		}
	}
	if (!isRecordList(records, section.lines.length)) return section;
	const rows = new Map(records.map((r) => [r.lines[0]!, toRow(r)]));
	return { ...section, lines: out.map((line) => rows.get(line) ?? line) };
}
