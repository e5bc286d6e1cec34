import type { Project } from '../../schema/index.ts';
import { findDateRanges, parseDateRange, splitLeadingDate, throughoutItsPoint } from '../dates.ts';
import { cleanField, splitOutsideBrackets, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';

/** "Role: …", "Ruolo: …", "Rôle : …", "Rolle: …": a project's part, labelled. */
export const ROLE_LABEL = /^(?:Role|Ruolo|Rôle|Rol|Rolle|Papel|Função)\s?:\s*(.+)$/i;

/** "NCN OPUS 24", "DFG-Sachbeihilfe": a funder's short name, then its scheme (and the call's number). */
const FUNDER_SCHEME = /^(\p{Lu}{2,8})(?:\s+(\p{Lu}[\p{L}-]+\s+\d{1,3})|-(\p{Lu}[\p{L}-]+(?:\s[\p{L}-]+){0,4}))$/u;
/** "kostenneutral verlängert bis 09/2020", "extended to 03/2025": the end a grant's dates were moved to. */
const EXTENDED_TO = /(?:verlängert bis|extended (?:up )?(?:to|until))\s+(\S+)/i;
/** "RSF grant No. 21-72-10045", "RFBR–DFG joint project": a funder by its initials, then the kind of its award. */
// "NERC Standard Grant NE/Y001234/1": the scheme's words between the initials and the grant; a
// programme's only with the grant's number after it ("NIHR Health Technology Assessment Programme" is named whole).
const INITIALS_THEN_GRANT = /^(\p{Lu}{2,8}(?:[–-]\p{Lu}{2,8})?)\s+(?:\p{Lu}[\p{L}-]+\s+){0,4}(?:[Gg]rant|joint project|[Pp]roject|[Ff]ellowship|[Pp]rogramme(?=\s+\S*\d))\b/u;

/** "Active", "Completed grants", "(a) Ongoing", "Pending:": a label over the grants or projects of a kind. */
export const LIST_LABEL = /^(?:\(?[a-h1-9]\)\s*)?(?:active|completed|current|pending|past|ongoing|on-going|submitted|finished)(?:\s(?:grants|funding|support|projects))?:?$/i;

/** "As Principal Investigator:", "As co-investigator (wykonawca):": a label over the projects held in that role. */
export const HELD_AS = /^(?:As|Como|En tant que|Als)\s+(.{2,60}?):$/i;

/** "Antragstellerin", "Principal Investigator": a grant holder's part, opening a part of the text after the title. */
const HOLDER_PART = /^\(?((?:Mit)?[Aa]ntragsteller(?:in)?|(?:Teil)?[Pp]rojektleiter(?:in)?|(?:[Cc]o-?)?[Aa]pplicant|(?:[Cc]o-?)?PI|[Cc]o-I|[Pp]rincipal [Ii]nvestigator|[Cc]hief [Ii]nvestigator|[Cc]o-?[Ii]nvestigator)\b/;

/**
 * "2023 – 2027   NCN OPUS 24: "Title", No. 2022/47/B/ST5/01873," over "budget: 1 962 440 PLN" (as Polish
 * CVs list grants): a grant dated first, its funder and scheme before its title in quotes, its number,
 * budget and principal investigator after it. Where the scheme is quoted too, the last quote is the title.
 */
export function readQuotedGrant(lines: Line[], ctx: ExtractContext, role: string | undefined, datesAfter = false, usualRole?: string): boolean {
	const [head, ...body] = lines;
	if (!head) return false;
	const lead = splitLeadingDate(head.text);
	// "2016–2019 (kostenneutral verlängert bis 09/2020): DFG-…": a note on the dates, the end they were extended to.
	const note = lead ? /^\(([^()]+)\):?\s*/.exec(lead.rest) : null;
	const text = [lead ? (note ? lead.rest.slice(note[0].length) : lead.rest) : head.text, ...body.map((l) => l.text)].join(' ');
	const quotes = [...text.matchAll(QUOTED_TITLES)];
	const first = quotes[0];
	const last = quotes[quotes.length - 1];
	if (!first || !last) return false;
	// "RSF grant No. 21-72-10045 "Title", 2021–2023 (extended to 2025).": the dates after the title, where none lead.
	const trailing = lead || !datesAfter ? undefined : findDateRanges(text.slice(last.index + last[0].length))[0];
	const dates = lead?.range ?? trailing?.range;
	if (!dates) return false;
	// "Wellcome Trust (ISSF pump-priming award, University of Birmingham).": the funder, without the note or number in brackets after it.
	// "Co-I, NERC Programme …, “Title”": the holder's part may come first, the funder after it.
	const before = splitOutsideBrackets(text.slice(0, first.index), /\s*,\s*/g).map((part) => part.trim()).filter(Boolean);
	const leadingPart = before.length > 1 && HOLDER_PART.exec(before[0]!)?.[0] === before[0] ? before.shift() : undefined;
	const named = cleanField((before[0] ?? '').replace(/[:.]$/, '').replace(/\s*\([^()]*\)\.?$/, ''));
	// "RSF grant No. 21-72-10045", "RFBR–DFG joint project No. 19-52-12011": the funder's initials, then what it gave.
	const funder = INITIALS_THEN_GRANT.exec(named)?.[1] ?? named;
	const scheme = FUNDER_SCHEME.exec(funder);
	const extended = EXTENDED_TO.exec(note ? note[1]! : text.slice(last.index));
	const end = extended ? parseDateRange(extended[1]!.replace(/[).,;]+$/, ''))?.end : undefined;
	// A grant of one year ("2019") began and ended in it.
	const range = throughoutItsPoint(dates);
	const p: Project = { title: cleanField(last[1]!), dates: end ? { ...range, end } : range, advisors: [], highlights: [], awards: [], source: spanOf(lines) };
	if (note) p.highlights.push(note[1]!);
	if (funder && wordCount(funder) <= 8) p.organization = scheme ? scheme[1]! : funder;
	if (scheme) p.highlights.push((scheme[2] ?? scheme[3])!);
	// "ERC Starting Grant", "NERC Standard Grant NE/Y001234/1": the funder's initials the organisation, the scheme and number a detail.
	else if (funder !== named) p.highlights.push(named);
	const after = cleanField(text.slice(last.index + last[0].length));
	// "…; Antragstellerin, 2 Promotionsstellen", "Rolle: Teilprojektleiterin (gemeinsam mit …)": the holder's part, after the title.
	// "Chief Investigator. £1,948,310", "£24,600 (PI)", "(co-applicant)": or a sentence or a bracket of its own.
	const parts = after.split(/\s*[;,]\s*|(?<=\p{Ll}{2})\.\s+|\s(?=\()/u);
	const stated = leadingPart ?? parts.map((part) => ROLE_LABEL.exec(part)?.[1]!.replace(/\s*\(.*$/, '') ?? HOLDER_PART.exec(part.trim())?.[1]).find(Boolean);
	const held = role ?? stated ?? usualRole;
	if (held) p.role = cleanField(held);
	if (after) p.highlights.push(after);
	ctx.draft.projects.push(p);
	ctx.trace.place(...lines);
	return true;
}


/**
 * "2023 – 2027⇥NIHR EME Programme (NIHR153071)" over "⇥“Title”" over "⇥Chief Investigator. £1,948,310", and
 * "2019⇥Wellcome Trust (ISSF award). “Title”, £24,600 (PI)": grants dated first, each with a quoted title, under
 * a heading of grants or awards. The lines set in under a dated line are its own. Two such grants at least make
 * the list one of grants; the section keeps the lines read otherwise.
 */
export function readQuotedGrants(section: Section, ctx: ExtractContext): Section {
	// Most award lists quote no title: one test of their lines spares them the reading.
	if (!section.lines.some((l) => QUOTE.test(l.text))) return section;
	const blocks: Line[][] = [];
	// "As principal investigator (head of project):" over the grants held so: the part taken in each.
	const roles = new Map<Line[], string>();
	const labels: Line[] = [];
	let role: string | undefined;
	for (const line of section.lines) {
		const heldAs = line.bullet === 0 ? HELD_AS.exec(line.text) : null;
		// "Current", "Completed": a label over the grants of a kind, no part of any.
		if (line.bullet === 0 && LIST_LABEL.test(line.text)) labels.push(line);
		else if (heldAs) {
			role = heldAs[1]!;
			labels.push(line);
		} else if ((line.bullet === 0 && splitLeadingDate(line.text)) || line.bullet > 0) {
			blocks.push([line]);
			if (role !== undefined) roles.set(blocks[blocks.length - 1]!, role);
		} else if (blocks.length > 0 && (line.indent > 0 || line.raw.startsWith('\t')) && !line.blankBefore) blocks[blocks.length - 1]!.push(line);
	}
	const isQuoted = (b: Line[]) => b.some((l) => QUOTE.test(l.text));
	// Listed grants, their dates after their titles ("1. RSF grant No. … "Title", 2022–2024."), are read so where every item quotes its title.
	const items = blocks.filter((b) => b[0]!.bullet > 0);
	const listed = items.length >= 2 && items.every(isQuoted);
	const quoted = blocks.filter((b) => isQuoted(b) && (b[0]!.bullet === 0 || listed));
	if (quoted.length < 2) return section;
	const used = new Set<Line>();
	// "Research grants (PI unless otherwise noted)": the part held in every grant whose line names none.
	const usualRole = USUAL_ROLE.exec(section.title)?.[1];
	for (const block of quoted) if (readQuotedGrant(block, ctx, roles.get(block), block[0]!.bullet > 0, usualRole)) for (const l of block) used.add(l);
	if (used.size > 0) for (const l of labels) used.add(l);
	ctx.trace.place(...labels.filter((l) => used.has(l)));
	return { ...section, lines: section.lines.filter((l) => !used.has(l)) };
}
const USUAL_ROLE = /\((PI|Co-?PI|Co-?I|Principal Investigator|Chief Investigator|Lead applicant)\s+unless\s+(?:otherwise\s+)?(?:stated|noted|indicated)\)/i;
/** A title in quotes, English or German ones: „…“, “…”, "…". */
const QUOTED_TITLES = /[„"“]([^"”“„]{8,})[“”"]/g;
const QUOTE = new RegExp(QUOTED_TITLES.source);
