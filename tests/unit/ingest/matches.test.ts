import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../src/ingest/matches.ts';

/** What matchAll gives, in the shape the tests compare: each match's text, groups and index. */
const viaMatchAll = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [[...m], m.index]);
const viaMatchesOf = (re: RegExp, text: string) => matchesOf(re, text).map((m) => [[...m], m.index]);

describe('matchesOf', () => {
	const cases: [RegExp, string][] = [
		[/[.?!](?=\s+[\p{L}\d"“(])/gu, 'Ada M. Carthy. A title? Yes! In Proc. 2023.'],
		[/\b((?:19|20)\d{2})\b/g, 'Spring 2019 – Fall 2021, then 2024'],
		[/\(([A-Za-z]+)\s+((?:19|20)\d{2})\)/g, 'no match here'],
		[/x*/g, 'axxb'],
		[/(?:)/gu, 'a😀b'],
		[/\p{L}*/gu, '😀ab😀'],
	];
	it.each(cases)('finds what matchAll finds: %s', (re, text) => {
		expect(viaMatchesOf(re, text)).toEqual(viaMatchAll(re, text));
	});

	it('leaves the pattern ready for its next use', () => {
		const re = /\d/g;
		matchesOf(re, 'a1b2');
		expect(re.lastIndex).toBe(0);
		expect(matchesOf(re, '3').map((m) => m[0])).toEqual(['3']);
	});

	it('refuses a pattern without the global flag, as matchAll does', () => {
		expect(() => matchesOf(/\d/, '1')).toThrow(TypeError);
	});
});
