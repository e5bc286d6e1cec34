import type { FacetValues } from './publicationFacetValues.ts';
import { normaliseTitle } from './normaliseTitle.ts';

/** The index's filter state; an empty string means "any". */
export interface PublicationFilter {
	q: string;
	year: string;
	type: string;
	venue: string;
	person: string;
}

/**
 * Whether a publication passes the filters: every facet chosen matches, and every word of the
 * query occurs in its text (compared as titles are: no case, accents or punctuation).
 */
export function matchesPublicationFilter(
	values: FacetValues,
	text: string,
	filter: PublicationFilter
): boolean {
	if (filter.year && values.year !== filter.year) return false;
	if (filter.type && values.type !== filter.type) return false;
	if (filter.venue && values.venue !== filter.venue) return false;
	if (filter.person && !values.people.includes(filter.person)) return false;
	const haystack = normaliseTitle(text);
	return normaliseTitle(filter.q)
		.split(' ')
		.every((word) => haystack.includes(word));
}
