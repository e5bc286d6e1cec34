import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Section } from '../types.ts';
import { URL } from '../vocab/contact.ts';

/** Step 5m. Media: "Headline, Outlet" per line; a link, when given, is kept. */
export function extractMedia(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const url = line.text.match(URL)?.[0];
		const text = cleanField(url ? line.text.replace(url, '') : line.text);
		if (!text) continue;
		const m = /^(.+),\s*([^,]{2,60})$/.exec(text) ?? /^(.+?)\s+[–—|]\s+([^–—|]{2,60})$/.exec(text);
		const entry = m ? { title: cleanField(m[1]!), outlet: cleanField(m[2]!), source: spanOf([line]) } : { title: text, source: spanOf([line]) };
		ctx.draft.media.push(url ? { ...entry, url } : entry);
		ctx.trace.place(line);
	}
}
