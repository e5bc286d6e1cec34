import { describe, expect, test } from 'vitest';
import { matchesPublicationFilter, type PublicationFilter } from '../../../src/lib/matchesPublicationFilter.ts';

const values = { year: '2021', type: 'conference', venue: 'venue-loom', people: ['ada', 'bo'] };
const text = 'Tiny Engines: Fast Looms. Ada Lécuyer, Bo Sample. LOOM 2021';
const none: PublicationFilter = { q: '', year: '', type: '', venue: '', person: '' };

describe('matchesPublicationFilter', () => {
	test('an empty filter matches everything', () => {
		expect(matchesPublicationFilter(values, text, none)).toBe(true);
	});

	test.each([
		[{ year: '2021' }, true],
		[{ year: '2020' }, false],
		[{ type: 'conference' }, true],
		[{ type: 'journal' }, false],
		[{ venue: 'venue-loom' }, true],
		[{ venue: 'venue-other' }, false],
		[{ person: 'bo' }, true],
		[{ person: 'cy' }, false],
		[{ year: '2021', person: 'cy' }, false],
	])('facets %o → %s', (facets, expected) => {
		expect(matchesPublicationFilter(values, text, { ...none, ...facets })).toBe(expected);
	});

	test.each([
		['tiny looms', true],
		['LECUYER', true],
		['  engines,  fast ', true],
		['tiny trains', false],
	])('text "%s" → %s (every word, any case, accents ignored)', (q, expected) => {
		expect(matchesPublicationFilter(values, text, { ...none, q })).toBe(expected);
	});
});
