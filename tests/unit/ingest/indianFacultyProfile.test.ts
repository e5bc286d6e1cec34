import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape an Indian university's faculty profile
 * in the UGC's format takes when Word saves it as text: numbered form fields, and tables set with
 * tabs under a header that numbers its rows ("Sl. No.") and names every column.
 */
describe("an Indian faculty profile (the UGC's format) saved as text", () => {
	const p = parseLines('profile.txt', [
		'CURRICULUM VITAE',
		'',
		'1.\tName of the Faculty\t:\tDr. (Mrs.) KAVITHA SUNDARESAN',
		'2.\tDesignation\t:\tAssociate Professor',
		'3.\tArea of Specialization\t:\tPlasma Physics; Thin Films; Sensors',
		'',
		'4.\tACADEMIC QUALIFICATIONS',
		'Sl. No.\tDegree\tSubject\tName of the University\tYear of Passing\tDivision/Class',
		'1.\tM.Sc.\tPhysics\tUniversity of Mysore\t2001\tFirst Class',
		'2.\tPh.D.\tPhysics\tUniversity of Hyderabad, Hyderabad\t2007\tHighly Commended',
		'',
		'5.\tTEACHING EXPERIENCE',
		'\tPG\t:\t14 Years 02 Months',
		'',
		'6.\tDETAILS OF EMPLOYMENT / POSITIONS HELD',
		'Sl. No.\tDesignation\tName of the Institution\tFrom\tTo\tNature of Appointment',
		'1.\tPost-Doctoral Fellow\tDepartment of Physics,',
		'Kyoto University, Kyoto, Japan\t01.09.2007\t31.08.2009\tContract',
		'2.\tAssociate Professor\tDepartment of Physics, Anna University\t01.07.2015\tTill date\tRegular',
		'',
		'7.\tRESEARCH GUIDANCE',
		'Degree\tAwarded\tOngoing',
		'Ph.D.\t05\t03',
		'',
		'8.\tCOURSES TAUGHT',
		'\tM.Sc. Physics (Anna University)\t:\tPlasma Physics; Quantum Mechanics – II',
		'',
		'9.\tRESEARCH PUBLICATIONS',
		'Sl. No.\tTitle of the paper\tName of the Author(s)\tName of the Journal\tYear',
		'1.\tPulsed laser deposition of doped ZnO films\tK. Sundaresan, R. Iyer\tThin Solid Films\t2021',
	]);

	test('the name in a numbered form field, the titles before it gone; the area of specialisation is the interests', () => {
		expect(p.name).toBe('Kavitha Sundaresan');
		expect(p.interests).toEqual(['Plasma Physics', 'Thin Films', 'Sensors']);
	});

	test("a table's rows numbered as a list, each degree by its columns' names", () => {
		expect(p.education.map(({ degree, field, institution, dates }) => ({ degree, field, institution, end: dates?.end }))).toEqual([
			{ degree: 'M.Sc.', field: 'Physics', institution: 'University of Mysore', end: '2001' },
			{ degree: 'Ph.D.', field: 'Physics', institution: 'University of Hyderabad', end: '2007' },
		]);
	});

	test('positions from their From and To columns, a cell Word broke over two lines read whole', () => {
		expect(p.experience.map(({ role, organization, dates }) => ({ role, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ role: 'Post-Doctoral Fellow', organization: 'Kyoto University', start: '2007-09', end: '2009-08' },
			{ role: 'Associate Professor', organization: 'Anna University', start: '2015-07', end: 'present' },
		]);
	});

	test("years of teaching are no course; a programme's courses, where it was taught", () => {
		expect(p.teaching.map(({ course, institution }) => ({ course, institution }))).toEqual([
			{ course: 'Plasma Physics', institution: 'Anna University' },
			{ course: 'Quantum Mechanics – II', institution: 'Anna University' },
		]);
	});

	test("a table of papers whose journal column names where each appeared and that it is a journal's", () => {
		expect(p.publications).toEqual([expect.objectContaining({ title: 'Pulsed laser deposition of doped ZnO films', venue: 'Thin Solid Films', year: 2021, type: 'journal' })]);
	});
});
