import type { Profile } from '../schema/index.ts';
import { normaliseName } from './normaliseName.ts';
import type { PersonRef } from './types.ts';

export interface MarkedAuthor {
	name: string;
	/** The page's own person, shown highlighted. */
	isSelf: boolean;
	/** Another person on the site with this exact (normalised) name. */
	person: PersonRef | undefined;
}

/**
 * Marks each author as the page's own person, another person on the site, or neither.
 * Matching is on whole normalised names only; initials are not expanded, to avoid linking namesakes.
 */
export function markAuthors(
	authors: string[],
	index: Map<string, PersonRef>,
	self?: Pick<Profile, 'slug' | 'name' | 'nativeName'>
): MarkedAuthor[] {
	const own = new Set([self?.name, self?.nativeName].filter((n) => n != null).map(normaliseName));
	return authors.map((name) => {
		const key = normaliseName(name);
		if (own.has(key)) return { name, isSelf: true, person: undefined };
		const match = index.get(key);
		return { name, isSelf: false, person: match?.slug === self?.slug ? undefined : match };
	});
}
