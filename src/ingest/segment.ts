import { classifyHeading, HEADING_THRESHOLD, paperTableHeaderSpan } from './classify.ts';
import type { Line, Section, SectionKind, Trace } from './types.ts';
import { isLabelInEntry, isSubgroupOf } from './vocab/sections.ts';
import { opensProfileRecord } from './vocab/venues.ts';

/** Step 4. Group lines into sections: a heading opens one; the lines before the first form the header. */
export function splitSections(lines: readonly Line[], trace: Trace): Section[] {
	const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
	const menu = menuItems(lines);
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		// Only before any section has opened: a menu stands above the page's content.
		if (menu.has(line) && sections.length === 1) {
			sections[sections.length - 1]!.lines.push(line);
			continue;
		}
		const spread = paperTableHeaderSpan(lines, i);
		if (spread > 0) {
			const names = lines.slice(i, i + spread + 1);
			trace.explain({ line: line.n, decision: 'heading: publications', score: HEADING_THRESHOLD, features: ['column names of a table of papers, a line each'] });
			trace.place(...names);
			sections.push({ kind: 'publications', title: names.map((l) => l.text).join(' '), heading: line, lines: [] });
			i += spread;
			continue;
		}
		// "Article" over "Mar 2025": a research profile's record, its kind no heading; the first opens the list of papers.
		if (opensProfileRecord(line.text, lines[i + 1]?.text)) {
			if (sections[sections.length - 1]!.kind === 'publications') sections[sections.length - 1]!.lines.push(line);
			else sections.push({ kind: 'publications', title: line.text, lines: [line] });
			continue;
		}
		// "TEACHING      Co-lecturer, EE4C09 …": a heading in the left column, its section's first line beside it.
		const beside = headingBeside(line);
		if (beside) {
			trace.explain({ line: line.n, decision: `heading: ${beside.kind}`, score: HEADING_THRESHOLD, features: ['a heading in capitals in the left column, its first line beside it'] });
			sections.push({ kind: beside.kind, title: beside.title, heading: line, lines: [beside.rest] });
			continue;
		}
		const verdict = classifyHeading(line);
		const open = sections[sections.length - 1]!;
		const current = open.kind;
		// "### Papers and Symposia" under "## Conference Presentations": a heading a level
		// below the talks' own names a group of them, whatever its words call papers.
		// Posters are papers of their own, and their heading opens their list.
		const groupOfTalks = current === 'talks' && verdict.kind === 'publications' && line.mdHeading > (open.heading?.mdHeading ?? 9) && !/\bposters?\b/i.test(line.text);
		const subgroup = isSubgroupOf(current, line.text) && (!isLabelInEntry(current) || (!line.blankBefore && line.mdHeading === 0));
		// "# Publications" over "**Graduate Work**" over "1. Surname, A. B.; …": a line only in bold
		// under a markdown heading, over a citation, groups the papers, whatever its words name.
		const boldGroup = current === 'publications' && verdict.kind !== 'publications' && (open.heading?.mdHeading ?? 0) > 0 && line.mdHeading === 0 && line.strong.length === 1 && line.strong[0] === line.text.replace(/:$/, '') && CITED_AUTHOR.test(lines[i + 1]?.text ?? '');
		const isHeading = verdict.kind !== undefined && verdict.score >= HEADING_THRESHOLD && !subgroup && !groupOfTalks && !boldGroup;
		if (verdict.kind !== undefined) {
			trace.explain({ line: line.n, decision: isHeading ? `heading: ${verdict.kind}` : 'not a heading', score: verdict.score, features: verdict.features });
		}
		if (isHeading) {
			trace.place(line);
			sections.push({ kind: verdict.kind!, title: line.text.replace(/:$/, ''), heading: line, lines: [] });
		} else {
			sections[sections.length - 1]!.lines.push(line);
		}
	}
	return sections;
}

/** "Surname, A. B.;", "Surname, A.,", "Surname AB,": a citation's first author, initials after the surname. */
const CITED_AUTHOR = /^\p{Lu}[\p{L}'’-]+(?:,\s(?:\p{Lu}\.\s?){1,3}|\s\p{Lu}{1,3})[;,]/u;

/** How far down a page its menu stands: the lines before the owner's name and the first section. */
const MENU_LINES = 12;

/**
 * "Kontakt" among a page's first lines, and "Kontakt" again over the contact details below: a menu
 * copied with the page names the sections the page has. The first of two lines alike, near the
 * top, is the menu's item, no heading.
 */
function menuItems(lines: readonly Line[]): Set<Line> {
	const items = new Set<Line>();
	// Where each short line is last written, by its words in lower case: a menu's items are short.
	const last = new Map<string, number>();
	lines.forEach((l, j) => {
		if (l.text.length <= 40) last.set(l.text.toLowerCase(), j);
	});
	// "about" over "publications" over "cv(current)": a theme's menu, its pages' names in lower case a line each.
	for (let i = 0; i < Math.min(MENU_LINES, lines.length); i++) {
		let j = i;
		while (j < lines.length && MENU_WORD.test(lines[j]!.text) && (j === i || !lines[j]!.blankBefore)) j++;
		if (j - i >= 3) for (let k = i; k < j; k++) items.add(lines[k]!);
		i = Math.max(i, j - 1);
	}
	for (let i = 0; i < Math.min(MENU_LINES, lines.length); i++) {
		const line = lines[i]!;
		// A menu's items are plain words in a run of lines: a heading set apart (a blank line before it, bold,
		// capitals) is a section's, however often the page repeats it.
		if (line.text.length > 40 || line.mdHeading > 0 || line.blankBefore || line.strong.length > 0 || !/\p{Ll}/u.test(line.text)) continue;
		if ((last.get(line.text.toLowerCase()) ?? 0) > i + 1 && classifyHeading(line).kind !== undefined) items.add(line);
	}
	return items;
}

/** "publications", "cv(current)", "ctrl k": a menu's item as a theme sets it, one or two words in lower case. */
const MENU_WORD = /^\p{Ll}[\p{Ll}-]{1,20}(?: \p{Ll}[\p{Ll}-]{0,20})?(?:\s?\(current\))?$/u;

/** A heading in capitals: "TEACHING", "SERVICE AND MEMBERSHIPS". */
const CAPITALS_HEADING = /^\p{Lu}[\p{Lu}\s&/,-]{2,40}$/u;

/**
 * A two-column CV as `pdftotext -layout` prints it sets a section's heading in the left column on
 * the line of its first entry: the heading is a section of its own, the rest its first line, at
 * the column it stands in.
 */
function headingBeside(line: Line): { kind: SectionKind; title: string; rest: Line } | undefined {
	if (line.cells.length < 2 || line.indent > 0 || !CAPITALS_HEADING.test(line.cells[0]!)) return undefined;
	const title = line.cells[0]!;
	const verdict = classifyHeading({ ...line, text: title, cells: [title], strong: [], emphasis: [] });
	if (verdict.kind === undefined || verdict.score < HEADING_THRESHOLD) return undefined;
	const column = line.raw.indexOf(line.cells[1]!.slice(0, 12), title.length);
	if (column <= 0) return undefined;
	const text = line.cells.slice(1).join(' ');
	const raw = `${' '.repeat(column)}${line.raw.slice(column)}`;
	return { kind: verdict.kind, title, rest: { ...line, raw, text, cells: line.cells.slice(1), indent: column, blankBefore: false, strong: [], emphasis: [] } };
}
