import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanDelimiterRuns } from '../../../src/ingest/delimiterRuns.ts';
import { emphasisByRemark, findEmphasis } from '../../../src/ingest/emphasis.ts';
import { propertyRuns } from '../propertyRuns.ts';

describe('findEmphasis', () => {
	it.each([
		['**Ada Lovelace**, C. Babbage', ['Ada Lovelace'], []],
		['A. Turing. *Computable numbers*. Proc. LMS, 1936', [], ['Computable numbers']],
		['__Grace Hopper__ and _Compilers_', ['Grace Hopper'], ['Compilers']],
		['***both***', ['both'], ['both']],
		['*foo**bar*', [], ['foo**bar']],
		['snake_case_name and 2 * 3 * 4', [], []],
		['intra*word*stars', [], ['word']],
		['\\*not emphasis\\*', [], []],
		['**bold with \\* star**', ['bold with * star'], []],
		['**unclosed', [], []],
		['*outer **inner** outer*', ['inner'], ['outer inner outer']],
	])('%s', (line, strong, emphasis) => {
		expect(findEmphasis(line)).toEqual({ strong, emphasis });
	});
});

describe('scanDelimiterRuns agrees with remark', () => {
	// Lines built from the characters that decide CommonMark's flanking rules.
	const piece = fc.constantFrom('*', '**', '***', '_', '__', '\\', '\\*', '\\_', ' ', '\t', 'a', 'bc', '.', '(', ')', '[', '](x)', '`', '<b>', '&amp;', 'é', '!', '€', '1');
	const line = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

	it('on random lines', () => {
		fc.assert(
			fc.property(line, (text) => {
				expect(scanDelimiterRuns(text)).toEqual(emphasisByRemark(text));
			}),
			propertyRuns(10_000),
		);
	});
});
