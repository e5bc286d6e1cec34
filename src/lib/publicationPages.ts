import type { IndexedPublication } from './collectPublications.ts';
import { groupByYear } from './groupByYear.ts';
import type { PageLink } from './paginate.ts';

/** One year's publications on one page of the index; a large year runs over several pages. */
export interface YearSection {
	year: number | undefined;
	/** Heading id: "year-2023", "year-unknown"; later parts of a split year add "-2", "-3" … */
	id: string;
	heading: string;
	items: IndexedPublication[];
	/** 1-based part of the year, and how many parts it has. */
	part: number;
	parts: number;
}

export interface PublicationPage extends PageLink {
	sections: YearSection[];
}

const yearKey = (year: number | undefined) => (year === undefined ? 'undated' : String(year));
const yearHeading = (year: number | undefined) => (year === undefined ? 'Year not stated' : String(year));

/**
 * The publication index split by year so that no page holds more than `size` publications: small
 * years share a page, newest first; a year larger than a page gets pages of its own. The first page
 * is /publications/; the others are named after the year they start with (/publications/2019/, or
 * /publications/2024-2/ for the second page of a split 2024). A site that fits one page has one.
 */
export function publicationPages(publications: IndexedPublication[], size: number): PublicationPage[] {
	const groups: YearSection[][] = [];
	let current: YearSection[] = [];
	let filled = 0;
	const flush = () => {
		if (current.length > 0) groups.push(current);
		current = [];
		filled = 0;
	};
	for (const { year, items } of groupByYear(publications, (p) => p.publication.year)) {
		const parts = Math.ceil(items.length / size);
		const base = year === undefined ? 'year-unknown' : `year-${year}`;
		if (filled + items.length > size) flush();
		for (let part = 1; part <= parts; part++) {
			const slice = items.slice((part - 1) * size, part * size);
			if (part > 1) flush();
			const heading = parts === 1 ? yearHeading(year) : `${yearHeading(year)} (part ${part} of ${parts})`;
			current.push({ year, id: part === 1 ? base : `${base}-${part}`, heading, items: slice, part, parts });
			filled += slice.length;
		}
	}
	flush();
	if (groups.length === 0) groups.push([]);
	return groups.map((sections, i) => {
		const first = sections[0];
		const last = sections.at(-1);
		const name = first ? `${yearKey(first.year)}${first.part > 1 ? `-${first.part}` : ''}` : '';
		const years = [first, last]
			.filter((s): s is YearSection => s !== undefined)
			.map((s) => `${yearHeading(s.year)}${s.parts > 1 ? ` (${s.part}/${s.parts})` : ''}`);
		return {
			path: i === 0 ? '/publications/' : `/publications/${name}/`,
			label: years[0] === years[1] ? (years[0] ?? '') : years.join('–'),
			sections,
		};
	});
}

/** Where each publication and each year begins on the index: "/publications/2019/#pub-x". */
export function publicationIndexHrefs(pages: PublicationPage[]): { byAnchor: Map<string, string>; byYear: Map<string, string> } {
	const byAnchor = new Map<string, string>();
	const byYear = new Map<string, string>();
	for (const page of pages) {
		for (const section of page.sections) {
			if (section.part === 1) byYear.set(section.id, `${page.path}#${section.id}`);
			for (const item of section.items) byAnchor.set(item.anchor, `${page.path}#${item.anchor}`);
		}
	}
	return { byAnchor, byYear };
}
