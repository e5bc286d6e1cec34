import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Section } from '../types.ts';
import { WEB_URL } from '../vocab/contact.ts';
import { toWebUrl } from './contact.ts';

/** Step 5m. Media: "Headline, Outlet" per line; a link, when given, is kept. */
export function extractMedia(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const found = line.text.match(WEB_URL)?.[0];
		const text = cleanField(found ? line.text.replace(found, '') : line.text);
		const url = found ? toWebUrl(found) : undefined;
		if (!text) continue;
		const m = /^(.+),\s*([^,]{2,60})$/.exec(text) ?? /^(.+?)\s+[–—|]\s+([^–—|]{2,60})$/.exec(text);
		const entry = m ? { title: cleanField(m[1]!), outlet: cleanField(m[2]!), source: spanOf([line]) } : { title: text, source: spanOf([line]) };
		ctx.draft.media.push(url ? { ...entry, url } : entry);
		ctx.trace.place(line);
	}
}
