import type { Publication } from '../schema/index.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Newest first; a publication without a year goes last, ties by title. */
export function comparePublications(
	a: Pick<Publication, 'year' | 'title'>,
	b: Pick<Publication, 'year' | 'title'>
): number {
	const ya = a.year ?? -Infinity;
	const yb = b.year ?? -Infinity;
	return ya === yb ? collator.compare(a.title, b.title) : yb - ya;
}
