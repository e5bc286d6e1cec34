import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// Every line invented.
const profileOf = (lines: readonly string[], file = 'cv.txt') => parseText(file, lines.join('\n')).profile;

describe('patents, listed as works are', () => {
	test('a patent cited with its inventors, title and office is a publication of its own kind: the office is the venue, the grant its year', () => {
		const p = profileOf([
			'Rohan Das',
			'',
			'PATENTS (FILED / GRANTED)',
			'1.\tR. Das and M. Iyer, "A cooled clamp for arc welding fixtures," Indian Patent No. 401234, granted on 03/02/2022 (Application No. 201931000001 filed on 10/05/2019).',
			'2.\tR. Das, "A wire feeder for graded deposits," Indian Patent Application No. 202431000002 dated 12/02/2024 (filed; under examination).',
		]);
		expect(p.publications!.map((x) => [x.title, x.authors, x.venue, x.year, x.type, x.status])).toEqual([
			['A cooled clamp for arc welding fixtures', ['R. Das', 'M. Iyer'], 'Indian Patent', 2022, 'other', 'published'],
			['A wire feeder for graded deposits', ['R. Das'], 'Indian Patent Application', 2024, 'other', 'under-review'],
		]);
	});

	test('a bold title over its office and number, its inventors and its assignee labelled', () => {
		const p = profileOf(
			[
				'# Mara Quist',
				'',
				'## Patents',
				'',
				'1. **Ranking listings by calibrated demand**',
				'   U.S. Patent No. 11,000,001 B2 — granted Feb. 1, 2022. Inventors: **M. Quist**, K. Oyelaran. Assignee: Example Homes, Inc.',
				'2. **Detecting drift in pricing models**',
				'   U.S. Patent Application No. 17/000,002 — filed Mar. 11, 2022 (pending). Inventors: K. Oyelaran, **M. Quist**.',
			],
			'cv.md',
		);
		expect(p.publications!.map((x) => [x.title, x.authors, x.venue, x.year, x.status])).toEqual([
			['Ranking listings by calibrated demand', ['M. Quist', 'K. Oyelaran'], 'U.S. Patent', 2022, 'published'],
			['Detecting drift in pricing models', ['K. Oyelaran', 'M. Quist'], 'U.S. Patent Application', 2022, 'under-review'],
		]);
	});
});

describe("a journal's impact factor and a CV's closing declaration", () => {
	test('"[IF: 7.1]" after the journal is no part of it; the declaration is no award', () => {
		const p = profileOf([
			'Rohan Das',
			'',
			'Awards and Honours',
			'2017 Young Engineer Award, Indian National Academy of Engineering',
			'',
			'Publications in Refereed Journals',
			'1.\tR. Das and M. Iyer, "Bead geometry in arc additive manufacturing," International Journal of Mechanical Sciences, 2024. [IF: 7.1]',
			'',
			'DECLARATION',
			'I hereby declare that the information furnished above is true and correct to the best of my knowledge and belief.',
			'Place: Guwahati',
		]);
		expect(p.publications!.map((x) => [x.venue, x.year])).toEqual([['International Journal of Mechanical Sciences', 2024]]);
		expect(p.awards!.map((a) => a.title)).toEqual(['Young Engineer Award']);
	});
});
