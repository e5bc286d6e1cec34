import type { IndexedPublication } from './collectPublications.ts';
import { venueAnchor } from './venueAnchor.ts';
import { venueOf } from './venueOf.ts';

/** The values the index filters on: the search index holds them as Pagefind filters. */
export interface FacetValues {
	/** The year, or "unknown". */
	year: string;
	/** The type, or "unknown". */
	type: string;
	/** The venue's anchor (one id per venue however it is spelled), or "unknown". */
	venue: string;
	/** Slugs of everyone who lists it. */
	people: string[];
}

/** What one publication on the index is filtered by. */
export function publicationFacetValues({ publication, listedBy }: IndexedPublication): FacetValues {
	const venue = venueOf(publication);
	return {
		year: publication.year === undefined ? 'unknown' : String(publication.year),
		type: publication.type ?? 'unknown',
		venue: venue ? venueAnchor(venue) : 'unknown',
		people: listedBy.map((ref) => ref.slug),
	};
}
