import type { ExtractContext, Line, Section } from '../types.ts';
import { splitVancouverHead } from './citation.ts';
import { extractPublications } from './publications.ts';
import { educationFromProse, interestsFromProse } from './prose.ts';
import { continuesParagraph, logicalLines } from './wrapped.ts';

/** "Citations:", "Selected publications:": a label in a statement over the papers it cites (an NIH biosketch's Personal Statement). */
const CITATIONS_LABEL = /^(?:citations|selected (?:publications|citations)|relevant publications|key publications)\s*:?$/i;

/** Step 5c. About/bio prose, a paragraph per run of wrapped lines: the summary, plus the topics and degrees it names. */
export function extractSummary(section: Section, ctx: ExtractContext): void {
	const cited = citedLines(section.lines);
	if (cited.length > 0) extractPublications({ ...section, kind: 'publications', lines: cited }, ctx);
	const prose = cited.length > 0 ? section.lines.filter((l) => !cited.includes(l)) : section.lines;
	for (const [line, physical] of logicalLines(prose, continuesParagraph)) {
		ctx.draft.summary.push(line.text);
		ctx.draft.interests.push(...interestsFromProse(line.text));
		ctx.draft.education.push(...educationFromProse(line));
		ctx.trace.place(...physical);
	}
}

/**
 * The numbered lines under a citations label (and the indented lines a PDF wrapped them onto), the
 * label with them; with no label, list items that each open with their authors ("Lee AB, Roe C.
 * Title. J Name. 2024;…"), as a statement lists the papers it rests on.
 */
function citedLines(lines: readonly Line[]): Line[] {
	const at = lines.findIndex((l) => CITATIONS_LABEL.test(l.text));
	if (at < 0) return unlabelledCitations(lines);
	if (!((lines[at + 1]?.bullet ?? 0) > 0)) return [];
	let end = at + 1;
	while (lines[end] && (lines[end]!.bullet > 0 || lines[end]!.indent > 0)) end++;
	return end > at + 1 ? lines.slice(at, end) : [];
}

function unlabelledCitations(lines: readonly Line[]): Line[] {
	const items = lines.filter((l) => l.bullet > 0);
	return items.length >= 2 && items.every((l) => splitVancouverHead(l.text) !== undefined) ? items : [];
}
