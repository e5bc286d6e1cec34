import { describe, expect, test } from 'vitest';
import { withoutEmptyItems } from '../../../src/ingest/assemble.ts';

describe('withoutEmptyItems', () => {
	test('an empty item of an entry\'s list is left out, the entry and its other items kept', () => {
		const entries = [
			{ title: 'Engines of Tone', highlights: ['', 'Role: PI · 2022–2025'], advisors: [] as string[] },
			{ title: 'Tone Sandhi', highlights: ['Role: Co-PI'], advisors: ['Mary Somerville', ''] },
		];
		expect(withoutEmptyItems(entries)).toEqual([
			{ title: 'Engines of Tone', highlights: ['Role: PI · 2022–2025'], advisors: [] },
			{ title: 'Tone Sandhi', highlights: ['Role: Co-PI'], advisors: ['Mary Somerville'] },
		]);
	});
});
