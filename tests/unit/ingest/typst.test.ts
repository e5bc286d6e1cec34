import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dialectOf } from '../../../src/ingest/dialects.ts';
import { parseText } from '../../../src/ingest/index.ts';
import { typstToMarkdown } from '../../../src/ingest/typst.ts';
import { validateProfile } from '../../../src/ingest/validate.ts';

const lines = (source: string) => {
	const { text, sourceLines } = typstToMarkdown(source);
	return text.split('\n').map((line, i) => [sourceLines[i], line] as const);
};

describe('dialectOf', () => {
	test('knows Typst by its extension or by its settings', () => {
		expect(dialectOf('cv.typ', '')).toBe('typst');
		expect(dialectOf('cv.txt', '// my CV\n#set page(margin: 2cm)\n= Education\n')).toBe('typst');
		expect(dialectOf('cv.md', '# Education\n#1 in class\n')).toBe('markdown');
	});
});

describe('typstToMarkdown', () => {
	test('headings, strong and emphasis, dashes, escapes, links and symbols become markdown', () => {
		expect(lines('= Honours\n== Prizes\n*Best paper* at _ICML_ -- 2024 \\@ home #sym.bar.v #link("https://x.example/p")[paper]\n#link("mailto:a@b.example")[a\\@b.example]')).toEqual([
			[1, '# Honours'],
			[2, '## Prizes'],
			[3, '**Best paper** at *ICML* – 2024 @ home | [paper](https://x.example/p)'],
			[4, 'a@b.example'],
		]);
	});

	test('settings, imports, functions defined over several lines and comments print nothing: their lines stay as layout', () => {
		expect(lines('#import "@preview/x:0.1.0": *\n#let entry(a, b) = grid(\n  columns: 2,\n  a, b,\n)\n// a note\nText // trailing note')).toEqual([
			[1, '<!-- #import "@preview/x:0.1.0": * -->'],
			[2, '<!-- #let entry(a, b) = grid( -->'],
			[3, '<!-- columns: 2, -->'],
			[4, '<!-- a, b, -->'],
			[5, '<!-- ) -->'],
			[6, '<!-- // a note -->'],
			[7, 'Text'],
		]);
	});

	test("a call of the CV's own function prints its texts as columns of one line and its content under them", () => {
		expect(lines('#entry("2019 – 2024", "PhD in Statistics", "Lancaster University", [\n  Thesis: _Counts_\n])')).toEqual([
			[1, '2019 – 2024\tPhD in Statistics\tLancaster University'],
			[2, 'Thesis: *Counts*'],
			[3, '<!-- ]) -->'],
		]);
	});

	test("a table's rows are a markdown table, each row at its own line; a grid's cells are columns", () => {
		expect(lines('#table(columns: 2,\n  [*Year*], [*Course*],\n  [2023], [Hydrology],\n)\n#grid(columns: 2, [Python], [R])')).toEqual([
			[1, '<!-- #table(columns: 2, -->'],
			[2, '| **Year** | **Course** |'],
			[2, '| --- | --- |'],
			[3, '| 2023 | Hydrology |'],
			[4, '<!-- ) -->'],
			[5, 'Python\tR'],
		]);
	});
});

describe('a Typst CV', () => {
	const name = 'typst-cv.typ';
	const p = validateProfile(parseText(name, readFileSync(new URL(`../../fixtures/ingest/${name}`, import.meta.url), 'utf8')).profile, name);

	test('reads the name and contact from the centred block', () => {
		expect(p.name).toBe('Orla P. Venning');
		expect(p.contact).toMatchObject({ email: 'orla.venning@example.edu', homepage: 'https://orlavenning.example.org' });
	});

	test('reads each entry call as a position or a degree', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Assistant Professor', 'University of Waterloo', '2022', 'present'],
			['Postdoctoral Fellow', 'ETH Zürich', '2019', '2022'],
		]);
		expect(p.experience[0]!.highlights).toEqual(['Runs the catchment hydrology lab.']);
		expect(p.education).toEqual([expect.objectContaining({ degree: 'PhD', field: 'Civil Engineering', institution: 'University of Bristol' })]);
	});

	test('a function of its own named as a built-in ("ref") prints its citation, labelled', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Rain-on-snow floods in a warming climate', ['O. P. Venning', 'K. Adair'], 'Water Resources Research', 2024],
			['Snowpack sensors at low cost', ['K. Adair', 'O. P. Venning'], 'Hydrological Processes', 2021],
		]);
	});

	test("the teaching table's rows are courses by their columns' names, and nothing is left unplaced", () => {
		// The course cell opens with its code, which no column holds: the code apart from the title.
		expect(p.teaching.map((t) => [t.course, t.code, t.role])).toEqual([
			['Hydrology', 'CIVE 486', 'Instructor'],
			['Field Methods in Hydrology', undefined, 'Teaching assistant'],
		]);
		expect(p.unparsed).toEqual([]);
	});
});
