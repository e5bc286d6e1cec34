import type { IndexedPublication } from './collectPublications.ts';
import type { Venue } from './collectVenues.ts';
import { publicationFacetValues } from './publicationFacetValues.ts';

export interface FacetOption {
	value: string;
	label: string;
	count: number;
}

export interface Facets {
	year: FacetOption[];
	type: FacetOption[];
	venue: FacetOption[];
	person: FacetOption[];
}

const TYPE_LABELS: Record<string, string> = { unknown: 'Type not stated' };

function tally(values: string[], label: (value: string) => string): FacetOption[] {
	const counts = new Map<string, number>();
	for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
	return [...counts].map(([value, count]) => ({ value, label: label(value), count }));
}

/**
 * The choices of each filter on the publication index with how many publications each selects.
 * Years newest first, types and people by name, venues in the venues index's order.
 */
export function publicationFacets(publications: IndexedPublication[], venues: Venue[]): Facets {
	const values = publications.map(publicationFacetValues);
	const names = new Map(publications.flatMap((p) => p.listedBy.map((r) => [r.slug, r.name])));
	const byLabel = (a: FacetOption, b: FacetOption) => a.label.localeCompare(b.label, 'en');
	const year = tally(values.map((v) => v.year), (y) => (y === 'unknown' ? 'Year not stated' : y));
	year.sort((a, b) => (b.value === 'unknown' ? -1 : a.value === 'unknown' ? 1 : Number(b.value) - Number(a.value)));
	const type = tally(values.map((v) => v.type), (t) => TYPE_LABELS[t] ?? t.charAt(0).toUpperCase() + t.slice(1));
	return {
		year,
		type: type.sort(byLabel),
		venue: venues.map((v) => ({ value: v.anchor, label: v.name, count: v.publications.length })),
		person: tally(values.flatMap((v) => v.people), (slug) => names.get(slug) ?? slug).sort(byLabel),
	};
}
