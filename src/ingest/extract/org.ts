import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { PLACE, UNIT_WORDS } from '../vocab/roles.ts';
import { cleanField } from '../text.ts';

/** "Systems Group, Some University" → team and organisation; a single name is the organisation. */
export function splitOrganization(text: string): { organization: string; team?: string } {
	const parts = text.split(/\s*,\s*/).map(cleanField).filter(Boolean);
	if (parts.length === 2 && (UNIT_WORDS.test(parts[0]!) || INSTITUTION_WORDS.test(parts[1]!)) && !UNIT_WORDS.test(parts[1]!.replace(/\bSchool\b/, ''))) {
		return { organization: parts[1]!, team: parts[0]! };
	}
	const dash = /^(.+?)\s+[–—-]\s+(.+)$/.exec(text);
	if (dash) return { organization: cleanField(dash[1]!), team: cleanField(dash[2]!) };
	return { organization: cleanField(text) };
}

/** "Stanford University      Stanford, CA": a place in the right-hand column of a line, and what stands left of it. */
export function splitPlaceColumn(cells: readonly string[]): { text: string; place: string } | undefined {
	const filled = cells.filter(Boolean);
	if (filled.length !== 2 || !filled[1]!.includes(',') || !PLACE.test(filled[1]!) || filled[1]!.split(/\s+/).length > 5) return undefined;
	return { text: filled[0]!, place: filled[1]! };
}
