import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { parseDateRange } from '../../../src/ingest/dates.ts';

/** Every line below is invented for these tests, in the shape a German institute's page exports a researcher's CV as markdown. */
const parse = (lines: readonly string[]) => parseLines('cv.md', ['# Dr. Henrike Altmann', '', ...lines]);

describe('a German academic CV', () => {
	test('a winter semester is its academic year, a summer semester its year', () => {
		expect(parseDateRange('WiSe 2021/22 – SoSe 2022')).toEqual({ start: '2021', end: '2022', raw: 'WiSe 2021/22 – SoSe 2022' });
	});

	test('citations with their authors surname first before a colon: monographs, edited books, articles, chapters, reviews', () => {
		const p = parse([
			'## Publikationen',
			'',
			'### Monographien',
			'',
			'*   Altmann, Henrike: Glas und Gewicht. Die Waagenbauer von Jena, 1790–1860, Göttingen: Wallstein 2020.',
			'*   Altmann, Henrike/Brenner, Jakob (Hg.): Instrumente im Umlauf. Handel und Gebrauch, 1750–1900, Stuttgart: Franz Steiner 2023 (im Druck).',
			'',
			'### Aufsätze',
			'',
			'1\\. Altmann, Henrike: Präzision als Ware. Waagen im Apothekenhandel. In: Sudhoffs Archiv 104 (2020), H. 2, S. 140–162.',
			'',
			'2\\. Altmann, Henrike: Gewichte ordnen. In: Instrumente im Umlauf. Handel und Gebrauch, hg. v. Jakob Brenner, Stuttgart: Franz Steiner 2023, S. 11–30.',
			'',
			'### Rezensionen',
			'',
			'*   Rez. zu: Ida Keller, Maß und Markt. Eichwesen im Kaiserreich, Berlin 2019. In: NTM 29 (2021), S. 88–90.',
		]);
		expect(p.publications.map(({ title, authors, venue, year, status, type }) => ({ title, authors, venue, year, status, type }))).toEqual([
			{ title: 'Glas und Gewicht. Die Waagenbauer von Jena, 1790–1860', authors: ['Altmann, Henrike'], venue: 'Wallstein', year: 2020, status: 'published', type: 'other' },
			{ title: 'Instrumente im Umlauf. Handel und Gebrauch, 1750–1900', authors: ['Altmann, Henrike', 'Brenner, Jakob'], venue: 'Franz Steiner', year: 2023, status: 'accepted', type: 'other' },
			{ title: 'Präzision als Ware. Waagen im Apothekenhandel', authors: ['Altmann, Henrike'], venue: 'Sudhoffs Archiv', year: 2020, status: 'published', type: 'journal' },
			{ title: 'Gewichte ordnen', authors: ['Altmann, Henrike'], venue: 'Instrumente im Umlauf. Handel und Gebrauch', year: 2023, status: 'published', type: 'other' },
			{ title: 'Rez. zu: Ida Keller, Maß und Markt. Eichwesen im Kaiserreich', authors: [], venue: 'NTM', year: 2021, status: 'published', type: 'journal' },
		]);
	});

	test('posts held, "seit" a date, an abbreviation in the role, a semester range, a comma in brackets', () => {
		const p = parse([
			'## Wissenschaftliche Tätigkeiten',
			'',
			'*   **seit 04/2021** Akademische Rätin a. Z., Lehrstuhl für Technikgeschichte, Universität Jena',
			'*   **WiSe 2019/20 – SoSe 2020** Vertretung der Professur für Technikgeschichte (W2), Universität Kassel',
			'*   **10/2016 – 03/2021** Wissenschaftliche Mitarbeiterin (DFG-Projekt, Eigene Stelle), Lehrstuhl für Technikgeschichte, Universität Jena',
		]);
		expect(p.experience.map(({ organization, role, dates }) => ({ organization, role, start: dates?.start, end: dates?.end }))).toEqual([
			{ organization: 'Universität Jena', role: 'Akademische Rätin a. Z.', start: '2021-04', end: 'present' },
			{ organization: 'Universität Kassel', role: 'Vertretung der Professur für Technikgeschichte (W2)', start: '2019', end: '2020' },
			{ organization: 'Universität Jena', role: 'Wissenschaftliche Mitarbeiterin (DFG-Projekt, Eigene Stelle)', start: '2016-10', end: '2021-03' },
		]);
	});

	test('third-party funding: the funder before its scheme, the quoted title, the holder\'s part, an extension of the dates', () => {
		const p = parse([
			'## Drittmittel',
			'',
			'*   **2022–2025**: DFG-Sachbeihilfe, „Eichämter und Messkultur im Kaiserreich“ (Projektnummer 500000001); Antragstellerin',
			'*   **2017–2019** (kostenneutral verlängert bis 06/2020): BMBF, Förderlinie „Objekte“, Verbundprojekt „Waagen als Sammlungsobjekte“;<br>Rolle: Teilprojektleiterin (gemeinsam mit Dr. Jakob Brenner)',
		]);
		expect(p.projects.map(({ title, organization, role, dates }) => ({ title, organization, role, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Eichämter und Messkultur im Kaiserreich', organization: 'DFG', role: 'Antragstellerin', start: '2022', end: '2025' },
			{ title: 'Waagen als Sammlungsobjekte', organization: 'BMBF', role: 'Teilprojektleiterin', start: '2017', end: '2020-06' },
		]);
	});
});
