import type { Project } from '../../schema/index.ts';
import { splitLeadingDate } from '../dates.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';

/** "Funding Sources:": the label over a grant's funders, each with its dates, in Canada's Common CV. */
const FUNDING_SOURCES = /^funding sources?:?$/i;
/** "Awarded [n=2]", "Under Review [n=1]": the state of the grants under it, and how many there are. */
const STATE_COUNT = /^\p{L}[\p{L} ]{2,30}\s\[n=\d+\]$/u;
/** "…, a multicentre prospective cohort, Grant": the kind of funding after the title. */
const FUNDING_KIND = /,\s*(?:Grant|Fellowship|Award|Contract|Scholarship|Salary Support|Infrastructure)$/i;

/**
 * "2021/4 - 2026/3 Principal Investigator" over "Title, Grant", "Funding Sources:", "2021/4 - 2026/3
 * Funder", its programme and "Total Funding - 180,000 (Canadian dollar)": a grant as Canada's
 * Common CV lists it. The first dated line gives the dates and the part taken; the one after the
 * label, the funder; the lines after them are notes.
 */
export function readFundingSources(section: Section, ctx: ExtractContext): Section {
	if (!section.lines.some((l) => FUNDING_SOURCES.test(l.text))) return section;
	const used = new Set<Line>();
	let project: Project | undefined;
	let funderNext = false;
	let titleNext = false;
	let head: Line | undefined;
	for (const line of section.lines) {
		const dated = splitLeadingDate(line.text);
		if (STATE_COUNT.test(line.text)) {
			project = undefined;
		} else if (FUNDING_SOURCES.test(line.text)) {
			funderNext = project !== undefined;
			if (!project) continue;
		} else if (dated && funderNext && project) {
			project.organization ??= cleanField(dated.rest);
			funderNext = false;
		} else if (dated) {
			// Held until its title comes: a dated line with none under it is no grant.
			project = { title: '', role: cleanField(dated.rest), dates: dated.range, advisors: [], highlights: [], awards: [], source: spanOf([line]) };
			head = line;
			titleNext = true;
			continue;
		} else if (project && titleNext && head) {
			project.title = cleanField(line.text.replace(FUNDING_KIND, ''));
			ctx.draft.projects.push(project);
			used.add(head);
			titleNext = false;
		} else if (project && !titleNext) {
			project.highlights.push(cleanField(line.text));
		} else continue;
		used.add(line);
		if (project) project.source = { line: project.source.line, endLine: Math.max(project.source.endLine, line.also?.at(-1) ?? line.n) };
	}
	ctx.trace.place(...used);
	return { ...section, lines: section.lines.filter((l) => !used.has(l)) };
}
