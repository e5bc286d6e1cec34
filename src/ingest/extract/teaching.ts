import type { Teaching } from '../../schema/index.ts';
import { splitLeadingDate } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { TEACHING_ROLE, TEACHING_ROLE_WORDS } from '../vocab/roles.ts';

/** "Role for Course", "Role: Course", "Role, Course". */
const ROLE_THEN_COURSE = new RegExp(`^(.*?\\b${TEACHING_ROLE_WORDS})\\s*(?:for|of|in|:|,)\\s*(.+)$`, 'i');
const TERM = /\b(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:19|20)\d{2}\b/i;

/** "Undergraduate TA for Course (Fall 2015, CODE), Institution" and "Teaching Assistant: Course". */
export function teachingFromText(text: string, institution: string | undefined, line: Line): Teaching | undefined {
	const m = ROLE_THEN_COURSE.exec(text);
	if (!m || !TEACHING_ROLE.test(m[1]!)) return undefined;
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
	if (!m) return { course: cleanField(text), source: spanOf([line]) };
	const t: Teaching = { course: cleanField(m[1]!), role: cleanField(m[2]!), source: spanOf([line]) };
	if (m[3] && cleanField(m[3])) t.institution = cleanField(m[3]);
	return t;
}

/** Step 5k. Teaching: one course per line or list item, its term possibly in a left column ("Spring 2023   Course"). */
export function extractTeaching(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const lead = splitLeadingDate(line.text);
		const text = lead?.rest ?? line.text;
		const t = teachingFromText(text, undefined, line) ?? courseWithRole(text, line);
		if (!t.course) continue;
		if (lead && !t.term) t.term = lead.range.raw;
		ctx.draft.teaching.push(t);
		ctx.trace.place(line);
	}
}
