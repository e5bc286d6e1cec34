import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A chemist's "Conference contributions (talks and posters)": each a citation over two lines, set
// at the same tab, and marked at its end as a talk or a poster.
const CV = [
	'Lena Vogt',
	'',
	'Conference contributions (talks and posters)',
	'\tL. Vogt, K. Adler, "A strongly reducing boron photocatalyst",',
	'\t21st Symposium on Inorganic Rings (RINGS-21), Lyon, France, 07/2024 (talk).',
	'\tL. Vogt, "Radical anions in photoredox catalysis", GDCh',
	'\tChemistry Forum 2023, Leipzig, 09/2023 (invited talk).',
	'\tL. Vogt, P. Marx, "Manganese-bridged borylenes", Wöhler Conference 2014,',
	'\tSaarbrücken, 09/2014 (poster; Best Poster Award).',
	'',
].join('\n');

describe('talks and posters in one list', () => {
	const profile = parseText('cv.txt', CV).profile;

	test('each talk whole over its two lines, the authors no part of where it was given', () => {
		expect(profile.talks?.map((t) => [t.title, t.host, t.location, t.date])).toEqual([
			['A strongly reducing boron photocatalyst', '21st Symposium on Inorganic Rings', 'Lyon, France', '2024-07'],
			['Radical anions in photoredox catalysis', 'GDCh Chemistry Forum 2023, Leipzig', undefined, '2023-09'],
		]);
		expect(profile.talks?.[0]?.source).toEqual({ line: 4, endLine: 5 });
	});

	test('a poster is a paper of its own, its meeting the venue and its prize an award', () => {
		expect(profile.publications).toEqual([
			expect.objectContaining({ title: 'Manganese-bridged borylenes', authors: ['L. Vogt', 'P. Marx'], venue: 'Wöhler Conference 2014', year: 2014, type: 'poster', awards: ['Best Poster Award'] }),
		]);
	});
});
