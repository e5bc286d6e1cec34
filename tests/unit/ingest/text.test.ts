import { describe, expect, it } from 'vitest';
import { cleanField, splitOutsideBrackets, splitSentences, wordCount } from '../../../src/ingest/text.ts';

describe('cleanField', () => {
	it.each([
		['  , Research Intern; ', 'Research Intern'],
		['| Seattle, WA –', 'Seattle, WA'],
		['Acme Inc.', 'Acme Inc.'],
		['Grace B.', 'Grace B.'],
		['M. Jackson et al.', 'M. Jackson et al.'],
		['Ph.D.', 'Ph.D.'],
		['Phys. Rev. Lett.', 'Phys. Rev. Lett.'],
		['Trained models.', 'Trained models'],
		['\u00a0• Built a compiler\u3000', 'Built a compiler'],
		['...', ''],
		['', ''],
	])('%j → %j', (input, expected) => {
		expect(cleanField(input)).toBe(expected);
	});
});

describe('wordCount', () => {
	it.each(['', 'one', 'two words', ' leading', 'trailing ', 'a\t\tb\nc', 'no\u00a0break', 'ideographic\u3000space', 'a \u2028 b', '😀 x'])(
		'counts what splitting at white space gives: %j',
		(text) => {
			expect(wordCount(text)).toBe(text.split(/\s+/).length);
		},
	);
});

describe('splitSentences', () => {
	it.each([
		['Spin liquids. Phys. Rev. Lett. 131, 176701 (2023).', ['Spin liquids.', 'Phys. Rev. Lett. 131, 176701 (2023).']],
		['Title. J. Am. Chem. Soc. 2021, 143, 1234.', ['Title.', 'J. Am. Chem. Soc. 2021, 143, 1234.']],
		['Title. N Engl J Med. 2021;384(5):403-416.', ['Title.', 'N Engl J Med.', '2021;384(5):403-416.']],
		['We built it. Then we ran it.', ['We built it.', 'Then we ran it.']],
	])('%j', (text, expected) => {
		expect(splitSentences(text)).toEqual(expected);
	});
});

describe('splitSentences before a preprint server', () => {
	it('ends a sentence before "arXiv", which opens in lower case', () => {
		expect(splitSentences('Draft Trees All the Way Down. arXiv:2405.01234, 2024.')).toEqual(['Draft Trees All the Way Down.', 'arXiv:2405.01234, 2024.']);
	});
});

describe('splitOutsideBrackets', () => {
	it('splits where the lookahead it replaces would, brackets closed or not', () => {
		const texts = ['A, B (C, D), E', 'Chair (2019, 2020), Committee, X', '(a, b', 'a), b, (c', 'x, y)(z, w), v', '', ', ,', 'Reviewer, J (x (y, z), w), K'];
		for (const text of texts) expect(splitOutsideBrackets(text, /,\s*/g)).toEqual(text.split(/,\s*(?![^()]*\))/));
	});
});
