import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { latexToText, normaliseText, stripInline } from '../../../src/ingest/normalise.ts';
import { propertyRuns } from '../propertyRuns.ts';

describe('stripInline', () => {
	test.each([
		['**Bold** and *italic* and __under__', 'Bold and italic and under'],
		['[DTR \\(Dynamic\\)](#) is fast', 'DTR (Dynamic) is fast'],
		['<https://example.org/x>', 'https://example.org/x'],
		['Austin , <i>TX</i> .', 'Austin, TX.'],
		['Ada Lovelace\\*, Alan Turing\\*', 'Ada Lovelace*, Alan Turing*'],
		['Tom &amp; Jerry &#233;', 'Tom & Jerry é'],
		['Ph.D., $GPA \\ 4.0/4.0$', 'Ph.D., GPA 4.0/4.0'],
		['<script>alert(1)</script>text', 'alert(1)text'],
		['\\circ New tools', 'New tools'],
		['[![ORCID](https://img.shields.io/badge/ORCID-A6CE39)](https://orcid.org/0000-0002-1825-0097) profile', 'ORCID profile'],
		['<!-- generated; edit by hand --> Ada', 'Ada'],
		['{{< icon name="download" pack="fas" >}} Download my {{< staticref "cv.pdf" >}}CV{{< /staticref >}}.', 'Download my CV.'],
		['{{% callout note %}}', ''],
	])('"%s" → "%s"', (input, expected) => {
		expect(stripInline(input)).toBe(expected);
	});

	test('spacing comes out the same whether a line takes the fast path or the full one', () => {
		const collapse = (s: string) => s.replace(/\s+/g, ' ').replace(/ ([,;.:])(?=\s|$)/g, '$1').trim();
		const piece = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\u2009', ',', '.', ';', ':', 'a', 'Bc', '-', '(', ')');
		const line = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
		fc.assert(fc.property(line, (s) => stripInline(s) === collapse(s)), propertyRuns(5000));
	});
});

describe('latexToText', () => {
	test('turns math into readable text', () => {
		expect(latexToText('\\mathcal{O}(N)')).toBe('O(N)');
		expect(latexToText('\\Omega(\\sqrt{N})')).toBe('Ω(√N)');
	});
});

describe('stripInline: money is no maths', () => {
	test('two amounts on a line keep their dollar signs', () => {
		expect(stripInline('NSF, $742,000. PI. Seed grant, $25,000')).toBe('NSF, $742,000. PI. Seed grant, $25,000');
		expect(stripInline('runs in $\\mathcal{O}(N)$ time')).toBe('runs in O(N) time');
	});
});

describe('normaliseText', () => {
	test('unifies line breaks and removes invisible characters', () => {
		expect(normaliseText('a\r\nb\rc\u00ad\u200bd\u00a0e ﬁ')).toBe('a\nb\ncd e fi');
	});

	test("pdftotext's page breaks (form feeds) break no line, so every line keeps its number", () => {
		expect(normaliseText('page one\n\fGRANTS\nx\fy\n\f')).toBe('page one\nGRANTS\nx y\n');
	});

	test("a template's contact icons become the labels they stand for; other icons go, and no line with them", () => {
		expect(normaliseText('\uf095 +47 912 34 567\n\uf0e0 ada@example.org\n\uf09b adal\n\uf0ac ada.example.org\n\ue900 Oslo \uf0e0\nnext')).toBe(
			'Phone: +47 912 34 567\nEmail: ada@example.org\nGitHub: adal\nWeb: ada.example.org\nOslo Email: \nnext',
		);
	});

	test('Chinese and Japanese full-width punctuation parts fields as its ASCII form does, and joins no lines', () => {
		expect(normaliseText('2016.09-2021.06 浙江大学，化学系，理学博士（导师：王明）\n研究员、教授；')).toBe('2016.09-2021.06 浙江大学, 化学系, 理学博士 (导师: 王明) \n研究员, 教授; ');
	});
});

describe('normaliseText repairs OCR digit slips in years', () => {
	test.each([
		['20l9    Fellow, SIAM', '2019    Fellow, SIAM'],
		['l997 NSF CAREER Award', '1997 NSF CAREER Award'],
		['Vestergaard, G. A. (20l8). Title.', 'Vestergaard, G. A. (2018). Title.'],
		['2006–l1 Associate Editor', '2006–11 Associate Editor'],
	])('%j → %j', (text, expected) => {
		expect(normaliseText(text)).toBe(expected);
	});

	test.each(['Oliver l2 items', 'lOOO lines', 'Model I0 and 2l', 'Hello 2019'])('leaves %j alone', (text) => {
		expect(normaliseText(text)).toBe(text);
	});
});
