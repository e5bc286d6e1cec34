import { anchorFromKey } from './anchorFromKey.ts';
import { normaliseVenue } from './normaliseVenue.ts';

/** The fragment id of a venue on the venues index; spellings of one venue share it. */
export function venueAnchor(venue: string): string {
	return anchorFromKey('venue', normaliseVenue(venue));
}
