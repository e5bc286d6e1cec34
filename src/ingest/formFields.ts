import type { Line, Section } from './types.ts';

/** The labels of a Europass CV's left-hand column, and the part of an entry each one gives. */
const FORM_LABELS: { re: RegExp; part: 'dates' | 'place' | 'role' | 'notes' | 'skip' }[] = [
	{ re: /^dates\s*\(\s*from\s*[–-]\s*to\s*\)/i, part: 'dates' },
	{ re: /^name and address of employer/i, part: 'place' },
	{ re: /^name and type of organi[sz]ation providing education and training/i, part: 'place' },
	{ re: /^occupation or position held/i, part: 'role' },
	{ re: /^title of qualification awarded/i, part: 'role' },
	{ re: /^main activities and responsibilities/i, part: 'notes' },
	{ re: /^principal subjects\s*\/\s*occupational skills covered/i, part: 'notes' },
	{ re: /^(?:type of business or sector|level in national or international classification)/i, part: 'skip' },
];

type Part = (typeof FORM_LABELS)[number]['part'];

interface FormEntry {
	/** The lines of each labelled part, its label's line first. */
	lines: Partial<Record<Part, Line[]>>;
	values: Partial<Record<Part, string>>;
}

function labelOf(text: string): { part: Part; value: string } | undefined {
	for (const { re, part } of FORM_LABELS) {
		const m = re.exec(text);
		if (m) return { part, value: text.slice(m[0].length).trim() };
	}
	return undefined;
}

/**
 * Step 4d. A Europass CV's entries are forms: "Dates (from – to)", "Name and address of employer",
 * "Occupation or position held" in a left-hand column, each value beside or under its label. An
 * entry is read as the date-first row it stands for ("01/10/2021 – present  Fellow, Institute,
 * City"), its activities as the line under it; the row keeps the numbers of every line it holds.
 */
export function readFormEntries(section: Section): Section {
	if ((section.kind !== 'experience' && section.kind !== 'education') || !section.lines.some((l) => labelOf(l.text)?.part === 'dates')) return section;
	const out: Line[] = [];
	let entry: FormEntry | undefined;
	let part: Part | undefined;
	const flush = () => {
		if (entry) out.push(...toRows(entry));
		entry = undefined;
		part = undefined;
	};
	for (const line of section.lines) {
		const label = labelOf(line.text);
		if (label?.part === 'dates') flush();
		if (label && (entry || label.part === 'dates')) {
			entry ??= { lines: {}, values: {} };
			part = label.part;
			// A classification ("ISCED 8", the sector) has no field: its line is read by no extractor and stays unplaced.
			if (part === 'skip') continue;
			(entry.lines[part] ??= []).push(line);
			if (label.value) entry.values[part] = label.value;
		} else if (entry && part && line.indent >= 4 && line.bullet === 0) {
			// A value under its label, or the rest of one that wrapped.
			if (part === 'skip') continue;
			(entry.lines[part] ??= []).push(line);
			entry.values[part] = [entry.values[part], line.text].filter(Boolean).join(' ');
		} else {
			flush();
			out.push(line);
		}
	}
	flush();
	return { ...section, lines: out };
}

/** An entry's form as lines the extractors read: the date-first row, then its activities; each keeps the numbers of the lines it holds. */
function toRows({ lines, values }: FormEntry): Line[] {
	const [first, ...rowLines] = (['dates', 'role', 'place'] as const).flatMap((part) => lines[part] ?? []).sort((a, b) => a.n - b.n);
	const head = [values.dates, [values.role, values.place].filter(Boolean).join(', ')].filter(Boolean).join('   ');
	const row: Line = { ...first!, text: head, cells: [head], strong: [], emphasis: [], also: rowLines.map((l) => l.n) };
	const [noteFirst, ...noteRest] = lines.notes ?? [];
	if (!noteFirst || !values.notes) return [row];
	return [row, { ...noteFirst, text: values.notes, cells: [values.notes], indent: 0, bullet: 1, strong: [], emphasis: [], also: noteRest.map((l) => l.n) }];
}
