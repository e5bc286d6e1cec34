import { describe, expect, test } from 'vitest';
import { parseFormatting, plainText } from '../../../src/lib/formattedText.ts';

describe('parseFormatting', () => {
	test('matched pairs of harmless tags become formatting, nested too', () => {
		expect(parseFormatting('Isotopes of H<sup>3</sup> in <i>E. <b>coli</b></i>')).toEqual([
			'Isotopes of H',
			{ tag: 'sup', children: ['3'] },
			' in ',
			{ tag: 'i', children: ['E. ', { tag: 'b', children: ['coli'] }] },
		]);
		expect(parseFormatting('<EM>x</EM>')).toEqual([{ tag: 'em', children: ['x'] }]);
	});

	test('every other tag, attribute or entity stays text', () => {
		for (const text of [
			"<script>alert(1)</script>",
			'<img src=x onerror=alert(1)>',
			'<i onclick="alert(1)">x</i>',
			'<iframe src=javascript:alert(1)></iframe>',
			'&lt;i&gt;x&lt;/i&gt;',
			'<i >x</i >',
		]) {
			expect(parseFormatting(text), text).toEqual([text]);
		}
	});

	test('stray, unclosed and overlapping tags stay as written', () => {
		expect(parseFormatting('Grant <b>')).toEqual(['Grant <b>']);
		expect(parseFormatting('a </i> b')).toEqual(['a </i> b']);
		expect(plainText('<b>x <i>y</b> z</i>')).toBe('<b>x y</b> z');
		expect(parseFormatting('<i>x <b>y</b>')).toEqual(['<i>x ', { tag: 'b', children: ['y'] }]);
	});

	test('plainText drops the formatting and keeps the words', () => {
		expect(plainText('H<sub>2</sub>O and <i>Drosophila</i> <script>x</script>')).toBe('H2O and Drosophila <script>x</script>');
		expect(plainText('')).toBe('');
	});
});
