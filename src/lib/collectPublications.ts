import type { Profile, Publication } from '../schema/index.ts';
import { oncePerPeople } from './oncePerPeople.ts';
import { comparePublications } from './comparePublications.ts';
import { normaliseTitle } from './normaliseTitle.ts';
import { titleAnchor } from './titleAnchor.ts';
import type { PersonRef } from './types.ts';
import { displayName } from './displayName.ts';

export interface IndexedPublication {
	/** Fragment id on the publication index. */
	anchor: string;
	/** The fullest of the records that were merged. */
	publication: Publication;
	/** Everyone whose CV lists it, in the order the people are given. */
	listedBy: PersonRef[];
}

/** How much a record says; when two CVs list one paper, the index shows the fuller record. */
function richness(p: Publication): number {
	return (
		p.authors.length +
		(p.venue ? 2 : 0) +
		(p.year ? 2 : 0) +
		(p.venueFull ? 1 : 0) +
		p.awards.length
	);
}

/**
 * Every publication of every person once, merged by normalised title, newest first. Each keeps the
 * list of people who list it, so the index can link back to all of them.
 */
export const collectPublications = oncePerPeople(function collectPublications(people: Profile[]): IndexedPublication[] {
	const byKey = new Map<string, IndexedPublication>();
	for (const person of people) {
		const ref = { slug: person.slug, name: displayName(person) };
		for (const publication of person.publications) {
			const key = normaliseTitle(publication.title);
			const seen = byKey.get(key);
			if (!seen) {
				byKey.set(key, { anchor: titleAnchor(publication.title), publication, listedBy: [ref] });
				continue;
			}
			if (richness(publication) > richness(seen.publication)) seen.publication = publication;
			if (!seen.listedBy.some((r) => r.slug === ref.slug)) seen.listedBy.push(ref);
		}
	}
	return [...byKey.values()].sort((a, b) => comparePublications(a.publication, b.publication));
});
