import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

const publications = (text: string) => (parseText('records.txt', text).profile.publications ?? []).map(({ title, authors, venue, year, type, doi }) => ({ title, authors, venue, year, type, doi }));

// A research database's export: each paper a numbered item, one part to a line, the journal's
// numbers set apart by spaces, and the database's flags under them.
const EXPORT = `Haruto Morikawa

Papers
  1. Spin relaxation in layered magnets probed by ultrafast
     magneto-optics
     Haruto Morikawa, Lena Vogt, Satoshi Ide
     Physical Review B  108(4)  045112  2023/07
     Peer-reviewed  Lead author  Corresponding author
     DOI: 10.1103/physrevb.108.045112
  2. Terahertz emission from antiferromagnetic thin films
     Satoshi Ide, Haruto Morikawa
     Applied Physics Letters  120  Article 182401  2022/05
     Peer-reviewed  Last author
  3. 層状磁性体におけるスピン緩和の観測
     森川陽翔, 井出聡
     日本物理学会誌  77(2)  88-95  2022/02
`;

describe('papers a research database exports a part to a line', () => {
	test('reads title, authors and journal from their own lines', () => {
		expect(publications(EXPORT)).toEqual([
			{ title: 'Spin relaxation in layered magnets probed by ultrafast magneto-optics', authors: ['Haruto Morikawa', 'Lena Vogt', 'Satoshi Ide'], venue: 'Physical Review B', year: 2023, type: 'journal', doi: '10.1103/physrevb.108.045112' },
			{ title: 'Terahertz emission from antiferromagnetic thin films', authors: ['Satoshi Ide', 'Haruto Morikawa'], venue: 'Applied Physics Letters', year: 2022, type: 'journal', doi: undefined },
			{ title: '層状磁性体におけるスピン緩和の観測', authors: ['森川陽翔', '井出聡'], venue: '日本物理学会誌', year: 2022, type: 'journal', doi: undefined },
		]);
		expect(parseText('records.txt', EXPORT).profile.unparsed).toEqual([]);
	});

	test('a list item whose names run on over its next line is still one author list', () => {
		const text = 'Haruto Morikawa\n\nPapers\n  1. Haruto Morikawa, Lena Vogt,\n     Satoshi Ide. Spin relaxation in layered magnets. Physical Review B 108, 045112 (2023).\n';
		expect(publications(text)[0]).toMatchObject({ title: 'Spin relaxation in layered magnets', authors: ['Haruto Morikawa', 'Lena Vogt', 'Satoshi Ide'] });
	});
});

describe("a researcher database's committee memberships", () => {
	test('a dated role over the body it served, indented under it, is one service entry', () => {
		const text = 'Haruto Morikawa\n\nCommittee Memberships\n  Apr. 2023 - Present     Editorial Committee Member\n                          Physical Society of Japan\n  Jun. 2020 - May 2022    Councilor\n                          Japan Society of Applied Physics\n';
		expect(parseText('records.txt', text).profile.service?.map((s) => [s.role, s.venue, s.year])).toEqual([
			['Editorial Committee Member', 'Physical Society of Japan', 2023],
			['Councilor', 'Japan Society of Applied Physics', 2020],
		]);
	});
});
