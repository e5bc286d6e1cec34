import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { readWikipediaCopy } from '../../../src/ingest/wikipedia.ts';

/** Every line below is invented for these tests, in the shape a Wikipedia biography is selected and copied from the browser. */
const PAGE = [
	'Jump to content',
	'Main menu',
	'Search',
	'Contents',
	'(Top)',
	'Career',
	'Awards',
	'Toggle the table of contents',
	'Margarethe Olsby-Krantz',
	'3 languages',
	'Article',
	'Talk',
	'Edit',
	'View history',
	'From Wikipedia, the free encyclopedia',
	'This biography of a living person needs additional citations for verification.',
	'Margarethe Olsby-Krantz',
	'Born\tMargarethe Olsby',
	'3 May 1971 (age 54)',
	'Scientific career',
	'Fields\tGlaciology',
	'Remote sensing',
	'Website\tglacier-lab.example.org',
	'Margarethe Olsby-Krantz (born 3 May 1971) is a Norwegian glaciologist who is professor of glaciology at the University of Bergen. She is known for satellite measurements of ice-sheet flow.[1]',
	'Awards and honours[edit]',
	'2012 – Richardson Medal, International Glaciological Society[2]',
	'2020 – Fellow of the American Geophysical Union[3]',
	'Personal life[edit]',
	'Olsby-Krantz lives in Bergen with her husband.[1]',
	'Selected publications[edit]',
	'Olsby-Krantz, M.; Heller, T. (2015). "Surface velocities of outlet glaciers from radar interferometry". Journal of Glaciology. 61 (228): 1101–1114.',
	'Heller, T.; Olsby-Krantz, M. (2021). "A decade of ice-flow acceleration in Greenland". Nature. 590 (7845): 260–264.',
	'References[edit]',
	'^ "Margarethe Olsby-Krantz". University of Bergen. Retrieved 2 March 2023.',
	'Categories: 1971 births Living people Norwegian glaciologists',
	'This page was last edited on 3 February 2025, at 09:17 (UTC).',
	'Privacy policy',
];

describe('a Wikipedia biography copied from the browser', () => {
	test('the menus, tabs and notices above the article and its foot are layout; headings lose "[edit]", sentences their footnote marks', () => {
		const lines = readWikipediaCopy(PAGE.join('\n')).split('\n');
		expect(lines[0]).toMatch(/^<!--/);
		expect(lines[8]).toBe('Margarethe Olsby-Krantz');
		expect(lines[13]).toMatch(/^<!--/);
		expect(lines[15]).toMatch(/^<!--/);
		expect(lines[24]).toBe('Awards and honours');
		expect(lines[25]).toBe('2012 – Richardson Medal, International Glaciological Society');
		expect(lines.at(-1)).toMatch(/^<!--/);
	});

	test('the infobox rows are labelled values: the fields are interests, the website the homepage', () => {
		const p = parseLines('page.txt', PAGE);
		expect(p.name).toBe('Margarethe Olsby-Krantz');
		expect(p.interests).toEqual(['Glaciology', 'Remote sensing']);
		expect(p.contact.homepage).toContain('glacier-lab.example.org');
	});

	test('awards without footnote marks, "Personal life" no awards, citations with volume and issue are journal papers', () => {
		const p = parseLines('page.txt', PAGE);
		expect(p.awards.map(({ title, year }) => ({ title, year }))).toEqual([
			{ title: 'Richardson Medal', year: 2012 },
			{ title: 'Fellow of the American Geophysical Union', year: 2020 },
		]);
		expect(p.publications.map(({ venue, year, type }) => ({ venue, year, type }))).toEqual([
			{ venue: 'Journal of Glaciology', year: 2015, type: 'journal' },
			{ venue: 'Nature', year: 2021, type: 'journal' },
		]);
	});
});
