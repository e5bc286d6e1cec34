import type { Teaching } from '../../schema/index.ts';
import { findDateRanges, parseDateRange } from '../dates.ts';
import { matchesOf } from '../matches.ts';
import { cleanField, isNameInCapitals, wordCount } from '../text.ts';
import { spanOf, type Line } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { placeStart } from './org.ts';
import { TEACHING_ROLE, TEACHING_ROLE_WORDS } from '../vocab/roles.ts';

/**
 * "Fall 2022", "2023 Fall", and the semesters of German-speaking universities: "WS 2023/24",
 * "SoSe 2023", "Winter semester 2022/23".
 */
export const TERM_TEXT = String.raw`(?:(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:19|20)\d{2}|(?:19|20)\d{2}\s+(?:Spring|Summer|Fall|Autumn|Winter)\b|(?:WS|SS|WiSe|SoSe|(?:Winter|Summer)\s?semester|Wintersemester|Sommersemester)\s?(?:19|20)\d{2}(?:\/\d{2}(?:\d{2})?)?)`;
export const TERM = new RegExp(String.raw`\b${TERM_TEXT}(?![\d/])`, 'i');
/**
 * "WS 2020/21, WS 2021/22⇥Course", "SS 2018 – SS 2021⇥Course", "seit WS 2022/23 Vorlesung „…“": one term,
 * a list or a range of them, perhaps "since" one, opening a line.
 */
// "Fall 2018–2022": a range of terms may end in the year alone.
export const LEADING_TERM = new RegExp(String.raw`^((?:(?:seit|since|from|ab)\s+)?${TERM_TEXT}(?:\s*(?:,|;|and|&|[–—-])\s*${TERM_TEXT})*(?:\s*[–—-]\s*(?:19|20)\d{2})?)(?![\d/])[\s:,–-]*`, 'i');
/** A teaching role in any case: "Teaching assistant" as often as "Teaching Assistant". */
export const ANY_CASE_TEACHING_ROLE = new RegExp(TEACHING_ROLE.source, 'i');

/** "every autumn since 2016", "each spring, 2019–2023": when a course ran, in words around a year. */
const TERM_WORD = /^(?:every|each|since|from|seit|annually|yearly|in|the|and|autumn|fall|spring|summer|winter|semesters?|terms?|quarters?|present|now|(?:19|20)\d{2})$/i;

/**
 * Whether every word of a part says when, read word by word ("2019/20": a year's last two digits
 * after a year). One pattern of repeated words with optional separators tried every way of
 * splitting "2019 – 2020 2019 – 2…" before failing, in time that doubled with each range.
 */
function isTermWords(text: string): boolean {
	const words = text.split(/[\s,/–—-]+/).filter(Boolean);
	return words.length > 0 && words.every((w, i) => TERM_WORD.test(w) || (/^\d{2}$/.test(w) && i > 0 && /^(?:19|20)\d{2}$/.test(words[i - 1]!)));
}

/** "Fall 2022", "WS 2023/24", "2019", "every autumn since 2016": a part that says when, and nothing else. */
export const isTerm = (part: string): boolean => {
	const s = part.trim();
	return /^(?:19|20)\d{2}$/.test(s) || TERM.exec(s)?.[0] === s || parseDateRange(s) !== undefined || (/\d{4}/.test(s) && isTermWords(s));
};

/** "Teaching assistant", "co-lecturer": a part that is a teaching role and little else. */
/** "Course (level): role" up to the next comma. */
const COLON_ROLE = /^([^:]+?)\s*:\s*([^:,;()]+)(?=[,;]|$)/;
/** A text that opens with who taught: "chargée de TD et TP", "Lecturer". */
const ROLE_FIRST = new RegExp(`^${TEACHING_ROLE_WORDS}\\b`, 'i');

export const isRole = (part: string): boolean => ANY_CASE_TEACHING_ROLE.test(part) && wordCount(part) <= 4;

/** "Halvorsen University", "Univ. of Fennick", "TU Marlstadt": a part that names where it was taught. */
const isInstitution = (part: string): boolean => (INSTITUTION_WORDS.test(part) || /^(?:TU|Univ\.)\s/.test(part)) && wordCount(part) <= 10;

/**
 * "undergraduate", "~120 students", "48 class hours", "2 SWS", "MSc in Epidemiology", "for river-authority
 * staff": who a course was for and how much of it there was. Kept in brackets after the course, where it was written.
 */
const AUDIENCE_NOTE = /^(?:for\s|~)|\b(?:under-?graduate|(?:post)?graduate|master'?s?|bachelor'?s?|laurea|licen[cs]e|licenciatura|doctoral|ph\.?d|M\.?Sc|B\.?Sc|M\.?A|students?|participants?|hours?|SWS|ECTS|CFU|credits?|level|elective|required|compulsory|online|co-taught|team-taught)\b/i;

/**
 * "ECON 1010", "PHYS3021", "INF3-HRI", "10-701", "18.701": a course's code before its name; "Math 221"
 * too, with a colon or a dash after it ("Physics 101 Lab" may be a name).
 */
const COURSE_CODE = /^(?:([A-Z]{2,5}[\s-]?\d{2,4}[A-Z]?|[A-Z][A-Z0-9]*\d[A-Z0-9]*(?:[-.][A-Z0-9]+)+|\d{2}-\d{3}|\d{1,2}\.\d{2,3}[A-Z]?)\s*(?:[:–—-]\s*|\s+(?=[\p{Lu}\p{N}„“"«*_]))|(\p{Lu}\p{Ll}{1,4}\s\d{2,4}[A-Z]?)\s*[:–—-]\s*)/u;

/** "EPI 642", "PHYS3021", "CSCI-UA.201.007": a code alone, as a bracket after the course holds it. */
const BRACKETED_CODE = /^(?:[A-Z]{2,5}\s\d{2,4}[A-Z]?|[A-Z]{2}[A-Z0-9.-]*\d[A-Z0-9.-]*)$/;

/** "Short course:", "Vorlesung", "Seminar:": what kind of teaching, before a title set apart. */
const TYPE_LABEL = /^(?:[\p{L}-]+\s){0,2}[\p{L}-]+:?$/u;

/**
 * Where a line's parts split: commas and semicolons, spaced dashes and column gaps, never inside
 * brackets, quotes or a date range ("2020 – actualidad").
 */
function splitParts(text: string): { part: string; before: string }[] {
	const out: { part: string; before: string }[] = [];
	const dated = findDateRanges(text).map((f) => [f.index, f.index + f.length] as const);
	let depth = 0;
	let quoted = false;
	let start = 0;
	let before = '';
	let next = 0;
	// "CHEM 343 Organic Chemistry | Fall 2021": a bar sets parts apart as a comma does.
	const gap = /\s*[,;]\s*|\s+(?:[—–|]|--?)\s+|\t+\s*|\s{3,}/y;
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!;
		if (c === '(') depth++;
		else if (c === ')' && depth > 0) depth--;
		// „German“, “English”, «French»: the closing mark of one is the opening mark of another.
		else if (!quoted && (c === '„' || c === '“' || c === '«')) quoted = true;
		else if (quoted && (c === '“' || c === '”' || c === '»')) quoted = false;
		if (depth > 0 || quoted || !(c === ',' || c === ';' || c === ' ' || c === '\t')) continue;
		gap.lastIndex = i;
		const m = gap.exec(text);
		// The ranges are in order, as the separators are: one pointer walks both (asking every range at
		// every comma cost the square of a line of years).
		while (next < dated.length && dated[next]![1] <= i) next++;
		if (!m || (next < dated.length && i > dated[next]![0] && i < dated[next]![1])) continue;
		out.push({ part: text.slice(start, i), before });
		before = m[0];
		start = i + m[0].length;
		i = start - 1;
	}
	out.push({ part: text.slice(start), before });
	return out.filter((p) => p.part.trim() !== '');
}

/** A title set apart by italics, bold or quotation marks: "GEO 150 — *Glaciology* (…)", "Vorlesung „Chemie II“". */
function setApartTitle(text: string, line: Line): { head: string; title: string; tail: string; term?: string; note?: string } | undefined {
	const quoted = /[„“"«]([^„“”"«»]{3,})[“”"»]/.exec(text);
	const spans = quoted ? [quoted[1]!] : [...line.emphasis, ...line.strong];
	if (spans.length !== 1) return undefined;
	const title = spans[0]!;
	const at = text.indexOf(title);
	if (at < 0 || isRole(title) || isTerm(title) || isInstitution(title)) return undefined;
	const written = text.slice(0, quoted ? quoted.index : at).trim();
	// "seit WS 2022/23 Vorlesung „…“": when, then what kind of teaching.
	const term = LEADING_TERM.exec(written);
	const head = term ? written.slice(term[0].length).trim() : written;
	// "dall’a.a. 2018/2019 ad oggi: titolare del corso “Fisica II”": before a quoted title, words on the teaching
	// done are a note on it; before italics, only a code or a kind of teaching may stand.
	const labelled = head === '' || COURSE_CODE.test(`${head} X`) || TYPE_LABEL.test(head);
	if (!labelled && !(quoted && wordCount(head) <= 12)) return undefined;
	const end = quoted ? quoted.index + quoted[0].length : at + title.length;
	return { head: labelled ? head : '', title, tail: text.slice(end), ...(term ? { term: term[1]! } : {}), ...(labelled ? {} : { note: head.replace(/[:,]$/, '') }) };
}



/**
 * "CS 4780 – Machine Learning (lecturer, ~120 students), Pellham", "Course, University, Teaching
 * Assistant, Fall 2021", "*Hydrology* (undergraduate; every autumn since 2016)": a course line read
 * part by part, each part by what it is, not where it stands. Terms, a role and an institution are
 * fields, in brackets or not; a note on the audience stays in brackets after the course; a title set
 * apart in italics or quotes is the course whole, and what no field takes after it a note on it. A
 * name in capitals after a closing bracket is where it was taught, unless an institution is named.
 */
export function readCourseLine(written: string, line: Line): Teaching {
	const t: Teaching = { course: '', source: spanOf([line]) };
	// "Algorithms 1 (L1): teaching assistant, since 2021": who taught it, after a colon.
	const role = written.includes(':') ? COLON_ROLE.exec(written) : null;
	if (role && ROLE_FIRST.test(role[2]!) && wordCount(role[2]!) <= 6) t.role = cleanField(role[2]!);
	const text = role && t.role ? `${role[1]}${written.slice(role[0].length)}` : written;
	const apart = setApartTitle(text, line);
	const terms: string[] = apart?.term ? [apart.term] : [];
	const notes: string[] = apart?.note ? [apart.note] : [];
	const course: string[] = [];
	// A name in capitals after the course closed, taken for where it was taught unless the line names an institution.
	let place: string | undefined;
	let closed = apart !== undefined;
	const take = (part: string): boolean => {
		if (isTerm(part)) terms.push(cleanField(part));
		// "(EPI 642)": the course's code in brackets after it.
		else if (!t.code && BRACKETED_CODE.test(part)) t.code = part;
		else if (!t.role && isRole(part)) t.role = cleanField(part);
		else if (!t.institution && isInstitution(part)) t.institution = cleanField(part);
		else return false;
		return true;
	};
	for (const { part, before } of splitParts(apart ? apart.tail : text)) {
		const bracket = /^(.*?)\s*\(([^()]*)\)\.?$/.exec(part.trim());
		const lead = (bracket ? bracket[1]! : part).trim();
		if (bracket) for (const inner of bracket[2]!.split(/\s*[,;]\s*/)) if (inner && !take(inner)) notes.push(inner);
		if (lead === '') {
			closed ||= bracket !== null && course.length > 0;
			continue;
		}
		const after = course.length > 0 || closed;
		if (after && take(lead)) continue;
		if (after && AUDIENCE_NOTE.test(lead)) notes.push(cleanField(lead));
		else if (closed && place === undefined && wordCount(lead) <= 6 && isNameInCapitals(cleanField(lead))) place = cleanField(lead);
		else course.push(course.length ? `${before.includes('\t') || /^\s{3,}$/.test(before) ? ' ' : before}${lead}` : lead);
		closed ||= bracket !== null;
	}
	if (place && !t.institution) t.institution = place;
	else if (place) notes.push(place);
	// "Medicine, Ridgemont, OH": where the course was taught is no part of it, and a course has no place.
	const placeAt = placeStart(course, (k) => course.slice(k).join('').replace(/^[,;]\s*/, ''));
	if (placeAt !== undefined) course.length = placeAt;
	// After a title set apart, what no field took is a note on it ("— Profesora adjunta"), kept with the notes.
	if (apart) notes.push(...course);
	// The code stands before the title set apart ("CEE 341 — *Hydrology*"), at the start of the title ("**CS 6210: Systems**"), or of the course.
	const headCode = apart ? COURSE_CODE.exec(`${apart.head} X`) : null;
	const named = apart ? apart.title : course.join('');
	const code = headCode ?? COURSE_CODE.exec(named);
	const codeText = code ? (code[1] ?? code[2])! : undefined;
	const codeOpens = code !== null && !headCode && !t.code && !isTerm(codeText!);
	if (code && !t.code && !isTerm(codeText!)) t.code = codeText;
	const title = cleanField(codeOpens ? named.slice(code[0].length) : named);
	t.course = notes.length ? `${title} (${notes.map(cleanField).filter(Boolean).join(', ')})` : title;
	if (terms.length) t.term = terms.join(', ');
	return t;
}

/** "KIM 302 Elektrokimya", "CS 6210: Systems": a course's code before its title, and the title. */
export function splitCourseCode(text: string): { code?: string; course: string } {
	const code = COURSE_CODE.exec(text);
	const codeText = code ? (code[1] ?? code[2])! : undefined;
	return code && !isTerm(codeText!) ? { code: codeText!, course: cleanField(text.slice(code[0].length)) } : { course: text };
}

/** "Analysis of River Flow Records (GEO5040)": a course named in prose, in capitals up to its code. */
const CODED_COURSE = /(\p{Lu}[\p{L}-]*(?:\s(?:\p{Lu}[\p{L}-]*|and|of|for|in|the|to|with|&))*)\s\(([A-Z]{2,5}[\s-]?\d{3,5}[A-Z]?)\)/gu;

/** The courses a sentence names with their codes: "teaches on Catchment Modelling (GEO5012) and Flow Records (GEO5040)". */
export const coursesNamedIn = (text: string): { course: string; code: string }[] =>
	matchesOf(CODED_COURSE, text).map((m) => ({ course: m[1]!.replace(ROLE_FOR, ''), code: m[2]! }));
/** "TA for Principles of …": the role a run of capitals may open with, no part of the course. */
const ROLE_FOR = new RegExp(`^${TEACHING_ROLE_WORDS}\\s+(?:for|of|in)\\s+`, 'i');
