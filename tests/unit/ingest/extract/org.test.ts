import { describe, expect, test } from 'vitest';
import { isPlaceLine } from '../../../../src/ingest/extract/org.ts';
import { degreeIndex } from '../../../../src/ingest/vocab/degrees.ts';

// Asked only where a place stands (under an institution, in a template's stack of header lines): a list of
// capitalised topics ("Machine Learning, Statistics") would pass it, as no word list of places is kept.
describe('isPlaceLine', () => {
	test.each(['Ashford, MA, USA', 'Seattle, WA', 'Valdemora, Spain', 'Wellington, New Zealand', 'London, UK', 'Online'])('%s names a place and nothing else', (text) => {
		expect(isPlaceLine(text)).toBe(true);
	});

	test.each(['Brightwater AI', 'Note Editor, Yale Law Journal', 'Halvorsen University, Ashford, MA', 'Statistical Learning Lab, Ashford', 'Machine learning, statistics and optimization'])('%s is no place line', (text) => {
		expect(isPlaceLine(text)).toBe(false);
	});
});

describe('degreeIndex', () => {
	test.each(['Ashford, MA, USA', 'Ashford, MA', 'Halvorsen University, Boston, MA', 'Starkville, MS 39762'])('a state code after a place is no degree: %s', (text) => {
		expect(degreeIndex(text)).toBe(-1);
	});

	test.each([['MA in Economics', 0], ['Economics, MA, 2015', 11], ['MS, Computer Science', 0]])('%s names a degree at %i', (text, at) => {
		expect(degreeIndex(text)).toBe(at);
	});
});
