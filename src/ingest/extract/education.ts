import type { Education } from '../../schema/index.ts';
import { findDateRanges, parseDateRange, splitLeadingDate, splitTrailingDate } from '../dates.ts';
import { splitPeople } from '../names.ts';
import { cleanField, splitSentences, splitTopics, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { DEGREE, degreeIndex, EDUCATION_LABELS, INSTITUTION_WORDS, UNIT_OF } from '../vocab/degrees.ts';
import { PLACE, ROLE_WORDS } from '../vocab/roles.ts';
import { isPlaceLine, joinCampus, splitColonPlace, splitPlaceColumn, unglueCity } from './org.ts';
import { readRecordLine } from './recordItem.ts';
import { parseAward, splitAwardList } from './awards.ts';
import { isAwardText } from './citation.ts';
import { splitLabel } from './labels.ts';
import { teachingFromText } from './teaching.ts';

const hasDegree = (text: string) => degreeIndex(text) >= 0;

/** A grade out of a scale: "3.92 / 4.0", "9.1/10". */
const GRADE = String.raw`\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?`;
/** "Cum. GPA: 3.92 / 4.0": a GPA whose label a stop keeps from reading as one. */
const CUM_GPA = new RegExp(String.raw`^cum\.\s+GPA\s*:?\s*(${GRADE})$`, 'i');
/** "9.1/10, graduated with honors": the grade that opens a GPA's value. */
const LEADING_GRADE = new RegExp(String.raw`^${GRADE}(?=\s*[,;(]|$)`);

/** A line that opens an education entry: a list item, a heading, a year column, or an institution name. */
function startsEntry(line: Line, current: Line[]): boolean {
	if (current.length === 0) return true;
	if (line.bullet === 1 && line.strong.length > 0) return true;
	if (line.mdHeading > 0) return true;
	// "● Residency, Internal Medicine⇥06/2014–06/2017" over "   ○ Hospital, City": a list item with its parts listed under it;
	// the next item at the first level is the next entry.
	if (line.bullet === 1 && current[0]!.bullet === 1 && current.some((l) => l.bullet > 1)) return true;
	// A second degree line opens the next entry ("Ph.D., Field, University, 2020" per line).
	if (hasDegree(line.text) && current.some((l) => hasDegree(l.text)) && line.bullet <= 1) return true;
	if (line.cells.length > 1 && line.cells[0] !== '' && parseDateRange(line.cells[0]!)) return true;
	// A second institution line ("University of X, City") opens the next entry.
	const lead = line.strong[0] ?? line.text.split(',')[0] ?? '';
	// A sentence that names an institution ("Exchange semester at ETH Zürich.") tells of the entry it is in.
	if (splitSentences(lead).length > 1 || /^\p{Ll}/u.test(lead)) return false;
	return INSTITUTION_WORDS.test(lead) && !hasDegree(lead) && line.bullet <= 1 && current.some((l) => INSTITUTION_WORDS.test(l.text));
}

/** A line that could open the first entry: it names an institution or a degree, or is a list item or heading, or has dates. */
const opensAnyEntry = (line: Line) => line.bullet > 0 || line.mdHeading > 0 || line.strong.length > 0 || INSTITUTION_WORDS.test(line.text) || hasDegree(line.text) || findDateRanges(line.text).length > 0;

/** Step 5f. Education: institution, degree, field, place, dates, GPA, advisors and what else each entry says. */
export function extractEducation(section: Section, ctx: ExtractContext): void {
	const groups: Line[][] = [];
	for (const line of section.lines.map(withDegreeNamed)) {
		// A form's instructions and column names above its first row ("DEGREE", "MM/YYYY") belong to no entry.
		if (groups.length === 0 && !opensAnyEntry(line)) continue;
		if (startsEntry(line, groups[groups.length - 1] ?? [])) groups.push([]);
		groups[groups.length - 1]!.push(line);
	}
	for (const lines of groups) {
		const entry = readEntry(lines, ctx);
		if (entry) ctx.draft.education.push(entry);
	}
}

/** "Promotion (Dr. rer. nat.) in Ökologie, …": a German CV's doctorate, named by the degree it gave in brackets. */
const DOCTORATE_NAMED = /\bPromotion\s\(([^()]+)\)/;

/** "2015  Promotion (Dr. rer. nat.) in Ökologie, …" → "2015  Dr. rer. nat. in Ökologie, …", as a degree's line names it. */
function withDegreeNamed(line: Line): Line {
	if (!line.text.includes('Promotion (')) return line;
	return { ...line, text: line.text.replace(DOCTORATE_NAMED, '$1'), cells: line.cells.map((c) => c.replace(DOCTORATE_NAMED, '$1')) };
}

function readEntry(lines: Line[], ctx: ExtractContext): Education | undefined {
	const e: Education = { institution: '', advisors: [], details: [], source: spanOf(lines) };
	const placed: Line[] = [];
	for (const line of lines) {
		const cells = line.cells.filter(Boolean);
		let text = line.text;
		// "Calloway College, Brookfield, VT | BS | 05/2005 | Biochemistry": a form's table row, each cell read for what it is.
		if (cells.length > 2 && readTableRow(e, cells, line, ctx)) {
			placed.push(line);
			continue;
		}
		if (line.cells.length > 1 && cells.length > 1) {
			const range = parseDateRange(cells[0]!);
			const last = parseDateRange(cells[cells.length - 1]!);
			const column = range || last ? undefined : splitPlaceColumn(cells);
			if (range) {
				e.dates ??= range;
				text = cells.slice(1).join(' ');
			} else if (last) {
				e.dates ??= last;
				text = cells.slice(0, -1).join(' ');
			} else if (column) {
				e.location ??= column.place;
				text = column.text;
			} else if (readLabelled(e, splitLabel(cells.slice(1).join(' ')) ?? { label: cells[0]!, value: cells.slice(1).join(' ') }, ctx, line)) {
				placed.push(line);
				continue;
			}
		}
		if (readLine(e, text, line, ctx)) placed.push(line);
	}
	// Without an institution there is no entry, and its lines stay unplaced rather than lost.
	if (!e.institution) return undefined;
	ctx.trace.place(...placed);
	return e;
}

/**
 * A stop that ends a sentence, then a label and its value: "… Bologna. Voto finale: 110/110". The stop
 * ends a word of four letters or more, a number or a quote: "Cum. GPA: 3.92" is one label.
 */
const LABEL_AFTER_STOP = /(?<=\p{L}{4}|[\d"”»)*])\.\s+(?=\p{Lu}[\p{L}' ]{1,30}\s?:\s)/u;

/**
 * A table row of institution, degree, date and field in any order: true when it had a degree cell
 * and an institution's. The cell after the degree, a short one of words only, is the field.
 */
function readTableRow(e: Education, cells: readonly string[], line: Line, ctx: ExtractContext): boolean {
	const institutionAt = cells.findIndex((c) => INSTITUTION_WORDS.test(c));
	const named = cells.findIndex((c) => degreeIndex(c) === 0);
	// "Calloway University School of Medicine⇥Postdoctoral Fellow⇥06/2014⇥Cardiovascular Metabolism": a
	// form's training table puts the training held in the degree's column.
	const training = named < 0 && institutionAt >= 0 ? cells.findIndex((c, i) => i === institutionAt + 1 && ROLE_WORDS.test(c) && wordCount(c) <= 4) : -1;
	const degreeAt = named >= 0 ? named : training;
	if (degreeAt < 0 || institutionAt < 0 || degreeAt === institutionAt) return false;
	cells.forEach((cell, i) => {
		const range = parseDateRange(cell);
		if (range) e.dates ??= range;
		else if (i === training) e.degree = cleanField(cell);
		else if (i === institutionAt && i === degreeAt + 1 && !e.field) readLine(e, withoutLeadingField(e, cell), line, ctx);
		else if (i === institutionAt || i === degreeAt) readLine(e, cell, line, ctx);
		else if (!e.field && i > degreeAt && /^[\p{L} ,&'’-]+$/u.test(cell) && wordCount(cell) <= 6) e.field = cleanField(cell);
		else e.details.push(cleanField(cell));
	});
	return true;
}

/** "Ph.D.⇥Biomedical Engineering, Some University, City": the parts before the institution, right after the degree's cell, are its field. */
function withoutLeadingField(e: Education, cell: string): string {
	const parts = cell.split(/\s*,\s*/);
	const at = parts.findIndex((p) => INSTITUTION_WORDS.test(p));
	if (at <= 0) return cell;
	e.field = cleanField(parts.slice(0, at).join(', '));
	return parts.slice(at).join(', ');
}

/**
 * "2014-10 to 2019-03 | Dr. sc. ETH (Institute of X)" under "ETH Zurich: Zürich, CH" (ORCID): the
 * degree stands after the dates whatever its words ("Docent in Hydrology"), the unit in brackets after it.
 */
function readRecordDegree(e: Education, text: string, line: Line, ctx: ExtractContext): boolean {
	const record = readRecordLine(text);
	if (!record) return false;
	const range = parseDateRange(record.dates);
	if (range) e.dates ??= range;
	const { title: degree, unit } = record;
	const left = cleanField(readDegree(e, degree, ctx, line));
	if (!e.degree) {
		const field = /^(.+?)\s+in\s+(.+)$/.exec(degree);
		e.degree = cleanField(field ? field[1]! : degree);
		if (field) e.field ??= cleanField(field[2]!);
	} else if (left) e.details.push(left);
	if (unit) e.details.push(unit);
	return true;
}

/** Reads one line of an entry; returns whether it was used. */
function readLine(e: Education, whole: string, line: Line, ctx: ExtractContext): boolean {
	if (e.institution && !e.degree && readRecordDegree(e, whole, line, ctx)) return true;
	let text = whole;
	// "…; Advisor: Prof. X   Sep. 2020 – Present": the dates' column is no part of the label's value.
	const dated = text.includes(':') ? splitTrailingDate(text) : undefined;
	if (dated && splitLabel(dated.rest.split(/\s*;\s*/).pop()!)) {
		e.dates ??= dated.range;
		text = dated.rest;
	}
	// "Ph.D. in Computer Science; Advisor: Prof. X": a labelled part of the degree's line is read as its label says;
	// so is one after a stop ("…, Università di Bologna. Voto finale: 110/110", "Tesi: … Relatore: prof. X").
	// A label's own value may hold semicolons ("Advisors: A; B"): only a part that is no label is split at them.
	const parts = (LABEL_AFTER_STOP.test(text) ? text.split(LABEL_AFTER_STOP) : [text]).flatMap((p) => (p.includes(';') && !splitLabel(p) ? p.split(/\s*;\s*/) : [p]));
	if (parts.length > 1) {
		const labelled = parts.filter((p) => EDUCATION_LABELS.some((l) => l.field !== 'details' && l.re.test(splitLabel(p)?.label ?? '')));
		if (labelled.length > 0 && labelled.length < parts.length) {
			for (const part of labelled) readLabelled(e, splitLabel(part)!, ctx, line);
			text = parts.filter((p) => !labelled.includes(p)).join('; ');
		}
	}
	// "Universidad X, Argentina · abr. 2012 – mar. 2017 · Promedio: 8,74/10": parts set apart by
	// middle dots, each read on its own: the dates and the labels out, the rest as one line.
	if (text.includes(' · ')) text = readDottedParts(e, text, line, ctx);
	const range = parseDateRange(text);
	if (range) return void (e.dates ??= range), true;
	// "Cum. GPA: 3.92 / 4.0": a grade whose label a stop keeps from reading as one.
	const grade = CUM_GPA.exec(text);
	if (grade) {
		e.gpa ??= grade[1]!;
		e.details.push(text);
		return true;
	}
	// "Ashford, MA, USA" on a line of its own under the institution.
	if (!e.location && e.institution && isPlaceLine(text)) return void (e.location = text), true;
	const sentences = splitSentences(text);
	// "Halvorsen Graduate Fellowship (2023). Coursework: …": an honour among a degree's details, with its year, is an award too.
	if (line.bullet > 0 && text.includes('(')) {
		for (const s of sentences) {
			const award = HONOUR_WITH_YEAR.test(s) && isAwardText(s) ? parseAward(s, spanOf([line])) : undefined;
			if (award) ctx.draft.awards.push(award);
		}
	}
	if (sentences.length > 1 && sentences.every((s) => splitLabel(s))) {
		for (const s of sentences) if (!readLabelled(e, splitLabel(s)!, ctx, line)) e.details.push(cleanField(s));
		return true;
	}
	const labelled = splitLabel(text);
	if (labelled && !DEGREE.test(labelled.label) && readLabelled(e, labelled, ctx, line)) return true;
	// "01/10/2014 – 15/07/2018 PHD IN MARINE SCIENCE Universidad de Valdecruz": the dates first.
	const lead = e.dates ? undefined : splitLeadingDate(text);
	if (lead) {
		e.dates = lead.range;
		text = lead.rest;
	}
	let rest = text;
	// "PHD IN MARINE SCIENCE Universidad de Valdecruz, City" (Europass): the degree in capitals, the institution after it.
	const shouted = e.institution ? undefined : SHOUTED_DEGREE.exec(text);
	if (shouted && degreeIndex(shouted[1]!) >= 0 && INSTITUTION_WORDS.test(shouted[2]!)) {
		const inst = readInstitution(shouted[2]!, line);
		e.institution = inst?.institution ?? cleanField(shouted[2]!);
		if (inst?.location) e.location = inst.location;
		rest = shouted[1]!;
	}
	if (!e.institution) {
		const inst = readInstitution(text, line);
		if (inst) {
			e.institution = inst.institution;
			if (inst.location) e.location = inst.location;
			rest = inst.rest;
		}
	}
	const found = findDateRanges(rest)[0];
	if (found && !e.dates) {
		e.dates = found.range;
		rest = rest.slice(0, found.index) + rest.slice(found.index + found.length);
	}
	if (cleanField(rest) && !e.degree) rest = readDegree(e, rest, ctx, line);
	if (!e.institution) rest = readTrailingInstitution(e, rest);
	if (cleanField(rest)) e.details.push(cleanField(rest));
	return true;
}

function readDottedParts(e: Education, text: string, line: Line, ctx: ExtractContext): string {
	const kept = text.split(/\s+·\s+/).filter((part) => {
		const range = e.dates ? undefined : parseDateRange(part);
		if (range) e.dates = range;
		const labelled = range ? undefined : splitLabel(part);
		return !range && !(labelled && readLabelled(e, labelled, ctx, line));
	});
	return kept.join(', ');
}

const HONOUR_WITH_YEAR = /^[^()]{3,100}\((?:19|20)\d{2}\)\.?$/;

/** "University of X, City, ST." or a bold institution followed by its place. */
function readInstitution(text: string, line: Line): { institution: string; location?: string; rest: string } | undefined {
	const colon = splitColonPlace(text);
	if (colon && INSTITUTION_WORDS.test(colon.name)) return { institution: colon.name, location: colon.place, rest: '' };
	const degreeAt = degreeIndex(text);
	const head = degreeAt > 0 ? text.slice(0, degreeAt) : degreeAt === 0 ? '' : text;
	const rest = degreeAt >= 0 ? text.slice(degreeAt) : '';
	const bold = line.strong.find((s) => head.startsWith(s));
	if (bold) {
		// "**University**, Shanghai, China  2017.09-2021.06": dates after the place, however narrow the gap.
		const place = cleanField(head.slice(bold.length));
		const dated = splitTrailingDate(place);
		return dated ? withLocation(bold, dated.rest, `${dated.range.raw} ${rest}`) : withLocation(bold, place, rest);
	}
	if (!INSTITUTION_WORDS.test(head)) return undefined;
	const parts = unglueCity(joinCampus(head.split(/\s*,\s*/).map(cleanField).filter(Boolean)));
	const i = parts.findIndex((p) => INSTITUTION_WORDS.test(p));
	const place = line.emphasis.length ? line.emphasis.filter((s) => !/gpa/i.test(s)).join(', ') : parts.slice(i + 1).join(', ');
	return withLocation(parts.slice(0, i + 1).join(', '), place, rest);
}

function withLocation(institution: string, location: string, rest: string) {
	return location ? { institution, location: cleanField(location), rest } : { institution, rest };
}

/** "Ph.D., Field, University, City" puts the institution after the degree. */
function readTrailingInstitution(e: Education, text: string): string {
	const parts = text.split(/\s*,\s*/).map(cleanField);
	// "Ph.D. in Computer Science, KAIST": where no part names an institution, one known by its initials.
	const named = parts.findIndex((p) => INSTITUTION_WORDS.test(p));
	const first = named >= 0 ? named : parts.findIndex((p) => INITIALS_NAME.test(p) && !NO_INSTITUTION.test(p));
	if (first < 0) return text;
	// "Graduate School of Engineering, Kitamine University": a school of the university, the university after it
	// (the school is left with what comes before the institution, a detail).
	const whole = UNIT_OF.test(parts[first]!) ? parts.findIndex((p, j) => j > first && INSTITUTION_WORDS.test(p) && !UNIT_OF.test(p)) : -1;
	const i = whole > 0 ? whole : first;
	// "Université de Valbrune — mention Bien": how the degree was awarded, after a dash, is a detail.
	const [institution = '', note] = parts[i]!.split(/\s+[—–]\s+(?=\p{Ll})/u);
	e.institution = institution;
	if (note) e.details.push(note);
	const place = parts.slice(i + 1).filter(Boolean).join(', ');
	if (place && !e.location && PLACE.test(place)) e.location = place;
	else if (place) e.details.push(place);
	return parts.slice(0, i).join(', ');
}

/** "KAIST", "UCLA", "TU Delft": an institution's initials, a place's name after them or not. */
const INITIALS_NAME = /^\p{Lu}{2,6}(?:\s\p{Lu}\p{Ll}+)?$/u;
/** Initials that name no institution: a country, a grade, a degree. */
const NO_INSTITUTION = /^(?:USA?|UK|UAE|PRC|ROC|EU|GPA|CGPA|PHD|MSC|BSC|MBA|MD|MS|BS|BA|MA|CS|EE|ECE|AI|ML|NLP)$/;


/** A degree's title in capitals, then words as written: "MASTER'S DEGREE IN OCEANOGRAPHY Universidade Atlântica". */
const SHOUTED_DEGREE = /^(\p{Lu}[\p{Lu}\d'’ .&-]*\p{Lu})\s+(\p{Lu}\p{Ll}.*)$/u;

const LATIN_HONOUR = /^\s*,?\s*((?:summa |magna )?cum laude|with (?:highest |high )?(?:honou?rs|distinction))(?=\s*(?:[,;]|$))/i;

/** ", " or " Thesis, " between a kind of degree and the degree's name. */
const KIND_BEFORE_NAME = /^\s*(Thesis|Degree|Program)?\s*,\s*/;

/** "Ph.D. in Computer Engineering, GPA 4.0/4.0" → degree, field, GPA; returns what is left. */
function readDegree(e: Education, text: string, ctx: ExtractContext, line: Line): string {
	const at = degreeIndex(text);
	const m = at >= 0 ? DEGREE.exec(text.slice(at)) : null;
	if (!m) return text;
	m.index += at;
	let rest = text.slice(m.index + m[0].length);
	// "MSc (Distinction)", "BA (Hons)": how the degree was awarded is part of its name.
	const qualifier = /^\s*\([^()]{1,30}\)/.exec(rest);
	e.degree = qualifier ? `${m[0].trim()} ${qualifier[0].trim()}` : m[0].trim();
	if (qualifier) rest = rest.slice(qualifier[0].length);
	// "Doctorate, Doctor of Philosophy, Biomedical Engineering", "Master's Thesis, Master of Applied Science, …"
	// (Canada's Common CV): the kind of degree, then its name, which is the degree.
	const kindThenName = KIND_BEFORE_NAME.exec(rest);
	const name = kindThenName ? DEGREE.exec(rest.slice(kindThenName[0].length)) : null;
	if (kindThenName && name?.index === 0) {
		e.details.push(`${e.degree}${kindThenName[1] ? ` ${kindThenName[1]}` : ''}`);
		e.degree = name[0].trim();
		rest = rest.slice(kindThenName[0].length + name[0].length);
	}
	// "Doctor of Philosophy - PhD, Robotics": the degree's short name, as listings add it, is no field.
	const alias = /^\s*[-–]\s*[A-Z][A-Za-z.]{0,5}(?=\s*(?:,|$))/.exec(rest);
	if (alias) rest = rest.slice(alias[0].length);
	// "B.A., magna cum laude, History": a Latin honour is how the degree was awarded, no field.
	const honour = LATIN_HONOUR.exec(rest);
	if (honour) {
		e.details.push(honour[1]!);
		rest = rest.slice(honour[0].length);
	}
	// "Ph.D. in Computer Science — University of X": a spaced dash ends the field, as a comma does.
	// "in", "en", "em" are words of their own: "MSc Energy Systems" keeps its "En".
	const field = /^\s*(?:(?:in|of|en|em)(?=\s)|,)?\s*([^,;(]+?)(?=\s*(?:[,;(]|\s[—–-]\s|\bGPA\b|$))/i.exec(rest);
	// "Doctor of Engineering, Department of Materials Science": the department names the field.
	const fieldText = cleanField(field?.[1] ?? '').replace(/^Department of\s+/, '');
	// A field of blanks ("MSc (Distinction), …" once gave one) would fail the profile's validation.
	// "PhD, University of X, 2019": what follows the degree is the institution, not a field.
	if (field && fieldText && !/gpa/i.test(fieldText) && !(e.institution === '' && INSTITUTION_WORDS.test(fieldText))) {
		e.field = fieldText;
		rest = rest.slice(field[0].length);
		// "B.S. in Computer Engineering (Honors)": how the degree was awarded, said after its field.
		const note = /^\s*\(([^()]{1,30})\)/.exec(rest);
		if (note) {
			e.details.push(note[1]!);
			rest = rest.slice(note[0].length);
		}
	}
	const gpa = /,?\s*\bGPA\b:?\s*([\d.]+\s*\/\s*[\d.]+|[\d.]+)/i.exec(rest);
	if (gpa) {
		e.gpa = gpa[1]!.trim();
		rest = rest.slice(0, gpa.index) + rest.slice(gpa.index + gpa[0].length);
	}
	const ta = teachingFromText(cleanField(rest), e.institution, line);
	if (ta) {
		ctx.draft.teaching.push(ta);
		e.details.push(cleanField(rest));
		return '';
	}
	return rest;
}

/** "; committee: …", ", readers: …": the members of a thesis's committee after its advisor, labelled. */
const COMMITTEE_AFTER = /[;,]\s*(?:(?:thesis|dissertation)\s+)?(?:committee(?:\s+members?)?|readers?|examiners?)\s*:/i;

/** A labelled line ("Advisor: …", "GPA: …", "Honors: …"); an unknown label with a list of topics is taken as interests. */
function readLabelled(e: Education, { label, value }: { label: string; value: string }, ctx: ExtractContext, line: Line): boolean {
	const kind = EDUCATION_LABELS.find((l) => l.re.test(label))?.field ?? (/;/.test(value) && !/\d/.test(value) ? 'interests' : undefined);
	if (!kind) return false;
	const clean = cleanField(value);
	if (kind === 'advisors') {
		// "Prof. X; committee: A, B, C": the committee after the advisor examined the thesis, no advisor of it.
		const committee = COMMITTEE_AFTER.exec(clean);
		e.advisors.push(...splitPeople(committee ? clean.slice(0, committee.index) : clean));
		if (committee) e.details.push(cleanField(clean.slice(committee.index).replace(/^[;,]\s*/, '')));
	} else if (kind === 'gpa') {
		const value = clean.replace(/^gpa\s*/i, '');
		// "GPA: 9.1/10, graduated with honors": the grade, not what is said after it.
		e.gpa = LEADING_GRADE.exec(value)?.[0] ?? value;
		e.details.push(`${label}: ${clean}`);
	} else if (kind === 'interests') {
		ctx.draft.interests.push(...splitTopics(clean));
		e.details.push(`Interests: ${clean}`);
		// Placed now: its topics stand in the profile even if this entry is dropped.
		ctx.trace.place(line);
	} else if (kind === 'awards') {
		ctx.draft.awards.push(...splitAwardList(clean, line));
		e.details.push(`${label}: ${clean}`);
		ctx.trace.place(line);
	} else e.details.push(`${label}: ${clean}`);
	return true;
}
