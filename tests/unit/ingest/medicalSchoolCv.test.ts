import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a US medical school's CV template takes when saved from Word as text. */
describe('a US medical school CV', () => {
	const p = parseLines('cv.txt', [
		'Curriculum Vitae',
		'Name: Tomasz A. Okonjo-Lindahl, MD',
		'',
		'Faculty Academic Appointments',
		'07/2016-06/2021\tInstructor\tMedicine\tYale Law School',
		'07/2021-\tAssistant Professor\tMedicine\tTufts Medical School',
		'',
		'Appointments at Hospitals/Affiliated Institutions',
		'2016-2021\tAssociate Physician\tNephrology, Dialysis and Transplantation\tBeth Israel Deaconess Medical Center',
		'2021-\tPhysician\tMedicine (Nephrology)\tMassachusetts General Hospital',
		'',
		'Report of Funded and Unfunded Projects',
		'Professional Societies',
		'2009-\tAmerican Society of Nephrology',
		'',
		'Report of Local Teaching and Training',
	]);

	test('the template\'s headings name their kinds, "Report of" before them', () => {
		expect(p.experience.map(({ role, organization, team }) => ({ role, organization, team }))).toEqual([
			{ role: 'Instructor', organization: 'Yale Law School', team: 'Medicine' },
			{ role: 'Assistant Professor', organization: 'Tufts Medical School', team: 'Medicine' },
			{ role: 'Associate Physician', organization: 'Beth Israel Deaconess Medical Center', team: 'Nephrology, Dialysis and Transplantation' },
			{ role: 'Physician', organization: 'Massachusetts General Hospital', team: 'Medicine (Nephrology)' },
		]);
	});

	test('societies joined are no positions', () => {
		expect(p.experience.some((e) => e.organization.includes('Society'))).toBe(false);
		expect(p.unparsed.map((u) => u.text)).toContain('2009- American Society of Nephrology');
	});
});
