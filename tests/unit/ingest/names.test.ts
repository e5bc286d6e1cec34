import { describe, expect, test } from 'vitest';
import { cleanPersonName, isPersonName, nameKey, splitAuthors, splitPeople } from '../../../src/ingest/names.ts';

describe('isPersonName', () => {
	test.each(['Ada Lovelace', 'Grace B. Hopper', 'Nathan C Frey', 'Ludwig van Beethoven', 'Jean-Luc Picard', 'Mathias Lécuyer', 'Bo-Yuan Huang'])('"%s" is a name', (s) => {
		expect(isPersonName(s)).toBe(true);
	});
	test.each(['University of Somewhere', 'Research Intern', 'OSDI 2025', 'ada lovelace', 'Machine Learning Systems', 'Cloud Computing'])(
		'"%s" is not a name',
		(s) => {
			expect(isPersonName(s)).toBe(false);
		},
	);
});

describe('splitAuthors', () => {
	test('splits an Oxford-comma list and drops equal-contribution marks', () => {
		expect(splitAuthors('Ada Lovelace*, Grace Hopper* (Equal Contribution), and Alan Turing').authors).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
	});
	test('splits "A and B"', () => {
		expect(splitAuthors('Ada Lovelace and Alan Turing').authors).toEqual(['Ada Lovelace', 'Alan Turing']);
	});
	test('drops "et al." and says the list is truncated', () => {
		expect(splitAuthors('Ada Lovelace, Alan Turing et al.')).toEqual({ authors: ['Ada Lovelace', 'Alan Turing'], truncated: true });
	});
	test('"et al." is a word of its own: a first name ending in "et" before a surname in "Al" stays whole', () => {
		expect(splitAuthors('Janet Allen, Margaret Alston and Bret Alexander')).toEqual({ authors: ['Janet Allen', 'Margaret Alston', 'Bret Alexander'], truncated: false });
		expect(splitAuthors('Janet Allen, Ada Lovelace, et al.')).toEqual({ authors: ['Janet Allen', 'Ada Lovelace'], truncated: true });
		expect(splitAuthors('Ada Lovelace et. al')).toEqual({ authors: ['Ada Lovelace'], truncated: true });
	});
	test('drops footnote daggers and superscript digits', () => {
		expect(splitAuthors('Ada Lovelace†, Alan Turing1').authors).toEqual(['Ada Lovelace', 'Alan Turing']);
	});
});

describe('splitPeople', () => {
	test('splits advisors joined by "&" and drops honorifics', () => {
		expect(splitPeople('Prof. Ada Lovelace & Dr. Alan Turing')).toEqual(['Ada Lovelace', 'Alan Turing']);
	});
});

describe('nameKey', () => {
	test('ignores accents, case and honorifics', () => {
		expect(nameKey('Prof. Mathias Lécuyer')).toBe(nameKey('mathias lecuyer'));
	});
	test('cleanPersonName keeps inner punctuation', () => {
		expect(cleanPersonName("Conan O'Brien*")).toBe("Conan O'Brien");
	});
});
