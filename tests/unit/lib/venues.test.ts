import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { collectVenues } from '../../../src/lib/collectVenues.ts';
import { normaliseVenue } from '../../../src/lib/normaliseVenue.ts';
import { makeProfile, pub } from './makeProfile.ts';

describe('normaliseVenue', () => {
	test.each([
		["LOOM '23", 'LOOM 2023'],
		['LOOM', 'loom'],
		['The 28th Symposium on Looms', 'The 3rd Symposium on Looms'],
	])('"%s" and "%s" are one venue', (a, b) => {
		expect(normaliseVenue(a)).toBe(normaliseVenue(b));
	});

	test('keeps different acronyms apart', () => {
		expect(normaliseVenue('LOOM')).not.toBe(normaliseVenue('LOOMW'));
	});
});

describe('collectVenues', () => {
	const ada = makeProfile({
		slug: 'ada',
		name: 'Ada',
		publications: [
			pub('A', { venue: 'LOOM', venueFull: 'Proceedings of LOOM 2023', year: 2023 }),
			pub('B', { venue: "LOOM '21", year: 2021 }),
			pub('C', { venueFull: 'Journal of Engines', year: 2022 }),
			pub('D'),
		],
	});
	const venues = collectVenues(collectPublications([ada]));

	test('groups papers by venue across years, most papers first, and leaves out papers with none', () => {
		expect(venues.map((v) => [v.name, v.publications.map((p) => p.publication.title)])).toEqual([
			['LOOM', ['A', 'B']],
			['Journal of Engines', ['C']],
		]);
	});

	test('gives the long name of the newest paper, unless it is the name itself', () => {
		expect(venues.map((v) => v.fullName)).toEqual(['Proceedings of LOOM 2023', undefined]);
		expect(venues[0]!.anchor).toBe('venue-loom');
	});
});
