import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for these tests, in the shape a clinician's CV takes in Google Docs. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe("a clinician's training, its parts listed under each item", () => {
	test('each first-level item is an entry, the institution under it its own; "Master of Public Health" and "Doctor of Medicine" are degrees', () => {
		const p = parse([
			'Renata O. Vasquez-Hale, MD, MPH',
			'',
			'EDUCATION AND POSTGRADUATE TRAINING',
			'● Master of Public Health, Epidemiology\t08/2016–05/2018',
			'   ○ Eastmoor School of Public Health, Halden, OR',
			'   ○ Thesis: Sodium intake and readmission after heart failure',
			'● Doctor of Medicine\t08/2010–05/2014',
			'   ○ Lakeshore University School of Medicine, Milwaukee, WI',
		]);
		expect(p.education.map(({ institution, degree, field, location }) => ({ institution, degree, field, location }))).toEqual([
			{ institution: 'Eastmoor School of Public Health', degree: 'Master of Public Health', field: 'Epidemiology', location: 'Halden, OR' },
			{ institution: 'Lakeshore University School of Medicine', degree: 'Doctor of Medicine', field: undefined, location: 'Milwaukee, WI' },
		]);
		expect(p.education[0]!.details).toContain('Thesis: Sodium intake and readmission after heart failure');
	});
});
