import { describe, expect, test } from 'vitest';
import { forgetDocument, memoize, memoizeForDocument } from '../../../src/ingest/memo.ts';

describe('memoize', () => {
	test('answers a repeated question without asking again, and stays within its limit', () => {
		const asked: string[] = [];
		const upper = memoize((s) => (asked.push(s), s.toUpperCase()), 2);
		expect([upper('a'), upper('a'), upper('b'), upper('c'), upper('a')]).toEqual(['A', 'A', 'B', 'C', 'A']);
		// Full after "b": emptied before "c", so "a" is asked again.
		expect(asked).toEqual(['a', 'b', 'c', 'a']);
	});

	test('a per-document memo forgets when the next document starts', () => {
		const asked: string[] = [];
		const length = memoizeForDocument((s) => (asked.push(s), s.length));
		length('owner');
		length('owner');
		forgetDocument();
		length('owner');
		expect(asked).toEqual(['owner', 'owner']);
	});
});
