import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { makeProfile, pub } from './makeProfile.ts';

const ada = makeProfile({
	slug: 'ada',
	name: 'Ada Example',
	publications: [
		pub('Tiny Engines: A Study of Looms', { authors: ['Ada Example', 'Bo Sample'], year: 2021 }),
		pub('Only Ada Wrote This', { year: 2019 }),
	],
});
const bo = makeProfile({
	slug: 'bo',
	name: 'Bo Sample',
	publications: [
		// The same paper as Ada's, written with other casing, punctuation and dashes, and a venue.
		pub('tiny engines — a study of looms.', {
			authors: ['Ada Example', 'Bo Sample'],
			year: 2021,
			venue: 'LOOM',
			type: 'conference',
		}),
		pub('Undated Note'),
		pub('Newest Paper', { year: 2024 }),
	],
});

describe('collectPublications', () => {
	const index = collectPublications([ada, bo]);

	test('lists a paper two people share once, whatever their casing and punctuation', () => {
		expect(index.map((p) => p.anchor)).toEqual([
			'pub-newest-paper',
			'pub-tiny-engines-a-study-of-looms',
			'pub-only-ada-wrote-this',
			'pub-undated-note',
		]);
	});

	test('links the shared paper to everyone who lists it, in the order people are given', () => {
		const shared = index.find((p) => p.anchor === 'pub-tiny-engines-a-study-of-looms')!;
		expect(shared.listedBy).toEqual([
			{ slug: 'ada', name: 'Ada Example' },
			{ slug: 'bo', name: 'Bo Sample' },
		]);
	});

	test('keeps the fuller of the merged records', () => {
		const shared = index.find((p) => p.anchor === 'pub-tiny-engines-a-study-of-looms')!;
		expect(shared.publication.venue).toBe('LOOM');
	});

	test('a person listing one paper twice is linked once', () => {
		const twice = makeProfile({ slug: 'cy', name: 'Cy', publications: [pub('Same'), pub('SAME!')] });
		expect(collectPublications([twice])).toEqual([
			expect.objectContaining({ anchor: 'pub-same', listedBy: [{ slug: 'cy', name: 'Cy' }] }),
		]);
	});
});
