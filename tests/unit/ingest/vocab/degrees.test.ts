import { describe, expect, test } from 'vitest';
import { degreeIndex } from '../../../../src/ingest/vocab/degrees.ts';

describe('degreeIndex', () => {
	test.each([
		['Westbridge Institute of Technology, Cambridge, MA', -1],
		['Eastford College, Starkville, MS 39759', -1],
		['MA in History, University of Example', 0],
		['University of Example, M.S. in Physics', 23],
	])('%s', (text, index) => {
		expect(degreeIndex(text)).toBe(index);
	});
});
