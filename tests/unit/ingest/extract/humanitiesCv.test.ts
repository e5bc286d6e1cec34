import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A historian's CV saved from Word as text: the year in a column before each entry (a tab), and
// "Conference Papers" the papers she read at meetings, one of them wrapped onto a second line.
const CV = [
	'Mireille Obando',
	'',
	'INVITED LECTURES',
	'2024\t“The Salt Roads,” keynote address, Western Council for Andean Studies, Boise, ID, April 2024.',
	'',
	'CONFERENCE PAPERS',
	'2023\t“Mining Claims on Holy Mountains,” American Society for Ethnohistory, Tulsa, OK, November 2023.',
	'2021\t“Ore Sorters at the Mine Mouth,” Conference on Andean History, virtual, January 2021.',
	'2014\t“Credit and Debt in a Silver Town: Advances to Miners in the Late Colonial Andes,”',
	'\tAmerican Historical Association Annual Meeting, Washington, DC, January 2014.',
	'',
].join('\n');

describe("a humanist's CV with the year in a column", () => {
	const profile = parseText('cv.txt', CV).profile;

	test('conference papers read at meetings are talks, the wrapped one whole', () => {
		expect(profile.publications).toEqual([]);
		expect(profile.talks?.map((t) => [t.title, t.date])).toEqual([
			['The Salt Roads', '2024-04'],
			['Mining Claims on Holy Mountains', '2023-11'],
			['Ore Sorters at the Mine Mouth', '2021-01'],
			['Credit and Debt in a Silver Town: Advances to Miners in the Late Colonial Andes', '2014-01'],
		]);
		expect(profile.talks?.[3]).toMatchObject({ host: expect.stringContaining('American Historical Association Annual Meeting'), source: { line: 9, endLine: 10 } });
	});
});
