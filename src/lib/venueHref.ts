import { normaliseVenue } from './normaliseVenue.ts';
import { withBase } from './url.ts';
import { venueAnchor } from './venueAnchor.ts';
import { venuePath } from './listingPaths.ts';

/** The venue's own page; none for a name that normalises to nothing. */
export function venueHref(venue: string): string | undefined {
	return normaliseVenue(venue) ? withBase(venuePath(venueAnchor(venue))) : undefined;
}
