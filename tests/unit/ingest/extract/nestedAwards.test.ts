import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for these tests, in the shape a CV written in Google Docs lists its grants. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe('an award or grant with its parts listed under it', () => {
	test('under a heading of grants, one named by its number with the holder\'s part is its project\'s; a prize with its funder under it stays an award', () => {
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
		expect(p.projects.map(({ title, organization, role, dates }) => ({ title, organization, role, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Tubular Injury Markers After Cardiac Surgery in Older Adults', organization: 'National Institute of Diabetes and Digestive and Kidney Diseases', role: 'Principal Investigator', start: '2021-07', end: '2026-06' },
		]);
		expect(p.projects[0]!.highlights).toContain('K08 HL198765 (Ekwueme-Lind, PI)');
		expect(p.projects[0]!.source).toEqual({ line: 4, endLine: 7 });
		expect(p.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([{ title: 'Norvale Foundation Pilot Award', issuer: 'Norvale Foundation', year: 2020 }]);
		expect(p.unparsed).toEqual([]);
	});
});
