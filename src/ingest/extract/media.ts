import type { Media } from '../../schema/index.ts';
import { splitTrailingDate } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { WEB_URL } from '../vocab/contact.ts';
import { toWebUrl } from './contact.ts';

/** "“Headline,” *Outlet*, March 14, 2023": a quoted headline, and the outlet after it. */
const QUOTED = /[“"]([^”"]{3,300}?)[,.]?[”"],?\s*([^,]{2,60})?/;

/** Step 5m. Media: "Headline, Outlet" or "“Headline,” Outlet, Date" per line; a link, when given, is kept. */
export function extractMedia(section: Section, ctx: ExtractContext): void {
	for (const line of section.lines) {
		const entry = readMediaLine(line);
		if (!entry) continue;
		ctx.draft.media.push(entry);
		ctx.trace.place(line);
	}
}

function readMediaLine(line: Line): Media | undefined {
	const found = line.text.match(WEB_URL)?.[0];
	// "(interviewed)", "(op-ed)": how the person figured in it, which has no field.
	let text = cleanField(found ? line.text.replace(found, '') : line.text).replace(/\s*\([^()\d]{1,30}\)\.?$/, '');
	if (!text) return undefined;
	const dated = splitTrailingDate(text);
	if (dated) text = cleanField(dated.rest);
	const quoted = QUOTED.exec(text);
	const m = quoted ? undefined : (/^(.+),\s*([^,]{2,60})$/.exec(text) ?? /^(.+?)\s+[–—|]\s+([^–—|]{2,60})$/.exec(text));
	const [title, outlet] = quoted ? [quoted[1]!, quoted[2]] : m ? [m[1]!, m[2]] : [text, undefined];
	const entry: Media = { title: cleanField(title), source: spanOf([line]) };
	if (outlet && cleanField(outlet)) entry.outlet = cleanField(outlet);
	const date = dated?.range.end ?? dated?.range.start;
	if (date && date !== 'present') entry.date = date;
	if (found) entry.url = toWebUrl(found);
	return entry;
}
