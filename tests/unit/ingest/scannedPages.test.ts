import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { classifyHeading, HEADING_THRESHOLD } from '../../../src/ingest/classify.ts';
import { isPageFurniture } from '../../../src/ingest/furniture.ts';
import { splitLines } from '../../../src/ingest/lines.ts';
import { normaliseText } from '../../../src/ingest/normalise.ts';

/** A scanned CV as OCR reads it: every line below is invented for these tests, in the shapes OCR leaves. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);
const lineOf = (raw: string) => splitLines(`\n${raw}`, 0).at(-1)!;

describe('a scanned page: OCR damage that a general rule reads past', () => {
	test.each([
		['PUBLICA TIONS', 'publications'],
		['SELECTED PUBLICA TIONS', 'publications'],
		['EDUCA TION', 'education'],
	])('"%s", a heading whose word OCR split, names %s', (text, kind) => {
		const verdict = classifyHeading(lineOf(text));
		expect(verdict.kind).toBe(kind);
		expect(verdict.score).toBeGreaterThanOrEqual(HEADING_THRESHOLD);
	});

	test('"SOME THI NG" is no heading: neither piece of a split word names a section', () => {
		expect(classifyHeading(lineOf('SOME THI NG')).kind).toBeUndefined();
	});

	test.each(['— — — — — — — —', '═══════════', '~~~~~~~~'])('"%s", a rule OCR read as glyphs, is layout', (text) => {
		expect(isPageFurniture(lineOf(text))).toBe(true);
	});

	test('"| Advisor: …", a table rule read as a bar before a line, is the line indented under its entry', () => {
		const line = lineOf('| Advisor: Prof. Imre K. Dalgaard');
		expect([line.text, line.indent]).toEqual(['Advisor: Prof. Imre K. Dalgaard', 2]);
		expect(lineOf('| 2019 | PhD | Oslo |').text).toBe('2019, PhD, Oslo');
	});

	test('the words facts hinge on are repaired, only in a text OCR has plainly read, and only to the word itself', () => {
		const scanned = 'Departrnent of Chemistry, Universlty of Tromsø, Nationa1 Institute, 2O21';
		expect(normaliseText(scanned)).toBe('Department of Chemistry, University of Tromsø, National Institute, 2021');
		// No digit read for a letter anywhere, or none inside a word: the words are as written.
		expect(normaliseText('Departrnent of Chemistry, Universlty of Tromsø')).toBe('Departrnent of Chemistry, Universlty of Tromsø');
		expect(normaliseText('Departrnent of Chemistry, 2O21')).toBe('Departrnent of Chemistry, 2021');
		// A word OCR could have damaged but that is a word of its own stays.
		expect(normaliseText('Nationa1 modern governance of Chernobyl, 2O21')).toBe('National modern governance of Chernobyl, 2021');
	});

	test('a running title beside the page number is furniture, and a sentence the page broke goes on', () => {
		const p = parse([
			'Ingrid Solvang-Ruud',
			'',
			'PUBLICATIONS',
			'1. Lauritzen, P. M.; Solvang-Ruud, I.* Cobalt Hydrides for the Selective Reduction of',
			'',
			'Curriculum Vitae — I. Solvang-Ruud',
			'- 2 -',
			'',
			'Unactivated Alkenes. Organometallics 2022, 41, 1101-1109.',
			'2. Solvang-Ruud, I.; Lauritzen, P. M. Ligand Effects in Nickel Catalysis. Org. Lett. 2020, 22, 455-459.',
		]);
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Cobalt Hydrides for the Selective Reduction of Unactivated Alkenes', 'Organometallics', 2022],
			['Ligand Effects in Nickel Catalysis', 'Org. Lett.', 2020],
		]);
		expect(p.unparsed).toEqual([]);
	});

	test('a running title of the person\'s name and a date, beside "Page 2 of 3", is furniture', () => {
		const p = parse([
			'Ingrid Solvang-Ruud',
			'',
			'TEACHING',
			'Lecturer, Organic Chemistry I, Tromsø University                                Fall 2022',
			'                                                                      Page 2 of 3',
			'Ingrid Solvang-Ruud                                                   October 2024',
			'Lecturer, Organic Chemistry II, Tromsø University                               Spring 2023',
		]);
		expect(p.teaching.map((t) => t.course)).toEqual(['Organic Chemistry I', 'Organic Chemistry II']);
		expect(p.unparsed).toEqual([]);
	});

	test('a numbered list of talks a page wrapped: a line with no number goes on with the item above it', () => {
		const p = parse([
			'Ingrid Solvang-Ruud',
			'',
			'INVITED TALKS',
			'1. "Iron Hydrides at the Electrode." Department of Chemistry, Aalborg University,',
			'Aalborg, Denmark, March 2025.',
			'2. "Radical Clocks for Organometallics." Gordon Research',
			'Conference on Inorganic Reaction Mechanisms, Ventura, CA, July 2024.',
			'3. "Nickel at Scale." Chemistry Seminar, Lund University, Lund, Sweden, May 2023.',
		]);
		expect(p.talks.map((t) => [t.title, t.date])).toEqual([
			['Iron Hydrides at the Electrode', '2025-03'],
			['Radical Clocks for Organometallics', '2024-07'],
			['Nickel at Scale', '2023-05'],
		]);
		expect(p.talks[1]!.host).toContain('Gordon Research Conference on Inorganic Reaction Mechanisms');
		expect(p.unparsed).toEqual([]);
	});

	test('a numbered citation that opens with its authors (ACS) and broke off in its title goes on at the next line', () => {
		const p = parse([
			'Ingrid Solvang-Ruud',
			'',
			'PUBLICATIONS',
			'2. Haugen, T. E.; Okafor, C. N.; Solvang-Ruud, I.* Photoredox Activation of Aryl Chlorides',
			'Under Mild Conditions. J. Am. Chem. Soc. 2024, 146, 2210-2218.',
			'1. Okafor, C. N.; Solvang-Ruud, I.* Radical Pathways in Iron Catalysis. ACS Catal. 2023, 13, 990-998.',
		]);
		expect(p.publications.map((x) => x.title)).toEqual(['Photoredox Activation of Aryl Chlorides Under Mild Conditions', 'Radical Pathways in Iron Catalysis']);
	});
});
