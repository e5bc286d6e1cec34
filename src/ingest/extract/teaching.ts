import type { Teaching } from '../../schema/index.ts';
import { parseDateRange, splitLeadingDate } from '../dates.ts';
import { cleanField, isParagraph, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { degreeIndex, INSTITUTION_WORDS, UNIT_OF } from '../vocab/degrees.ts';
import { TEACHING_ROLE_WORDS } from '../vocab/roles.ts';
import { ANY_CASE_TEACHING_ROLE, coursesNamedIn, LEADING_TERM, readCourseLine, TERM, TERM_TEXT, isTerm } from './courseLine.ts';
import { splitLabel } from './labels.ts';
import { isPlaceLine } from './org.ts';

/** "Role for Course", "Role: Course", "Role, Course", "Role – Course". */
const ROLE_THEN_COURSE = new RegExp(`^(.*?\\b${TEACHING_ROLE_WORDS})\\s*(?:for|of|in|:|,|\\||(?<=\\s)[–—-](?=\\s))\\s*(.+)$`, 'i');
const TRAILING_TERM = new RegExp(String.raw`\s+(${TERM_TEXT})$`, 'i');

/** "Undergraduate TA for Course (Fall 2015, CODE), Institution" and "Teaching Assistant: Course". */
export function teachingFromText(text: string, institution: string | undefined, line: Line): Teaching | undefined {
	const m = ROLE_THEN_COURSE.exec(text);
	// The role opens the line: "Course, University, Teaching Assistant" and "Course (instructor)" name the course first.
	if (!m || !ANY_CASE_TEACHING_ROLE.test(m[1]!) || /[,:(]/.test(m[1]!) || wordCount(m[1]!) > 4) return undefined;
	// What follows the role is a course line, read part by part as one under a Teaching heading is.
	const t: Teaching = { ...readCourseLine(m[2]!, line), role: cleanField(m[1]!) };
	// "10-701 Introduction to Machine Learning Fall 2022": a term at the end of the course, without a comma.
	const trailingTerm = t.term ? null : TRAILING_TERM.exec(t.course);
	if (trailingTerm) {
		t.term = trailingTerm[1]!;
		t.course = cleanField(t.course.slice(0, trailingTerm.index));
	}
	if (!t.institution && institution) t.institution = institution;
	return t.course ? t : undefined;
}

/** "Fall 2014 – present", "WS 2023/24", "2019–2021": a cell that says when, and nothing else. */
const isOneTerm = (cell: string) => parseDateRange(cell) !== undefined || TERM.exec(cell)?.[0] === cell.trim() || TERM_RANGE.test(cell.trim());
/** "Fall 2023", "Spring 2024, Spring 2025": a term, or the terms a course was taught in, in a column of their own. */
const isTermColumn = (cell: string) => cell.split(/\s*[,;]\s*/).every(isOneTerm);
const TERM_RANGE = new RegExp(`^${TERM_TEXT}\\s*[–—-]\\s*(?:present|now|${TERM_TEXT})$`, 'i');

/** "University of Oslo", "Brightwater University, Cambridge": an institution and perhaps its place, nothing else. */
const isInstitutionLine = (written: string) => {
	// "University of Castlemere (instructor of record)": a note on the teaching done there is no part of the name.
	const text = written.replace(/\s*\([^()]*\)$/, '');
	// "University of Lille – Faculty of Science, computer science department": the institution, then its units.
	const first = institutionOf(text);
	// "Carus – Universitätsklinikum Dresden": a short name a dash joins is one institution's.
	const named = INSTITUTION_WORDS.test(first) || (wordCount(text) <= 5 && !text.includes(',') && INSTITUTION_WORDS.test(text));
	return named && wordCount(first) <= 8 && wordCount(text) <= 16 && !ANY_CASE_TEACHING_ROLE.test(text);
};
/**
 * The institution a header line opens with: up to its first comma or spaced dash; or, where that is a
 * unit of it ("School of Architecture, Rice University"), the institution named after the unit.
 */
const institutionOf = (text: string) => {
	const parts = text.split(/,|\s[–—|]\s/).map((p) => p.trim());
	const named = UNIT_OF.test(parts[0]!) ? parts.find((p, i) => i > 0 && INSTITUTION_WORDS.test(p) && !UNIT_OF.test(p)) : undefined;
	return named ?? parts[0]!;
};

/** "Supervision: …": a line a label opens. */
const LABELLED_LINE = /^[^:]{2,40}:/;

/** "Summer 2021, 2022", or the terms with the place in a column after them: the terms. */
function termsWithPlace(line: Line): string | undefined {
	const [terms = '', ...place] = line.cells.length > 1 ? line.cells.filter(Boolean) : [line.text];
	if (place.length > 1 || (place.length === 1 && !/^\p{Lu}[\p{L} ,.-]{1,40}$/u.test(place[0]!))) return undefined;
	return terms.split(/\s*[,;]\s*/).every(isTerm) ? cleanField(terms) : undefined;
}

/** "(Visiting Critic)", "(instructor of record)" after a header's institution: the part taken in the courses under it. */
const ROLE_NOTE = /\s*\(((?:Visiting\s)?(?:Critic|Professor|Lecturer|Instructor(?: of Record)?|Fellow|Teaching Assistant|Tutor))\)$/i;

const MENTEES = /\b(?:students?|mentees?|advisees?|researchers?|postdocs?|interns?|scholars?|fellows?|supervision|mentoring)(?:\s(?:supervised|advised|mentored|graduated))?$/i;

/** What the courses under a header inherit from it; `flat` where it opens with the institution, and so heads the lines set flat under it too. */
type Inherited = Pick<Teaching, 'role' | 'institution'> & { flat?: true };

/** "Teaching Assistant, Halvorsen University" over a list of courses: what each course below it inherits. */
function roleHeader(line: Line, next: Line | undefined): Inherited | undefined {
	if (line.bullet > 0 || !next) return undefined;
	// "### Ridgemont University" over its courses, listed or indented under it or not: where they were taught.
	// "Halloran Law School (visiting)": the note is no part of the name.
	if (isInstitutionLine(line.text) && (next.bullet > 0 || next.indent > line.indent || !isInstitutionLine(next.text))) {
		const role = ROLE_NOTE.exec(line.text)?.[1];
		return { institution: cleanField(institutionOf(line.text.replace(/\s*\([^()]*\)$/, '')).replace(/\s*\([^()]*\)$/, '')), ...(role ? { role } : {}), flat: true };
	}
	// "University of Wisconsin, Instructor" over the courses taught there in that role, set flat under it.
	const first = /^([^,]{2,80}),\s*([^,]{2,40})$/.exec(line.text);
	if (first && INSTITUTION_WORDS.test(first[1]!) && ANY_CASE_TEACHING_ROLE.test(first[2]!) && !ANY_CASE_TEACHING_ROLE.test(first[1]!)) {
		return { institution: cleanField(first[1]!), role: cleanField(first[2]!), flat: true };
	}
	// "Teaching Assistant, University": its courses listed under it, or indented under it as a PDF sets them.
	if (next.bullet === 0 && next.indent <= line.indent) return undefined;
	const m = /^([^,]{2,40})(?:,\s*(.+))?$/.exec(line.text);
	if (!m || !ANY_CASE_TEACHING_ROLE.test(m[1]!) || (m[2] && !INSTITUTION_WORDS.test(m[2]))) return undefined;
	return { role: cleanField(m[1]!), ...(m[2] ? { institution: cleanField(m[2]) } : {}) };
}

/**
 * Whether a header still heads a line: the courses under it are listed or indented under it, and an
 * institution set flat over its courses heads every line up to the next institution.
 */
function heads(header: Line, inherited: Inherited, line: Line): boolean {
	if (line.bullet > 0 || line.indent > header.indent) return true;
	return inherited.flat === true && !isInstitutionLine(line.text);
}

/** Step 5k. Teaching: one course per line or list item, its term possibly in a left column ("Spring 2023   Course"). */
/** The level of the courses listed under or after it. */
const LEVEL = String.raw`(?:undergraduate|graduate|postgraduate|doctoral|master'?s|bachelor'?s|ph\.?d\.?)(?:\s(?:courses|seminars|level|teaching|classes))?`;
const LEVEL_LABEL = new RegExp(String.raw`^${LEVEL}:?$`, 'i');
const LEVEL_LIST = new RegExp(String.raw`^${LEVEL}\s*:\s*(.+)$`, 'i');

const YEARS_OF = /^\d{1,2}\s+(?:years?|yrs?\.?|months?)\b/i;
const PROGRAMME_LIST = /^([^:()]{2,60}?)(?:\s*\(([^()]{2,80})\))?\s*:\s*(.+;.+)$/;

/** The lines a wrapped list of courses runs on to: indented as far, no level or institution of their own. */
function listContinuation(lines: readonly Line[], i: number): Line[] {
	const out: Line[] = [];
	for (let j = i + 1; j < lines.length; j++) {
		const next = lines[j]!;
		if (next.bullet > 0 || next.indent < lines[i]!.indent || /^[^:;]{2,30}:/.test(next.text) || isInstitutionLine(next.text)) break;
		out.push(next);
	}
	return out;
}

export function extractTeaching(section: Section, ctx: ExtractContext): void {
	let inherited: Inherited | undefined;
	let headerLine: Line | undefined;
	// The last course that opened with its dates or its role, and its line: the lines under it may tell more of it.
	let dated: { t: Teaching; line: Line; roleFirst?: true } | undefined;
	let previous: Line | undefined;
	// The last line that listed people mentored: one its end wrapped goes on under it.
	let mentees: Line | undefined;
	const consumed = new Set<Line>();
	section.lines.forEach((line, i) => {
		// "Summer 2021, 2022⇥Berlin" under "Co-instructor – Course" and its institution: when, and where.
		const when = dated && !dated.t.term && line.bullet === 0 ? termsWithPlace(line) : undefined;
		if (dated && when) {
			dated.t.term = when;
			dated.t.source = spanOf([dated.line, line]);
			return void ctx.trace.place(line);
		}
		if (dated && line.bullet === 0 && !LEADING_TERM.test(line.text) && !splitLeadingDate(line.text)) {
			// "2019–2021 Teaching Assistant, Course" over "University of Oslo": where it was taught.
			if (!dated.t.institution && isInstitutionLine(line.text)) {
				dated.t.institution = cleanField(line.text.split(',')[0]!);
				dated.t.source = spanOf([dated.line, line]);
				ctx.trace.place(line);
				return;
			}
			// "Weekly exercise classes for 120 students.": what the course was, no course of its own; it has no field.
			if (/[.!]$/.test(line.text) && wordCount(line.text) >= 4) return;
			// "Practical course, M.Sc. Neuroscience" under a course its role opened, with its place and terms read: a note on it.
			if (dated.roleFirst && dated.t.institution && dated.t.term && !ANY_CASE_TEACHING_ROLE.test(line.text) && !LABELLED_LINE.test(line.text) && !isInstitutionLine(line.text) && !isPlaceLine(line.text)) return void (dated.t.source = spanOf([dated.line, line]));
		}
		const header = roleHeader(line, section.lines[i + 1]);
		if (header) {
			inherited = header;
			headerLine = line;
			ctx.trace.place(line);
			return;
		}
		if (headerLine && inherited && !heads(headerLine, inherited, line)) inherited = undefined;
		// "Ashford, MA" under the institution (Awesome-CV): where it is; a course has no place.
		if (inherited?.institution && line.bullet === 0 && isPlaceLine(line.text)) return void ctx.trace.place(line);
		// "Fall 2019, Fall 2020" under a course: when it was taught.
		const last = ctx.draft.teaching[ctx.draft.teaching.length - 1];
		if (last && !last.term && previous && line.bullet === 0 && line.text.split(/\s*[,;]\s*/).every(isTerm)) {
			last.term = line.text;
			last.source = spanOf([previous, line]);
			return void ctx.trace.place(line);
		}
		// "PG: 16 Years 06 Months", "Total Teaching Experience: 16 Years": how long was taught, no course; it stays unplaced.
		const labelled = line.text.includes(':') ? splitLabel(line.text) : undefined;
		if (labelled && YEARS_OF.test(labelled.value)) return;
		// "M.Sc. Physics (Some University): Course A; Course B": a degree's programme, where, and the courses taught in it.
		const programme = line.text.includes(';') ? PROGRAMME_LIST.exec(line.text) : null;
		// "Ph.D. students supervised: 7 (4 graduated); …" names people mentored, no programme.
		if (programme && degreeIndex(programme[1]!) === 0 && !MENTEES.test(programme[1]!) && !/^\d/.test(programme[3]!)) {
			const institution = programme[2] ?? inherited?.institution;
			for (const course of programme[3]!.split(/\s*;\s*/).map(cleanField).filter(Boolean)) {
				ctx.draft.teaching.push({ course, ...(institution ? { institution: cleanField(institution) } : {}), source: spanOf([line]) });
			}
			return void ctx.trace.place(line);
		}
		// "She teaches on Catchment Modelling (GEO5012) and …": a paragraph about teaching, no
		// course of its own; the courses it names with their codes are read, and without any it stays unplaced.
		if (line.bullet === 0 && isParagraph(line.text)) {
			const named = coursesNamedIn(line.text).map((c) => ({ ...c, ...(inherited?.institution ? { institution: inherited.institution } : {}), source: spanOf([line]) }));
			ctx.draft.teaching.push(...named);
			if (named.length) ctx.trace.place(line);
			return;
		}
		// "Graduate students: A (2022–), B": people mentored, not a course; they stay listed as unplaced.
		// ("Ph.D. students supervised: 7" too, whose label a stop keeps from reading as one.)
		// A list of them a line's end wrapped after a comma goes on over the next line.
		if (MENTEES.test(labelled?.label ?? LABELLED_LINE.exec(line.text)?.[0].slice(0, -1) ?? '')) return void (mentees = line);
		if (mentees && line.bullet === 0 && mentees.text.endsWith(',')) return void (mentees = line);
		mentees = undefined;
		// "o Redesigned course around …" under a course: what was done in it, no course of its own; it has no field.
		if (line.bullet > 1 && previous && line.bullet > previous.bullet && /^\p{Lu}\p{Ll}+ed\b/u.test(line.text)) return;
		previous = line;
		// "Undergraduate", "Graduate courses:": the level of the courses under it, no course.
		if (line.bullet === 0 && LEVEL_LABEL.test(line.text)) return void ctx.trace.place(line);
		// "Graduate seminars: Ornament and Its Discontents; Methods in Material Culture": a level, then its courses.
		if (consumed.has(line)) return;
		// A list a PDF wrapped goes on over the lines under it, up to the next level or institution.
		const levelled = line.text.includes(':') && LEVEL_LIST.test(line.text);
		const rest = levelled ? listContinuation(section.lines, i) : [];
		const whole = [line, ...rest];
		const listed = levelled ? LEVEL_LIST.exec(whole.map((l) => l.text).join(' ')) : null;
		if (listed) {
			for (const course of listed[1]!.split(/\s*;\s*/).map(cleanField).filter(Boolean)) {
				ctx.draft.teaching.push({ course, ...(inherited?.role ? { role: inherited.role } : {}), ...(inherited?.institution ? { institution: inherited.institution } : {}), source: spanOf(whole) });
			}
			for (const l of rest) consumed.add(l);
			return void ctx.trace.place(...whole);
		}
		// "BME 3510: Biomechanics⇥Fall 2014 – present": the term in a column on the right.
		const column = line.cells.length > 1 && isTermColumn(line.cells[line.cells.length - 1]!) ? line.cells[line.cells.length - 1]! : undefined;
		const semester = LEADING_TERM.exec(line.text);
		const lead = semester ? undefined : splitLeadingDate(line.text);
		const text = column ? cleanField(line.cells.slice(0, -1).join(' ')) : semester ? line.text.slice(semester[0].length) : (lead?.rest ?? line.text);
		const roleFirst = teachingFromText(text, undefined, line);
		const t = roleFirst ?? readCourseLine(text, line);
		if (!t.course) return;
		if (column) t.term ??= column;
		if (!t.term && (semester || lead)) t.term = semester ? semester[1]! : lead!.range.raw;
		dated = semester || lead ? { t, line } : roleFirst && line.bullet === 0 ? { t, line, roleFirst: true } : undefined;
		if (inherited?.role) t.role ??= inherited.role;
		if (inherited?.institution) t.institution ??= inherited.institution;
		ctx.draft.teaching.push(t);
		ctx.trace.place(line);
	});
}
