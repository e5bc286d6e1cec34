import type { Profile } from '../schema/index.ts';
import { oncePerPeople } from './oncePerPeople.ts';
import { normaliseName } from './normaliseName.ts';
import type { PersonRef } from './types.ts';

/**
 * Maps normalised names (and native names) to the people on the site, so author lists can link
 * co-authors. A name two people share is dropped: linking a namesake is worse than not linking.
 */
export const buildNameIndex = oncePerPeople(function buildNameIndex(people: Profile[]): Map<string, PersonRef> {
	const index = new Map<string, PersonRef>();
	const shared = new Set<string>();
	for (const person of people) {
		if (person.name === null) continue;
		const ref = { slug: person.slug, name: person.name };
		const keys = new Set(
			[person.name, person.nativeName].filter((n) => n !== undefined).map(normaliseName)
		);
		for (const key of keys) {
			if (index.has(key)) shared.add(key);
			else index.set(key, ref);
		}
	}
	for (const key of shared) index.delete(key);
	return index;
});
