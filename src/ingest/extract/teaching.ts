import type { Teaching } from '../../schema/index.ts';
import { splitLeadingDate } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { TEACHING_ROLE, TEACHING_ROLE_WORDS } from '../vocab/roles.ts';

/** "Role for Course", "Role: Course", "Role, Course". */
const ROLE_THEN_COURSE = new RegExp(`^(.*?\\b${TEACHING_ROLE_WORDS})\\s*(?:for|of|in|:|,)\\s*(.+)$`, 'i');
/** "Fall 2022", and the semesters of German-speaking universities: "WS 2023/24", "SoSe 2023", "Winter semester 2022/23". */
const TERM_TEXT = String.raw`(?:(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:19|20)\d{2}|(?:WS|SS|WiSe|SoSe|(?:Winter|Summer)\s?semester|Wintersemester|Sommersemester)\s?(?:19|20)\d{2}(?:\/\d{2}(?:\d{2})?)?)`;
const TERM = new RegExp(String.raw`\b${TERM_TEXT}(?![\d/])`, 'i');
const LEADING_TERM = new RegExp(String.raw`^(${TERM_TEXT})(?![\d/])[\s:,–-]*`, 'i');
/** A teaching role in any case: "Teaching assistant" as often as "Teaching Assistant". */
const ANY_CASE_TEACHING_ROLE = new RegExp(TEACHING_ROLE.source, 'i');

/** "Undergraduate TA for Course (Fall 2015, CODE), Institution" and "Teaching Assistant: Course". */
export function teachingFromText(text: string, institution: string | undefined, line: Line): Teaching | undefined {
	const m = ROLE_THEN_COURSE.exec(text);
	if (!m || !ANY_CASE_TEACHING_ROLE.test(m[1]!)) return undefined;
	let rest = m[2]!;
	const t: Teaching = { course: '', role: cleanField(m[1]!), source: spanOf([line]) };
	const paren = /\s*\(([^()]*)\)/.exec(rest);
	if (paren) {
		for (const part of paren[1]!.split(/\s*,\s*/)) {
			if (TERM.test(part)) t.term = part;
			else if (/\d/.test(part)) t.code = part;
		}
		rest = rest.slice(0, paren.index) + rest.slice(paren.index + paren[0].length);
	}
	// The remaining comma parts: the course first, then a term and an institution in any order.
	const [course = '', ...parts] = rest.split(/\s*,\s*/).map(cleanField);
	for (const part of parts) {
		if (TERM.test(part) && !t.term) t.term = part;
		else if (INSTITUTION_WORDS.test(part) && !t.institution) t.institution = part;
	}
	const code = /^([A-Z]{2,5}[\s-]?\d{2,4}[A-Z]?)\s*[:–-]\s*(.+)$/.exec(course);
	if (code && !t.code) t.code = code[1]!;
	rest = code ? code[2]! : course;
	t.course = cleanField(rest);
	if (!t.institution && institution) t.institution = institution;
	return t.course ? t : undefined;
}

/** The role in brackets after a course, as date-first rows write it: "Course (teaching assistant), Institution". */
const BRACKETED_ROLE = new RegExp(`^(.+?)\\s*\\(((?:[\\w-]+\\s)?${TEACHING_ROLE_WORDS})\\)\\s*(?:,\\s*(.+))?$`, 'i');

function courseWithRole(text: string, line: Line): Teaching {
	const m = BRACKETED_ROLE.exec(text);
	if (!m) {
		// "Course (lecture), Some University": the institution after the last comma.
		const at = /^(.+),\s*([^,()]+)$/.exec(text);
		if (at && INSTITUTION_WORDS.test(at[2]!)) return { course: cleanField(at[1]!), institution: cleanField(at[2]!), source: spanOf([line]) };
		return { course: cleanField(text), source: spanOf([line]) };
	}
	const t: Teaching = { course: cleanField(m[1]!), role: cleanField(m[2]!), source: spanOf([line]) };
	if (m[3] && cleanField(m[3])) t.institution = cleanField(m[3]);
	return t;
}

/** Step 5k. Teaching: one course per line or list item, its term possibly in a left column ("Spring 2023   Course"). */
export function extractTeaching(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const semester = LEADING_TERM.exec(line.text);
		const lead = semester ? undefined : splitLeadingDate(line.text);
		const text = semester ? line.text.slice(semester[0].length) : (lead?.rest ?? line.text);
		const t = teachingFromText(text, undefined, line) ?? courseWithRole(text, line);
		if (!t.course) continue;
		if (!t.term && (semester || lead)) t.term = semester ? semester[1]! : lead!.range.raw;
		ctx.draft.teaching.push(t);
		ctx.trace.place(line);
	}
}
