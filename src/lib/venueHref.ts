import { normaliseVenue } from './normaliseVenue.ts';
import { withBase } from './url.ts';
import { venueAnchor } from './venueAnchor.ts';

/** The venue's entry on the venues index; none for a name that normalises to nothing. */
export function venueHref(venue: string): string | undefined {
	return normaliseVenue(venue) ? withBase(`/venues/#${venueAnchor(venue)}`) : undefined;
}
