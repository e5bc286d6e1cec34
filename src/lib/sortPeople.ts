import type { Profile } from '../schema/index.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: Profile, b: Profile): number {
	// Unnamed profiles sort last: a fallback label is not a name to alphabetise on.
	if (a.name === null || b.name === null) {
		if (a.name !== b.name) return a.name === null ? 1 : -1;
		return collator.compare(a.slug, b.slug);
	}
	return collator.compare(a.name, b.name) || collator.compare(a.slug, b.slug);
}

/** Profiles in the site's order: named people by name, unnamed ones after them by slug. */
export function sortPeople(people: Profile[]): Profile[] {
	return [...people].sort(byName);
}
