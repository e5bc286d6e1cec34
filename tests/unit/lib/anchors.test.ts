import { describe, expect, test } from 'vitest';
import { anchorFromKey } from '../../../src/lib/anchorFromKey.ts';
import { publicationPaths } from '../../../src/lib/publicationPaths.ts';
import { titleAnchor } from '../../../src/lib/titleAnchor.ts';

describe('titleAnchor', () => {
	test('is the same for every spelling of one title', () => {
		expect(titleAnchor('Tiny Engines: A Study')).toBe('pub-tiny-engines-a-study');
		expect(titleAnchor('tiny engines — a study.')).toBe('pub-tiny-engines-a-study');
	});

	test('keeps letters of any script', () => {
		expect(titleAnchor('模型 Looms')).toBe('pub-模型-looms');
	});

	test('is never empty', () => {
		expect(titleAnchor('?!')).toBe('pub-untitled');
	});
});

describe('anchorFromKey', () => {
	const long = 'word '.repeat(40).trim();

	test('cuts a long key at a word and adds a hash, so two long keys with one start differ', () => {
		const a = anchorFromKey('pub', `${long} alpha`);
		const b = anchorFromKey('pub', `${long} beta`);
		expect(a).not.toBe(b);
		expect(a.length).toBeLessThanOrEqual(4 + 80 + 8);
		expect(a).toMatch(/^pub-(word-)+word-[0-9a-z]+$/);
	});

	test('is stable across runs', () => {
		expect(anchorFromKey('pub', `${long} alpha`)).toBe(anchorFromKey('pub', `${long} alpha`));
	});
});

describe('publicationPaths', () => {
	test('addresses the page and the .bib file', () => {
		expect(publicationPaths('pub-x')).toEqual({
			page: '/publications/pub-x/',
			bib: '/publications/pub-x.bib',
		});
	});
});
