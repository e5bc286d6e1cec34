import { normaliseTitle } from './normaliseTitle.ts';

/** A stable fragment id for a publication, derived from its normalised title. */
export function titleAnchor(title: string): string {
	const slug = normaliseTitle(title).replace(/ /g, '-');
	// A title of only punctuation normalises to nothing; ids must not be empty.
	return slug ? `pub-${slug}` : 'pub-untitled';
}
