import type { IndexedPublication } from './collectPublications.ts';
import { plainText } from './formattedText.ts';
import { publicationFacetValues } from './publicationFacetValues.ts';
import { publicationPaths } from './publicationPaths.ts';
import { venueOf } from './venueOf.ts';

/** One publication as the search index holds it (Pagefind's custom record). */
export interface SearchRecord {
	/** Site path without the base; the search script gives Pagefind the base. */
	url: string;
	content: string;
	language: 'en';
	meta: Record<string, string>;
	filters: Record<string, string[]>;
	sort: Record<string, string>;
}

/** Authors named in a search result before "and N more". */
const SHOWN_AUTHORS = 12;

/**
 * What the publication search finds and shows: the words of the title, authors and venue; what a
 * result displays (title, authors, venue, year, type); the index filters' values (year, type,
 * venue, everyone who lists it); and the index's own order (newest first) to sort by when only
 * filters are chosen. Text only: the search script writes it into the page as text.
 */
export function searchRecords(publications: IndexedPublication[]): SearchRecord[] {
	const width = String(publications.length).length;
	return publications.map((item, rank) => {
		const { anchor, publication: p } = item;
		const facet = publicationFacetValues(item);
		const title = plainText(p.title);
		const venue = venueOf(p);
		const authors =
			p.authors.length > SHOWN_AUTHORS
				? `${p.authors.slice(0, SHOWN_AUTHORS).join(', ')}, and ${p.authors.length - SHOWN_AUTHORS} more`
				: p.authors.join(', ');
		const meta: Record<string, string> = { title, anchor };
		if (authors) meta['authors'] = authors;
		if (venue) meta['venue'] = plainText(venue);
		if (p.year) meta['year'] = String(p.year);
		if (p.type) meta['type'] = p.type;
		return {
			url: publicationPaths(anchor).page,
			content: [title, p.authors.join(', '), venue, p.venueFull, p.year].filter(Boolean).join('. '),
			language: 'en',
			meta,
			filters: { year: [facet.year], type: [facet.type], venue: [facet.venue], person: facet.people },
			sort: { rank: String(rank).padStart(width, '0') },
		};
	});
}
