import type { Teaching } from '../../schema/index.ts';
import { parseDateRange } from '../dates.ts';
import { cleanField, wordCount } from '../text.ts';
import { spanOf, type Line } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { TEACHING_ROLE } from '../vocab/roles.ts';

/**
 * "Fall 2022", "2023 Fall", and the semesters of German-speaking universities: "WS 2023/24",
 * "SoSe 2023", "Winter semester 2022/23".
 */
export const TERM_TEXT = String.raw`(?:(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:19|20)\d{2}|(?:19|20)\d{2}\s+(?:Spring|Summer|Fall|Autumn|Winter)\b|(?:WS|SS|WiSe|SoSe|(?:Winter|Summer)\s?semester|Wintersemester|Sommersemester)\s?(?:19|20)\d{2}(?:\/\d{2}(?:\d{2})?)?)`;
export const TERM = new RegExp(String.raw`\b${TERM_TEXT}(?![\d/])`, 'i');
/** A teaching role in any case: "Teaching assistant" as often as "Teaching Assistant". */
export const ANY_CASE_TEACHING_ROLE = new RegExp(TEACHING_ROLE.source, 'i');

/** "every autumn since 2016", "each spring, 2019–2023": when a course ran, in words around a year. */
const TERM_WORDS = /^(?:(?:every|each|since|from|seit|annually|yearly|in|the|and|autumn|fall|spring|summer|winter|semesters?|terms?|quarters?|(?:19|20)\d{2}(?:\s*[/–—-]\s*(?:(?:19|20)?\d{2}|present|now))?|present|now)[\s,–—-]*)+$/i;

/** "Fall 2022", "WS 2023/24", "2019", "every autumn since 2016": a part that says when, and nothing else. */
export const isTerm = (part: string): boolean => {
	const s = part.trim();
	return /^(?:19|20)\d{2}$/.test(s) || TERM.exec(s)?.[0] === s || parseDateRange(s) !== undefined || (/\d{4}/.test(s) && TERM_WORDS.test(s));
};

/** "Teaching assistant", "co-lecturer": a part that is a teaching role and little else. */
export const isRole = (part: string): boolean => ANY_CASE_TEACHING_ROLE.test(part) && wordCount(part) <= 4;

/** "Halvorsen University", "Univ. of Harrowmere", "TU Grevenstein": a part that names where it was taught. */
const isInstitution = (part: string): boolean => (INSTITUTION_WORDS.test(part) || /^(?:TU|Univ\.)\s/.test(part)) && wordCount(part) <= 10;

/**
 * "undergraduate", "~120 students", "48 class hours", "2 SWS", "for river-authority staff": who a
 * course was for and how much of it there was. Kept in brackets after the course, where it was written.
 */
const AUDIENCE_NOTE = /^(?:for\s|~|\d)|\b(?:under-?graduate|(?:post)?graduate|master'?s|bachelor'?s|doctoral|ph\.?d|M\.?Sc|B\.?Sc|students?|participants?|hours?|SWS|ECTS|credits?|level|elective|required|compulsory|online|co-taught|team-taught)\b/i;

/**
 * "ECON 1010", "PHYS3021", "INF3-HRI", "10-701", "18.701": a course's code before its name; "Math 221"
 * too, with a colon or a dash after it ("Physics 101 Lab" may be a name).
 */
const COURSE_CODE = /^(?:([A-Z]{2,5}[\s-]?\d{2,4}[A-Z]?|[A-Z][A-Z0-9]*\d[A-Z0-9]*(?:[-.][A-Z0-9]+)+|\d{2}-\d{3}|\d{1,2}\.\d{2,3}[A-Z]?)\s*(?:[:–—-]\s*|\s+(?=[\p{Lu}\p{N}„“"«*_]))|(\p{Lu}\p{Ll}{1,4}\s\d{2,4}[A-Z]?)\s*[:–—-]\s*)/u;

/** "Short course:", "Vorlesung", "Seminar:": what kind of teaching, before a title set apart. */
const TYPE_LABEL = /^(?:[\p{L}-]+\s){0,2}[\p{L}-]+:?$/u;

/** Where a line's parts split: commas and semicolons, spaced dashes and column gaps, never inside brackets or quotes. */
function splitParts(text: string): { part: string; before: string }[] {
	const out: { part: string; before: string }[] = [];
	let depth = 0;
	let start = 0;
	let before = '';
	const gap = /^(?:\s*[,;]\s*|\s+(?:[—–]|--?)\s+|\t+\s*|\s{3,})/;
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!;
		if (c === '(' || c === '„' || c === '“' || c === '«') depth++;
		else if ((c === ')' || c === '“' || c === '”' || c === '»') && depth > 0) depth--;
		if (depth > 0 || !(c === ',' || c === ';' || c === ' ' || c === '\t')) continue;
		const m = gap.exec(text.slice(i));
		if (!m) continue;
		out.push({ part: text.slice(start, i), before });
		before = m[0];
		start = i + m[0].length;
		i = start - 1;
	}
	out.push({ part: text.slice(start), before });
	return out.filter((p) => p.part.trim() !== '');
}

/** A title set apart by italics, bold or quotation marks: "CEE 341 — *Hydrology* (…)", "Vorlesung „Chemie II“". */
function setApartTitle(text: string, line: Line): { head: string; title: string; tail: string } | undefined {
	const quoted = /[„“"«]([^„“”"«»]{3,})[“”"»]/.exec(text);
	const spans = quoted ? [quoted[1]!] : [...line.emphasis, ...line.strong];
	if (spans.length !== 1) return undefined;
	const title = spans[0]!;
	const at = text.indexOf(title);
	if (at < 0 || isRole(title) || isTerm(title) || isInstitution(title)) return undefined;
	const head = text.slice(0, quoted ? quoted.index : at).trim();
	if (head !== '' && !COURSE_CODE.test(`${head} X`) && !TYPE_LABEL.test(head)) return undefined;
	const end = quoted ? quoted.index + quoted[0].length : at + title.length;
	return { head, title, tail: text.slice(end) };
}

/**
 * "CS 4780 – Machine Learning (lecturer, ~120 students), Harrowdene", "Course, University, Teaching
 * Assistant, Fall 2021", "*Hydrology* (undergraduate; every autumn since 2016)": a course line read
 * part by part, each part by what it is, not where it stands. Terms, a role and an institution are
 * fields, in brackets or not; a note on the audience stays in brackets after the course; a title set
 * apart in italics or quotes is the course whole. Anything else after a closing bracket or a title set
 * apart is where it was taught.
 */
export function readCourseLine(text: string, line: Line): Teaching {
	const t: Teaching = { course: '', source: spanOf([line]) };
	const terms: string[] = [];
	const notes: string[] = [];
	const course: string[] = [];
	const apart = setApartTitle(text, line);
	let closed = apart !== undefined;
	const take = (part: string): boolean => {
		if (isTerm(part)) terms.push(cleanField(part));
		else if (!t.role && isRole(part)) t.role = cleanField(part);
		else if (!t.institution && isInstitution(part)) t.institution = cleanField(part);
		else return false;
		return true;
	};
	for (const { part, before } of splitParts(apart ? apart.tail : text)) {
		const bracket = /^(.*?)\s*\(([^()]*)\)$/.exec(part.trim());
		const lead = bracket ? bracket[1]! : part;
		if (bracket) for (const inner of bracket[2]!.split(/\s*[,;]\s*/)) if (inner && !take(inner)) notes.push(inner);
		if (lead.trim() === '') {
			closed ||= bracket !== null && course.length > 0;
			continue;
		}
		if ((course.length > 0 || closed) && take(lead)) continue;
		if ((course.length > 0 || closed) && AUDIENCE_NOTE.test(lead.trim()) && /^\p{Ll}|^[~\d]/u.test(lead.trim())) notes.push(cleanField(lead));
		else if (closed && !t.institution && /^\p{Lu}/u.test(lead.trim()) && wordCount(lead) <= 6) t.institution = cleanField(lead);
		else course.push(course.length ? `${before.includes('\t') || /^\s{3,}$/.test(before) ? ' ' : before}${lead.trim()}` : lead.trim());
		closed ||= bracket !== null;
	}
	const named = apart ? apart.title : course.join('');
	const code = COURSE_CODE.exec(apart ? `${apart.head} X` : named);
	if (code) t.code = (code[1] ?? code[2])!;
	const title = cleanField(apart ? apart.title : code ? named.slice(code[0].length) : named);
	t.course = notes.length ? `${title} (${notes.map(cleanField).filter(Boolean).join(', ')})` : title;
	if (terms.length) t.term = terms.join(', ');
	return t;
}
