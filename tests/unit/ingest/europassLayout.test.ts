import { describe, expect, test } from 'vitest';
import { parseText } from '../../../src/ingest/index.ts';

// Today's Europass CV as `pdftotext -layout` prints it: headings and dates in a left column, each
// entry a line of dates and what it is, then its labelled values and notes in the right column.
const CV = [
	'PERSONAL INFORMATION          Ilse Verhoeven',
	'',
	'POSITION                      Postdoctoral Researcher, Eindhoven University of Technology',
	'',
	'WORK EXPERIENCE',
	'',
	'01/10/2020 – Current          Postdoctoral Researcher',
	'                              Employer: Eindhoven University of Technology',
	'                              City: Eindhoven                   Country: Netherlands',
	'                              Main activities and responsibilities',
	'                              ▪ Design of a 11 kW wireless charger for electric buses and its',
	'                                magnetic couplers',
	'                              Supervisor: Prof. dr. ir. Joost van Dijk',
	'',
	'EDUCATION AND TRAINING',
	'',
	'09/2016 – 07/2020             PhD in Electrical Engineering',
	'                              Politecnico di Milano',
	'                              City: Milan                       Country: Italy',
	'                              Thesis: Resonant converters for inductive power transfer',
	'                              Supervisors: Prof. Marco Ferri; Ing. Paola Greco',
	'',
	'TEACHING                      Teaching assistant, Power Electronics (BSc), Politecnico di Milano',
	'',
].join('\n');

describe('a Europass CV in its columns', () => {
	const profile = parseText('europass.txt', CV).profile;

	test('a position: dates and title on its head line, employer, place and supervisor by their labels, its activities as notes (their label no note of its own)', () => {
		expect(profile.experience).toEqual([
			expect.objectContaining({
				organization: 'Eindhoven University of Technology',
				role: 'Postdoctoral Researcher',
				location: 'Eindhoven, Netherlands',
				dates: { start: '2020-10', end: 'present', raw: '01/10/2020 – Current' },
				advisors: ['Joost van Dijk'],
				highlights: ['Design of a 11 kW wireless charger for electric buses and its magnetic couplers'],
			}),
		]);
	});

	test('a degree: the institution on the line under its title, before any label', () => {
		expect(profile.education).toEqual([
			expect.objectContaining({ institution: 'Politecnico di Milano', degree: 'PhD', field: 'Electrical Engineering', location: 'Milan, Italy', advisors: ['Marco Ferri', 'Paola Greco'] }),
		]);
	});

	test('a heading in the left column beside its first line', () => {
		expect(profile.teaching).toEqual([expect.objectContaining({ course: 'Power Electronics (BSc)', role: 'Teaching assistant', institution: 'Politecnico di Milano' })]);
	});
});
