import type { Experience } from '../../schema/index.ts';
import { findDateRanges, parseDateRange, RECORD_DATES, splitLeadingDate, splitTrailingDate, type DatedText } from '../dates.ts';
import { splitPeople, unshoutName } from '../names.ts';
import { cleanField, splitOutsideBrackets, splitSentences, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { degreeIndex, INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { extractEducation } from './education.ts';
import { BODY_WORDS, ORGANIZATION_WORDS, PLACE, ROLE_WORDS, TEACHING_ROLE, SUPERVISOR_LABEL_WORDS, UNIT_WORDS } from '../vocab/roles.ts';
import { sectionKindOf } from '../classify.ts';
import { splitLabel } from './labels.ts';
import { recordColumnOf } from '../vocab/recordLabels.ts';
import { isPlaceLine, isPlaceOnly, joinCampus, splitColonPlace, splitOrganization, splitPlaceColumn, unglueCity } from './org.ts';
import { splitUnitNote } from './recordItem.ts';
import { parseTalkLine } from './talks.ts';
import { coursesNamedIn } from './courseLine.ts';
import { teachingFromText } from './teaching.ts';

const startsWithDate = (l: Line | undefined) => l !== undefined && findDateRanges(l.text)[0]?.index === 0;
/** Index of the cell that holds only a date range (PDF layouts put dates in the left or right column), or -1. */
const dateCell = (l: Line) => {
	if (l.cells.filter(Boolean).length < 2) return -1;
	const last = l.cells.length - 1;
	if (l.cells[0] !== '' && parseDateRange(l.cells[0]!)) return 0;
	return parseDateRange(l.cells[last]!) ? last : -1;
};
const isDateColumn = (l: Line) => dateCell(l) >= 0;
/** Text in more than one column; a tab before the text ("⇥Professor of Law, 2021–present") indents it, and is no column. */
const hasColumns = (l: Line) => l.cells.length > 1 && l.cells.filter(Boolean).length > 1;

/** Whether a line holds a date; asked of each line again for every line after it in its entry, so kept per line. */
const datedLines = new WeakMap<Line, boolean>();
function hasDate(l: Line | undefined): boolean {
	if (l === undefined) return false;
	let dated = datedLines.get(l);
	if (dated === undefined) datedLines.set(l, (dated = findDateRanges(l.text).length > 0));
	return dated;
}

/**
 * "2018 – 2021   Postdoctoral Fellow, University of Cambridge" or "Org, Role      2021 – present":
 * a date column joined to its entry by text extraction. A date with a place only ("June 2021 –
 * Present, Boston, MA") is the date line of the header above it, not an entry's head.
 */
function datedHead(l: Line): DatedText | undefined {
	if (hasColumns(l)) return undefined;
	const dated = splitLeadingDate(l.text) ?? splitTrailingDate(l.text);
	return dated && (ROLE_WORDS.test(dated.rest) || (wordCount(dated.rest) >= 2 && !isPlaceOnly(dated.rest))) ? dated : undefined;
}
const dateRow = (l: Line | undefined) => (l !== undefined && l.bullet === 0 ? datedHead(l) : undefined);
const leadingDateRow = (l: Line | undefined) => startsWithDate(l) && dateRow(l) !== undefined;

/**
 * "Senior Research Fellow, IIT Madras, Chennai (Aug 2016 – Jul 2020)", "Professor of Law, 2019 –
 * present": a position on one line, its dates at the end; what stands before them, or undefined.
 */
function oneLinePosition(l: Line | undefined): DatedText | undefined {
	if (l === undefined || l.bullet > 1 || l.mdHeading > 0 || hasColumns(l) || !hasDate(l)) return undefined;
	let position = positions.get(l);
	if (position === undefined) {
		const dated = splitTrailingDate(l.text);
		positions.set(l, (position = dated && ROLE_WORDS.test(dated.rest) && wordCount(dated.rest) <= 14 ? dated : null));
	}
	return position ?? undefined;
}
/** Each line read as a position once: entries are split by asking it of a line again for every line after it. */
const positions = new WeakMap<Line, DatedText | null>();
/** A one-line position that names a role and nothing else: its organisation is the one above it. */
const isRoleOnly = (l: Line | undefined) => {
	const position = oneLinePosition(l);
	return position !== undefined && !position.rest.includes(',');
};

/**
 * A line opens a position: a bold list item, a heading, a date column (unless it completes a
 * header line above it that has no dates yet), or a short line right above a line with dates.
 */
function startsEntry(lines: readonly Line[], i: number, current: readonly Line[]): boolean {
	const line = lines[i]!;
	if (line.mdHeading > 0) return true;
	// Date-first rows: each opens a position once the entry before opened with one too.
	if (dateRow(line) && current[0] && (dateRow(current[0]) || isDateColumn(current[0]))) return true;
	if (isDateColumn(line)) return !awaitsDates(current);
	// One-line positions in a row, at one level of a list: each is an entry.
	if (oneLinePosition(line) && current.some((l) => l.bullet === line.bullet && oneLinePosition(l))) return true;
	// "* 1.9.2014–31.12.2018 Doctoral Researcher, …" after "* 1.1.2019–… Postdoctoral Researcher, …" and a point under it: date-first items, each an entry.
	if (line.bullet > 0 && startsWithDate(line) && datedHead(line) && current.some((l) => l.bullet === line.bullet && startsWithDate(l) && datedHead(l))) return true;
	// "Applied Scientist Intern   May 2022 – Aug. 2022" after an entry with its dates and its points: the next entry.
	if (line.bullet === 0 && oneLinePosition(line) && current.some((l) => l.bullet > 0) && current.some(hasDate)) return true;
	if (line.bullet === 1 && line.strong.length > 0 && line.text.startsWith(line.strong[0]!) && !sectionKindOf(line.text)) return true;
	// "* Summer 2023: Research Intern" over "  * Org, City" and "  * What was done": a list item with items under it.
	if (line.bullet === 1 && lines[i + 1]?.bullet === 2 && hasDate(line)) return true;
	// A line indented under the entry's head ("⇥Advisor: …") is part of it; so is a sentence about it
	// ("Leading the evaluation work; co-supervising two theses."), whatever stands under it.
	if (!isHeaderLine(line) || (current[0] !== undefined && line.indent > current[0].indent) || (current.length > 0 && isProse(line.text))) return false;
	// "Associate Professor⇥⇥2019 – present" over "Department of X, Some University": the line after a
	// dated row is the rest of its header, whatever the row after it looks like.
	if (current.length === 1 && isDateColumn(current[0]!)) return false;
	// "Georgetown University Law Center, Washington, DC" over "Visiting Professor, Fall 2022", after a dated entry.
	const next = lines[i + 1];
	if (current.some(hasDate) && next?.bullet === line.bullet && oneLinePosition(next) && isRoleOnly(next) && (INSTITUTION_WORDS.test(line.text) || ORGANIZATION_WORDS.test(line.text) || UNIT_WORDS.test(line.text))) return true;
	// In a list of date-first rows ("2021 Visiting Student" over "University of X"), the row opens
	// the next entry by itself: the line above it is the last of the entry before.
	if (leadingDateRow(lines[i + 1]) && leadingDateRow(current[0])) return false;
	// "Role / Org, City / 2021 – present" after an entry that has its dates: the header of the next.
	if (current.some(hasDate) && headerAboveDates(lines, i)) return true;
	// A short line right above dates, unless it completes a header begun above it.
	return !awaitsDates(current) && isDateLine(lines[i + 1]);
}

/** A sentence of five words or more: no header's line ends in a stop, but for an abbreviation ("Inc.", "Dept."). */
const isProse = (text: string) => text.endsWith('.') && wordCount(text) >= 5 && !ABBREVIATION_AT_END.test(text);
const ABBREVIATION_AT_END = /(?:^|\s)(?:\p{Lu}\.|Inc|Ltd|Co|Corp|Dept|Univ|St|Jr|Sr|Ph\.D|U\.S)\.$/u;

/** An entry so far only a header, waiting for its dates: the dates or header lines that follow complete it. */
const awaitsDates = (current: readonly Line[]) => current.length > 0 && current.every((l) => l.bullet === 0 && !hasDate(l));

/** A line that can be part of an entry's header: plain, short, undated. */
const isHeaderLine = (l: Line) => l.bullet === 0 && l.mdHeading === 0 && !hasDate(l) && wordCount(l.text) <= 14;
const isDateLine = (l: Line | undefined) => l !== undefined && (startsWithDate(l) || isDateColumn(l));

/**
 * Whether the lines from i are one or two header lines and then a line of dates. Two lines make a
 * header only when neither ends a sentence and one names a role: a highlight above a one-line
 * header ("Built a profiler." then "Org - Role") is no part of it.
 */
function headerAboveDates(lines: readonly Line[], i: number): boolean {
	// A place on a line of its own ("Org" / "City, ST" / "Role" / dates, as templates stack them) is part of any header.
	const header = [lines[i]!];
	let j = i + 1;
	for (; lines[j] && isHeaderLine(lines[j]!) && !isDateLine(lines[j]) && header.length < 4; j++) header.push(lines[j]!);
	if (!isDateLine(lines[j])) return false;
	// "Part-time": the kind of job, as a profile page sets it under the role, names nothing either.
	// "Dedicación: 40 horas semanales" (Colombia's CvLAC): the hours of the post, under its employer.
	const named = header.filter((l) => !isPlaceLine(l.text) && !JOB_KIND.test(l.text) && !WORKLOAD.test(l.text));
	// "Leads the sensor group. Mentor: Dr. H. Moe": the description of the position above, its advisor last.
	if (named.some((l) => trailingAdvisor(l.text))) return false;
	if (named.length <= 1) return true;
	return named.length === 2 && named.every((l) => !/[.;:!?]$/.test(l.text)) && named.some((l) => ROLE_WORDS.test(l.text));
}

/** How long a job lasted, as listings add it after the dates ("3 yrs 4 mos"): the dates say it already. */
const LASTED = '\\d+\\s*(?:yrs?|years?)\\.?(?:\\s*\\d+\\s*(?:mos?|months?)\\.?)?|\\d+\\s*(?:mos?|months?)\\.?';
/** "3 yrs 4 mos", "(1 year 9 months)": how long, alone or in brackets. */
const DURATION = new RegExp(`^\\(?(?:${LASTED})\\)?$`, 'i');

/** What job listings (LinkedIn's among them) add to a line: the kind of job, how it is worked, how long it lasted. */
const LISTING_NOTE = new RegExp(`\\s*[·•|]\\s*(?:Full-time|Part-time|Internship|Contract|Freelance|Self-employed|Seasonal|Apprenticeship|Hybrid|Remote|On-site|${LASTED})\\s*$`, 'i');

/** "Merriwether University School of Medicine", not "School of Medicine": an institution beyond a unit's name. */
// "Yale Law School", "Stanford Business School": a school named for what it teaches is an institution, where "School of X" is a unit.
const namesInstitution = (text: string) => (INSTITUTION_WORDS.test(text.replace(/\bSchool\b/g, '')) || PROFESSIONAL_SCHOOL.test(text)) && !/^(?:Department|Dept\.?|Division|Faculty|School)\b/.test(text);
const PROFESSIONAL_SCHOOL = /\b(?:Medical|Law|Business|Dental|Divinity|Veterinary) School$/;

/** The labels an advisor's name stands after ("Advisor: …", "PI: …"). */
const ADVISOR_LABEL = `(?:${SUPERVISOR_LABEL_WORDS}|PI)`;
/** "Supervisor: Prof. X", "Manager: A. Name" on a line of its own under a position. */
const ADVISOR_LINE_LABEL = new RegExp(`^(?:${SUPERVISOR_LABEL_WORDS}|manager|hosts?)$`, 'i');
/** "(Advisor: Prof. X)", "(w/ A. Name)", "(with A. Name)" after a role. */
const ROLE_WITH = new RegExp(`\\s*\\((?:${ADVISOR_LABEL}\\s*:|w\\/|with\\s)\\s*([^()]+)\\)$`, 'i');
const ROLE_TO = /\s+to\s+(?:Prof\.?|Professor|Dr\.?)\s+(\p{Lu}[\p{L}.'’ -]+)$/u;
/** "Header | Advisor: Prof. X" at a header line's end, or "(Mentor: A. Name)" in it. */
const HEAD_ADVISOR = new RegExp(`\\s+[|·•–—-]\\s+${ADVISOR_LABEL}\\s*:\\s*(.+)$|\\s*\\(${ADVISOR_LABEL}\\s*:\\s*([^()]+)\\)`, 'i');
const ROLE_AND_COURSE = /^([^,]+),\s+.+\([A-Z]{2,5}[\s-]?\d{3,4}[A-Z]?\)$/;

/** "Associate Professor (School of Chemistry)", "Postdoc (Institute of X (IX))": a role and, in brackets, the unit it was held in. */
function roleWithUnit(text: string): { role: string; team?: string } {
	const { text: role, unit } = splitUnitNote(text);
	return unit && UNIT_WORDS.test(unit) ? { role: cleanField(role), team: unit } : { role: cleanField(text) };
}

/** "Center for X, VA Northfield Healthcare System": a hospital or health system, which holds units as a university does. */
const CARE_ORGANIZATION = /\b(?:Hospital|Health(?:care)? System|Medical Cent(?:er|re)|Health Sciences? Cent(?:er|re)|Clinic)\b/;

/** "Fennimore Biologics, Inc.": a company's legal form, which a comma sets after its name. */
const LEGAL_FORM_WORD = '(?:Inc|Ltd|LLC|Corp|GmbH|S\\.A|AG|plc)\\.?';
const LEGAL_FORM = new RegExp(`,\\s${LEGAL_FORM_WORD}$`);
const LEGAL_FORM_ALONE = new RegExp(`^${LEGAL_FORM_WORD}$`);
const joinLegalForm = (parts: string[]): string[] =>
	parts.reduce<string[]>((out, part) => {
		if (out.length > 0 && LEGAL_FORM_ALONE.test(part)) out[out.length - 1] += `, ${part}`;
		else out.push(part);
		return out;
	}, []);

/** "Org, City, Country": the organisation, then where it is (as under a role given alone), or its unit. */
export function organizationAt(written: string): Header {
	// "(0.8 FTE, fixed term)", "(0.5 FTE)": the post's share of full time, a term of it, no place or name.
	const text = written.includes('FTE') ? written.replace(WORKLOAD_NOTE, '') : written;
	const colon = splitColonPlace(text);
	if (colon) return { ...splitOrganization(cleanField(colon.name)), location: colon.place };
	// "Heart Institute, Some University (Boston, MA)": the place in brackets at the end.
	const bracketed = /\s*\(([^()]+)\)$/.exec(text);
	const placed = bracketed && isPlaceLine(bracketed[1]!) ? bracketed : null;
	// "SSD IINF-05/A": a post's classification code (Italy's discipline sector) names no organisation.
	const parts = joinLegalForm(unglueCity(joinCampus(splitOutsideBrackets(withoutListingNotes(placed ? text.slice(0, placed.index) : text), /\s*,\s*/g).map(cleanField).filter((p) => p && !CLASSIFICATION_CODE.test(p)))));
	if (placed) parts.push(placed[1]!);
	// "Department of X, Division of Y, Some University School of Medicine, City, ST": the units, then
	// their organisation; "Safety Pharmacology, Fennimore Biologics, Inc., Malvern, PA": a company's team.
	// "CREEM, University of St Andrews": a centre known by its initials, before its university, is a unit of it too.
	// "School of Agriculture, Food and Ecosystem Sciences, The University of Melbourne": a unit's name may hold a comma of its own.
	// "Biomedical Engineering, Schulich School of Engineering, University of Calgary": a department named by its field alone opens the units.
	// "Nephrology, Dialysis and Transplantation, Some Hospital": a division named by its fields, a comma between them.
	const inUnit = (u: string, k: number) => UNIT_WORDS.test(u) || (k > 0 && UNIT_WORDS.test(parts[0]!) && !isPlaceLine(u) && !namesInstitution(u) && !ORGANIZATION_WORDS.test(u)) || (parts.slice(0, k).every(isFieldName) && isFieldName(u));
	const at = parts.findIndex((p, i) => i > 0 && (namesInstitution(p) || CARE_ORGANIZATION.test(p) ? parts.slice(0, i).every((u, k) => inUnit(u, k) || (i === 1 && UNIT_INITIALS.test(u) && namesInstitution(p))) : LEGAL_FORM.test(p) && i <= 2));
	if (at > 0) {
		return { organization: parts[at]!, team: parts.slice(0, at).join(', '), ...(parts.length > at + 1 ? { location: parts.slice(at + 1).join(', ') } : {}) };
	}
	// "Physics Department, Brookhaven National Laboratory, Upton, NY", "Experimental Physics Department, CERN, Geneva":
	// a unit first, then the organisation it is part of, whatever that is called.
	const unitFirst = parts.length >= 2 && UNIT_WORDS.test(parts[0]!) && !namesInstitution(parts[0]!) && !UNIT_WORDS.test(parts[1]!) && !isPlaceLine(parts[1]!) && (parts.length === 2 || isPlaceLine(parts.slice(2).join(', ')));
	if (unitFirst) return { organization: parts[1]!, team: parts[0]!, ...(parts.length > 2 ? { location: parts.slice(2).join(', ') } : {}) };
	const [organization = '', ...place] = parts;
	// "University of X, Department of Statistics": a unit of the organisation, not a place.
	// "Corvane Labs, Storage Systems Group, Seattle, WA": the unit, then the place.
	// "Université de Lille, laboratoire CRIStAL, équipe LINGUA": units within units, all of them the team.
	const isUnit = (part: string) => (UNIT_WORDS.test(part) || ORGANIZATION_WORDS.test(part)) && !isPlaceLine(part);
	let units = 0;
	while (units < place.length && isUnit(place[units]!) && (units === 0 || UNIT_WORDS.test(place[units]!))) units++;
	const team = units > 0 && (units === place.length || isPlaceLine(place.slice(units).join(', '))) ? place.splice(0, units).join(', ') : undefined;
	return { ...splitOrganization(organization), ...(team ? { team } : {}), ...(place.length ? { location: place.join(', ') } : {}) };
}
const UNIT_INITIALS = /^\p{Lu}{3,8}$/u;
const WORKLOAD_NOTE = /\s*\([^()]*\bFTE\b[^()]*\)$/;
/** "Biomedical Engineering", "Health Sciences and Technology": a field's name in capitals, no place, body or role. */
// "Medicine (Nephrology)": a field and, in brackets, its branch.
const isFieldName = (written: string) => {
	const text = written.replace(/\s*\([^()]*\)$/, '');
	return wordCount(text) <= 6 && /^\p{Lu}\p{Ll}+(?:\s(?:and|of|&|\p{Lu}\p{Ll}+))*$/u.test(text) && !isPlaceLine(text) && !namesInstitution(text) && !ORGANIZATION_WORDS.test(text) && !ROLE_WORDS.test(text);
};

/** "… classification. Mentor: Dr. A. Treloar.": a labelled advisor as the last sentence of a description, and what stands before it. */
function trailingAdvisor(text: string): { advisors: string[]; rest: string } | undefined {
	if (!text.includes(':')) return undefined;
	const sentences = splitSentences(text);
	const label = sentences.length > 1 ? splitLabel(sentences[sentences.length - 1]!.replace(/\.$/, '')) : undefined;
	if (!label || !ADVISOR_LINE_LABEL.test(label.label)) return undefined;
	const advisors = splitPeople(label.value);
	return advisors.length > 0 ? { advisors, rest: sentences.slice(0, -1).join(' ') } : undefined;
}
const CLASSIFICATION_CODE = /^(?=[^\p{Ll}]*\d)[\p{Lu}\d]{2,6}(?:\s[\p{Lu}\d]+)?[-/][\p{Lu}\d/-]+$/u;
/** "Sede Medellín", "Campus Lagos", "Seccional Cali": a university's campus after its name. */
const CAMPUS = /^(?:Sede|Campus|Seccional|Site|Polo|Extensi[oó]n)\s\p{Lu}/u;
const WORKLOAD = /^(?:Dedicaci[oó]n|Dedica[cç][aã]o|Jornada|Carga hor[aá]ria|Regime de trabalho|Workload|Hours(?: per week)?)\s?:/i;
const JOB_KIND = /^(?:Full-time|Part-time|Internship|Contract|Freelance|Self-employed|Seasonal|Apprenticeship)$/i;
const withoutListingNotes = (text: string) => (text.includes('·') || text.includes('•') || text.includes('|') ? text.replace(LISTING_NOTE, '') : text);

/** Step 5i. Experience: organisation, team, role, place, dates, advisors, highlights. */
export function extractExperience(section: Section, ctx: ExtractContext): void {
	// "Northwind AI Lab" over "4 years 2 months" over its roles (a LinkedIn profile saved as PDF): how long
	// all of them lasted, which their dates say; the company stands right above its first role.
	const lines = section.lines.filter((line) => line.bullet > 0 || !DURATION.test(line.text) || void ctx.trace.place(line));
	const groups: Line[][] = [];
	lines.forEach((line, i) => {
		if (groups.length === 0 || startsEntry(lines, i, groups[groups.length - 1]!)) groups.push([]);
		groups[groups.length - 1]!.push(line);
	});
	let previous: Experience | undefined;
	for (const lines of groups) {
		// "2015⇥Promotion (Dr. rer. nat.) in Ökologie, Universität Jena" in a "Vita" that lists degrees with posts: a degree.
		if (opensWithDegree(lines[0]!)) extractEducation({ ...section, kind: 'education', lines }, ctx);
		else previous = readEntry(lines, ctx, previous) ?? previous;
	}
}

/** A line whose words, after its date, open with a degree or the study that led to one. */
function opensWithDegree(line: Line): boolean {
	const rest = splitLeadingDate(line.text)?.rest.trim();
	return rest !== undefined && (degreeIndex(rest) === 0 || STUDY.test(rest));
}
/** "Promotion (Dr. rer. nat.)", "Studium der Geoökologie", "Studienaufenthalt an der …": a German CV's doctorate, studies and study abroad. */
const STUDY = /^(?:Promotion|Studium|Diplomstudium|Masterstudium|Bachelorstudium|Magisterstudium|Lehramtsstudium|Studienaufenthalt|Forschungsaufenthalt als Doktorand(?:in)?)\b/;

interface Header {
	organization?: string;
	team?: string;
	role?: string;
	location?: string;
	project?: string;
}

/** "Mentored 3 interns.": a stop after words in lower case, as a name in capitals ("…, United Kingdom.") has none. */
const isShortSentence = (text: string) => text.endsWith('.') && (text.match(/(?<![\p{L}])(?!(?:of|for|and|the|de|du|in|on|at|und|für)\b)\p{Ll}\p{L}*/gu)?.length ?? 0) >= 2;

/** A role's words, in capitals too ("POSTDOCTORAL FELLOW", as Europass sets a position's title). */
const isRoleText = (text: string) => ROLE_WORDS.test(text) || ROLE_WORDS.test(unshoutName(text));

/** "Org - Role", "Role, Org, City, ST. Sentences…", "**Team, Org** City, Country". */
function readHeader(line: Line, text: string): { header: Header; rest: string } {
	// "Role · **Organisation**": parts a middle dot sets apart, the organisation in bold.
	const dotted = text.includes(' · ') ? text.split(/\s+·\s+/).map(cleanField).filter(Boolean) : [];
	const boldPart = dotted.length === 2 ? dotted.findIndex((p) => line.strong.includes(p)) : -1;
	if (boldPart >= 0 && ROLE_WORDS.test(dotted[1 - boldPart]!)) return { header: { role: dotted[1 - boldPart]!, ...organizationAt(dotted[boldPart]!) }, rest: '' };
	const bold = line.strong.find((s) => text.startsWith(s));
	const after = bold ? cleanField(text.slice(bold.length)) : '';
	// "**Research Intern**, Org, City": a bold role, the organisation after it.
	if (bold && after && ROLE_WORDS.test(bold) && !ROLE_WORDS.test(after)) return { header: { role: cleanField(bold), ...organizationAt(after) }, rest: '' };
	if (bold) {
		// "**Meta**, Reality Labs Research — Research Scientist Intern", "**Adobe Research** — Research Intern": the team, then the role after a spaced dash.
		const dashed = /^(?:([^—–]{2,80}?)\s)?[—–]\s([^—–]{2,80})$/.exec(after);
		if (dashed && ROLE_WORDS.test(dashed[2]!) && !(dashed[1] && ROLE_WORDS.test(dashed[1]))) {
			return { header: { ...splitOrganization(bold), role: cleanField(dashed[2]!), ...(dashed[1] && cleanField(dashed[1]) ? { team: cleanField(dashed[1]) } : {}) }, rest: '' };
		}
		// "**Org**, Assistant Professor of Sociology", "**Org**, Affiliate Faculty, Institute for X": the role after the organisation.
		const [role = '', ...more] = after.split(/\s*,\s*/);
		if (ROLE_WORDS.test(role) && !INSTITUTION_WORDS.test(role) && !isPlaceLine(after)) {
			const team = more.find((part) => UNIT_WORDS.test(part) || INSTITUTION_WORDS.test(part));
			const location = more.filter((part) => part !== team).join(', ');
			return { header: { ...splitOrganization(bold), role: cleanField(role), ...(team ? { team } : {}), ...(location ? { location } : {}) }, rest: '' };
		}
		return { header: { ...splitOrganization(bold), ...(after ? { location: after } : {}) }, rest: '' };
	}
	const [first = '', ...more] = splitSentences(text);
	const rest = more.join(' ');
	const dash = /^(.+?)\s+[–—|-]\s+(.+)$/.exec(first);
	// "Org - Role", "Org | Role" is the common order; a role word on the left only means "Role - Org".
	// "Universidad Nacional de Colombia - Sede Medellín": no role on either side, one organisation and its campus.
	if (dash && !line.bullet && !isRoleText(dash[1]!) && !isRoleText(dash[2]!) && CAMPUS.test(dash[2]!)) return { header: { organization: cleanField(first) }, rest };
	if (dash && !line.bullet) {
		const [org, role] = isRoleText(dash[1]!) && !isRoleText(dash[2]!) ? [dash[2]!, dash[1]!] : [dash[1]!, dash[2]!];
		// "ROLE – ORGANISATION (NICR), City, Country" (Europass): the place after the organisation.
		const at = org.includes(',') ? organizationAt(org) : undefined;
		const placed = at?.organization && at.location && isPlaceLine(at.location) ? at : undefined;
		return { header: { ...(placed ?? { organization: cleanField(org) }), role: cleanField(role) }, rest };
	}
	// "Wissenschaftliche Mitarbeiterin (DFG-Projektstelle, Eigene Stelle), Lehrstuhl …": a comma in brackets parts nothing.
	const parts = joinCampus(splitOutsideBrackets(first, /\s*,\s*/g).map(cleanField).filter(Boolean));
	const r = parts.findIndex((p) => ROLE_WORDS.test(p));
	if (r >= 0 && parts.length >= 2) {
		// "Role, Org, Institute for Machine Learning", "Role, Department of Physics, Some University, City",
		// "Role, Org, City": what stands beside the role is read as organisationAt reads it.
		return { header: { role: parts[r]!, ...organizationAt(parts.filter((_, i) => i !== r).join(', ')) }, rest };
	}
	// "Org, City, ST": the organisation, then where it is; "Org, City, ST. Project Architect.": the role in a sentence after it.
	if (parts.length >= 2 && PLACE.test(parts.slice(1).join(', ')) && !ROLE_WORDS.test(first)) {
		const role = more[0] !== undefined && wordCount(more[0]) <= 5 && ROLE_WORDS.test(more[0]) ? cleanField(more[0]) : undefined;
		return role ? { header: { ...organizationAt(first), role }, rest: more.slice(1).join(' ') } : { header: organizationAt(first), rest };
	}
	// A role alone ("Assistant Professor"): its organisation follows on the next line.
	if (parts.length === 1 && ROLE_WORDS.test(first) && !INSTITUTION_WORDS.test(first)) return { header: { role: cleanField(first) }, rest };
	return { header: { ...splitOrganization(cleanField(withoutListingNotes(first))) }, rest };
}

const isUnitName = (name: string | undefined) => name !== undefined && UNIT_WORDS.test(name) && !namesInstitution(name);
const isBareRole = (l: Line) => l.bullet === 0 && !hasDate(l) && !l.text.includes(',') && wordCount(l.text) <= 8 && ROLE_WORDS.test(l.text);

/** Positions held in a unit of the organisation above them: the roles after them are held at the organisation, not the unit. */
const unitRoles = new WeakSet<Experience>();

/** Reads one position; one given as a role alone with its dates is held at the organisation of the one before it. */
function readEntry(lines: Line[], ctx: ExtractContext, previous?: Experience): Experience | undefined {
	const [head, ...body] = lines;
	if (!head) return undefined;
	let headText = head.text;
	const ranges: ReturnType<typeof findDateRanges> = [];
	const cell = dateCell(head);
	const row = cell < 0 ? datedHead(head) : undefined;
	if (cell >= 0) {
		ranges.push(...findDateRanges(head.cells[cell]!));
		// "2022 – present⇥Assistant Professor⇥University of Waterloo": the columns beside the dates are the parts of one header.
		headText = head.cells.filter((c, i) => i !== cell && c).map((c) => c.replace(/,$/, '')).join(', ');
	} else if (row) {
		ranges.push({ range: row.range, index: 0, length: row.range.raw.length });
		headText = row.rest;
	}
	// "Institute | Advisor: Prof. X": the advisor stated on the header line, which leaves the organisation alone there.
	// "Department of Medicine (Mentor: A. Keswani, M.D.)": or in brackets after the unit it was held in.
	const headAdvisor = HEAD_ADVISOR.exec(headText);
	if (headAdvisor) headText = headText.slice(0, headAdvisor.index) + headText.slice(headAdvisor.index + headAdvisor[0].length);
	const { header, rest } = readHeader(head, headText);
	const highlights: string[] = rest ? splitSentences(rest) : [];
	const advisors: string[] = headAdvisor ? splitPeople(headAdvisor[1] ?? headAdvisor[2]!) : [];
	const placed: Line[] = [head];
	let talkMode = false;
	for (const line of body) {
		// "Graduate Research Assistant      Stanford, CA": the place in the right-hand column.
		const column = splitPlaceColumn(line.cells);
		if (column && !header.location) header.location = column.place;
		const text = column ? column.text : line.text;
		const cell = dateCell(line);
		if (cell >= 0 && ranges.length === 0) {
			// "Senior Engineer<TAB>June 2021 – Present" under an "Org, City" header.
			ranges.push(...findDateRanges(line.cells[cell]!));
			const other = cleanField(line.cells.filter((c, i) => i !== cell && c).join(' '));
			if (other && !header.role && ROLE_WORDS.test(other)) header.role = other;
			else if (other) highlights.push(other);
			placed.push(line);
			continue;
		}
		const parts = line.bullet === 0 ? text.split(/\s+[|·•]\s+/) : [text];
		if (parts.length > 1 && ranges.length === 0 && parts.some((p) => parseDateRange(p))) {
			// "City, ST | March 2019 – Present", "Sept 2014 – May 2019 · Advisor: Dr. X".
			// A record page's role stands after its dates' bar whatever its words ("Doctoral student / research assistant").
			const recordRole = RECORD_DATES.test(text);
			for (const part of parts) {
				const range = parseDateRange(part);
				const label = splitLabel(part);
				if (range) ranges.push({ range, index: 0, length: part.length });
				else if (label && ADVISOR_LINE_LABEL.test(label.label)) advisors.push(...splitPeople(label.value));
				// "Institute of X, City · January 2019 – present" under a role given alone: its organisation and place.
				else if (!header.organization && header.role && part === parts[0] && !isPlaceLine(part) && !DURATION.test(part)) Object.assign(header, organizationAt(part));
				// "2022-01-01 to present | Associate Professor (School of Chemistry)" under an organisation: the role, and the unit it was held in.
				else if (!header.role && header.organization && (ROLE_WORDS.test(part) || recordRole)) Object.assign(header, roleWithUnit(part));
				else if (!header.location && PLACE.test(part)) header.location = part;
				else if (!DURATION.test(part)) highlights.push(part);
			}
			placed.push(line);
			continue;
		}
		const found = findDateRanges(text);
		if (found[0]?.index === 0 && ranges.length === 0) {
			ranges.push(...found);
			const last = found[found.length - 1]!;
			const after = cleanField(withoutListingNotes(text.slice(last.index + last.length)));
			// "2019 – 2021 Senior Engineer" under "Org, City"; "June 2021 – Present, Boston, MA" under "Role, Org".
			if (after && !header.role && ROLE_WORDS.test(after) && wordCount(after) <= 8) header.role = after;
			else if (after && !header.location && PLACE.test(after)) header.location = after;
			else if (after && !DURATION.test(after)) highlights.push(after);
			placed.push(line);
			continue;
		}
		// "Professor of Law, 2019 – present" under "Org, City": the role and its dates.
		const position = line.bullet === 0 && !header.role && ranges.length === 0 ? oneLinePosition(line) : undefined;
		// "Associate, Appellate Litigation Group, 2011 – 2014": the role, then the team it was held in.
		const [role = '', ...team] = position ? position.rest.split(/\s*,\s*/) : [];
		if (position && ROLE_WORDS.test(role) && !team.some((t) => ROLE_WORDS.test(t) || INSTITUTION_WORDS.test(t))) {
			header.role = cleanField(role);
			if (team.length && !header.team) header.team = cleanField(team.join(', '));
			ranges.push({ range: position.range, index: 0, length: 0 });
			placed.push(line);
			continue;
		}
		const label = splitLabel(text);
		if (label && ADVISOR_LINE_LABEL.test(label.label)) {
			advisors.push(...splitPeople(label.value));
			placed.push(line);
			continue;
		}
		// "Cargo: Ingeniera de Hidrometría, Enero de 2008 - Diciembre de 2011": the post, labelled, with the dates it was held.
		// The labels a record's export writes ("Cargo:", "Nombre del curso:"), read as the records reader reads them.
		const labelColumn = label ? recordColumnOf(label.label) : undefined;
		if (label && labelColumn === 'position' && !header.role) {
			header.role = cleanField(splitTrailingDate(label.value)?.rest ?? label.value);
			placed.push(line);
			continue;
		}
		// "Nombre del curso: Hidrología, Agosto de 2017 - Actual" among the post's activities: a course taught there.
		if (label && labelColumn === 'course') {
			const dated = splitTrailingDate(label.value);
			const course = cleanField(dated?.rest ?? label.value);
			if (course) ctx.draft.teaching.push({ course, ...(header.organization ? { institution: header.organization } : {}), ...(dated ? { term: dated.range.raw } : {}), source: spanOf([line]) });
			ctx.trace.place(line);
			continue;
		}
		if (line.bullet > 0 && sectionKindOf(text) === 'talks') {
			talkMode = true;
			placed.push(line);
			continue;
		}
		if (talkMode && line.bullet > 1) {
			const talk = parseTalkLine(line);
			if (talk) ctx.draft.talks.push(talk);
			placed.push(line);
			continue;
		}
		talkMode = false;
		const at = /^(.+?)\s+(?:@|at)\s+(.+)$/.exec(text);
		if (line.bullet === 0 && !header.role && ROLE_WORDS.test(text) && wordCount(text) <= 8) {
			if (at) {
				if (header.organization) header.project = [header.organization, header.team].filter(Boolean).join(', ');
				const org = splitOrganization(cleanField(at[2]!));
				header.organization = org.organization;
				header.role = cleanField(at[1]!);
				if (org.team) header.team = org.team;
				else delete header.team;
			} else header.role = cleanField(text);
			placed.push(line);
			continue;
		}
		// "Research Scientist" over its dates and "Seattle, Washington, United States", the next of the roles a
		// LinkedIn profile lists under one company: where it was held; the company is the one above.
		if (!header.organization && previous && ranges.length > 0 && line.bullet === 0 && (isRoleOnly(head) || isBareRole(head)) && isPlaceLine(withoutListingNotes(text))) {
			header.location ??= withoutListingNotes(text);
			placed.push(line);
			continue;
		}
		// "Full-time · 4 yrs 11 mos", "Part-time": what kind of job and how long, which the dates say; nothing to keep, and no organisation.
		if (line.bullet === 0 && JOB_KIND.test(withoutListingNotes(text))) {
			placed.push(line);
			continue;
		}
		// "Org, City" under a role given alone, or as the first item under it ("* Role" over "  * Org, City").
		// A sentence ("Mentored 3 interns.") is no organisation's name.
		if (!header.organization && ((isHeaderLine(line) && !isShortSentence(text)) || (line === body[0] && line.bullet > head.bullet && header.role !== undefined && !hasDate(line) && wordCount(text) <= 14 && !/[.;:]$/.test(text)))) {
			const { location, ...organization } = organizationAt(text);
			Object.assign(header, organization);
			if (location && !header.location) header.location = location;
			placed.push(line);
			continue;
		}
		const where = withoutListingNotes(text);
		if (line.bullet === 0 && !header.location && PLACE.test(where) && wordCount(where) <= 6) {
			header.location = where;
			placed.push(line);
			continue;
		}
		// "Variational continual learning. Mentor: Dr. A. Treloar": the advisor named in the description's last sentence.
		const named = line.bullet === 0 ? trailingAdvisor(text) : undefined;
		if (named) {
			advisors.push(...named.advisors);
			if (named.rest) highlights.push(named.rest);
			placed.push(line);
			continue;
		}
		// A sub-point joins its topic: "Topic: point point".
		const prev = highlights.length - 1;
		if (line.bullet >= 3 && prev >= 0) highlights[prev] = `${highlights[prev]!.replace(/:$/, '')}${highlights[prev]!.endsWith(':') ? ': ' : ' '}${text}`;
		else highlights.push(text);
		placed.push(line);
	}
	// A role given alone with its dates ("Research Scientist" over "Jan 2020 - Jan 2022", one of the roles a
	// profile page lists under one company): held at the organisation of the one before.
	if (!header.organization && previous && header.role && ranges.length > 0 && (isRoleOnly(head) || isBareRole(head))) {
		header.organization = previous.organization;
		if (previous.team && !unitRoles.has(previous)) header.team = previous.team;
		if (previous.location && !header.location) header.location = previous.location;
	}
	// "⇥Director, Center for X, 2022–present" indented among the roles under a school: a unit of the school.
	const unit = previous !== undefined && head.indent > 0 && !header.team && ranges.length > 0 && oneLinePosition(head) !== undefined && isUnitName(header.organization);
	if (unit && header.organization) {
		header.team = header.organization;
		header.organization = previous.organization;
	}
	if (!header.organization) return undefined;
	// "Graduate Research Assistant (Advisor: Prof. X)", "Research Intern (w/ A. Name)": who the role was held with, in brackets after it.
	const advised = header.role?.endsWith(')') ? ROLE_WITH.exec(header.role) : null;
	// "(with tenure)" is how it was held, not with whom: a name is capitalised.
	if (advised && /^\p{Lu}/u.test(advised[1]!)) {
		advisors.push(...splitPeople(advised[1]!));
		header.role = cleanField(header.role!.slice(0, advised.index));
	}
	// "Research Assistant to Prof. Nathaniel Obuya-Strand": the professor the role assisted.
	const assisted = header.role?.includes(' to ') ? ROLE_TO.exec(header.role) : null;
	if (assisted) {
		advisors.push(...splitPeople(assisted[1]!));
		header.role = cleanField(header.role!.slice(0, assisted.index));
	}
	// "Graduate Teaching Assistant, Deep Learning Systems (CS 5320)": the course taught is the teaching entry's, the role is the role.
	const taught = header.role && TEACHING_ROLE.test(header.role) ? ROLE_AND_COURSE.exec(header.role) : null;
	const e: Experience = { organization: header.organization, advisors, highlights, source: spanOf(lines) };
	if (unit) unitRoles.add(e);
	if (header.role) e.role = taught ? taught[1]! : header.role;
	if (header.team) e.team = header.team;
	if (header.location) e.location = header.location;
	if (ranges[0]) e.dates = ranges[0].range;
	if (ranges.length > 1) e.periods = ranges.map((r) => r.range);
	if (header.project) e.project = header.project;
	// "Standing Member, X Study Section, NIH", "Editorial Board Member, Journal of Y" among positions
	// (a biosketch's "Positions, Scientific Appointments and Honors"): service to a field, no post.
	// "Member, American Society for Cell Biology": a membership, which has no field; it stays listed as unplaced.
	const seat = serviceSeat(header, e);
	if (seat && MEMBERSHIP.test(seat.role) && SOCIETY.test(seat.venue) && !SEATED_BODY.test(seat.venue)) return previous;
	ctx.trace.place(...placed);
	if (seat) {
		const year = e.dates?.start ?? e.dates?.end;
		ctx.draft.service.push({ ...seat, ...(year && year !== 'present' ? { year: Number(year.slice(0, 4)) } : {}), source: e.source });
		return previous;
	}
	ctx.draft.experience.push(e);
	if (header.role && TEACHING_ROLE.test(header.role) && !FACULTY_POST.test(header.role)) addTeaching(e, lines, ctx);
	return e;
}

/** The role and the body of a seat on a body that serves a field, read as a position was: "Member, X Society" has no role word a post has. */
function serviceSeat(header: Header, e: Experience): { role: string; venue: string } | undefined {
	const written = header.role ? [e.team, e.organization].filter(Boolean).join(', ') : [e.organization, e.team, e.location].filter(Boolean).join(', ');
	const [first = '', ...rest] = header.role ? [header.role, written] : written.split(/,\s*/);
	const venue = header.role ? written : rest.join(', ');
	return SERVICE_SEAT.test(first) && venue && BODY_WORDS.test(venue) ? { role: cleanField(first), venue: cleanField(venue) } : undefined;
}

const MEMBERSHIP = /^(?:life |regular |student |associate )?member$/i;
const SOCIETY = /\b(?:Society|Association|Union|Federation|Academy|Institution)\b/;
const SEATED_BODY = /\b(?:committee|board|panel|council|section|jury|commission)\b/i;

/** A seat on a body that serves a field: a member, a reviewer, an editor. */
const SERVICE_SEAT = /^(?:(?:standing|ad hoc|elected|founding|life|regular|temporary|associate|senior|guest)\s+)?(?:member|reviewer|referee|editor|editorial board member|board member|panel(?:ist| member))$/i;

/** "Senior Lecturer in Hydrology": a British or Australian faculty post, named for its field and not a course. */
const FACULTY_POST = /^(?:senior |principal |associate )?lecturer in\b/i;

/** A teaching position is also a Teaching entry: the course is the one its highlights name, or each one they name with its code. */
function addTeaching(e: Experience, lines: Line[], ctx: ExtractContext): void {
	const coded = lines.slice(1).flatMap((line) => coursesNamedIn(line.text));
	if (coded.length > 0) {
		const at = { role: e.role!, institution: e.organization, ...(e.dates ? { term: e.dates.raw } : {}), source: spanOf(lines) };
		ctx.draft.teaching.push(...coded.map((c) => ({ ...c, ...at })));
		return;
	}
	for (const line of lines) {
		// "Teaching Assistant, Deep Learning Systems (CS 5320)      Ashbury, MA": the place in its column is no part of the course.
		const text = splitPlaceColumn(line.cells)?.text ?? line.text;
		const t = teachingFromText(text.replace(/^Worked as an? /i, ''), e.organization, line);
		if (!t) continue;
		const code = /^(.*?)\s*\(([A-Z]{2,5}[\s-]?\d{3,4}[A-Z]?)\)$/.exec(t.course);
		const course = line.strong.find((s) => t.course.startsWith(s)) ?? (code ? code[1]! : t.course);
		ctx.draft.teaching.push({ ...t, course, role: e.role!, ...(code ? { code: code[2]! } : {}), ...(e.dates ? { term: e.dates.raw } : {}), source: spanOf(lines) });
		return;
	}
}
