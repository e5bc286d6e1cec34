import { describe, expect, test } from 'vitest';
import { englishOf } from '../../../src/ingest/translations.ts';

describe('englishOf', () => {
	test.each([
		['조교수, 한빛대학교 화학과 (Assistant Professor, Department of Chemistry, Hanbit University)', 'Assistant Professor, Department of Chemistry, Hanbit University'],
		['박사, 화학, KAIST (Ph.D. in Chemistry, KAIST)', 'Ph.D. in Chemistry, KAIST'],
		['表面化学 (Surface Chemistry)', 'Surface Chemistry'],
	])('%j is read as %j', (text, english) => {
		expect(englishOf(text)).toBe(english);
	});

	test.each([
		['우수논문상, 한국화학회 (KCS 2021)', 'a short name and a year'],
		['정하은, 김서연 (우수논문상)', 'a note in the same script'],
		['Research Intern, Acme Labs (Seoul Office)', 'a value in English already'],
	])('%j gives no translation: %s', (text) => {
		expect(englishOf(text)).toBeUndefined();
	});
});
