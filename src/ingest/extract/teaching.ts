import type { Teaching } from '../../schema/index.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { TEACHING_ROLE } from '../vocab/roles.ts';

const TERM = /\b(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:19|20)\d{2}\b/i;

/** "Undergraduate TA for Course (Fall 2015, CODE), Institution" and "Teaching Assistant: Course". */
export function teachingFromText(text: string, institution: string | undefined, line: Line): Teaching | undefined {
	const m = /^(.*?\b(?:Teaching Assistant|Teaching Fellow|TA|Instructor|Lecturer|Grader|Tutor|Co-instructor|Guest Lecturer|Course Assistant))\s*(?:for|of|in|:|,)\s*(.+)$/i.exec(text);
	if (!m || !TEACHING_ROLE.test(m[1]!)) return undefined;
	let rest = m[2]!;
	const t: Teaching = { course: '', role: cleanField(m[1]!), source: spanOf([line]) };
	const paren = /\s*\(([^()]*)\)/.exec(rest);
	if (paren) {
		for (const part of paren[1]!.split(/\s*,\s*/)) {
			if (TERM.test(part)) t.term = part;
			else if (/\d/.test(part)) t.code = part;
		}
		const after = cleanField(rest.slice(paren.index + paren[0].length));
		if (after) t.institution = after;
		rest = rest.slice(0, paren.index);
	} else {
		const comma = /^(.+?),\s*(.+)$/.exec(rest);
		if (comma && /\b(?:University|College|Institute|School)\b/.test(comma[2]!)) {
			t.institution = cleanField(comma[2]!);
			rest = comma[1]!;
		}
	}
	t.course = cleanField(rest);
	if (!t.institution && institution) t.institution = institution;
	return t.course ? t : undefined;
}

/** Step 5k. Teaching: one course per line or list item. */
export function extractTeaching(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const t = teachingFromText(line.text, undefined, line) ?? { course: cleanField(line.text), source: spanOf([line]) };
		if (!t.course) continue;
		ctx.draft.teaching.push(t);
		ctx.trace.place(line);
	}
}
