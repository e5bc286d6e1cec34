import type { Publication } from '../schema/index.ts';
import { comparePublications } from './comparePublications.ts';
import { groupByYear } from './groupByYear.ts';

export interface PublicationGroup {
	heading: string;
	items: Publication[];
}

/**
 * A person's publications as their CV arranged them: under its topic headings when it used any
 * (headings in document order, ungrouped papers last), otherwise by year, newest first.
 */
export function groupPublications(publications: Publication[]): PublicationGroup[] {
	if (publications.some((p) => p.group !== undefined)) {
		const groups = new Map<string | undefined, Publication[]>();
		for (const p of publications) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
		const ungrouped = groups.get(undefined);
		groups.delete(undefined);
		const result = [...groups].map(([heading, items]) => ({ heading: heading ?? '', items }));
		if (ungrouped) result.push({ heading: 'Other publications', items: ungrouped });
		return result;
	}
	const sorted = [...publications].sort(comparePublications);
	return groupByYear(sorted, (p) => p.year).map(({ year, items }) => ({
		heading: year === undefined ? 'Year not stated' : String(year),
		items,
	}));
}
