import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A bibliography database's person page copied from the browser: each record's key, the links the
// page sets under it, the authors before a colon (one with the number the database gives a shared
// name), then the title and the venue with its numbers; one record all on one line.
const PAGE = [
	'dblp: Marta Oyelowo 0003',
	'Skip to main content',
	'search dblp',
	'Blog',
	'Statistics',
	'Marta Oyelowo 0003',
	'view in dblp search',
	'export bibliography',
	'',
	'Refine list',
	'refine by type',
	'Journal Articles',
	'Conference and Workshop Papers',
	'showing all 4 records',
	'',
	'2024',
	'[j3]',
	'view',
	'electronic edition via DOI',
	'export record',
	'share record',
	'Marta Oyelowo 0003, Henrik Saari:',
	'Sketching Joins over Streams. Proc. VLDB Endow. 17(4): 601-613 (2024)',
	'[c7]',
	'Ilse Vandermeer, Marta Oyelowo 0003:',
	'Why Do Queries Regress? Plan Diffs at Scale. SIGMOD Conference 2024: 88-101',
	'[i2] Marta Oyelowo 0003, Ilse Vandermeer: Learned Cardinalities Revisited. CoRR abs/2402.04567 (2024)',
	'2023',
	'[c6]',
	'Henrik Saari, Marta Oyelowo 0003:',
	'Linting Dataframe Code. HILDA@SIGMOD 2023: 4:1-4:6',
].join('\n');

describe("a bibliography database's person page", () => {
	const { profile } = parseText('dblp.txt', PAGE);

	test("the owner's name is the one the page's title repeats, without the number that tells two people apart", () => {
		expect(profile.name).toBe('Marta Oyelowo');
	});

	test('each keyed record is a paper: authors before the colon, the title up to the venue, the venue without its numbers', () => {
		expect(profile.publications?.map((p) => [p.title, p.authors, p.venue, p.year, p.type, p.status])).toEqual([
			['Sketching Joins over Streams', ['Marta Oyelowo', 'Henrik Saari'], 'Proc. VLDB Endow.', 2024, 'journal', 'published'],
			['Why Do Queries Regress? Plan Diffs at Scale', ['Ilse Vandermeer', 'Marta Oyelowo'], 'SIGMOD Conference', 2024, 'conference', 'published'],
			['Learned Cardinalities Revisited', ['Marta Oyelowo', 'Ilse Vandermeer'], 'CoRR', 2024, 'preprint', 'preprint'],
			['Linting Dataframe Code', ['Henrik Saari', 'Marta Oyelowo'], 'HILDA@SIGMOD', 2023, 'workshop', 'published'],
		]);
		expect(profile.publications?.[2]?.url).toBe('https://arxiv.org/abs/2402.04567');
	});

	test("a record's span runs from its key to its venue, the links between inside it", () => {
		expect(profile.publications?.[0]?.source).toEqual({ line: 17, endLine: 23 });
	});
});

test("a CV's own labels in capitals are left to the citation reader", () => {
	const cv = ['Ada Byron', '', 'Publications', '[J2] A. Byron and C. Babbage, "Engines of analysis," J. Appl. Mech. 12 (2021), 1–9.', '[C1] A. Byron, "Notes on the engine," in Proc. ICML, 2020.'].join('\n');
	expect(parseText('cv.txt', cv).profile.publications?.map((p) => p.title)).toEqual(['Engines of analysis', 'Notes on the engine']);
});
