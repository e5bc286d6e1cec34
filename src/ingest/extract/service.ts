import type { Service } from '../../schema/index.ts';
import { expandYear, parseDateRange, splitLeadingDate, splitTrailingDate, startYearOf } from '../dates.ts';
import { cleanField, isParagraph, splitOutsideBrackets, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { BODY_WORDS, roleOfList, SERVICE_ROLE } from '../vocab/roles.ts';
import { isSubgroupOf } from '../vocab/sections.ts';
import { splitLabel } from './labels.ts';
import { readPortalActivities } from './portalActivities.ts';
import { recordItem } from './recordItem.ts';

type ServiceFields = Omit<Service, 'source'>;

/**
 * The role noun for an activity named as a role ("Conference review", "reviewing" → "Reviewer";
 * "Refereeing" → "Referee"). A role noun is kept as written: "Referee" is no "Reviewer".
 */
function normaliseRole(role: string): string {
	if (/^(?:conference |journal |paper |external )?(?:review(?:ing|er)?s?)$/i.test(role)) return 'Reviewer';
	return /^(?:conference |journal |paper |external )?(?:referee(?:ing|s)?)$/i.test(role) ? 'Referee' : role;
}

/** A venue with its year: "NeurIPS 2022", "MICRO '21", "X (2019–2022)", "Full Name (ACR)"; a year alone names no venue. */
function readVenue(text: string): { venue?: string; year?: number } {
	let t = cleanField(text).replace(/\s*\((?:19|20)\d{2}\s*[–-]\s*(?:(?:19|20)\d{2}|present)\)$/i, '');
	let year: number | undefined;
	const y = /\s*(?:['’](\d{2})|\(?((?:19|20)\d{2})\)?)$/.exec(t);
	if (y) {
		year = y[1] ? expandYear(`'${y[1]}`) : Number(y[2]);
		t = t.slice(0, y.index);
	}
	// "International Association of Hydrological Sciences (IAHS)": the short name, where the bracket abbreviates the name;
	// "Water Resources Research (AGU)" names its publisher, and the name stays.
	const acronym = /\(([A-Z][\w&/-]*)\)$/.exec(t);
	const short = acronym && abbreviates(acronym[1]!, t.slice(0, acronym.index)) ? acronym[1]! : undefined;
	const venue = cleanField(short ?? (acronym ? t.slice(0, acronym.index) : t));
	return { ...(venue ? { venue } : {}), ...(year ? { year } : {}) };
}

/**
 * Whether a short name abbreviates a name: most of its capitals are initials of the name's words, in
 * order ("NeurIPS": Neural Information Processing Systems; "IAGC": International Association of
 * GeoChemistry). A name not given fits any.
 */
function abbreviates(short: string, name: string): boolean {
	const initials = name.split(/[\s/-]+/).map((w) => w.charAt(0).toUpperCase()).join('');
	const capitals = short.replace(/[^A-Z]/g, '');
	if (!initials) return true;
	let at = 0;
	let found = 0;
	for (const c of capitals) {
		const next = initials.indexOf(c, at);
		if (next >= 0) [at, found] = [next + 1, found + 1];
	}
	return found * 3 >= capitals.length * 2;
}

/** "Reviewer for X", "Member of the Y Committee of X 2023", "2022 Conference review at X (ACR)", "X '21, Role". */
export function parseService(text: string, strong: string[]): ServiceFields | undefined {
	let t = cleanField(text);
	let year: number | undefined;
	// "2022–present   Associate Editor, X", "Co-organizer, X, 2022 – 2023": a range in a date column; the year it began.
	const dated = splitLeadingDate(t) ?? splitTrailingDate(t);
	if (dated && dated.range.start) {
		year = Number(dated.range.start.slice(0, 4));
		t = cleanField(dated.rest);
	}
	const lead = /^((?:19|20)\d{2})\s+/.exec(t);
	if (lead) {
		year = Number(lead[1]);
		t = t.slice(lead[0].length);
	}
	// "Program Committee, RSS, 2022, 2023, 2024": the years it was served, the first of them kept.
	// Asked of the line's end only: a long line of years would have the pattern tried from every comma.
	const tailFrom = Math.max(0, t.length - 200);
	const years = /(?:,\s*(?:19|20)\d{2})+\.?$/.exec(t.slice(tailFrom));
	if (years) {
		year ??= Number(/(?:19|20)\d{2}/.exec(years[0])![0]);
		t = t.slice(0, tailFrom + years.index);
	}
	// "Associate Editor, Journal of X", "Co-chair, Diversity Committee, Center for Y": the role's
	// parts, then the body served.
	const parts = splitOutsideBrackets(t, /,\s+/g);
	let r = 0;
	while (r < parts.length - 1 && SERVICE_ROLE.test(parts[r]!) && !BODY_WORDS.test(parts[r]!) && parts[r]!.length <= 40) r++;
	if (r > 0) {
		const v = readVenue(parts.slice(r).join(', '));
		return { role: normaliseRole(cleanField(parts.slice(0, r).join(', '))), ...v, ...(v.year ? {} : year ? { year } : {}) };
	}
	const boldVenue = strong.find((s) => t.startsWith(s));
	const role = boldVenue ? cleanField(t.slice(boldVenue.length)) : '';
	if (boldVenue && role) {
		const v = readVenue(boldVenue);
		return { role: normaliseRole(role), ...v, ...(v.year ? {} : year ? { year } : {}) };
	}
	// "For"/"at" splits at its first use ("Reviewer for Journal of X"); "of" at its last ("Member of the Committee of X").
	const split = /^(.*?)\s+(?:for|at|to)\s+(?:the\s+)?(.+)$/.exec(t) ?? /^(.*)\s+of\s+(?:the\s+)?(.+)$/.exec(t);
	const out: ServiceFields = { role: normaliseRole(cleanField(split ? split[1]! : t)) };
	if (split) Object.assign(out, readVenue(split[2]!));
	else {
		const trail = /\s+((?:19|20)\d{2})\.?$/.exec(t);
		if (trail) out.role = normaliseRole(cleanField(t.slice(0, trail.index)));
		year ??= trail ? Number(trail[1]) : undefined;
	}
	if (year && !out.year) out.year = year;
	return out.role ? out : undefined;
}

/** "Program Committee: NeurIPS 2022, ICML 2023", "Referee for A, B, C": one role at several venues. */
function parseLabelled(written: string): ServiceFields[] | undefined {
	const text = written.endsWith(')') ? written.replace(REVIEW_COUNT, '') : written;
	const reviewer = REVIEWER_FOR.exec(text);
	const l = reviewer && /[,;]/.test(reviewer[2]!) ? { label: reviewer[1]!, value: reviewer[2]! } : splitLabel(text);
	if (!l) return undefined;
	const items = splitList(l.value).filter(Boolean);
	return (reviewer ? lastPair(items) : items).flatMap(eachYear).map((v) => ({ role: normaliseRole(l.label), ...readVenue(v) }));
}

/**
 * "A, Journal of Hydrology and Global Change Biology": a list with no comma before its last "and",
 * whose last item is two names. Split only where both are names of two words or more, as
 * "Hydrology and Earth System Sciences" is one journal's.
 */
function lastPair(items: string[]): string[] {
	const last = items.length >= 2 ? /^(\S+(?:\s\S+)+)\s+and\s+(\p{Lu}\S*(?:\s\S+)+)$/u.exec(items[items.length - 1]!) : null;
	return last ? [...items.slice(0, -1), last[1]!, last[2]!] : items;
}

/** "A, B (2023, 2024); C": a list's items at its commas and semicolons, those in brackets kept. */
const splitList = (text: string): string[] => splitOutsideBrackets(text, /\s*[;,]\s*/g);

/** "Label: a, b, c": a label over a list of short items, however many abbreviations' stops they hold. */
function isLabelledList(text: string): boolean {
	const value = splitLabel(text)?.value;
	const items = value === undefined ? [] : splitList(value);
	return items.length >= 2 && items.every((item) => wordCount(item) <= 6);
}

/** "Journal of Labor Economics, Labour Economics; ILR Review" under "Referee Service": the venues alone, the heading's role at each. */
function venueList(text: string, role: string): ServiceFields[] | undefined {
	if (SERVICE_ROLE.test(text) || text.includes(':')) return undefined;
	const venues = splitList(text).map(cleanField).filter(Boolean);
	return venues.length > 0 ? venues.flatMap(eachYear).map((v) => ({ role, ...readVenue(v) })) : undefined;
}

const REVIEWER_FOR = /^((?:ad hoc |peer |external |journal |manuscript |book |grant |proposal )?(?:reviewer|referee)s?)\s+(?:for|of)\s+(.+)$/i;

/** "(>40 reviews)", "(about 40 manuscripts)": how many were reviewed, a note on the whole list. */
const REVIEW_COUNT = /\s*\((?:>|over |about |approx\.?\s?|c\.\s?|~)?\d+\+?\s+(?:reviews|manuscripts|papers|proposals|articles)(?:\s(?:per|a)\s(?:year|annum))?\)\.?$/i;

/** "2018 – 2024   Reviewer for Journal A, Journal B (>40 reviews)": a reviewer's list in a date column, each venue from the year it began. */
function datedReviewerList(text: string): ServiceFields[] | undefined {
	const dated = splitLeadingDate(text);
	const year = dated ? startYearOf(dated.range) : undefined;
	if (!dated || year === undefined || !REVIEWER_FOR.test(dated.rest)) return undefined;
	return parseLabelled(dated.rest)?.map((e) => ({ ...e, year: e.year ?? year }));
}

/** "NeurIPS (2023, 2024)" is NeurIPS 2023 and NeurIPS 2024. */
function eachYear(venue: string): string[] {
	const years = /^(.+?)\s*\(((?:19|20)\d{2}(?:\s*,\s*(?:19|20)\d{2})+)\)$/.exec(venue);
	return years ? years[2]!.split(/\s*,\s*/).map((y) => `${years[1]} ${y}`) : [venue];
}

/** Step 5j. Service: reviewing, committees, organising; one per line or list item, or one per venue after "Role:". */
export function extractService(section: Section, ctx: ExtractContext): void {
	// A research portal's "Activities": its talks are talks, its reviewing and memberships service.
	const talks = section.lines.some((l) => l.text.startsWith('Activity:')) ? readPortalActivities(section.lines, ctx) : new Set<Line>();
	const lines = section.lines;
	// "Referee Service", "Reviewing": a heading that names the role its lines' venues were served in.
	const listRole = roleOfList(section.title);
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		if (talks.has(line)) continue;
		// "Doctorado" over the theses a jury examined at that level: a group of the list.
		if (isSubgroupOf('service', line.text)) {
			ctx.trace.place(line);
			continue;
		}
		// "### Institutional", "National" over "--------": a group of the list, no role of its own.
		if (line.mdHeading > 0 && !SERVICE_ROLE.test(line.text)) {
			ctx.trace.place(line);
			continue;
		}
		// "Journal of X: Göttingen, DE" over "2022-01 to present | Topical editor (Section)" (ORCID): the role, the body, the year it began.
		const dated = lines[i + 1];
		const item = dated ? recordItem(line, dated) : undefined;
		if (item) {
			ctx.draft.service.push({ role: cleanField(item.title), venue: item.body, year: Number(item.year), source: spanOf([line, dated!]) });
			ctx.trace.place(line, dated);
			i++;
			continue;
		}
		const volunteered = volunteerRole(lines, i);
		if (volunteered) {
			ctx.draft.service.push({ ...volunteered.service, source: spanOf(volunteered.lines) });
			ctx.trace.place(...volunteered.lines);
			i += volunteered.lines.length - 1;
			continue;
		}
		// "Apr. 2023 - Present   Editorial Committee Member" over "   Crop Science Society of Japan": the role
		// beside its dates, the body it served indented under it.
		const stacked = dated ? roleOverBody(line, dated) : undefined;
		if (stacked) {
			ctx.draft.service.push({ ...stacked, source: spanOf([line, dated!]) });
			ctx.trace.place(line, dated);
			i++;
			continue;
		}
		// "Review activity for Journal of X. (8)": how many reviews a record page counts for a journal.
		const reviews = REVIEW_ACTIVITY.exec(line.text);
		if (reviews) {
			ctx.draft.service.push({ role: 'Reviewer', venue: cleanField(reviews[1]!), source: spanOf([line]) });
			ctx.trace.place(line);
			continue;
		}
		// A paragraph ("Prospective students: I am looking for…") is prose, no list of roles: left unplaced.
		// "Referee: Phys. Rev. Lett., Phys. Rev. B, …" has a paragraph's stops, but is a label over a list.
		if (isParagraph(line.text) && !isLabelledList(line.text)) continue;
		const entries = parseLabelled(line.text) ?? datedReviewerList(line.text) ?? (listRole ? venueList(line.text, listRole) : undefined) ?? [cellRow(line) ?? parseService(line.text, line.strong)].filter((s): s is ServiceFields => s !== undefined);
		for (const s of entries) ctx.draft.service.push({ ...s, source: spanOf([line]) });
		if (entries.length) ctx.trace.place(line);
	}
}

const REVIEW_ACTIVITY = /^Review activity for (.+?)\.?\s*\(\d+\)$/i;

/**
 * "Hakem ⇥ Computational Linguistics ⇥ 2022", "Program Committee Member ⇥ ECIR 2021": a row of a table
 * the page dropped the header of, its columns the role, the body served and the year. The role is the
 * first column, unless only the second reads as one.
 */
function cellRow(line: Line): ServiceFields | undefined {
	const cells = line.cells.filter(Boolean);
	const range = cells.length === 3 ? parseDateRange(cells[2]!) : undefined;
	const year = range ? startYearOf(range) : undefined;
	const [first, second] = cells;
	if (!first || !second || cells.length !== (range ? 3 : 2) || parseDateRange(first) || parseDateRange(second)) return undefined;
	const [role, body] = SERVICE_ROLE.test(second) && !SERVICE_ROLE.test(first) ? [second, first] : [first, second];
	const v = readVenue(body);
	return { role: normaliseRole(cleanField(role)), ...v, ...(year !== undefined ? { year } : {}) };
}

/** The causes a profile files volunteering under, a line of its own under the dates. */
const CAUSE = /^(?:science and technology|education|health|environment|social services|arts and culture|civil rights and social action|economic empowerment|human rights|animal welfare|children|disaster and humanitarian relief|poverty alleviation|politics)$/i;

/**
 * "Area Chair" over "International Conference on Machine Learning (ICML)" over "Jan 2023 - Present · 2 yrs"
 * (a profile's volunteering, its cause under it): the role, the body served and the year it began.
 */
function volunteerRole(lines: readonly Line[], i: number): { service: Omit<Service, 'source'>; lines: Line[] } | undefined {
	const [role, body, dated, cause] = [lines[i], lines[i + 1], lines[i + 2], lines[i + 3]];
	if (!role || !body || !dated || role.bullet > 0 || body.bullet > 0 || wordCount(role.text) > 6 || !SERVICE_ROLE.test(role.text)) return undefined;
	if (SERVICE_ROLE.test(body.text) && !BODY_WORDS.test(body.text)) return undefined;
	const range = parseDateRange(dated.text.split(/\s+·\s+/)[0]!);
	const year = range ? startYearOf(range) : undefined;
	if (year === undefined || splitLeadingDate(body.text) || parseDateRange(body.text)) return undefined;
	const used = [role, body, dated, ...(cause && CAUSE.test(cause.text) ? [cause] : [])];
	return { service: { role: cleanField(role.text), venue: cleanField(body.text), year }, lines: used };
}

/** A dated role on its line and, indented under it, the body it was held in: one entry. */
function roleOverBody(line: Line, under: Line): ServiceFields | undefined {
	if (under.indent <= line.indent || under.bullet > 0 || !BODY_WORDS.test(under.text) || splitLeadingDate(under.text)) return undefined;
	const lead = splitLeadingDate(line.text);
	const role = lead ? cleanField(lead.rest) : '';
	if (!lead || !role || wordCount(role) > 5 || BODY_WORDS.test(role)) return undefined;
	const year = startYearOf(lead.range);
	return { role, venue: cleanField(under.text), ...(year ? { year } : {}) };
}
