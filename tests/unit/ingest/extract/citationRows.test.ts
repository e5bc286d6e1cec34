import { describe, expect, test } from 'vitest';
import { citationRows } from '../../../../src/ingest/extract/citationRows.ts';
import { splitLines } from '../../../../src/ingest/lines.ts';
import type { Section } from '../../../../src/ingest/types.ts';

const section = (title: string, text: string): Section => ({ kind: 'publications', title, lines: splitLines(text, 0) });
const rows = (title: string, text: string) => citationRows(section(title, text)).map((l) => [l.text, l.bullet, l.n]);

describe('citationRows', () => {
	test("a table's count and year on lines of their own are read as the venue's columns", () => {
		expect(rows('TITLE CITED BY YEAR', 'A title\nA Name, B Name\nWater Res. 55 (4), 3012-3030\n412\n2019\nNext title')).toEqual([
			['A title', 0, 1],
			['A Name, B Name', 0, 2],
			['Water Res. 55 (4), 3012-3030, 2019', 0, 3],
			['Next title', 0, 6],
		]);
	});

	test('under any other heading, numbers on their own lines are left alone', () => {
		expect(rows('Publications', 'Water Res. 55 (4)\n2019').map((r) => r[0])).toEqual(['Water Res. 55 (4)', '2019']);
	});

	test("a year in a left-hand column opens a citation as a list mark does; a legend's mark before it goes", () => {
		expect(rows('Publications', '2024           *Okafor, J., and S. Hale. Title.')).toEqual([['Okafor, J., and S. Hale. Title.', 1, 1]]);
	});
});
