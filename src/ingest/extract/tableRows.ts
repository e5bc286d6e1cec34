import { findDateRanges, parseDateRange, startYearOf } from '../dates.ts';
import type { Award, DateRange, Education, Experience, Project, Publication, Service, Talk, Teaching } from '../../schema/index.ts';
import { cleanField, splitOutsideBrackets } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section, type SectionKind } from '../types.ts';
import { ROLE_WORDS, roleOfList } from '../vocab/roles.ts';
import { organizationAt } from './experience.ts';
import { isPlaceLine } from './org.ts';
import { splitLabel } from './labels.ts';
import { splitAuthors, splitPeople } from '../names.ts';
import { DOI, readVenue } from './citation.ts';
import { splitCourseCode } from './courseLine.ts';

/** A table row's cells under the field each one's column holds, and those of columns no field holds. */
interface Row {
	f: Partial<Record<string, string>>;
	rest: string[];
	line: Line;
}

// "Anno accademico", "Año", "Année", "Jahr", "Periodo": the same columns as Italian, Spanish, French and German tables name them.
const DATES = /\b(?:years?|dates?|period|duration|when|terms?|semesters?|anno|año|année|jahr|periodo|période|semestre)\b/u;
const ORGANIZATION = /\b(?:institutions?|organi[sz]ations?|employer|company|hospital|affiliation|university|where)\b/;

/**
 * Which field a column holds, by the name its header gives it, per kind of section; the first name
 * that fits wins. "Title" is the position under Experience, the prize under Awards.
 */
const COLUMNS: Partial<Record<SectionKind, [field: string, name: RegExp][]>> = {
	experience: [
		['dates', DATES],
		['role', /\b(?:titles?|roles?|positions?|appointments?|rank|job)\b/],
		['team', /\b(?:specialty|speciality|department|unit|division|group|lab|laboratory|field|discipline)\b/],
		['organization', ORGANIZATION],
		['location', /\b(?:location|place|city|country)\b/],
		['advisors', /^(?:advisors?|supervisors?|mentors?|hosts?)$/],
	],
	service: [
		['year', DATES],
		['role', /\b(?:roles?|positions?|capacity|function)\b|^description$/],
		['institution', /^(?:employer|institution|university)$/],
		['venue', /\b(?:committees?|journals?|conferences?|venues?|boards?|bod(?:y|ies)|societ(?:y|ies)|events?|organi[sz]ations?|panels?|activit(?:y|ies)|title)\b/],
	],
	awards: [
		['year', DATES],
		['title', /\b(?:awards?|honou?rs?|prizes?|distinctions?|fellowships?|titles?|names?)\b/],
		['issuer', /\b(?:issuer|awarded by|from|bod(?:y|ies)|societ(?:y|ies)|sponsors?|funders?|agency)\b|^(?:institutions?|organi[sz]ations?|employer)$/],
	],
	teaching: [
		['term', DATES],
		['course', /\b(?:courses?|class(?:es)?|modules?|subjects?|titles?|insegnamento|asignatura|cours|lehrveranstaltung|disciplina)\b/],
		['role', /\b(?:roles?|positions?|capacity|ruolo|rol|rôle|rolle|papel)\b/u],
		['institution', ORGANIZATION],
		['held', /^held$/],
		['code', /^code$/],
	],
	education: [
		['dates', /\b(?:graduated|dates?|years?|period)\b/],
		['degree', /\b(?:degree|diploma|qualification)\b/],
		// A record's "Institution:" is the column positions call "employer".
		['institution', /\b(?:university|institution|school|college|employer)\b/],
		['field', /^(?:field|discipline|major)$/],
		['location', /\b(?:location|city|place|country)\b/],
		['advisors', /\b(?:advisors?|supervisors?)\b/],
		['gpa', /\b(?:gpa|grade)\b/],
	],
	publications: [
		['title', /^title$/],
		['authors', /^authors$/],
		['venue', /^venue$/],
		['journal', /^journal$/],
		['year', /^(?:year|dates?)$/],
		['doi', /^doi$/],
		['kind', /^kind$/],
		['proceedings', /^proceedings$/],
	],
	talks: [
		['date', DATES],
		['title', /^title$/],
		['host', /^(?:venue|event)$/],
		['role', /^role$/],
	],
	projects: [
		['summary', /^summary$/],
		['dates', DATES],
		['title', /\b(?:titles?|projects?|grants?|names?)\b/],
		['role', /\b(?:roles?|positions?)\b/],
		['organization', /\b(?:funders?|funding|agency|sponsors?|source)\b|^(?:institutions?|organi[sz]ations?)$/],
	],
};

function rowOf(line: Line, columns: Readonly<Record<string, string>>, names: [string, RegExp][]): Row {
	const row: Row = { f: {}, rest: [], line };
	for (const [column, cell] of Object.entries(columns)) {
		// "Duration", as a labelled record writes its label, is the column "duration".
		const name = column.toLowerCase();
		const field = names.find(([f, re]) => row.f[f] === undefined && re.test(name))?.[0];
		if (field) row.f[field] = cell;
		// "9" under "CFU": a number says what it counts only with its column's name.
		else row.rest.push(/^\d+(?:[.,]\d+)?$/.test(cell) ? `${cell} ${column.length <= 4 ? column.toUpperCase() : column}` : cell);
	}
	return row;
}

/** "mentor", "advisors", "supervisor", "host": who advised a position, as a cell labels them. */
const ADVISOR_LABEL = /^(?:advisors?|advised by|mentors?|supervisors?|hosts?|PI)$/i;

/** "Active Medical Staff, Department of Medicine": a role column's role, then the unit it was held in. */
function roleAndUnit(cell: string): { role: string; team?: string } {
	const [role = '', ...unit] = splitOutsideBrackets(cell, /\s*,\s*/g);
	const team = unit.join(', ');
	return team && !ROLE_WORDS.test(team) && !isPlaceLine(team) ? { role: cleanField(role), team: cleanField(team) } : { role: cleanField(cell) };
}

const startYear = (cell: string | undefined) => startYearOf(cell === undefined ? undefined : parseDateRange(cell));

/** Adds the entry a row's fields make; false, adding nothing, where the row lacks what the entry cannot go without. */
const BUILDERS: Partial<Record<SectionKind, (row: Row, ctx: ExtractContext) => boolean>> = {
	experience({ f, rest, line }, ctx) {
		if (f.organization === undefined) return false;
		// "Research Intern · mentor: Dr. X": a cell's further lines name who advised the position.
		const [roleText, ...notes] = f.role === undefined ? [] : f.role.split(' · ');
		const advisors = notes.flatMap((note) => {
			const label = splitLabel(note);
			return label && ADVISOR_LABEL.test(label.label) ? splitPeople(label.value) : (rest.push(note), []);
		});
		const role = roleText === undefined ? undefined : roleAndUnit(roleText);
		// "NVIDIA, Robotics Lab · Seattle, WA": the place after the organisation's last part.
		const parts = f.organization.split(' · ');
		const place = parts.length > 1 && isPlaceLine(parts.at(-1)!) ? parts.pop() : undefined;
		const at = organizationAt(parts.join(', '));
		if (!at.organization) return false;
		const team = f.team ?? role?.team ?? at.team;
		const dates = f.dates === undefined ? undefined : parseDateRange(f.dates);
		// "Supervisor: Prof. dr. ir. X": a record's labelled advisor.
		if (f.advisors) advisors.push(...splitPeople(f.advisors));
		const entry: Experience = { organization: at.organization, advisors, highlights: rest, source: spanOf([line]) };
		if (role) entry.role = role.role;
		if (team) entry.team = team;
		const location = f.location ?? place ?? at.location;
		if (location) entry.location = location;
		if (dates) entry.dates = dates;
		else if (f.dates) entry.highlights.unshift(f.dates);
		ctx.draft.experience.push(entry);
		return true;
	},
	service({ f, rest, line }, ctx) {
		// A service entry keeps no notes: a table's row with a cell it has no field for is left to the line
		// reader. A record's labels say what each value is, so it is read as the entry all the same.
		if (f.role === undefined || (rest.length > 0 && !line.labelled)) return false;
		const entry: Service = { role: cleanField(f.role), source: spanOf([line]) };
		// A jury's record names the thesis and the institution it was examined at: the institution is where it served.
		// "Green Chemistry (1463-9262)": a journal reviewed for, its ISSN in brackets.
		const venue = (f.institution ?? f.venue)?.replace(/\s*\(\d{4}-\d{3}[\dX]\)$/, '');
		if (venue) entry.venue = cleanField(venue);
		const year = startYear(f.year);
		if (year) entry.year = year;
		ctx.draft.service.push(entry);
		return true;
	},
	awards({ f, rest, line }, ctx) {
		if (f.title === undefined) return false;
		const entry: Award = { title: cleanField(f.title), source: spanOf([line]) };
		if (f.issuer) entry.issuer = cleanField(f.issuer);
		const range = f.year === undefined ? undefined : parseDateRange(f.year);
		// A prize held over years ("2016 – 2019") has no one year; its range is a detail.
		const single = range && (range.start === undefined || range.start === range.end) ? range.end : undefined;
		const details = [...(single || f.year === undefined ? [] : [f.year]), ...rest];
		if (single && single !== 'present') entry.year = Number(single.slice(0, 4));
		if (details.length) entry.details = details.join('; ');
		ctx.draft.awards.push(entry);
		return true;
	},
	teaching({ f, rest, line }, ctx) {
		if (f.course === undefined) return false;
		// "| … | Corso di studio | CFU |": the columns no field holds are notes on the course, as a line's brackets are.
		const notes = line.labelled ? [] : rest;
		// "KIM 302 Elektrokimya": a course cell may open with the course's code, where no column holds it.
		const coded = f.code === undefined ? splitCourseCode(f.course) : { course: f.course };
		const entry: Teaching = { course: cleanField(notes.length ? `${coded.course} (${notes.join(', ')})` : coded.course), source: spanOf([line]) };
		if (coded.code) entry.code = coded.code;
		// "Instructor, University of Calgary": who taught it, and where.
		const [heldAs, ...where] = f.held === undefined ? [] : f.held.split(/\s*,\s*/);
		const role = f.role ?? heldAs;
		const institution = f.institution ?? (where.length ? where.join(', ') : undefined);
		if (role) entry.role = cleanField(role);
		if (institution) entry.institution = cleanField(institution);
		if (f.code) entry.code = cleanField(f.code);
		if (f.term) entry.term = f.term;
		ctx.draft.teaching.push(entry);
		return true;
	},
	education({ f, rest, line }, ctx) {
		if (f.institution === undefined) return false;
		// "University of Hyderabad, Hyderabad" where no column holds the place: the institution, then where it is.
		const at = f.location === undefined && f.institution.includes(',') ? organizationAt(f.institution) : undefined;
		const entry: Education = { institution: cleanField(at?.organization ?? f.institution), advisors: f.advisors ? splitPeople(f.advisors) : [], details: rest, source: spanOf([line]) };
		if (at?.location && !at.team) entry.location = at.location;
		else if (at) entry.institution = cleanField(f.institution);
		// "Doctorado en Informática", "PhD in Physics": the degree, then its field.
		const [degree, field] = f.degree === undefined ? [] : f.degree.split(/\s(?:in|en|em)\s(?=\p{Lu})/u, 2);
		if (degree) entry.degree = cleanField(degree);
		const named = field ?? f.field;
		if (named) entry.field = cleanField(named);
		if (f.location) entry.location = cleanField(f.location);
		const dates = f.dates === undefined ? undefined : parseDateRange(f.dates);
		if (dates) entry.dates = dates;
		if (f.gpa) entry.gpa = cleanField(f.gpa);
		ctx.draft.education.push(entry);
		return true;
	},
	publications({ f, line }, ctx) {
		if (f.title === undefined) return false;
		// A column of journals names where each paper appeared, and what kind of paper it is.
		const where = f.venue ?? f.journal;
		const venue = where === undefined ? {} : readVenue(where);
		const year = f.year === undefined ? undefined : parseDateRange(f.year)?.end;
		// "Publicación en acta congreso: No": a paper given at a meeting and published nowhere is a talk.
		if (f.proceedings !== undefined && /^no\b/i.test(f.proceedings)) {
			const talk: Talk = { title: cleanField(f.title), source: spanOf([line]) };
			if (f.venue) talk.host = cleanField(f.venue);
			if (year && year !== 'present') talk.date = year;
			ctx.draft.talks.push(talk);
			return true;
		}
		// "Arrizabalaga Ibáñez, N.; Etxeberria Goñi, J.": names inverted, a semicolon between them.
		const authors = f.authors === undefined ? [] : f.authors.includes(';') ? f.authors.split(/\s*;\s*/).map(cleanField).filter(Boolean) : splitAuthors(f.authors).authors;
		const pub: Publication = { title: cleanField(f.title), authors, awards: [], source: spanOf([line]) };
		const short = venue.short ?? venue.full;
		if (short) pub.venue = cleanField(short);
		if (venue.full && venue.full !== pub.venue) pub.venueFull = venue.full;
		if (year && year !== 'present') pub.year = Number(year.slice(0, 4));
		if (short) pub.status = 'published';
		const type = f.kind === undefined ? (f.journal !== undefined ? 'journal' : undefined) : RECORD_TYPES.find(([re]) => re.test(f.kind!))?.[1];
		if (type) pub.type = type;
		const doi = f.doi === undefined ? undefined : DOI.exec(f.doi)?.[1];
		if (doi) pub.doi = doi;
		ctx.draft.publications.push(pub);
		return true;
	},
	talks({ f, line }, ctx) {
		// A meeting's record: the talk given there, the meeting, when and where it was held (Colombia's CvLAC).
		// A record of a meeting attended, no talk named, is none.
		if (f.title === undefined || !line.labelled) return false;
		// "Palestrante convidado: “Title”": who gave it, then the talk's title in quotes.
		const quoted = /["“]([^"”]{3,})["”]/.exec(f.title);
		const talk: Talk = { title: cleanField(quoted ? quoted[1]! : f.title), source: spanOf([line]) };
		if (f.host) talk.host = cleanField(f.host);
		const held = f.date === undefined ? undefined : HELD_AT.exec(f.date);
		const date = f.date === undefined ? undefined : findDateRanges(f.date)[0]?.range;
		const when = date?.start ?? date?.end;
		if (when && when !== 'present') talk.date = when;
		if (held) talk.location = cleanField(held[1]!);
		ctx.draft.talks.push(talk);
		return true;
	},
	projects({ f, rest, line }, ctx) {
		if (f.title === undefined) return false;
		// "| Title / Agency |" over "Water Splitting at Oxide Interfaces. National Science Foundation, CHE-2299999": the title, then its funder.
		const funded = f.organization === undefined ? TITLE_THEN_FUNDER.exec(f.title) : null;
		const organization = f.organization ?? funded?.[2];
		// "LIPOGATE: Lipid gating of …": a project's acronym, then what it is about.
		// "EMBO Installation Grant (no. 5163)": the grant's number is no part of its name.
		const title = (funded ? funded[1]! : f.title).replace(GRANT_NUMBER, '');
		const named = ACRONYM_TITLE.exec(title);
		const entry: Project = { title: cleanField(named ? named[1]! : title), advisors: [], highlights: rest, awards: [], source: spanOf([line]) };
		if (named) entry.summary = cleanField(named[2]!);
		else if (f.summary) entry.summary = f.summary.trim();
		// "Co-PI (with Dr. T. Almendra)": the part, and a note on it in brackets.
		const role = f.role === undefined ? undefined : /^(.+?)\s*\(([^()]+)\)$/.exec(f.role);
		if (role) entry.highlights.push(cleanField(role[2]!));
		if (f.role) entry.role = cleanField(role ? role[1]! : f.role);
		// "FCT – R&D Projects in All Scientific Domains (2022.04417.PTDC)": the funder, then its scheme and the grant's number;
		// "MoE-SPARC (SPARC/2019-2020/P1187/SL), in collaboration with …": the funder, then the number and a note.
		const scheme = organization === undefined ? undefined : /^(.+?)(?:\s+[–—]\s+|,\s+)(.*\d.*|.*\b(?:call|programme|program|project|network|scheme|grants?)\b.*)$/i.exec(organization);
		if (scheme) entry.highlights.push(cleanField(scheme[2]!));
		const funder = scheme ? scheme[1]! : organization;
		const numbered = funder === undefined ? undefined : FUNDER_WITH_NUMBER.exec(funder);
		if (numbered) entry.highlights.push(cleanField(funder!.slice(numbered[1]!.length)));
		if (funder) entry.organization = cleanField(numbered ? numbered[1]! : funder);
		const dates = f.dates === undefined ? undefined : (parseDateRange(f.dates) ?? datesWithin(f.dates));
		if (dates) entry.dates = dates;
		else if (f.dates) entry.highlights.unshift(f.dates);
		ctx.draft.projects.push(entry);
		return true;
	},
};

/** A title's sentence, then the funder's name after its stop: the first stop after a word in lower case or a bracket. */
const TITLE_THEN_FUNDER = /^(.{8,}?[\p{Ll})])\.\s+(\p{Lu}.{2,})$/u;

/** "2019-12-09 00:00:00.0, 2019-12-13 00:00:00.0 en San Francisco": where a meeting was held, after its dates. */
const HELD_AT = /\s(?:en|in|em)\s(\p{Lu}[^,;]{1,60})$/u;

/** "Funder (CRG/2018/003127)", "Funder (Core Research Grant" (a cell a comma cut), "Funder, in collaboration with X". */
const FUNDER_WITH_NUMBER = /^(.+?)(?=\s*\([^()]*\d[^()]*\)|\s*\([^)]*$|,\s*in collaboration with\b)/i;

/**
 * "3 years (01/03/2019 – 28/02/2022)", "2021 – 2024 (extended up to 31/03/2025)": the range a
 * duration's cell names, and the end it was extended to.
 */
function datesWithin(cell: string): DateRange | undefined {
	const range = findDateRanges(cell)[0]?.range;
	const extended = /\bextended\s(?:up\s)?(?:to|till|until)\s([^()]+)/i.exec(cell);
	const end = extended ? parseDateRange(extended[1]!.trim())?.end : undefined;
	return range && end ? { ...range, end } : range;
}

const GRANT_NUMBER = /\s*\((?:no\.?\s*)?[\w./-]*\d[\w./-]*\)$/i;
const ACRONYM_TITLE = /^([A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*):\s+(\S.*)$/;

/** What kind of work a record's "type of output" names: "Artículo científico", "Capítulo de libro", "Póster". */
const RECORD_TYPES: [RegExp, NonNullable<Publication['type']>][] = [
	[/\b(?:art[ií]culo|article|journal|revista)\b/i, 'journal'],
	[/\b(?:p[oó]ster)\b/i, 'poster'],
	[/\b(?:ponencia|comunicaci[oó]n|conference|congres[so]?|proceedings|cap[ií]tulo|chapter)\b/i, 'conference'],
	[/\b(?:preprint|working paper|documento de trabajo)\b/i, 'preprint'],
];

/** The kinds whose tables their own readers take, title first; only their records are read here. */
const RECORDS_ONLY: ReadonlySet<SectionKind> = new Set<SectionKind>(['education', 'publications']);

/**
 * Step 5a. "| Dates | Title | Specialty | Institution |" over its rows: where a table's header names
 * what each column holds, each row is an entry with those fields, as the header says, not as a line
 * of comma-joined cells would be guessed at. Rows the section's kind cannot read so (no column for
 * what its entry must have) are left to the kind's own reader, as are the kinds read title first.
 */
export function readTableRows(section: Section, ctx: ExtractContext): Section {
	if (!COLUMNS[section.kind] || !BUILDERS[section.kind] || !section.lines.some((l) => l.columns)) return section;
	const lines = section.lines.filter((line) => {
		if (!line.columns || (RECORDS_ONLY.has(section.kind) && !line.labelled)) return true;
		// "| Project title | Funding source | Amount (EUR) | Period | Role of the PI |" under funding: grants, each a project.
		const kind = section.kind === 'awards' && isGrantTable(line.columns) ? 'projects' : section.kind;
		const row = rowOf(line, line.columns, COLUMNS[kind]!);
		// "Jurado en comités de evaluación" over records that name no role: the role the heading names.
		if (kind === 'service' && line.labelled) row.f.role ??= roleOfList(section.title);
		if (!BUILDERS[kind]!(row, ctx)) return true;
		ctx.trace.place(line);
		return false;
	});
	return { ...section, lines };
}

/** A table of grants: a project's title, or the holder's role beside who funded it. */
function isGrantTable(columns: Readonly<Record<string, string>>): boolean {
	const names = Object.keys(columns);
	return names.some((n) => /\bprojects?\b/.test(n)) || (names.some((n) => /\broles?\b/.test(n)) && names.some((n) => /\b(?:funders?|funding|sponsors?|agency)\b/.test(n)));
}
