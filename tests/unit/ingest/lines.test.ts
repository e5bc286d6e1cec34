import { describe, expect, test } from 'vitest';
import { splitLines } from '../../../src/ingest/lines.ts';

const first = (raw: string) => splitLines(raw, 0)[0]!;

describe('splitLines: list marks', () => {
	test.each(['- item', '• item', '● item', '○ item', '■ item', '1. item', '12) item', '(3) item', '[J2] item', 'a. item', 'c) item'])('"%s" is a list item whose text is "item"', (raw) => {
		expect(first(raw)).toMatchObject({ bullet: 1, text: 'item' });
	});

	test('a marker alone on its line is read with the item under it, and its line with it', () => {
		const [item] = splitLines('[1]\n\nE. Varga-Holm, “Title,” Phys. Rev. B 97, 1 (2018).', 0);
		expect(item).toMatchObject({ n: 3, bullet: 1, text: 'E. Varga-Holm, “Title,” Phys. Rev. B 97, 1 (2018).', also: [1] });
	});

	test('a lettered item indented under a numbered one is a level deeper', () => {
		const [numbered, lettered] = splitLines('1. Paragraph about the work.\n   a. Author A, Author B. Title. Venue. 2021.', 0);
		expect(numbered!.bullet).toBe(1);
		expect(lettered!.bullet).toBe(2);
	});

	test.each(['A. Personal Statement', 'J. Smith, Title', 'i.e. not a list', 'z. not a list letter', '(512) 471-3390 | a@b.edu'])('"%s" is no list item', (raw) => {
		expect(first(raw).bullet).toBe(0);
	});
});
