import { describe, expect, test } from 'vitest';
import { isPageFurniture, isTableHeader, splitFurniture } from '../../../src/ingest/furniture.ts';
import { parseText } from '../../../src/ingest/index.ts';
import { splitLines } from '../../../src/ingest/lines.ts';

const line = (text: string) => splitLines(text, 0)[0]!;

describe('isPageFurniture', () => {
	test.each(['+--------------+------------------+', '+==============+'])('"%s", a grid table\'s border, is layout', (text) => {
		expect(isPageFurniture(line(text))).toBe(true);
	});

	test.each(['---', '* * *', '___'])('"%s", a thematic break, is layout', (text) => {
		expect(isPageFurniture(line(text))).toBe(true);
	});

	test.each(['Page 2 of 3', 'Ada Lovelace — Curriculum Vitae   Page 2 of 3', 'Ada Lovelace – Curriculum Vitae 2/3', '- 2 -', '3', '2/3', 'page 4', '2 (4)'])('"%s" is a page mark', (text) => {
		expect(isPageFurniture(line(text))).toBe(true);
	});

	test.each(['2019', 'Built a pager that pages on-call engineers', 'Front page coverage in The Example Times, 2021', 'Pages 12–18 of the report were rewritten by the team over the year'])('"%s" is the document\'s', (text) => {
		expect(isPageFurniture(line(text))).toBe(false);
	});
});

describe('a page break inside a section', () => {
	test('leaves the entry whole, and the page marks neither in a field nor listed as unplaced', () => {
		const { profile } = parseText('cv.txt', 'Ann Lee\n\nExperience\nAcme Corp, Research Scientist   2019 – 2021\nBuilt things.\nAnn Lee — Curriculum Vitae   Page 2 of 3\n2\nMore things built.\n');
		expect(profile.experience).toEqual([expect.objectContaining({ organization: 'Acme Corp', highlights: ['Built things.', 'More things built.'] })]);
		expect(profile.unparsed).toEqual([]);
	});

	test('a running title with the date the CV was written, beside a page counted as Swedish documents count them, is furniture too', () => {
		const { profile } = parseText('cv.txt', 'Ann Lee\n\nExperience\nAcme Corp, Research Scientist   2019 – 2021\nBuilt things.\n1 (2)\nAnn Lee – CV 2024-03-01\nMore things built.\n');
		expect(profile.experience).toEqual([expect.objectContaining({ organization: 'Acme Corp', highlights: ['Built things.', 'More things built.'] })]);
		expect(profile.unparsed).toEqual([]);
	});
});

describe('isTableHeader', () => {
	const rule = line('|---|---|---|');
	test.each(['| Years | Award | Role | Amount |', '| **Year** | **Role** | **Organisation** |', '| Title | Authors | Venue | Year |'])('"%s" over a rule names the columns', (text) => {
		expect(isTableHeader(line(text), rule)).toBe(true);
	});

	test.each(['| 2019–2023 | PhD, Psychology | University of Westmarch |', '| Research Coordinator | Westmarch Child Anxiety Lab |'])('"%s" over a rule is a row of data, as Google Docs exports a first row', (text) => {
		expect(isTableHeader(line(text), rule)).toBe(false);
	});

	test('column names not over a rule are text', () => {
		expect(isTableHeader(line('| Years | Award |'), line('| 2021 | Best Paper |'))).toBe(false);
	});
});

describe('a line right under the same line', () => {
	test('is read once: a page copied with its screen-reader text gives each line twice', () => {
		const lines = splitLines('Harrowgate Bio\nHarrowgate Bio\nSenior Research Scientist\n- Compilers\n- Compilers', 0);
		const { content } = splitFurniture(lines);
		expect(content.map((l) => l.text)).toEqual(['Harrowgate Bio', 'Senior Research Scientist', 'Compilers', 'Compilers']);
	});
});

describe("a university's faculty page copied whole", () => {
	const text = [
		'Skip to main content',
		'Ardenfield University',
		'Apply   Visit   Give',
		'Menu',
		'Home',
		'About',
		'Research',
		'People',
		'Rajiv Castellanos-Mehta, Ph.D.',
		'Associate Professor',
		'',
		'Courses',
		'ECE 2200 – Electronic Circuits I',
		'Share this page',
		'Facebook X LinkedIn Instagram YouTube',
		'Privacy Statement | Accessibility | Non-Discrimination Notice | Website Feedback',
		'Back to top',
	].join('\n');
	const p = parseText('page.txt', text).profile;

	test("the site's menu, a link a line or in columns, is no name and heads no section", () => {
		expect([p.name, p.headline]).toEqual(['Rajiv Castellanos-Mehta', 'Associate Professor']);
	});

	test('the buttons and the footer are no courses, and stay listed as unplaced', () => {
		expect(p.teaching!.map((t) => [t.code, t.course])).toEqual([['ECE 2200', 'Electronic Circuits I']]);
		expect(p.unparsed!.map((u) => u.text)).toEqual(expect.arrayContaining(['Apply Visit Give', 'Research', 'Share this page', 'Back to top']));
	});
});
