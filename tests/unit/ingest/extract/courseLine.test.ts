import { describe, expect, test } from 'vitest';
import { isTerm } from '../../../../src/ingest/extract/courseLine.ts';

describe('isTerm', () => {
	test.each([
		['Fall 2022', true],
		['2019', true],
		['every autumn since 2016', true],
		['each spring, 2019–2023', true],
		['2019/20', true],
		['Spring 2021 and 2023', true],
		['Introduction to Geology, 2019', false],
		['every 20', false],
	])('"%s" says when: %s', (text, expected) => {
		expect(isTerm(text)).toBe(expected);
	});

	test('a long line of ranges cut short is no term, and is answered (a pattern once tried every way of splitting it)', () => {
		expect(isTerm(`${'2019 – 2020 '.repeat(60)}2019 – 2`)).toBe(false);
	});
});
