import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for these tests, in the shape a CV written in Google Docs lists its grants. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe('an award or grant with its parts listed under it', () => {
	test('a grant named by its number takes its project\'s title; the funder under it gave it; the rest are details', () => {
		const p = parse([
			'Tomasz Ekwueme-Lind, MD',
			'',
			'GRANTS',
			'● K08 HL198765 (Ekwueme-Lind, PI)\t07/2021–06/2026',
			'   ○ National Institute of Diabetes and Digestive and Kidney Diseases',
			'   ○ Tubular Injury Markers After Cardiac Surgery in Older Adults',
			'   ○ Role: Principal Investigator; total costs $790,000',
			'● Norvale Foundation Pilot Award\t2020',
			'   ○ Norvale Foundation',
		]);
		expect(p.awards.map(({ title, issuer }) => ({ title, issuer }))).toEqual([
			{ title: 'Tubular Injury Markers After Cardiac Surgery in Older Adults', issuer: 'National Institute of Diabetes and Digestive and Kidney Diseases' },
			{ title: 'Norvale Foundation Pilot Award', issuer: 'Norvale Foundation' },
		]);
		expect(p.awards[0]!.details).toContain('K08 HL198765');
		expect(p.awards[0]!.details).toContain('Role: Principal Investigator; total costs $790,000');
		expect(p.awards[0]!.source).toEqual({ line: 4, endLine: 7 });
		expect(p.unparsed).toEqual([]);
	});
});
