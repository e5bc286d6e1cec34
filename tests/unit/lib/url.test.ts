import { describe, expect, test } from 'vitest';
import { joinBase } from '../../../src/lib/url.ts';

describe('joinBase', () => {
	test.each([
		['/', '/people/ada.json', '/people/ada.json'],
		['/', 'people/ada.json', '/people/ada.json'],
		['/lab/', '/people/ada.json', '/lab/people/ada.json'],
		['/lab', '/people/ada/resume.json', '/lab/people/ada/resume.json'],
		['/lab/', '//publications/', '/lab/publications/'],
	])('base %s and path %s give %s', (base, path, expected) => {
		expect(joinBase(base, path)).toBe(expected);
	});
});
