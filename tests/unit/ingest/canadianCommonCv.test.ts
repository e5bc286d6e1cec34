import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape `pdftotext` prints Canada's Common CV (its "Generic" export). */
const parse = (lines: readonly string[]) => parseLines('cv.txt', ['Noor Haddad-Lindqvist', 'Correspondence language: English', ...lines]);

describe("Canada's Common CV", () => {
	test('degrees give the kind, then the name, which is the degree; supervisors\' dates are no people', () => {
		const p = parse([
			'Degrees',
			'2012/9 - 2017/6 Doctorate, Doctor of Philosophy, Chemical Engineering, University of Alberta',
			'Degree Status: Completed',
			'Supervisors: Petra Lindgren, 2012/9 - 2017/6 ; Owen Mbeki, 2014/1 - 2017/6',
			'2010/9 - 2012/8 Master\'s Thesis, Master of Science, Chemistry, Dalhousie University',
		]);
		expect(p.education.map(({ degree, field, institution, advisors }) => ({ degree, field, institution, advisors }))).toEqual([
			{ degree: 'Doctor of Philosophy', field: 'Chemical Engineering', institution: 'University of Alberta', advisors: ['Petra Lindgren', 'Owen Mbeki'] },
			{ degree: 'Master of Science', field: 'Chemistry', institution: 'Dalhousie University', advisors: [] },
		]);
	});

	test('positions: a department named by its field, its school and university under the role; the owner\'s name over each page is furniture', () => {
		const p = parse([
			'Employment',
			'Academic Work Experience',
			'2019/7 - present Assistant Professor',
			'Chemical and Materials Engineering, Faculty of Engineering, University of Alberta',
			'Page 1 of 4',
			'Noor Haddad-Lindqvist',
			'2017/9 - 2019/6 Postdoctoral Fellow',
			'Chemistry and Applied Biosciences, ETH Zurich',
		]);
		expect(p.experience.map(({ role, organization, team }) => ({ role, organization, team }))).toEqual([
			{ role: 'Assistant Professor', organization: 'University of Alberta', team: 'Chemical and Materials Engineering, Faculty of Engineering' },
			{ role: 'Postdoctoral Fellow', organization: 'ETH Zurich', team: 'Chemistry and Applied Biosciences' },
		]);
		expect(p.unparsed?.map((u) => u.text) ?? []).not.toContain('Noor Haddad-Lindqvist');
	});

	test('recognitions: a dated award, the body that gave it under it, its kind and description', () => {
		const p = parse([
			'Recognitions',
			'2023/5 Early Career Research Award',
			'Chemical Institute of Canada',
			'Prize / Award',
			'2018/6 Governor General\'s Gold Medal',
			'University of Alberta',
			'Distinction',
		]);
		expect(p.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
			{ title: 'Early Career Research Award', issuer: 'Chemical Institute of Canada', year: 2023 },
			{ title: "Governor General's Gold Medal", issuer: 'University of Alberta', year: 2018 },
		]);
	});

	test('a grant: its dates and part, its title, and the funder its funding sources name', () => {
		const p = parse([
			'Research Funding History',
			'Awarded [n=1]',
			'2020/4 - 2025/3 Principal Investigator',
			'Electrified reactors for ammonia cracking, Grant',
			'Funding Sources:',
			'2020/4 - 2025/3 Natural Sciences and Engineering Research Council of Canada (NSERC)',
			'Discovery Grants Program - Individual',
			'Total Funding - 150,000 (Canadian dollar)',
		]);
		expect(p.projects.map(({ title, role, organization, dates }) => ({ title, role, organization, start: dates?.start }))).toEqual([
			{ title: 'Electrified reactors for ammonia cracking', role: 'Principal Investigator', organization: 'Natural Sciences and Engineering Research Council of Canada (NSERC)', start: '2020-04' },
		]);
		expect(p.awards ?? []).toEqual([]);
	});

	test('a course taught: who taught it where on the dated line, the course and its code labelled under it', () => {
		const p = parse(['Activities', 'Teaching Activities', 'Course Taught', '2022/1 - 2022/4 Instructor, University of Alberta', 'Course Title: Reactor Design', 'Course Code: CHE 446']);
		expect(p.teaching.map(({ course, role, institution, code, term }) => ({ course, role, institution, code, term }))).toEqual([
			{ course: 'Reactor Design', role: 'Instructor', institution: 'University of Alberta', code: 'CHE 446', term: '2022/1 - 2022/4' },
		]);
	});
});
