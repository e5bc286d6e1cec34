import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a US faculty activity report (Faculty180, Digital Measures) exports as text. */
describe('a faculty activity report', () => {
	const p = parseLines('report.txt', [
		'Annual Faculty Activity Report',
		'Faculty Member: Okafor-Lindgren, Marit E.',
		'',
		'Personal Information',
		'Name: Okafor-Lindgren, Marit E., PhD, RN',
		'',
		'Education',
		'Degree: PhD',
		'Discipline: Public Health',
		'Institution: University of Iowa',
		'Year Completed: 2016',
		'Dissertation Title: Care at a distance: home visiting by nurses across three frontier counties in',
		'the northern plains',
		'Chair/Advisor: Harriet O. Vanterpool',
		'',
		'Degree: BSN',
		'Institution: Creighton University',
		'Year Completed: 2008',
		'',
		'Generated on 02/03/2025 9:41 AM                              Page 1 of 3',
		'Okafor-Lindgren, Marit E. | Annual Faculty Activity Report | 01/01/2024 - 12/31/2024',
		'Service: University',
		'Committee: Faculty Senate',
		'Role: Senator',
		'Dates: 08/2022 - Present',
		'',
		'Service: Professional',
		'Activity: Grant Panel Member',
		'Organization: Journal of Community Health Nursing',
		'Date: 2024',
		'',
		'Generated on 02/03/2025 9:41 AM                              Page 2 of 3',
		'Okafor-Lindgren, Marit E. | Annual Faculty Activity Report | 01/01/2024 - 12/31/2024',
		'Honors and Awards',
		'Award: Excellence in Teaching Award',
		'Organization: College of Nursing, University of Nebraska',
		'Date: 04/2024',
	]);

	test('the name its header labels, written surname first with credentials after it', () => {
		expect(p.name).toBe('Marit E. Okafor-Lindgren');
	});

	test('degrees as labelled records: field, year completed, a dissertation title the page wrapped, the advisor', () => {
		expect(p.education.map(({ degree, field, institution, dates, advisors }) => ({ degree, field, institution, end: dates?.end, advisors }))).toEqual([
			{ degree: 'PhD', field: 'Public Health', institution: 'University of Iowa', end: '2016', advisors: ['Harriet O. Vanterpool'] },
			{ degree: 'BSN', field: undefined, institution: 'Creighton University', end: '2008', advisors: [] },
		]);
	});

	test('service under headings qualified by a colon, the part taken labelled as the activity', () => {
		expect(p.service.map(({ role, venue }) => ({ role, venue }))).toEqual([
			{ role: 'Senator', venue: 'Faculty Senate' },
			{ role: 'Grant Panel Member', venue: 'Journal of Community Health Nursing' },
		]);
	});

	test('the running head beside each page mark is furniture, no entry', () => {
		expect(p.awards.map(({ title, issuer }) => ({ title, issuer }))).toEqual([{ title: 'Excellence in Teaching Award', issuer: 'College of Nursing, University of Nebraska' }]);
		expect(p.unparsed.map((u) => u.text)).not.toContain('Okafor-Lindgren, Marit E. | Annual Faculty Activity Report | 01/01/2024 - 12/31/2024');
	});
});
