import { describe, expect, test } from 'vitest';
import { cleanPersonName, firstAuthor, isPersonName, isSamePerson, nameKey, splitAuthors, splitPeople, unshoutName } from '../../../src/ingest/names.ts';

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
		expect(splitPeople('Arnav Keswani, M.D., Ph.D., and Ada Lovelace, PhD')).toEqual(['Arnav Keswani', 'Ada Lovelace']);
	});
});

describe('nameKey', () => {
	test('ignores accents, case and honorifics', () => {
		expect(nameKey('Prof. Mathias Lécuyer')).toBe(nameKey('mathias lecuyer'));
	});
	test('cleanPersonName keeps inner punctuation', () => {
		expect(cleanPersonName("Conan O'Brien*")).toBe("Conan O'Brien");
	});
	test('drops what is not a letter, keeps the words apart, and reads a note in brackets as no part of the name', () => {
		expect(nameKey('  Grace   B. Hopper-Murray, ')).toBe('grace b hoppermurray');
		expect(nameKey('Ada Lovelace (equal contribution)')).toBe('ada lovelace');
		expect(nameKey('Dr. Ada Lovelace')).toBe('ada lovelace');
	});
	test('lower-cases a capital sigma as a final letter where the cleaned name ends with it', () => {
		expect(nameKey('ΑΝΝΑ ΠΑΠΑΔΟΠΟΥΛΟΣ*')).toBe('αννα παπαδοπουλος');
	});
});

describe('cleanPersonName', () => {
	test.each([
		['Grace B. Hopper', 'Grace B. Hopper'],
		['Hopper G.', 'Hopper G.'],
		['Ada Lovelace.', 'Ada Lovelace'],
		['Prof. Ada Lovelace', 'Ada Lovelace'],
		['Ada  Lovelace', 'Ada Lovelace'],
		['Alan Turing2', 'Alan Turing'],
	])('%j → %j', (raw, clean) => {
		expect(cleanPersonName(raw)).toBe(clean);
	});
});

describe('isSamePerson', () => {
	test('matches an initial to a first name, accents and case aside', () => {
		expect(isSamePerson('D. Vaughan', 'Dorothy Vaughan')).toBe(true);
		expect(isSamePerson('Mathias LÉCUYER', 'Mathias Lécuyer')).toBe(true);
		expect(isSamePerson('A. Vaughan', 'Dorothy Vaughan')).toBe(false);
		expect(isSamePerson('Vaughan', 'Dorothy Vaughan')).toBe(false);
	});
});

describe('firstAuthor', () => {
	test('is the first name splitAuthors gives, for a list or a title alike', () => {
		for (const text of ['(Equal contribution) Ada Lovelace, Alan Turing', 'Ada Lovelace et al.', 'A Study of Things, Revisited', ', , Grace Hopper and Alan Turing']) {
			expect(firstAuthor(text)).toBe(splitAuthors(text).authors[0]);
		}
	});
});

describe('unshoutName', () => {
	test.each([
		['MARGUERITE OKONKWO-HALE', 'Marguerite Okonkwo-Hale'],
		["ÉMILE O'NEIL", "Émile O'Neil"],
		['Ada Lovelace', 'Ada Lovelace'],
		// The surname alone in capitals, after the given names or before them (Japanese and French usage).
		['Ada LOVELACE', 'Ada Lovelace'],
		['LOVELACE Ada', 'Ada Lovelace'],
		['DE LA TOUR Anne-Sophie', 'Anne-Sophie De La Tour'],
		['Ada K. LOVELACE', 'Ada K. Lovelace'],
		['Ada McLovelace', 'Ada McLovelace'],
		['李华', '李华'],
	])('%s', (name, expected) => {
		expect(unshoutName(name)).toBe(expected);
	});
});
