import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in MLA's style as a humanist's markdown CV lists its work. */
describe("a humanist's publications in MLA's style", () => {
	const p = parseLines('cv.md', [
		'# Wilhelmina Achterhof',
		'',
		'## Publications',
		'',
		'1. *Tidal Reading: The Sea in the Edwardian Magazine*. Northwestern UP, 2021.',
		'2. Achterhof, Wilhelmina, et al. "Forum: Oceans and the Archive." *Modern Fiction Studies*, vol. 61, no. 2, 2022, pp. 1–30.',
		'3. Achterhof, Wilhelmina. "Gulls." *A Companion to Coastal Writing*, edited by Ines Falkner, Routledge, 2020, pp. 44–59.',
	]);

	test('a book by its imprint of publisher and year, no city', () => {
		expect(p.publications[0]).toMatchObject({ title: 'Tidal Reading: The Sea in the Edwardian Magazine', venue: 'Northwestern UP', year: 2021, type: 'other' });
	});

	test('a first author and "et al." before the quoted title', () => {
		expect(p.publications[1]).toMatchObject({ title: 'Forum: Oceans and the Archive', venue: 'Modern Fiction Studies', year: 2022, type: 'journal' });
		expect(p.publications[1]!.authors).toHaveLength(1);
	});

	test('a chapter in a book "edited by" its editor', () => {
		expect(p.publications[2]).toMatchObject({ title: 'Gulls', venue: 'A Companion to Coastal Writing', year: 2020, type: 'other' });
	});
});
