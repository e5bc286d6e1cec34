import { ADMINISTRATIVE_LABEL, BARE_DURATION, BARE_LABEL, columnOfKey, labelKey, SUMMARY_LABEL } from './vocab/recordLabels.ts';
import { splitLeadingDate } from './dates.ts';
import { joinLines } from './lines.ts';
import { cleanField, ENDS_IN_JOINING_WORD, wordCount } from './text.ts';
import type { Line, Section, SectionKind } from './types.ts';

/** The kinds of entry a labelled record can make: the table reader's. */
const RECORD_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>(['experience', 'education', 'publications', 'awards', 'teaching', 'projects', 'service', 'talks']);

/** "1   Entidad empleadora: …": the record's number before its first label. */
const RECORD_NUMBER = /^\s*\d{1,3}[.)]?\s+/;
/** A label and its value: a few words and a colon, the value after it (which may be empty). */
const LABELLED = /^(\p{L}[^:]{0,70}?)\s?:(?:\s+(.*))?$/u;
/** "…, Institución: X, Año: 2022": labelled values a comma sets apart, each label a few words in capitals first. */
const LABEL_AFTER_COMMA = /,\s+(?=\p{Lu}[\p{L} ]{1,40}:\s)/u;
/** "ZULUAGA BETANCUR, LUISA FERNANDA": a name in capitals, surname first. */
const NAME_IN_CAPITALS = /^[\p{Lu}'-]+(?:\s[\p{Lu}'-]+)*,\s[\p{Lu}'-]+(?:\s[\p{Lu}'-]+)*$/u;
/** Values set side by side on a line, as a PDF's export spaces them. */
const SIDE_BY_SIDE = /\s{3,}|\t+/;

interface Pair {
	/** The label as written, '' for a value no label names (a head line's dates and title, a note). */
	label: string;
	value: string;
	/** The column the value goes to: the one its label names, '' for a label that says nothing of the work, the label itself for one no column holds. */
	column: string;
	/** The vocabulary knows the label. */
	named?: true;
}

/** A written label's pair, its column read once. */
function labelledPair(label: string, value: string): Pair {
	const key = labelKey(label);
	const named = columnOfKey(key);
	const column = ADMINISTRATIVE_LABEL.test(key) ? '' : (named ?? label);
	return { label, value, column, ...(named ? { named: true } : {}) };
}

/** "Páginas, inicial: 41      final: 55": a line's labelled values; none unless its first part is one. */
function pairsOf(raw: string): Pair[] {
	// "Final grade 110/110", "Level in EQF EQF level 8": Europass's labels, set with no colon.
	const bare = BARE_LABEL.exec(raw.trim());
	if (bare) return [labelledPair(bare[1]!, bare[2]!.replace(/^:\s*/, '').trim())];
	const pairs: Pair[] = [];
	const parts = raw.replace(RECORD_NUMBER, '').trim().split(SIDE_BY_SIDE).flatMap((part) => part.split(LABEL_AFTER_COMMA));
	// "SURNAME, NAME, Titulo: …": who the record is of, then its first label (a jury's record in Colombia's CvLAC).
	if (parts.length > 1 && NAME_IN_CAPITALS.test(parts[0]!) && labelOf(parts[1]!)) pairs.push({ label: '', value: parts.shift()!, column: 'note' });
	for (const part of parts) {
		const m = labelOf(part);
		const pair = m ? labelledPair(m[1]!.trim(), m[2]?.trim() ?? '') : undefined;
		// "Productos asociados: Nombre del producto: Title": a group's label the vocabulary does not know, then the value's own.
		const inner = pair && !pair.named && m?.[2] ? labelOf(m[2]) : undefined;
		if (inner) pairs.push(labelledPair(inner[1]!.trim(), inner[2]?.trim() ?? ''));
		else if (pair) pairs.push(pair);
		else if (pairs.length > 0 && BARE_DURATION.test(part.trim())) pairs.push(labelledPair('duracion', part.trim()));
		else if (pairs.length === 0) return [];
		// A part with no label goes on with the value before it.
		else pairs[pairs.length - 1]!.value = `${pairs[pairs.length - 1]!.value} ${part.trim()}`.trim();
	}
	return pairs;
}

/** A part's label and value, if it opens with a label of a few words. */
function labelOf(part: string): RegExpExecArray | undefined {
	const m = LABELLED.exec(part);
	const words = m ? m[1]!.replace(/\([^()]*\)/g, '').trim().split(/\s+/).length : 0;
	return m && words <= 6 && !/https?$|\d$/.test(m[1]!) ? m : undefined;
}

interface RecordLines {
	lines: Line[];
	pairs: Pair[];
	/** "Resumen" alone on the line above: the lines under it are the record's summary. */
	summary?: true;
}

/** A record's lines as one, its labelled values as the columns of a table's row. */
function toRow(record: RecordLines): Line {
	const columns: Record<string, string> = {};
	let notes = 0;
	const labelled = new Set(record.pairs.filter((p) => p.named).map((p) => p.column));
	for (const { value, column: written, label } of record.pairs) {
		// Notes under a head ("▪ Design of …") are columns no field holds, each one a note of the entry's own.
		// "2024/1 - 2024/4 Instructor, University of X" over "Course Title: …": where a label names what the
		// head line would, the head says who held it and where.
		const column = written === 'note' ? `note ${++notes}` : label === '' && labelled.has(written) ? 'held' : written;
		// A value given twice (a record's two advisors, its start and end written apart) is kept whole.
		if (column && value) columns[column] = columns[column] ? `${columns[column]}; ${value}` : value;
	}
	// "Fecha de inicio: 15/02/2020" and no end: a position or project still held, as an open range reads.
	if (columns.dates === undefined && columns.start !== undefined) columns.dates = `${columns.start} - ${columns.end ?? ''}`.trim();
	// "City: Delft      Country: Netherlands": one place.
	if (columns.country !== undefined) columns.city = columns.city === undefined ? columns.country : `${columns.city}, ${columns.country}`;
	delete columns.country;
	delete columns.start;
	delete columns.end;
	const joined = record.lines.slice(1).reduce(joinLines, record.lines[0]!);
	return { ...joined, columns, labelled: true };
}

/** A record of three values or more, two of which the text labels with a column's name: one of a list of records, not a labelled line or two. */
const isWholeRecord = (r: RecordLines) => r.pairs.length >= 3 && r.pairs.filter((p) => p.named).length >= 2;

/**
 * A record under a head line of dates names where it was by a label ("Employer:", "City:"), as
 * Europass does: "2019  Ph.D., Physics, University of X" over "Advisor: …" is an entry of a CV's
 * list with a detail or two under it, which its section's reader takes line by line.
 */
// "2024/1 - 2024/4 Instructor, University of X" over "Course Title: …" (Canada's Common CV): a course's record, its
// head line who taught it where, is so by the label that names the course. (A degree's "Degree:" under its head is a detail.)
const isHeadedRecord = (r: RecordLines, kind: SectionKind) => r.pairs[0]!.label !== '' || r.pairs.some((p) => p.named && (WHERE.has(p.column) || (kind === 'teaching' && p.column === 'course')));
const WHERE = new Set(['employer', 'city', 'country', 'university', 'institution']);

/** What a record's head line names, by the kind of section, and what the line under it names before any label. */
const HEAD_COLUMNS: Partial<Record<SectionKind, [head: string, under?: string]>> = {
	experience: ['position', 'employer'],
	education: ['degree', 'university'],
	projects: ['project'],
	awards: ['award'],
	teaching: ['course'],
	service: ['role'],
	publications: ['title'],
};

/**
 * "01/09/2019 – Current          Postdoctoral Researcher" over "Employer: …", "City: …": a record
 * headed by its dates and what it is (Europass), the line a date column opens; its values as pairs.
 */
function headPairs(line: Line, kind: SectionKind, margin: number): Pair[] | undefined {
	const lead = line.indent <= margin && line.bullet === 0 ? splitLeadingDate(line.text) : undefined;
	const head = HEAD_COLUMNS[kind]?.[0];
	if (!lead || !head || !cleanField(lead.rest)) return undefined;
	return [
		{ label: '', value: lead.range.raw, column: 'dates' },
		{ label: '', value: cleanField(lead.rest), column: head },
	];
}

/** Whether a line of no label goes on with the value above it: a line a page's width broke, or the rest of an item. */
function continuesValue(record: RecordLines, line: Line, width: number): boolean {
	const above = record.lines[record.lines.length - 1]!;
	const last = record.pairs[record.pairs.length - 1];
	if (!last || line.bullet > 0) return false;
	if (above.bullet > 0) return line.indent > above.indent;
	// Broken where the next word would not have fitted, or plainly unfinished.
	const firstWord = /^\S+/.exec(line.text)?.[0] ?? '';
	return /^\p{Ll}/u.test(line.text) || /[,;–-]$/.test(last.value) || ENDS_IN_JOINING_WORD.test(last.value) || above.raw.trimEnd().length + 1 + firstWord.length > width;
}

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
 * at its number, at a head line of dates, or where its first label comes again; a line with no label
 * goes on with the value above it where that broke off, and is a note of the record's own otherwise.
 */
export function readLabelledRecords(section: Section): Section {
	// Most sections have no labelled line, or one or two: a record of three labels needs two lines at least.
	if (!RECORD_KINDS.has(section.kind) || section.lines.filter((l) => l.text.includes(':')).length < 2) return section;
	const out: Line[] = [];
	const records: RecordLines[] = [];
	const width = Math.max(...section.lines.map((l) => l.raw.trimEnd().length));
	const under = HEAD_COLUMNS[section.kind]?.[1];
	// The page's margin: a PDF's text sets every line some spaces in, and a record's head line at the margin.
	const margin = Math.min(...section.lines.map((l) => l.indent));
	let record: RecordLines | undefined;
	for (const line of section.lines) {
		const labelled = line.markupOnly || (!line.raw.includes(':') && !BARE_LABEL.test(line.raw.trim())) ? [] : pairsOf(line.raw);
		const pairs = labelled.length > 0 ? labelled : (headPairs(line, section.kind, margin) ?? []);
		const opens = pairs.length > 0 && (!record || RECORD_NUMBER.test(line.raw) || pairs[0]!.label === '' || record.pairs.some((p) => p.label !== '' && p.label === pairs[0]!.label));
		if (opens) {
			record = { lines: [line], pairs };
			records.push(record);
			out.push(line);
		} else if (record && SUMMARY_LABEL.test(line.text)) {
			record.summary = true;
			record.pairs.push({ label: line.text, value: '', column: 'summary' });
			record.lines.push(line);
		} else if (record?.summary && !line.blankBefore && pairs.length === 0) {
			const summary = record.pairs[record.pairs.length - 1]!;
			summary.value = `${summary.value} ${line.text}`.trim();
			record.lines.push(line);
		} else if (record && (pairs.length > 0 || (!line.blankBefore && (line.indent > 0 || (/^\p{Ll}/u.test(line.text) && continuesValue(record, line, width)))))) {
			if (pairs.length > 0) record.pairs.push(...pairs);
			// "Politecnico di Torino" right under "PhD in …" (Europass): where, before any label.
			else if (under && record.lines.length === 1 && record.pairs[0]!.label === '') record.pairs.push({ label: '', value: line.text, column: under });
			else if (continuesValue(record, line, width)) record.pairs[record.pairs.length - 1]!.value += ` ${line.text}`;
			else record.pairs.push({ label: '', value: line.text, column: 'note' });
			record.lines.push(line);
		} else {
			record = undefined;
			out.push(line);
		}
	}
	// "Doctorado", "Maestría/Magister" over the records of each level: a group's label, no line the records could hold.
	const groupLabels = section.lines.filter((l) => wordCount(l.text) <= 3 && !/[:\d]/.test(l.text)).length;
	if (!isRecordList(records.filter((r) => isHeadedRecord(r, section.kind)), section.lines.length - groupLabels)) return section;
	// A record not read as one keeps its lines, for its section's reader.
	const rows = new Map(records.map((r) => [r.lines[0]!, isHeadedRecord(r, section.kind) ? [toRow(r)] : r.lines]));
	return { ...section, lines: out.flatMap((line) => rows.get(line) ?? [line]) };
}
