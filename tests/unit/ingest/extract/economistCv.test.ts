import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';
import { sectionKindOf } from '../../../../src/ingest/classify.ts';

/** Every line below is invented for these tests, in the shape an economist's job-market CV takes. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe("an economist's referee list and fields", () => {
	test.each([
		['REFEREE SERVICE', 'service'],
		['Refereeing', 'service'],
		['FIELDS OF SPECIALIZATION', 'interests'],
		['References', 'other'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('venues listed under a heading that names the role are one entry each, in that role, a wrapped line read whole', () => {
		const p = parse([
			'Dmytro K. Halvorsen',
			'',
			'REFEREE SERVICE',
			'',
			'Journal of Human Resources, Labour Economics, Journal of Urban Economics, Review of Income',
			'and Wealth; ILR Review (2023, 2024)',
		]);
		expect(p.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([
			{ role: 'Referee', venue: 'Journal of Human Resources', year: undefined },
			{ role: 'Referee', venue: 'Labour Economics', year: undefined },
			{ role: 'Referee', venue: 'Journal of Urban Economics', year: undefined },
			{ role: 'Referee', venue: 'Review of Income and Wealth', year: undefined },
			{ role: 'Referee', venue: 'ILR Review', year: 2023 },
			{ role: 'Referee', venue: 'ILR Review', year: 2024 },
		]);
		expect(p.unparsed).toEqual([]);
	});

	test('a line that names its own role under such a heading is read as it says', () => {
		const p = parse(['Dmytro K. Halvorsen', '', 'REVIEWING', '', 'Associate Editor, Journal of Labor Studies, 2022']);
		expect(p.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([{ role: 'Associate Editor', venue: 'Journal of Labor Studies', year: 2022 }]);
	});

	test('a role and institution over courses indented under it, as a PDF sets them: each course taught in that role there', () => {
		const p = parse([
			'Dmytro K. Halvorsen',
			'',
			'TEACHING EXPERIENCE',
			'',
			'Graduate Student Instructor, Lakemont University',
			'      ECON 310   Labor Markets and Policy                                      Fall 2023',
			'      ECON 205   Statistics for Economists                                   Winter 2022',
			'Teaching Assistant, Brightvale University',
			'      Public Finance                                                            Fall 2019',
		]);
		expect(p.teaching.map(({ course, role, institution, term, code }) => ({ course, role, institution, term, code }))).toEqual([
			{ course: 'Labor Markets and Policy', role: 'Graduate Student Instructor', institution: 'Lakemont University', term: 'Fall 2023', code: 'ECON 310' },
			{ course: 'Statistics for Economists', role: 'Graduate Student Instructor', institution: 'Lakemont University', term: 'Winter 2022', code: 'ECON 205' },
			{ course: 'Public Finance', role: 'Teaching Assistant', institution: 'Brightvale University', term: 'Fall 2019', code: undefined },
		]);
	});

	test('an institution and a role over courses set flat under it, each course\'s term after a bar', () => {
		const p = parse([
			'Dmytro K. Halvorsen',
			'',
			'TEACHING',
			'Lakemont University, Instructor',
			'ECON 310 Labor Markets and Policy | Fall 2021, Fall 2022',
			'ECON 505 Panel Data Methods (graduate) | Spring 2023',
			'Brightvale University, Teaching Assistant',
			'ECON 101 Principles of Economics | Fall 2018',
		]);
		expect(p.teaching.map(({ course, role, institution, term }) => ({ course, role, institution, term }))).toEqual([
			{ course: 'Labor Markets and Policy', role: 'Instructor', institution: 'Lakemont University', term: 'Fall 2021, Fall 2022' },
			{ course: 'Panel Data Methods (graduate)', role: 'Instructor', institution: 'Lakemont University', term: 'Spring 2023' },
			{ course: 'Principles of Economics', role: 'Teaching Assistant', institution: 'Brightvale University', term: 'Fall 2018' },
		]);
	});

	test('a paper whose title alone stands in quotes is a paper; "Surname, I. and I. Surname (2023). “Title.” Journal" gives its year', () => {
		const p = parse([
			'Dmytro K. Halvorsen',
			'',
			'JOB MARKET PAPER',
			'“Waiting for the Right Job: Benefit Duration and Match Quality”',
			'      Abstract: I use a discontinuity in benefit duration to study how long workers search.',
			'',
			'PUBLICATIONS',
			'Okafor, R. and D. Halvorsen (2022). “Wage Floors in Thin Labor Markets.” Labour Economics, 79: 102288.',
		]);
		expect(p.publications.map(({ title, authors, venue, year }) => ({ title, authors, venue, year }))).toEqual([
			{ title: 'Waiting for the Right Job: Benefit Duration and Match Quality', authors: [], venue: undefined, year: undefined },
			{ title: 'Wage Floors in Thin Labor Markets', authors: ['R. Okafor', 'D. Halvorsen'], venue: 'Labour Economics', year: 2022 },
		]);
	});
});

describe("a job-market CV set by LaTeX, as pdftotext -layout gives it", () => {
	const p = parse([
		'Zanele M. Okoro',
		'',
		'EDUCATION',
		'B.Com. (Honours) in Economics, University of Natal                                      2017',
		'',
		'JOB MARKET PAPER',
		'“Bridges to Nowhere? Rural Roads and the Seasonal Migration of Farm Workers in Southern',
		'Malawi”',
		'    Lakeshore Working Paper WPS/2025-03',
		'    Abstract: Between 2010 and 2018 a road program connected villages to district towns. I use',
		'    its rollout to study who leaves the farm in the dry season, and show that',
		'    connection doubles seasonal migration.',
		'',
		'PRESENTATIONS',
		'2025      Lakeshore Development Workshop (Lilongwe); Harbour Applied Micro Lunch; African',
		'          Meeting of the Econometric Society',
		'2024      NEUDC (Tufts), Harbour Development Breakfast',
		'',
		'TEACHING EXPERIENCE',
		'Teaching Assistant, Harbour University',
		'    ECON 1200   Development Economics                              Spring 2023, Spring 2024',
	]);

	test('a degree of commerce is a degree', () => {
		expect(p.education.map((e) => [e.degree, e.institution])).toEqual([['B.Com. (Honours)', 'University of Natal']]);
	});

	test("a paper's title quoted over two lines ends where the quote closes; its abstract, told in the first person, is the paper's", () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.source])).toEqual([
			['Bridges to Nowhere? Rural Roads and the Seasonal Migration of Farm Workers in Southern Malawi', 'Lakeshore Working Paper WPS/2025-03', { line: 7, endLine: 12 }],
		]);
	});

	test("a year's meetings in a column, with semicolons or commas between, are a talk each, named by the meeting without where it met", () => {
		expect(p.talks.map((t) => [t.title, t.date])).toEqual([
			['Lakeshore Development Workshop', '2025'],
			['Harbour Applied Micro Lunch', '2025'],
			['African Meeting of the Econometric Society', '2025'],
			['NEUDC', '2024'],
			['Harbour Development Breakfast', '2024'],
		]);
	});

	test('the terms a course was taught in, listed in its column, are its term', () => {
		expect(p.teaching.map((t) => [t.course, t.code, t.term])).toEqual([['Development Economics', 'ECON 1200', 'Spring 2023, Spring 2024']]);
	});
});

test('a talk with its title first is no list of meetings, whatever its commas', () => {
	const p = parse(['Zanele M. Okoro', '', 'INVITED TALKS', '2024      Invited seminar, Department of Economics, Harbour University']);
	expect(p.talks.map((t) => t.title)).toEqual(['Department of Economics, Harbour University']);
});
