import type { DateRange, Project } from '../../schema/index.ts';
import { findDateRanges, parseDateRange, splitLeadingDate, splitTrailingDate, type DatedText } from '../dates.ts';
import { joinLines } from '../lines.ts';
import { cleanField, ENDS_IN_JOINING_WORD, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { ORGANIZATION_WORDS } from '../vocab/roles.ts';
import { LIST_LABEL, readQuotedGrants } from './quotedGrants.ts';

/** "Role: Principal Investigator. Total costs: $3,412,880": the holder's part in a grant, up to its first stop or semicolon. */
const ROLE_LINE = /^Role:\s*([^.;·|]+)/i;
/** "Co-Investigator (PI: L. N. Hassan)", "co-PI (with Dr. J. Name)": who held the grant, after the part, no part of it. */
const HELD_BY = /\s*\((?:(?:PI|MPI|Co-?PI|contact PI)\s*:|(?:together |jointly )?with\s)[^)]*\)?$/i;
/** "“Title” – applicant; 15,000 €": a part named after a dash, behind the title. */
const DASHED_ROLE = /\s[–—-]\s((?:co-?)?(?:applicant|PI|principal investigator|investigator|co-investigator|Co-I|lead|partner|participant)\b[^;,]*)/i;
/** A title in quotes, wherever it stands on its line. */
const QUOTED = /["“]([^"”]{6,300})["”]/;
/** "R01 HD108843 (PI: Oyelaran)", "HA 8812/1-1": a grant's number, a code of capitals and digits. */
const GRANT_CODE = /\b[A-Z]{1,3}\d{0,2}\s?[A-Z]{0,3}\s?\d{3,}(?:\/\d+(?:-\d+)?)?\b/;
/** "National Institute of …", "Centers for Disease Control and Prevention", "Fonds der Chemischen Industrie": who funds. */
const FUNDER_WORDS = /\b(?:National|Institutes?|Agency|Council|Foundation|Fund|Fonds|Trusts?|Centers?|Administration|Commission|Society|Department|Ministry)\b/;
/** "DFG individual research grant", "DAAD Project-Related …": a funder's initials opening its scheme. */
const LEADING_INITIALS = /^([A-Z]{2,6})\s/;

/** "Funded by: NWO (Dutch Research Council), Perspectief programme": the funder, up to its first comma outside brackets. */
const FUNDED_BY = /^(?:funded by|funder|funding|sponsor(?:ed by)?):\s*((?:[^,(]|\([^()]*\))+)/i;
/** "Funded by: …", "Role: …": a line a label opens, no title. */
// A label is a word or three: "Where the foxes are not: mesopredator release …" is a title.
const LABELLED = /^\p{L}+(?: \p{L}+){0,2}:\s/u;
/** "pe-lifetime: open-source Python toolbox …": a name, then what it is. */
const NAME_AND_WHAT = /^([^:\s][^:]{0,38}):\s\S/;


/** "Research Grant", "Seed Grant", "Starting Grant": the scheme after its funder, however the funder is named. */
const SCHEME_NAME = /^[\p{L} -]{0,40}\b(?:grant|fellowship|award|programme|program|scheme)\b(?:\s*\([^()]*\))?$/iu;

/** "NIH/NIGMS", "NSF": a funder and its institute by their initials, on a line of their own. */
const FUNDER_INITIALS = /^[A-Z]{2,6}(?:\/[A-Z]{2,6})*$/;

const isFunder = (text: string) => !/\d/.test(text) && !QUOTED.test(text) && (FUNDER_WORDS.test(text) || INSTITUTION_WORDS.test(text) || ORGANIZATION_WORDS.test(text) || FUNDER_INITIALS.test(text));

/**
 * "R01 DK134906 Vandermolen (PI)   04/01/2023 – 03/31/2028" after a blank line: an NIH biosketch's
 * grant, its number and holder, then its dates at the line's end.
 */
function trailingDatesHead(line: Line, first: boolean): DatedText | undefined {
	if (line.indent > 0 || !(line.blankBefore || first) || LABELLED.test(line.text)) return undefined;
	const dated = splitTrailingDate(line.text);
	return dated && (GRANT_CODE.test(dated.rest) || HOLDER.test(dated.rest)) ? dated : undefined;
}
/** "The goals of this project are …", "This award supports …. It funds …": what a grant is for, told in sentences. */
const isDescription = (text: string) => wordCount(text) > 16 || /^(?:the|this|these|our|my)\s/i.test(text) || /\.\s/.test(text);

/** "Vandermolen (PI)", "Vandermolen, Abernathy-Soto (MPI)": the grant's holders and their part. */
const HOLDER = /\((?:PI|MPI|Co-?PI|contact PI)\)$/i;

/** A block of a grant list: its dates, its lines, and what they say. */
interface GrantBlock {
	/** The dates the block opened with; a list item gives them among its parts ("Role: PI · $75,000 · 07/2024–06/2026"). */
	dates?: DateRange;
	lines: Line[];
	parts: string[];
	/** What the line of dates says after them, the grant's name as a date column sets it. */
	head?: string;
}

/**
 * The blocks of a grant list: each opens at a line with its dates ("2022–2027" alone, or
 * "01/2023 – 12/2025⇥Scheme"), and its other lines follow it; a line wrapped after a joining word
 * is one with the next.
 */
function grantBlocks(lines: readonly Line[]): GrantBlock[] {
	const blocks: GrantBlock[] = [];
	let open = false;
	for (const line of lines) {
		// "Active", "Completed": a label for the grants under it, which closes the one above.
		if (LIST_LABEL.test(line.text)) {
			open = false;
			continue;
		}
		// "2022–2027" alone, or "01/2023 – 12/2025⇥DFG research grant": the dates that open a grant.
		const alone = line.indent === 0 ? parseDateRange(line.text) : undefined;
		const leading = line.indent === 0 && !alone ? splitLeadingDate(line.text) : undefined;
		// The number and holder before such dates are no grant's name: the title comes on a line of its own.
		const trailing = line.indent === 0 && !alone && !leading ? trailingDatesHead(line, blocks.length === 0) : undefined;
		const lead = leading ?? trailing;
		const dates = alone ?? lead?.range;
		const last = open ? blocks[blocks.length - 1] : undefined;
		// "- **Funder**, R21 MH134872" over its title and "Role: …": a list item opens a grant too.
		const item = !dates && line.bullet > 0 && line.indent <= 2;
		open ||= dates !== undefined || item;
		const head = lead?.rest.trim() ? cleanField(lead.rest) : undefined;
		if (dates) blocks.push({ dates, lines: [line], parts: head ? [head] : [], ...(head && !trailing ? { head } : {}) });
		else if (item) blocks.push({ lines: [line], parts: [cleanField(line.text)] });
		else if (last) {
			last.lines.push(line);
			const above = last.parts[last.parts.length - 1];
			if (above !== undefined && ENDS_IN_JOINING_WORD.test(above)) last.parts[last.parts.length - 1] = joinLines({ ...line, text: above }, line).text;
			else last.parts.push(cleanField(line.text));
		}
	}
	return blocks;
}

/**
 * "Title" over "Funder - Scheme" over "DP240109377 | 2024 - 2027 | $618,460" over "Role: Lead Chief
 * Investigator" (a research portal's grants), or "“Title”, Funder, …," over "07/2020 – 06/2025,
 * $562,000. Role: PI": with no line of dates to open each, a grant is the lines up to its role, its
 * dates among them. A role at a line's end closes a grant written as one sentence over its lines.
 */
function blocksEndingInRoles(lines: readonly Line[]): GrantBlock[] {
	const blocks: GrantBlock[] = [];
	let current: Line[] = [];
	for (const line of lines) {
		// "Current", "Completed": a label over the grants of a kind, no part of the one after it.
		if (LIST_LABEL.test(line.text)) continue;
		current.push(line);
		const atStart = ROLE_LINE.test(line.text);
		if (!atStart && !INLINE_ROLE.test(line.text)) continue;
		if (!atStart) {
			const whole = current.slice(1).reduce((joined, next) => joinLines(joined, next), current[0]!).text;
			const at = whole.lastIndexOf('Role:');
			blocks.push({ lines: current, parts: [cleanField(whole.slice(0, at)), cleanField(whole.slice(at))] });
		} else blocks.push({ lines: current, parts: current.map((l) => cleanField(l.text)) });
		current = [];
	}
	return blocks;
}

/** "…, $562,000. Role: PI", "…, 2019–2024, Role: PI": the holder's part closing a grant's sentence. */
const INLINE_ROLE = /(?:[.,;]\s)Role:\s*\S/;

/** A grant's block read as the project it funded: its title, funder, the holder's part and its dates. */
function toProject(block: GrantBlock): Project | undefined {
	const roleAt = block.parts.findIndex((p) => ROLE_LINE.test(p) || DASHED_ROLE.test(p));
	if (roleAt < 0) return undefined;
	const rolePart = block.parts[roleAt]!;
	const role = cleanField((ROLE_LINE.exec(rolePart) ?? DASHED_ROLE.exec(rolePart))![1]!.replace(HELD_BY, ''));
	const quoted = block.parts.map((p) => QUOTED.exec(p)?.[1]).find(Boolean);
	const rest = block.parts.filter((p, i) => i !== roleAt || !ROLE_LINE.test(p));
	const isName = (p: string) => !GRANT_CODE.test(p) && !isFunder(p) && !LABELLED.test(p) && !HOLDER.test(p);
	// "Start-up grant, University of X": the grant's first part names its scheme, then its funder.
	const first = rest[0] ?? '';
	const comma = first.lastIndexOf(', ');
	const schemeFunder = comma > 0 && isFunder(first.slice(comma + 2)) ? first.slice(comma + 2) : undefined;
	// "pe-lifetime: open-source toolbox for …" beside its dates: the name before the colon.
	const scheme = block.head === undefined ? undefined : schemeFunder ? first.slice(0, comma) : block.head;
	const head = scheme !== undefined && isName(scheme) ? (NAME_AND_WHAT.exec(scheme)?.[1] ?? scheme) : undefined;
	// With no quotes and no name beside the dates, the title is the longest line that is neither a number,
	// a funder nor a label's ("Synergy Award (MPI: A, B)" over "Linking … for severe maternal morbidity").
	// A sentence on what the grant is for ("The goal of this project is …") is no title, where a shorter line is one.
	const names = rest.filter(isName);
	const titles = names.filter((p) => !isDescription(p));
	const title = quoted ?? head ?? (titles.length > 0 ? titles : names).sort((a, b) => b.length - a.length)[0];
	if (!title) return undefined;
	// "“Title”, National Science Foundation, CAREER award …": the funder right after the quoted title.
	const afterTitle = quoted ? first.slice(first.indexOf(quoted) + quoted.length).replace(/^["”\s]*,\s*/, '').split(', ')[0] : undefined;
	const funderLine = rest.map((p) => FUNDED_BY.exec(p)?.[1]).find(Boolean) ?? (afterTitle && isFunder(afterTitle) ? afterTitle : undefined) ?? (block.head !== undefined ? schemeFunder : undefined) ?? rest.find((p) => p !== title && isFunder(p));
	// "National Institute of Mental Health, R21 MH134872": the funder, then the grant's number.
	const leading = first.split(', ')[0]!;
	const named = funderLine ?? schemeFunder ?? LEADING_INITIALS.exec(first)?.[1] ?? (leading !== first && isFunder(leading) ? leading : undefined);
	// "Sleep Research Society Foundation, Career Development Award": the funder, then its scheme.
	// "Australian Research Council - Discovery Projects": the funder, then its scheme after a spaced dash.
	const [funder = '', ...itsScheme] = named?.split(/\s[-–—]\s/.test(named) ? /\s[-–—]\s/ : ', ') ?? [];
	const schemeNamed = itsScheme.join(', ');
	const organization = itsScheme.length > 0 && ((isFunder(funder) && !isFunder(schemeNamed)) || SCHEME_NAME.test(schemeNamed)) ? funder : named;
	const dates = block.dates ?? [rolePart, ...block.parts].map((p) => findDateRanges(p).at(-1)?.range).find(Boolean);
	if (!dates) return undefined;
	const project: Project = { title: cleanField(title), role, dates, advisors: [], highlights: block.parts.filter((p) => p !== title && p !== funderLine), awards: [], source: spanOf(block.lines) };
	if (organization) project.organization = cleanField(organization);
	return project;
}

/**
 * Step 5f. "2022–2027" over "R01 HD108843 (PI: Oyelaran)", the funder, the title and "Role:
 * Principal Investigator. Total costs: …": a grant written over several lines, as biomedical and
 * German CVs list third-party funding, with the holder's part in it. Each is one project, the
 * dates the ones its block opens with; a section with no such part is left to its reader.
 */
export function readGrantBlocks(section: Section, ctx: ExtractContext): Section {
	const read = readRoleGrants(section, ctx);
	// Grants with quoted titles among awards, no part labelled ("5. Research Grants"): read as their projects too.
	return read === section && section.kind === 'awards' ? readQuotedGrants(section, ctx) : read;
}

/** "Grants", "Research Funding": a heading of grants alone, no prizes among them. */
const GRANTS_HEADING = /^(?:(?:research|external|extramural)\s)?(?:grants?|funding)$/i;

function readRoleGrants(section: Section, ctx: ExtractContext): Section {
	// Under a heading of grants ("Completed Research Support"), one grant is a list of them; among awards, it takes two.
	const roles = section.lines.filter((l) => ROLE_LINE.test(l.text) || INLINE_ROLE.test(l.text)).length;
	const grantsAlone = section.kind === 'awards' && GRANTS_HEADING.test(section.title.trim());
	if (!(section.kind === 'projects' || grantsAlone ? roles >= 1 : section.kind === 'awards' && roles >= 2)) return section;
	const used = new Set<Line>();
	// Each block is read once: the blocks dates open, or else those that end in a role.
	const dated = grantBlocks(section.lines).map((block) => ({ block, project: toProject(block) }));
	// "Title" over "Funder" over "2022 – 2023" over "Role: co-PI" (AltaCV): the dates stand inside each grant, not over it, when lines come before the first.
	const datesOpen = dated[0]?.block.lines[0] === section.lines.find((line) => !LIST_LABEL.test(line.text));
	const ending = !dated.some((d) => d.project) || !datesOpen ? blocksEndingInRoles(section.lines).map((block) => ({ block, project: toProject(block) })) : [];
	const read = dated.some((d) => d.project) && (datesOpen || !ending.some((d) => d.project)) ? dated : ending;
	for (const { block, project } of read) {
		if (!project) continue;
		ctx.draft.projects.push(project);
		for (const line of block.lines) used.add(line);
		ctx.trace.place(...block.lines);
	}
	// "Active", "Completed": the labels of a grant list read so.
	const labels = used.size > 0 ? section.lines.filter((line) => LIST_LABEL.test(line.text)) : [];
	for (const line of labels) used.add(line);
	ctx.trace.place(...labels);
	return { ...section, lines: section.lines.filter((line) => !used.has(line)) };
}
