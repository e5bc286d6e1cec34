import { getCollection } from 'astro:content';
import type { Profile } from '../schema/index.ts';

/** Every profile, named people by name first, unnamed ones after them by slug. */
export async function getPeople(): Promise<Profile[]> {
	const entries = await getCollection('people');
	return entries.map((entry) => entry.data).sort(byName);
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: Profile, b: Profile): number {
	// Unnamed profiles sort last: a fallback label is not a name to alphabetise on.
	if (a.name === null || b.name === null) {
		if (a.name !== b.name) return a.name === null ? 1 : -1;
		return collator.compare(a.slug, b.slug);
	}
	return collator.compare(a.name, b.name) || collator.compare(a.slug, b.slug);
}
