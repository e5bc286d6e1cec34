import type { Project } from '../../schema/index.ts';
import { parseDateRange, splitLeadingDate, throughoutItsPoint } from '../dates.ts';
import { cleanField, splitOutsideBrackets, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';

/** "Role: …", "Ruolo: …", "Rôle : …", "Rolle: …": a project's part, labelled. */
export const ROLE_LABEL = /^(?:Role|Ruolo|Rôle|Rol|Rolle|Papel|Função)\s?:\s*(.+)$/i;

/** "NCN OPUS 24", "DFG-Sachbeihilfe": a funder's short name, then its scheme (and the call's number). */
const FUNDER_SCHEME = /^(\p{Lu}{2,8})(?:\s+(\p{Lu}[\p{L}-]+\s+\d{1,3})|-(\p{Lu}[\p{L}-]+(?:\s[\p{L}-]+){0,4}))$/u;
/** "kostenneutral verlängert bis 09/2020", "extended to 03/2025": the end a grant's dates were moved to. */
const EXTENDED_TO = /(?:verlängert bis|extended (?:up )?(?:to|until))\s+(\S+)/i;
/** "Antragstellerin", "Principal Investigator": a grant holder's part, opening a part of the text after the title. */
const HOLDER_PART = /^\(?((?:Mit)?[Aa]ntragsteller(?:in)?|(?:Teil)?[Pp]rojektleiter(?:in)?|(?:[Cc]o-?)?[Aa]pplicant|(?:[Cc]o-?)?PI|[Pp]rincipal [Ii]nvestigator|[Cc]hief [Ii]nvestigator|[Cc]o-?[Ii]nvestigator)\b/;

/**
 * "2023 – 2027   NCN OPUS 24: "Title", No. 2022/47/B/ST5/01873," over "budget: 1 962 440 PLN" (as Polish
 * CVs list grants): a grant dated first, its funder and scheme before its title in quotes, its number,
 * budget and principal investigator after it. Where the scheme is quoted too, the last quote is the title.
 */
export function readQuotedGrant(lines: Line[], ctx: ExtractContext, role: string | undefined): boolean {
	const [head, ...body] = lines;
	const lead = head ? splitLeadingDate(head.text) : undefined;
	if (!lead) return false;
	// "2016–2019 (kostenneutral verlängert bis 09/2020): DFG-…": a note on the dates, the end they were extended to.
	const note = /^\(([^()]+)\):?\s*/.exec(lead.rest);
	const text = [note ? lead.rest.slice(note[0].length) : lead.rest, ...body.map((l) => l.text)].join(' ');
	const quotes = [...text.matchAll(QUOTED_TITLES)];
	const first = quotes[0];
	const last = quotes[quotes.length - 1];
	if (!first || !last) return false;
	// "Wellcome Trust (ISSF pump-priming award, University of Birmingham).": the funder, without the note or number in brackets after it.
	const funder = cleanField(splitOutsideBrackets(text.slice(0, first.index), /\s*,\s*/g)[0]!.trim().replace(/[:.]$/, '').replace(/\s*\([^()]*\)\.?$/, ''));
	const scheme = FUNDER_SCHEME.exec(funder);
	const extended = note ? EXTENDED_TO.exec(note[1]!) : null;
	const end = extended ? parseDateRange(extended[1]!)?.end : undefined;
	// A grant of one year ("2019") began and ended in it.
	const range = throughoutItsPoint(lead.range);
	const p: Project = { title: cleanField(last[1]!), dates: end ? { ...range, end } : range, advisors: [], highlights: [], awards: [], source: spanOf(lines) };
	if (note) p.highlights.push(note[1]!);
	if (funder && wordCount(funder) <= 8) p.organization = scheme ? scheme[1]! : funder;
	if (scheme) p.highlights.push((scheme[2] ?? scheme[3])!);
	const after = cleanField(text.slice(last.index + last[0].length));
	// "…; Antragstellerin, 2 Promotionsstellen", "Rolle: Teilprojektleiterin (gemeinsam mit …)": the holder's part, after the title.
	// "Chief Investigator. £1,948,310", "£24,600 (PI)", "(co-applicant)": or a sentence or a bracket of its own.
	const parts = after.split(/\s*[;,]\s*|(?<=\p{Ll}{2})\.\s+|\s(?=\()/u);
	const stated = parts.map((part) => ROLE_LABEL.exec(part)?.[1]!.replace(/\s*\(.*$/, '') ?? HOLDER_PART.exec(part.trim())?.[1]).find(Boolean);
	if (role ?? stated) p.role = cleanField((role ?? stated)!);
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
	for (const line of section.lines) {
		if (line.bullet === 0 && splitLeadingDate(line.text)) blocks.push([line]);
		else if (blocks.length > 0 && (line.indent > 0 || line.raw.startsWith('\t')) && !line.blankBefore) blocks[blocks.length - 1]!.push(line);
	}
	const quoted = blocks.filter((b) => b.some((l) => QUOTE.test(l.text)));
	if (quoted.length < 2) return section;
	const used = new Set<Line>();
	for (const block of quoted) if (readQuotedGrant(block, ctx, undefined)) for (const l of block) used.add(l);
	return { ...section, lines: section.lines.filter((l) => !used.has(l)) };
}
/** A title in quotes, English or German ones: „…“, “…”, "…". */
const QUOTED_TITLES = /[„"“]([^"”“„]{8,})[“”"]/g;
const QUOTE = new RegExp(QUOTED_TITLES.source);
