import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A citation profile copied while signed in: the account's menu, the topics one to a line, the
// chart of citations by year, the column's sorting menu above the table, and rows whose venue line
// gives the year before the count and year columns.
const PAGE = [
	'Skip to main content',
	'Google Scholar',
	'My profile',
	'My library',
	'Metrics',
	'Alerts',
	'Settings',
	'Get my own profile',
	'Tomasz Wierzbicki',
	'Professor of Hydrology, Adam Mickiewicz University',
	'Verified email at amu.edu.pl - Homepage',
	'Hydrology',
	'Snow Physics',
	'Follow',
	'Cited by',
	'VIEW ALL',
	'\tAll\tSince 2021',
	'Citations\t812\t540',
	'h-index\t14\t11',
	'2019 2020 2021 2022 2023 2024',
	'41 63 88 102 131 150',
	'Title',
	'Sort',
	'Sort by citations',
	'Sort by year',
	'Sort by title\tCited by\tYear',
	'Snowmelt timing and river ice in the Warta basin',
	'T Wierzbicki, A Nowak',
	'Journal of Hydrology 590 (2), 125-140, 2020\t77\t2020',
	'A shared dataset of lake ice phenology',
	'K Lis, M Brandt, T Wierzbicki, P Olsen, R Haas, J Kim, ...',
	'Earth System Science Data 14, 2201-2219, 2022\t40\t2022',
	'Who pays for flood insurance?',
	'T Wierzbicki',
	'National Bureau of Economic Research, 2019\t12\t2019',
	'Ice jams and hydropower: a note',
	'T Wierzbicki, A Nowak',
	'Available at SSRN 4012345, 2023\t\t2023',
	'Articles 1–4',
	'Show more',
	'Co-authors',
	'Anna Nowak',
	'Adam Mickiewicz University',
	'Help\tPrivacy\tTerms',
].join('\n');

describe('a citation profile copied while signed in', () => {
	const { profile } = parseText('scholar.txt', PAGE);

	test("the account's menu is read past: the name, position and topics are the owner's", () => {
		expect([profile.name, profile.headline, profile.interests]).toEqual(['Tomasz Wierzbicki', 'Professor of Hydrology, Adam Mickiewicz University', ['Hydrology', 'Snow Physics']]);
	});

	test('the sorting menu over the columns heads the table; each row is a paper with its year once', () => {
		expect(profile.publications?.map((p) => [p.title, p.authors?.length, p.venue, p.year, p.type])).toEqual([
			['Snowmelt timing and river ice in the Warta basin', 2, 'Journal of Hydrology', 2020, 'journal'],
			['A shared dataset of lake ice phenology', 6, 'Earth System Science Data', 2022, 'journal'],
			['Who pays for flood insurance?', 1, 'National Bureau of Economic Research', 2019, 'preprint'],
			['Ice jams and hydropower: a note', 2, 'SSRN', 2023, 'preprint'],
		]);
	});

	test('the metrics, the chart and the co-authors have no field and stay listed as unplaced', () => {
		const unplaced = profile.unparsed?.map((u) => u.text);
		expect(unplaced).toEqual(expect.arrayContaining(['h-index 14 11', '41 63 88 102 131 150', 'Co-authors', 'Anna Nowak']));
		expect(unplaced?.some((t) => /\b(?:77|40)\b/.test(t))).toBe(false);
	});
});
