import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape `pdftotext -layout` prints a Polish
 * CV written in Word: a margin of three spaces, dates in a left column, numbered parts.
 */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe('a Polish CV as pdftotext -layout prints it', () => {
	test('the name after "dr hab. inż.", interests going on under their value column, the running title with its month', () => {
		const p = parse([
			'   dr hab. inż. Bożena Kwiatkowska-Lis',
			'   Associate Professor (profesor uczelni)',
			'',
			'   Research interests:   proton conductors; thin-film electrolytes; sintering',
			'                         of nanopowders; impedance spectroscopy',
			'',
			'   1. EMPLOYMENT',
			'',
			'   10/2019 –             Associate Professor, Faculty of Chemistry, Gdańsk University of',
			'   present               Technology',
			'',
			'                                          Page 1 of 3',
			'   B. Kwiatkowska-Lis – Curriculum Vitae                                  March 2025',
		]);
		expect(p.name).toBe('Bożena Kwiatkowska-Lis');
		expect(p.interests).toEqual(['proton conductors', 'thin-film electrolytes', 'sintering of nanopowders', 'impedance spectroscopy']);
		expect(p.experience.map((e) => e.dates)).toEqual([{ start: '2019-10', end: 'present', raw: '10/2019 – present' }]);
		expect(p.unparsed?.map((u) => u.text) ?? []).not.toContain('B. Kwiatkowska-Lis – Curriculum Vitae March 2025');
	});

	test('degrees dated at the margin, each with its details under it; "MSc Eng. (mgr inż.)" is one degree', () => {
		const p = parse([
			'   Bożena Kwiatkowska-Lis',
			'',
			'   2. EDUCATION',
			'',
			'   2008 – 2012           PhD in Chemical Technology',
			'                         Gdańsk University of Technology, Gdańsk',
			'                         Supervisor: prof. dr hab. inż. Tadeusz Wróbel',
			'   2003 – 2008           MSc Eng. (mgr inż.) in Chemical Technology',
			'                         Gdańsk University of Technology, Gdańsk',
			'                         Final grade: very good',
		]);
		expect(p.education.map(({ degree, field, institution, advisors }) => ({ degree, field, institution, advisors }))).toEqual([
			{ degree: 'PhD', field: 'Chemical Technology', institution: 'Gdańsk University of Technology', advisors: ['Tadeusz Wróbel'] },
			{ degree: 'MSc Eng. (mgr inż.)', field: 'Chemical Technology', institution: 'Gdańsk University of Technology', advisors: [] },
		]);
	});

	test('numbered subparts open sections; a column of impact factor and points is no part of the citation', () => {
		const p = parse([
			'   Bożena Kwiatkowska-Lis',
			'',
			'   4. SCIENTIFIC ACHIEVEMENTS',
			'',
			'   4.1 Articles in journals from the JCR list (* – corresponding author)',
			'',
			'   [1]    B. Kwiatkowska-Lis*, T. Wróbel, "Grain-boundary conduction in yttrium-doped',
			'          barium zirconate thin films", ACS',
			'          Applied Nano Materials 6 (2023) 1120–1131.                    IF = 5.9, MNiSW: 100 pts',
			'',
			'   4.2 Conference presentations (selected)',
			'',
			'   Posters:',
			'   05/2022               B. Kwiatkowska-Lis, T. Wróbel, "Sintering aids for barium',
			'                         zirconate: a comparison", 13th Conference of the Polish',
			'                         Ceramic Society, Zakopane, Poland',
		]);
		expect(p.publications.map(({ title, venue, year, type }) => ({ title, venue, year, type }))).toEqual([
			{ title: 'Grain-boundary conduction in yttrium-doped barium zirconate thin films', venue: 'ACS Applied Nano Materials', year: 2023, type: 'journal' },
			{ title: 'Sintering aids for barium zirconate: a comparison', venue: '13th Conference of the Polish Ceramic Society', year: 2022, type: 'poster' },
		]);
		expect(p.talks).toEqual([]);
	});

	test('grants dated first, funder and scheme before the quoted title, under a label of the role they were held in', () => {
		const p = parse([
			'   Bożena Kwiatkowska-Lis',
			'',
			'   3. RESEARCH PROJECTS',
			'',
			'   As Principal Investigator (kierownik projektu):',
			'   2021 – 2024           NCN OPUS 20: "Proton trapping in acceptor-doped zirconates",',
			'                         No. 2020/39/B/ST5/00001, budget: 1 210 000 PLN',
			'   As investigator (wykonawca):',
			'   2016 – 2019           NCBR, Applied Research Programme: "Ceramic membranes for hydrogen',
			'                         separation", PBS2/A1/00/2015; PI: prof. dr hab. T. Wróbel',
		]);
		expect(p.projects.map(({ title, organization, role, dates }) => ({ title, organization, role, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Proton trapping in acceptor-doped zirconates', organization: 'NCN', role: 'Principal Investigator (kierownik projektu)', start: '2021', end: '2024' },
			{ title: 'Ceramic membranes for hydrogen separation', organization: 'NCBR', role: 'investigator (wykonawca)', start: '2016', end: '2019' },
		]);
	});
});
