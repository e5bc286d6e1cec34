import type { IndexedPublication } from './collectPublications.ts';
import { normaliseVenue } from './normaliseVenue.ts';
import { venueAnchor } from './venueAnchor.ts';
import { venueOf } from './venueOf.ts';
import { oncePerList } from './oncePerPeople.ts';

export interface Venue {
	anchor: string;
	/** The short name most of its publications use. */
	name: string;
	/** The long name of its newest publication, when the CV gives one. */
	fullName: string | undefined;
	/** Newest first, as the index orders them. */
	publications: IndexedPublication[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The most used spelling; among equals, the first met (the newest). */
function commonest(names: string[]): string {
	const counts = new Map<string, number>();
	for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
	return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * Venues across the (already merged) publications, each with its papers; most papers first, then
 * by name. Papers whose CV names no venue are left out.
 */
export const collectVenues = oncePerList(function collectVenues(publications: IndexedPublication[]): Venue[] {
	const byKey = new Map<string, IndexedPublication[]>();
	for (const item of publications) {
		const venue = venueOf(item.publication);
		const key = venue && normaliseVenue(venue);
		if (!key) continue;
		const list = byKey.get(key);
		if (list) list.push(item);
		else byKey.set(key, [item]);
	}
	const venues = [...byKey.values()].map((items): Venue => {
		const name = commonest(items.map((i) => venueOf(i.publication)!));
		const fullName = items.find((i) => i.publication.venueFull)?.publication.venueFull;
		return {
			anchor: venueAnchor(name),
			name,
			fullName: fullName === name ? undefined : fullName,
			publications: items,
		};
	});
	return venues.sort(
		(a, b) => b.publications.length - a.publications.length || collator.compare(a.name, b.name)
	);
});
