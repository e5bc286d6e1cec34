import { describe, expect, test } from 'vitest';
import { readGridTables, readSimpleTables } from '../../../src/ingest/pandocMarkup.ts';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape `pandoc -t markdown` gives a CV written
 * in Word with tables: grid tables where a cell holds several lines, simple tables where each holds
 * one, and Word's formatting as Pandoc's marks.
 */
describe('a Word CV through pandoc -t markdown', () => {
	const p = parseLines('cv.md', [
		'[]{#_GoBack .anchor}**TOMÁS R. ELLERBY, Ph.D.**',
		'',
		'Assistant Professor of Chemistry\\',
		'E-mail: <ellerby@example.edu>',
		'',
		'# Education',
		'',
		'+------------+----------------------+---------------------------+-------------+',
		'| **Degree** | **Field**            | **Institution**           | **Dates**   |',
		'+============+======================+===========================+=============+',
		'| Ph.D.      | Physical Chemistry   | University of Vermont,    | 08/2013 --  |',
		'|            |                      | Burlington, VT            | 05/2018     |',
		'+------------+----------------------+---------------------------+-------------+',
		'',
		'# Honors',
		'',
		'  Year   Award                                     Awarding body',
		'  ------ ----------------------------------------- -----------------------------',
		'  2023   Beckman Young Investigator Award          Arnold and Mabel Beckman Foundation',
		'  2019   Postdoctoral Fellowship in CO~2~ Capture  Some Energy Institute',
		'',
		'# Funding',
		'',
		'+-------------------+--------------------------------------+----------+',
		'| **Period**        | **Title / Agency**                   | **Role** |',
		'+===================+======================================+==========+',
		'| 07/2023 --        | Water Splitting at Oxide             | PI       |',
		'| 06/2026           | Interfaces. National Science         |          |',
		'|                   | Foundation, CHE-2299999              |          |',
		'+-------------------+--------------------------------------+----------+',
		'',
		'# Publications',
		'',
		'**Recent Work**',
		'',
		'+-----+-----------------------------------------------------------------+',
		'| 2.  | Ruiz, D.; Ellerby, T. R.\\* Ligand Fields in Nickel              |',
		'|     | Catalysts. *Inorg. Chem.* **2024**, *63*, 1021--1030.           |',
		'+-----+-----------------------------------------------------------------+',
		'',
		'**Graduate Work**',
		'',
		'+-----+-----------------------------------------------------------------+',
		'| 1.  | Ellerby, T. R.; Adeyemi, N.^†^ Vibrational Signatures of CO~2~  |',
		'|     | Adsorption. *J. Phys. Chem. A* **2017**, *121*, 455--462.       |',
		'+-----+-----------------------------------------------------------------+',
	]);

	test('the name under a bookmark, the line ending in a hard break read as a line', () => {
		expect(p.name).toBe('Tomás R. Ellerby');
		expect(p.headline).toBe('Assistant Professor of Chemistry');
	});

	test("a grid table's row is one entry, its cells' lines joined, its columns named by the header", () => {
		expect(p.education).toEqual([expect.objectContaining({ degree: 'Ph.D.', field: 'Physical Chemistry', institution: 'University of Vermont', dates: expect.objectContaining({ start: '2013-08', end: '2018-05' }) })]);
	});

	test("a simple table's rows, cut at its rule's columns; a subscript is its text", () => {
		expect(p.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
			{ title: 'Beckman Young Investigator Award', issuer: 'Arnold and Mabel Beckman Foundation', year: 2023 },
			{ title: 'Postdoctoral Fellowship in CO2 Capture', issuer: 'Some Energy Institute', year: 2019 },
		]);
	});

	test('a table of grants with the role held: a project, its title apart from the funder after it', () => {
		expect(p.projects).toEqual([expect.objectContaining({ title: 'Water Splitting at Oxide Interfaces', organization: 'National Science Foundation', role: 'PI' })]);
	});

	test('numbered citations set as a table are list items; a bold group over them keeps them papers', () => {
		expect(p.publications.map(({ title, year }) => ({ title, year }))).toEqual([
			{ title: 'Ligand Fields in Nickel Catalysts', year: 2024 },
			{ title: 'Vibrational Signatures of CO2 Adsorption', year: 2017 },
		]);
		expect(p.experience).toEqual([]);
	});
});

describe('the tables alone, line for line', () => {
	test('a grid row on its first line, its other lines and the borders layout; the header rule a pipe rule', () => {
		const out = readGridTables(['+----+-----+', '| A  | B   |', '+====+=====+', '| x  | y   |', '| x2 |     |', '+----+-----+'].join('\n')).split('\n');
		expect(out).toHaveLength(6);
		expect([out[1], out[2], out[3]]).toEqual(['| A | B |', '| --- | --- |', '| x x2 | y |']);
		expect(out[4]).toMatch(/^<!--/);
	});

	test('a simple table keeps its lines; a column name that runs left of its rule is no table', () => {
		expect(readSimpleTables(['  Year   Award', '  ------ -----------', '  2020   Prize'].join('\n')).split('\n')).toEqual(['| Year | Award |', '| --- | --- |', '| 2020 | Prize |']);
		const ragged = ['  Year Award', '  ------ -----------', '  2020   Prize'].join('\n');
		expect(readSimpleTables(ragged)).toBe(ragged);
	});
});
