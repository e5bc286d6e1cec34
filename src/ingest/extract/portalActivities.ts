import { parseDateRange } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line } from '../types.ts';

/** "Activity: Talk or presentation › Invited talk": a research portal's kind of activity, closing its record. */
const ACTIVITY_KIND = /^Activity:\s*(.+)$/;
/** "Event: Annual Meeting, Bath, United Kingdom": where the activity took place, after its kind. */
const EVENT = /^Event:\s*(.+)$/;
/** "Rankin, E. (Invited speaker)", "Rankin, E. (Session convener) & Okoro, T. (Co-convener)": the person and their part in it, first of those named. */
const PART = /^[^()]{2,80}\(([^()]{2,40})\)(?:\s*[&,]\s*[^()]{2,80}\([^()]{2,40}\))*$/;

/**
 * Step 5i. A research portal's (Pure's) activities: each a title, "Name (Role)", a date, "Activity:
 * Kind › Subkind" and perhaps "Event: …". A talk or presentation is a talk, its event the host; the
 * others (peer review, memberships) are service, the part played in the title's journal or body.
 * Returns the lines taken.
 */
export function readPortalActivities(lines: readonly Line[], ctx: ExtractContext): Set<Line> {
	const taken = new Set<Line>();
	lines.forEach((line, i) => {
		const kind = ACTIVITY_KIND.exec(line.text)?.[1];
		if (!kind) return;
		const [title, part, date] = [lines[i - 3], lines[i - 2], lines[i - 1]];
		// "11 Sept 2024", or "2019 → …" for one that goes on: when it began.
		const range = date ? parseDateRange(date.text) : undefined;
		const when = range?.start ?? range?.end;
		const role = part && PART.exec(part.text)?.[1];
		if (!title || !role || !when || !/^\d{4}/.test(when)) return;
		const event = lines[i + 1] && EVENT.exec(lines[i + 1]!.text)?.[1];
		const record = [title, part!, date!, line, ...(event ? [lines[i + 1]!] : [])];
		if (/^Talk or presentation\b/i.test(kind)) {
			ctx.draft.talks.push({ title: cleanField(title.text), ...(event ? { host: cleanField(event) } : {}), date: when, source: spanOf(record) });
		} else {
			// "Journal of X (Journal)" with "Name (Peer reviewer)": the part played, and where.
			ctx.draft.service.push({ role: cleanField(role), venue: cleanField(title.text.replace(/\s*\([^()]*\)$/, '')), year: Number(when.slice(0, 4)), source: spanOf(record) });
		}
		for (const l of record) taken.add(l);
		ctx.trace.place(...record);
	});
	return taken;
}
