import type { Talk } from '../../schema/index.ts';
import { findDateRanges, splitLeadingDate } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';

/**
 * "*Title*, Sept. 2021 at Host (note)": a talk written on one line, its title set in italics or
 * first; or "2023   Title, Host", the date in a left column.
 */
export function parseTalkLine(line: Line): Talk | undefined {
	const lead = splitLeadingDate(line.text);
	const text = lead?.rest ?? line.text;
	const quoted = /^["“]([^"”]+?)[.,]?["”]/.exec(text);
	const title = quoted?.[1] ?? line.emphasis.find((e) => text.startsWith(e)) ?? /^(.+?),\s/.exec(text)?.[1] ?? (lead ? text : undefined);
	if (!title) return undefined;
	let rest = text.slice(quoted ? quoted[0].length : title.length);
	const talk: Talk = { title: cleanField(title), source: spanOf([line]) };
	const date = lead ? { range: lead.range, index: 0, length: 0 } : findDateRanges(rest)[0];
	if (date) {
		talk.date = (date.range.start ?? date.range.end)!;
		rest = rest.slice(0, date.index) + rest.slice(date.index + date.length);
	}
	// The host follows "at", or stands between the title and the date.
	const host = /\bat\s+([^(,;]+)/.exec(rest)?.[1] ?? rest.replace(/\(.*?\)/g, '');
	if (cleanField(host)) talk.host = cleanField(host);
	return talk;
}

/** A line that names where and when, "Host, 2023", and precedes its title. */
const HOST_LINE = /^(.+?),?\s+((?:19|20)\d{2})\.?$/;

/** Step 5h. Talks: "Host, Year" followed by the title, or the title first with date and host. */
export function extractTalks(section: Section, ctx: ExtractContext): void {
	const lines = section.lines;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		const host = HOST_LINE.exec(line.text);
		const next = lines[i + 1];
		if (host && next && !HOST_LINE.test(next.text) && next.bullet === 0) {
			ctx.draft.talks.push({ title: cleanField(next.text), host: cleanField(host[1]!), date: host[2]!, source: spanOf([line, next]) });
			ctx.trace.place(line, next);
			i++;
			continue;
		}
		const talk = parseTalkLine(line);
		if (talk) {
			ctx.draft.talks.push(talk);
			ctx.trace.place(line);
		}
	}
}
