import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shapes org-mode files and site generators give a CV. */
const parse = parseLines;

describe('a paper whose title is a heading of its own, its authors under it', () => {
	test('markdown: "### Title" over biology\'s "Surname AB, Surname C (2023) Journal 12: 3–4." is one paper', () => {
		const p = parse('cv.md', [
			'# Ilse Marwood',
			'',
			'## Publications',
			'',
			'### Journal articles',
			'',
			'#### Nectar robbing shifts visitation across a snowmelt gradient',
			'Marwood I, Castellanos-Ruiz P, Oyelaran T (2023) Oikos 132: e09876.',
			'',
			'#### Pollinator body size and floral depth in alpine meadows',
			'Castellanos-Ruiz P, Marwood I (2021) Functional Ecology 35: 1201–1212.',
		]);
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Nectar robbing shifts visitation across a snowmelt gradient', ['Marwood I', 'Castellanos-Ruiz P', 'Oyelaran T'], 'Oikos', 2023],
			['Pollinator body size and floral depth in alpine meadows', ['Castellanos-Ruiz P', 'Marwood I'], 'Functional Ecology', 2021],
		]);
		expect(p.unparsed).toEqual([]);
	});

	test('org-mode: "*** Title :preprint:" over its authors, and a table whose rule org draws with "+"', () => {
		const p = parse('cv.org', [
			'#+TITLE: Ilse Marwood',
			'* Publications',
			'*** Snow depth and bumble bee queen emergence :preprint:',
			'*Marwood I*, Oyelaran T (2024) /bioRxiv/ 2024.03.11.',
			'* Awards',
			'| Year | Award                  | Body                        |',
			'|------+------------------------+-----------------------------|',
			'| 2022 | Early Career Prize     | Alpine Ecology Society      |',
		]);
		expect(p.publications.map((x) => [x.title, x.authors, x.year])).toEqual([['Snow depth and bumble bee queen emergence', ['Marwood I', 'Oyelaran T'], 2024]]);
		expect(p.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([{ title: 'Early Career Prize', issuer: 'Alpine Ecology Society', year: 2022 }]);
	});
});
