import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape `pdftotext` prints a CV typeset with AltaCV and biblatex. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', ['Mirela Dragović', '', ...lines]);

describe('a biblatex CV', () => {
	test('authors with the first turned and the year in brackets, the title wrapped under them, the journal\'s volume.issue', () => {
		const p = parse([
			'PUBLICATIONS',
			'Kessler, Anton, Mirela Dragović, and Ruth Obi-Lindqvist (2022).',
			'“Cortical up-states predict memory consolidation in aged',
			'rats”. In: Neuron 110.4, pp. 612–627.',
			'Obi-Lindqvist, Ruth, Mirela Dragović, Anton Kessler, et al. (2019).',
			'“Spindle density and motor learning”. In: Current Biology 29.7, pp. 1101–1110.',
		]);
		expect(p.publications.map(({ title, authors, venue, year }) => ({ title, authors, venue, year }))).toEqual([
			{ title: 'Cortical up-states predict memory consolidation in aged rats', authors: ['Anton Kessler', 'Mirela Dragović', 'Ruth Obi-Lindqvist'], venue: 'Neuron', year: 2022 },
			{ title: 'Spindle density and motor learning', authors: ['Ruth Obi-Lindqvist', 'Mirela Dragović', 'Anton Kessler'], venue: 'Current Biology', year: 2019 },
		]);
	});

	test('an award over the body that gave it and when, a range held a detail, a note after the year', () => {
		const p = parse([
			'AWARDS',
			'\uf091 Marie Skłodowska-Curie Fellowship',
			'European Research Executive Agency · 2021 – 2023',
			'\uf091 Young Investigator Prize',
			'Federation of European Neuroscience Societies, 2020 – for work on sleep spindles',
		]);
		expect(p.awards.map(({ title, issuer, year, details }) => ({ title, issuer, year, details }))).toEqual([
			{ title: 'Marie Skłodowska-Curie Fellowship', issuer: 'European Research Executive Agency', year: undefined, details: '2021 – 2023' },
			{ title: 'Young Investigator Prize', issuer: 'Federation of European Neuroscience Societies', year: 2020, details: 'for work on sleep spindles' },
		]);
	});

	test('grants whose dates stand under the title and funder, each closed by the holder\'s part', () => {
		const p = parse([
			'GRANTS',
			'Thalamic gating of cortical replay in ageing',
			'Deutsche Forschungsgemeinschaft (DFG), Research Grant',
			'\uf073 Oct 2023 – Sep 2026',
			'Role: Principal Investigator · €254,000 · no. 498812345',
			'Ripple detection on low-power hardware',
			'Bernstein Center Freiburg, Seed Grant',
			'\uf073 2021 – 2022',
			'Role: co-PI (with Dr. Ines Valkova)',
		]);
		expect(p.awards).toEqual([]);
		expect(p.projects.map(({ title, role, organization, dates }) => ({ title, role, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Thalamic gating of cortical replay in ageing', role: 'Principal Investigator', organization: 'Deutsche Forschungsgemeinschaft (DFG)', start: '2023-10', end: '2026-09' },
			{ title: 'Ripple detection on low-power hardware', role: 'co-PI', organization: 'Bernstein Center Freiburg', start: '2021', end: '2022' },
		]);
	});

	test('a course its role opens, over the institution, the terms with the place beside them, and a note', () => {
		const p = parse([
			'TEACHING',
			'Co-instructor – Statistical Methods for Electrophysiology',
			'Carus – Universitätsklinikum Dresden',
			'\uf073 Summer 2021, 2022 \uf3c5 Berlin',
			'Practical course, M.Sc. Neuroscience',
			'Teaching Assistant – Cellular Neurobiology',
			'University of Zagreb',
			'\uf073 2015 – 2017 \uf3c5 Zagreb',
			'Supervision: 2 M.Sc. theses (B. Horvat, since 2021),',
			'one lab rotation student.',
		]);
		expect(p.teaching.map(({ course, role, institution, term }) => ({ course, role, institution, term }))).toEqual([
			{ course: 'Statistical Methods for Electrophysiology', role: 'Co-instructor', institution: 'Carus – Universitätsklinikum Dresden', term: 'Summer 2021, 2022' },
			{ course: 'Cellular Neurobiology', role: 'Teaching Assistant', institution: 'University of Zagreb', term: '2015 – 2017' },
		]);
	});
});
