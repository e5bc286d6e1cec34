import type { Profile } from '../schema/index.ts';
import { displayName } from './displayName.ts';
import { chunk, listingPath, type PageLink } from './paginate.ts';

export interface PeoplePage extends PageLink {
	people: Profile[];
}

/** The letter a person is filed under: the first letter of their name, accents dropped; "#" for digits and signs. */
export function initialOf(person: Pick<Profile, 'name'>): string {
	if (person.name === null) return 'Unnamed';
	const first = person.name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim().charAt(0).toUpperCase();
	return /\p{L}/u.test(first) ? first : '#';
}

/**
 * The people list (already in name order) in pages of `size`: the home page, then /page/2/ …,
 * each labelled with the first and last name it holds.
 */
export function peoplePages(people: Profile[], size: number): PeoplePage[] {
	return chunk(people, size).map((slice, i) => {
		const first = slice[0];
		const last = slice.at(-1);
		const names = [first, last].filter((p) => p !== undefined).map(displayName);
		return {
			path: listingPath('/', i + 1),
			label: names[0] === names[1] ? (names[0] ?? '') : names.join(' – '),
			people: slice,
		};
	});
}

/** Each letter people are filed under, with the page where it starts, in list order. */
export function letterJumps(pages: PeoplePage[]): PageLink[] {
	const seen = new Map<string, string>();
	for (const page of pages) {
		for (const person of page.people) {
			const letter = initialOf(person);
			if (!seen.has(letter)) seen.set(letter, page.path);
		}
	}
	return [...seen].map(([label, path]) => ({ label, path }));
}
