import type { Publication } from '../schema/index.ts';

/** The name a publication is filed under on the venues index: the short name when there is one. */
export function venueOf(publication: Pick<Publication, 'venue' | 'venueFull'>): string | undefined {
	return publication.venue ?? publication.venueFull;
}
