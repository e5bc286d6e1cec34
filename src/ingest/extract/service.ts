import type { Service } from '../../schema/index.ts';
import { expandYear } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Section } from '../types.ts';

/** "Reviewer for X", "Member of the Y Committee of X 2023", "2022 Conference review at X (ACR)", "X '21, Role". */
export function parseService(text: string, strong: string[]): Omit<Service, 'source'> | undefined {
	let t = cleanField(text);
	let year: number | undefined;
	const lead = /^((?:19|20)\d{2})\s+/.exec(t);
	if (lead) {
		year = Number(lead[1]);
		t = t.slice(lead[0].length);
	}
	const boldVenue = strong.find((s) => t.startsWith(s));
	if (boldVenue) {
		const m = /^(.+?)\s*['’]?((?:19|20)?\d{2})?$/.exec(boldVenue.replace(/['’](\d{2})$/, " '$1"));
		const v = /^(.*?)\s*['’](\d{2})$/.exec(boldVenue) ?? /^(.*?)\s+((?:19|20)\d{2})$/.exec(boldVenue);
		const role = cleanField(t.slice(boldVenue.length));
		if (role && m) {
			const out: Omit<Service, 'source'> = { role, venue: cleanField(v ? v[1]! : boldVenue) };
			const y = v ? expandYear(v[2]!.length === 2 ? `'${v[2]}` : v[2]!) : year;
			if (y) out.year = y;
			return out;
		}
	}
	const trail = /\s+((?:19|20)\d{2})\.?$/.exec(t);
	if (trail) {
		year ??= Number(trail[1]);
		t = t.slice(0, trail.index);
	}
	// "Reviewer for Journal of X": the first "for"/"at" splits; otherwise the last "of" ("Member of the Committee of X").
	const split = /^(.*?)\s+(?:for|at|to)\s+(?:the\s+)?(.+)$/.exec(t) ?? /^(.*)\s+of\s+(?:the\s+)?(.+)$/.exec(t);
	let role = cleanField(split ? split[1]! : t);
	let venue = split ? cleanField(split[2]!) : undefined;
	const acronym = venue ? /\(([A-Z][\w&/-]*)\)$/.exec(venue) : null;
	if (acronym) venue = acronym[1]!;
	if (/^(?:conference |journal |paper |program committee )?review(?:ing|er)?s?$/i.test(role)) role = 'Reviewer';
	if (!role) return undefined;
	const out: Omit<Service, 'source'> = { role };
	if (venue) out.venue = venue;
	if (year) out.year = year;
	return out;
}

/** Step 5j. Service: reviewing, committees, organising; one per line or list item. */
export function extractService(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const s = parseService(line.text, line.strong);
		if (!s) continue;
		ctx.draft.service.push({ ...s, source: spanOf([line]) });
		ctx.trace.place(line);
	}
}
