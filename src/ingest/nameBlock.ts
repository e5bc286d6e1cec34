import { isPersonName } from './names.ts';
import type { Line, Section } from './types.ts';
import { POSTNOMINALS } from './vocab/names.ts';

/** "Senior Research Scientist at Northwind AI Lab | …": a profile's headline, a role at an organisation. */
const HEADLINE = /^\p{Lu}[^|]{2,80}?\s(?:at|@)\s\p{Lu}/u;

const readsAsName = (line: Line) => line.bullet === 0 && isPersonName(line.text.replace(POSTNOMINALS, ''));

/**
 * Step 4e. "Ada Lovelace, PhD" over "Senior Research Scientist at Northwind AI Lab" and her
 * place, after the sidebar's lists: a LinkedIn profile saved as PDF sets its side column (contact,
 * skills, honours, publications) before the name that opens its main one. A header without a name
 * takes the name, the headline and the lines under them up to the next heading, from whichever
 * section they ended up in.
 */
export function liftNameBlock(sections: readonly Section[]): Section[] {
	const [header, ...body] = sections;
	if (!header || header.lines.some(readsAsName)) return [...sections];
	for (const [k, section] of body.entries()) {
		const at = section.lines.findIndex((line, i) => readsAsName(line) && HEADLINE.test(section.lines[i + 1]?.text ?? ''));
		if (at < 0) continue;
		const lifted = { ...header, lines: [...header.lines, ...section.lines.slice(at)] };
		const left = { ...section, lines: section.lines.slice(0, at) };
		return [lifted, ...body.slice(0, k), left, ...body.slice(k + 1)];
	}
	return [...sections];
}
