import { describe, expect, test } from 'vitest';
import { splitGostCitation } from '../../../src/ingest/extract/gostCitation.ts';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a Russian scientist's CV, translated by its owner and saved from Word as text, has. */
describe('GOST citations', () => {
	test('authors surname first with joined initials, the title, then after "//" the venue, the year, the volume', () => {
		expect(splitGostCitation('Korobova E.A., Lindqvist P., Saveliev I.N. Spin relaxation in GaAs quantum dots // Physical Review B. 2021. Vol. 103, No. 4. P. 045301.')).toEqual({
			authors: ['Korobova E.A.', 'Lindqvist P.', 'Saveliev I.N.'],
			title: 'Spin relaxation in GaAs quantum dots',
			venue: 'Physical Review B',
			year: 2021,
			volume: true,
			after: '. 2021. Vol. 103, No. 4. P. 045301.',
		});
	});

	test('a paper sent to a journal, a chapter in a book its editors follow, a meeting in brackets', () => {
		expect(splitGostCitation('Korobova E.A. Hole spins in dots // submitted to Applied Physics Letters (2025).')).toMatchObject({ venue: 'Applied Physics Letters', year: 2025, status: 'submitted to' });
		expect(splitGostCitation('Korobova E.A., Saveliev I.N. Quantum dots // Spin Physics in Semiconductors / ed. by M. Dyakonov. Cham: Springer, 2017. P. 1–30.')).toMatchObject({ venue: 'Spin Physics in Semiconductors', year: 2017 });
		expect(splitGostCitation('Korobova E.A. Dots // Proceedings of the XX Symposium "Nanostructures" (St. Petersburg, 24–28 June 2019). P. 12.')).toMatchObject({ venue: 'Proceedings of the XX Symposium "Nanostructures"', year: 2019 });
		expect(splitGostCitation('A line with no authors // and a slash pair')).toBeUndefined();
	});
});

describe('a Russian CV', () => {
	const p = parseLines('cv.txt', [
		'Elena A. Korobova',
		'',
		'RESEARCH GRANTS',
		'As principal investigator (head of project):',
		'1.\tRSF grant No. 21-72-10045 "Spin dynamics of holes in quantum dots", 2021–2023 (extended to 2025).',
		'2.\tRFBR grant No. 18-32-00417 "Optical orientation in quantum dot ensembles", 2018–2020.',
		'As participant (executor):',
		'3.\tRFBR–DFG joint project No. 19-52-12011 "Nuclear spin polarization in dots", 2019–2021.',
		'',
		'PUBLICATIONS',
		'1.\tKorobova E.A., Lindqvist P., Saveliev I.N. Spin relaxation in GaAs quantum dots // Physical Review B. 2021. Vol. 103, No. 4. P. 045301.',
		'2.\tSaveliev I.N., Korobova E.A. Hole g-factors in InAs dots',
		'\t// JETP Letters. 2019. Vol. 110, No. 2. P. 98–104.',
		'',
		'CONFERENCE PRESENTATIONS',
		'•\tKorobova E.A. Hole spins in quantum dots (invited talk) // XII Conference on Spin Physics of Nanostructures (Kazan, 3–7 October 2022).',
		'',
		'SCIENTIFIC AND ORGANIZATIONAL ACTIVITY',
		'•\tMember of the Program Committee, XIII Conference on Spin Physics of Nanostructures, 2024.',
	]);

	test('papers read whole, one the page wrapped before its "//" too', () => {
		expect(p.publications.map(({ title, authors, venue, year, type }) => ({ title, authors, venue, year, type }))).toEqual([
			{ title: 'Spin relaxation in GaAs quantum dots', authors: ['Korobova E.A.', 'Lindqvist P.', 'Saveliev I.N.'], venue: 'Physical Review B', year: 2021, type: 'journal' },
			{ title: 'Hole g-factors in InAs dots', authors: ['Saveliev I.N.', 'Korobova E.A.'], venue: 'JETP Letters', year: 2019, type: 'journal' },
		]);
	});

	test('a talk: its title without its kind, the meeting, its place and date', () => {
		expect(p.talks.map(({ title, host, location, date }) => ({ title, host, location, date }))).toEqual([
			{ title: 'Hole spins in quantum dots', host: 'XII Conference on Spin Physics of Nanostructures', location: 'Kazan', date: '2022-10' },
		]);
	});

	test('listed grants with quoted titles and their dates after them are projects, in the part their label names', () => {
		expect(p.projects.map(({ title, role, organization, dates }) => ({ title, role, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Spin dynamics of holes in quantum dots', role: 'principal investigator (head of project)', organization: 'RSF', start: '2021', end: '2025' },
			{ title: 'Optical orientation in quantum dot ensembles', role: 'principal investigator (head of project)', organization: 'RFBR', start: '2018', end: '2020' },
			{ title: 'Nuclear spin polarization in dots', role: 'participant (executor)', organization: 'RFBR–DFG', start: '2019', end: '2021' },
		]);
		expect(p.awards).toEqual([]);
	});

	test('"Scientific and Organizational Activity" is service', () => {
		expect(p.service.map((s) => s.role)).toEqual(['Member of the Program Committee']);
	});
});
