import { describe, expect, test } from 'vitest';
import { findDateRanges } from '../../../src/ingest/dates.ts';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a researcher's CV on the Finnish (TENK) template takes when a Google Doc is exported as markdown. */
describe('a TENK-template CV in markdown', () => {
	const p = parseLines('cv.md', [
		'# **CURRICULUM VITAE**',
		'',
		'## 1. Personal details',
		'',
		'| Name | Aino Kristiina Vuorimaa |',
		'| :---- | :---- |',
		'| E-mail | aino.vuorimaa@example.fi |',
		'',
		'## 5. Current employment',
		'',
		'**1.8.2023–** Senior Lecturer in Limnology, Faculty of Biological and Environmental Sciences, University of Helsinki',
		'',
		'## 6. Previous work experience',
		'',
		'* 1.1.2019–31.7.2023 Postdoctoral Researcher, Lammi Biological Station, University of Helsinki',
		'    * parental leave 1.2.2021–31.10.2021',
		'* 1.9.2014–31.12.2018 Doctoral Researcher, Department of Environmental Sciences, University of Helsinki',
	]);

	test('the name from the first row of the personal details table, which is no header', () => {
		expect(p.name).toBe('Aino Kristiina Vuorimaa');
	});

	test('a post held since a date, its dash against it and the role after it', () => {
		expect(p.experience[0]).toMatchObject({ role: 'Senior Lecturer in Limnology', organization: 'University of Helsinki', dates: { start: '2023-08', end: 'present' } });
	});

	test('date-first list items are positions of their own, a point nested under one no end to the list', () => {
		expect(p.experience.slice(1).map(({ role, dates }) => [role, dates?.start, dates?.end])).toEqual([
			['Postdoctoral Researcher', '2019-01', '2023-07'],
			['Doctoral Researcher', '2014-09', '2018-12'],
		]);
	});
});

describe('an open range set against its date', () => {
	test.each([
		['2021– Director, Adrenal Clinic', { start: '2021', end: 'present', raw: '2021–' }],
		['10/2024- Associate Professor', { start: '2024-10', end: 'present', raw: '10/2024-' }],
	])('%s', (text, range) => {
		expect(findDateRanges(text)[0]?.range).toEqual(range);
	});

	test('a range written whole, or a year and its month, is none', () => {
		expect(findDateRanges('2019-2021 Fellow')[0]?.range).toEqual({ start: '2019', end: '2021', raw: '2019-2021' });
		expect(findDateRanges('2003-12')[0]?.range).toEqual({ end: '2003-12', raw: '2003-12' });
	});
});
