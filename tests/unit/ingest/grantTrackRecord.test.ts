import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape an Australian grant application's
 * track record (the research council's "ROPE" part) takes through `pdftotext -layout`: a form's
 * part over the person, appointments in a date column wrapped under their text, the ten best
 * outputs starred, citation counts, and a reviewer's list in a date column.
 */
describe("a grant application's track record through pdftotext -layout", () => {
	const p = parseLines('rope.txt', [
		'XX240100123                                    Part C – Research Opportunity and Performance Evidence',
		'',
		'C1. Assoc Prof Imogen Parrish-Wade (Chief Investigator 1)',
		'',
		'Current and previous appointment(s)/position(s) – during the past 10 years',
		'',
		' 2021 – present        Associate Professor, School of Earth Sciences, The',
		'                       University of Tasmania, Hobart, TAS (0.8 FTE, fixed term)',
		' 2017 – 2021           Lecturer, School of Earth Sciences, Deakin University, Geelong, VIC (0.8 FTE)',
		'',
		'Higher degrees',
		'',
		' 2016                  Doctor of Philosophy (Geology), University of Otago, Dunedin',
		'',
		'Career interruptions',
		'',
		' 02/2019 – 08/2019     Primary carer parental leave',
		'',
		'Journal articles',
		'',
		'*1. Parrish-Wade I, Osei KB‡ & Lindqvist M (2023) Basalt weathering rates on subantarctic islands.',
		'    Chemical Geology 612: 121–134. doi:10.1016/j.chemgeo.2023.121134 [14 cites]',
		'2. Osei KB‡ & Parrish-Wade I (in press) Soil carbon under retreating ice. Geoderma.',
		'',
		'Contributions to the research field',
		'',
		' 2020 – present        Associate Editor, Chemical Geology (Elsevier)',
		' 2019 – 2023           Member, International Association of Geochemistry (IAGC)',
		' 2016 – 2024           Reviewer for Chemical Geology, Geoderma, Quaternary Science Reviews (>40 reviews)',
	]);

	test("the name after the form's part label and title, without the part the form names the person by", () => {
		expect(p.name).toBe('Imogen Parrish-Wade');
	});

	test("a heading's plural in brackets and its note after a dash; \"Higher degrees\"", () => {
		expect(p.experience.map((e) => e.role)).toEqual(['Associate Professor', 'Lecturer']);
		expect(p.education[0]).toMatchObject({ institution: 'University of Otago', dates: { end: '2016' } });
	});

	test('an institution\'s name broken after "The" is read whole, and a share of full time is no place', () => {
		expect(p.experience[0]).toMatchObject({ organization: 'The University of Tasmania', team: 'School of Earth Sciences', location: 'Hobart, TAS' });
		expect(p.experience[1]).toMatchObject({ organization: 'Deakin University', location: 'Geelong, VIC' });
	});

	test('career interruptions are no positions', () => {
		expect(p.experience.some((e) => /leave/.test(e.role ?? ''))).toBe(false);
	});

	test('starred list numbers, authors with their initials joined by "&", a student\'s mark, a count of citations', () => {
		expect(p.publications[0]).toMatchObject({
			title: 'Basalt weathering rates on subantarctic islands',
			authors: ['Parrish-Wade I', 'Osei KB', 'Lindqvist M'],
			venue: 'Chemical Geology',
			year: 2023,
			type: 'journal',
			doi: '10.1016/j.chemgeo.2023.121134',
		});
		expect(p.publications[1]).toMatchObject({ title: 'Soil carbon under retreating ice', authors: ['Osei KB', 'Parrish-Wade I'], status: 'accepted' });
	});

	test("service: a publisher's initials in brackets are no short name, a body's are; a dated reviewer's list is an entry per venue", () => {
		expect(p.service.map((s) => [s.role, s.venue, s.year])).toEqual([
			['Associate Editor', 'Chemical Geology', 2020],
			['Member', 'IAGC', 2019],
			['Reviewer', 'Chemical Geology', 2016],
			['Reviewer', 'Geoderma', 2016],
			['Reviewer', 'Quaternary Science Reviews', 2016],
		]);
	});
});
