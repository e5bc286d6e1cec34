import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { collectVenues } from '../../../src/lib/collectVenues.ts';
import { publicationFacets } from '../../../src/lib/publicationFacets.ts';
import { publicationFacetValues } from '../../../src/lib/publicationFacetValues.ts';
import { makeProfile, pub } from './makeProfile.ts';

const ada = makeProfile({
	slug: 'ada',
	name: 'Ada',
	publications: [
		pub('A', { year: 2021, type: 'conference', venue: 'LOOM' }),
		pub('B', { year: 2023, type: 'journal', venue: 'Journal of Engines' }),
		pub('C'),
	],
});
const bo = makeProfile({ slug: 'bo', name: 'Bo', publications: [pub('a.', { year: 2021, venue: "LOOM '21" })] });
const publications = collectPublications([ada, bo]);

describe('publicationFacetValues', () => {
	test('gives each publication its year, type, venue anchor and people, "unknown" where absent', () => {
		expect(publications.map(publicationFacetValues)).toEqual([
			{ year: '2023', type: 'journal', venue: 'venue-journal-of-engines', people: ['ada'] },
			{ year: '2021', type: 'conference', venue: 'venue-loom', people: ['ada', 'bo'] },
			{ year: 'unknown', type: 'unknown', venue: 'unknown', people: ['ada'] },
		]);
	});
});

describe('publicationFacets', () => {
	test('offers each value once with its count; years newest first and undated last', () => {
		const facets = publicationFacets(publications, collectVenues(publications));
		expect(facets.year).toEqual([
			{ value: '2023', label: '2023', count: 1 },
			{ value: '2021', label: '2021', count: 1 },
			{ value: 'unknown', label: 'Year not stated', count: 1 },
		]);
		expect(facets.type.map((t) => t.label)).toEqual(['Conference', 'Journal', 'Type not stated']);
		expect(facets.venue).toEqual([
			{ value: 'venue-journal-of-engines', label: 'Journal of Engines', count: 1 },
			{ value: 'venue-loom', label: 'LOOM', count: 1 },
		]);
		expect(facets.person).toEqual([
			{ value: 'ada', label: 'Ada', count: 3 },
			{ value: 'bo', label: 'Bo', count: 1 },
		]);
	});
});
