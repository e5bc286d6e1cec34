import { getCollection } from 'astro:content';
import type { Profile } from '../schema/index.ts';
import { sortPeople } from './sortPeople.ts';

let people: Promise<Profile[]> | undefined;

async function readPeople(): Promise<Profile[]> {
	const entries = await getCollection('people');
	return sortPeople(entries.map((entry) => entry.data));
}

/**
 * Every profile, named people by name first, unnamed ones after them by slug. A build reads the
 * collection once and hands every route file the same list (so views of it are computed once);
 * the dev server reads it afresh, to show edits.
 */
export function getPeople(): Promise<Profile[]> {
	if (import.meta.env.DEV) return readPeople();
	return (people ??= readPeople());
}
