import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { searchRecords } from '../../../src/lib/searchRecords.ts';
import { makeProfile, pub } from './makeProfile.ts';

const ada = makeProfile({
	slug: 'ada',
	name: 'Ada',
	publications: [
		pub('Looms of <i>Lyon</i>', { year: 2021, type: 'conference', venue: 'LOOM', authors: ['Ada', 'Bo'] }),
		pub('Undated <script>note</script>'),
	],
});
const bo = makeProfile({ slug: 'bo', name: 'Bo', publications: [pub('looms of lyon', { year: 2021 })] });

describe('searchRecords', () => {
	const records = searchRecords(collectPublications([ada, bo]));

	test('one record per publication, at its page, with the filters the form offers', () => {
		expect(records.map((r) => [r.url, r.filters])).toEqual([
			['/publications/pub-looms-of-lyon/', { year: ['2021'], type: ['conference'], venue: ['venue-loom'], person: ['ada', 'bo'] }],
			['/publications/pub-undated-script-note-script/', { year: ['unknown'], type: ['unknown'], venue: ['unknown'], person: ['ada'] }],
		]);
	});

	test('what a result shows is plain text; formatting pairs dropped, other tags kept as characters', () => {
		expect(records[0]!.meta).toEqual({ title: 'Looms of Lyon', anchor: 'pub-looms-of-lyon', authors: 'Ada, Bo', venue: 'LOOM', year: '2021', type: 'conference' });
		expect(records[1]!.meta['title']).toBe('Undated <script>note</script>');
		expect(records[0]!.content).toBe('Looms of Lyon. Ada, Bo. LOOM. 2021');
	});

	test('filters alone sort by the index order, newest first', () => {
		expect(records.map((r) => r.sort['rank'])).toEqual(['0', '1']);
	});
});
