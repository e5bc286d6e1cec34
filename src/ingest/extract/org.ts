import { CAMPUS_SYSTEM, INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { ORGANIZATION_WORDS, PLACE, ROLE_WORDS, UNIT_WORDS } from '../vocab/roles.ts';
import { cleanField, wordCount } from '../text.ts';

/** "Boston, MA", "Zurich, Switzerland": place-shaped words naming no organisation (a looser test than isPlaceLine). */
export const isPlaceOnly = (text: string) => PLACE.test(text) && !INSTITUTION_WORDS.test(text) && !UNIT_WORDS.test(text) && !ORGANIZATION_WORDS.test(text);

/**
 * "Ashford, MA, USA", "Valdemora, Spain", "Online": a line that names where and nothing else, as
 * templates set it on a line of its own under an organisation. A name without a comma ("Brightwater
 * AI") could be anything, and is no place here.
 */
export function isPlaceLine(text: string): boolean {
	if (/^(?:Online|Remote|Virtual|Hybrid)$/i.test(text)) return true;
	if (!text.includes(',') || !isPlaceOnly(text) || ROLE_WORDS.test(text)) return false;
	// It ends in a state's or a country's code, or a country's name of a word or two ("Spain", "New Zealand").
	const parts = text.split(/\s*,\s*/);
	return parts.every((part) => wordCount(part) <= 3) && /^(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)$/u.test(parts[parts.length - 1]!);
}

/** The most comma-separated parts a place runs to: city, region, country and one more. */
const MAX_PLACE_PARTS = 4;

/**
 * Where the place that ends a list of parts begins ("Biennial Meeting, Chicago, IL, United States"
 * → 1), if one does. Only the last few parts are tried, so a line of thousands of commas costs no
 * more than its length; `joined` writes the parts from one on as a place line reads them.
 */
export function placeStart(parts: readonly string[], joined = (from: number) => parts.slice(from).join(', ')): number | undefined {
	for (let k = Math.max(1, parts.length - MAX_PLACE_PARTS); k < parts.length; k++) if (isPlaceLine(joined(k))) return k;
	return undefined;
}

/** "Systems Group, Some University" → team and organisation; a single name is the organisation. */
export function splitOrganization(text: string): { organization: string; team?: string } {
	const path = text.includes('/') ? splitUnitPath(text) : undefined;
	if (path) return path;
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

/**
 * "University of California", "Berkeley" as one name: comma parts with a system's campus joined to
 * it. Before a state's code the campus is the city too ("…, Berkeley, CA" keeps "Berkeley, CA").
 */
export function joinCampus(parts: readonly string[]): string[] {
	const out: string[] = [];
	parts.forEach((part, i) => {
		const last = out[out.length - 1];
		if (last === undefined || !CAMPUS_SYSTEM.test(last) || !CAMPUS.test(part) || STATE_CODE.test(part)) return void out.push(part);
		out[out.length - 1] = `${last}, ${part}`;
		if (STATE_CODE.test(parts[i + 1] ?? '')) out.push(part);
	});
	return out;
}
/**
 * "Brantford University Pittsburgh", "PA": a city a PDF's extraction joined to the organisation before
 * it with a single space, where a template set them in two columns. The city follows a word that ends
 * an organisation's name and is capitalised words naming nothing else; the state's code or the
 * country after it says these are a place.
 */
export function unglueCity(parts: readonly string[]): string[] {
	if (parts.length < 2) return [...parts];
	const last = parts[parts.length - 1]!;
	if (!STATE_CODE.test(last) && !(isPlaceOnly(last) && wordCount(last) <= 2)) return [...parts];
	const glued = GLUED_CITY.exec(parts[parts.length - 2]!);
	if (!glued || !isPlaceOnly(glued[2]!)) return [...parts];
	return [...parts.slice(0, -2), glued[1]!, glued[2]!, last];
}
const GLUED_CITY = /^(.*\b(?:University|College|Institute|Technology|School|Laboratory|Laboratories|Labs?|Group|Center|Centre|Hospital|Clinic|Research|Inc\.?|Corp\.?|Corporation|LLC|Ltd\.?|Foundation|Museum|Library|Agency))\s+(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,2})$/u;
const CAMPUS = /^\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,2}$/u;
const STATE_CODE = /^\p{Lu}{2,3}$/u;

const ORG_COLON_PLACE = /^([^:]{2,120}):\s+(.+)$/;

/** "University of Carrowmere: Carrowmere, Cumbria, GB": a record page's organisation and where it is (ORCID). */
export function splitColonPlace(text: string): { name: string; place: string } | undefined {
	const m = text.includes(': ') ? ORG_COLON_PLACE.exec(text) : null;
	return m && isPlaceLine(m[2]!) ? { name: m[1]!.trim(), place: m[2]! } : undefined;
}

/** Segments of at least three characters between slashes with no spaces around them. */
const UNIT_PATH = /^[^/]{3,}(?:\/[^/]{3,})+$/;
/** An institution's words in any case: a path sets them in capitals as often as not. */
const INSTITUTION_ANY_CASE = new RegExp(INSTITUTION_WORDS.source, 'iu');

/**
 * "ANADOLU ÜNİVERSİTESİ/FEN FAKÜLTESİ/KİMYA BÖLÜMÜ", "UNIVERSITY OF
 * X/SCHOOL OF Y": an institution and its units written as a path, as Turkey's national academic
 * register writes every affiliation. The institution first, its units the team.
 */
function splitUnitPath(text: string): { organization: string; team: string } | undefined {
	if (text.includes(' / ') || !UNIT_PATH.test(text)) return undefined;
	const [first = '', ...units] = text.split('/');
	if (!INSTITUTION_ANY_CASE.test(first) || /^(?:Department|Dept\.?|Division|Faculty|School)\b/i.test(first)) return undefined;
	return { organization: cleanField(first), team: units.map(cleanField).join('/') };
}
