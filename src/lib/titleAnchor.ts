import { anchorFromKey } from './anchorFromKey.ts';
import { normaliseTitle } from './normaliseTitle.ts';

/** A publication's stable id: its fragment on the index and the name of its own page and .bib file. */
export function titleAnchor(title: string): string {
	return anchorFromKey('pub', normaliseTitle(title));
}
