import { getCollection } from 'astro:content';
import type { Profile } from '../schema/index.ts';
import { sortPeople } from './sortPeople.ts';

/** Every profile, named people by name first, unnamed ones after them by slug. */
export async function getPeople(): Promise<Profile[]> {
	const entries = await getCollection('people');
	return sortPeople(entries.map((entry) => entry.data));
}
