import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A mathematician's homepage copied from the browser: numbered papers with the journal on the next
// line and MathSciNet's number after it, talks listed under the year with a day and month each.
const PAGE = `Ada Byron

Papers

4. A period map for Kisin modules (with T. Lund)
Compositio Mathematica 159 (2023), no. 8, 1611–1662. MR4612389
[arXiv] [journal]

7. Descent data and local models
J. Number Theory 204 (2019), 292–331. MR3991421 arXiv:1806.02291
This paper contains the main results of my thesis.

Talks

2025
Number Theory Seminar, University of Michigan, February 20 (upcoming)
Algebra Seminar, Purdue University, January 31

2024
Arithmetic Geometry Seminar, Harvard University, November 12
`;

describe('a homepage copied as text', () => {
	const profile = parseText('page.txt', PAGE).profile;

	test('a journal cited with its volume and pages under the title is its venue, identifiers after it or not', () => {
		expect(profile.publications?.map((p) => [p.title, p.venue, p.year])).toEqual([
			['A period map for Kisin modules', 'Compositio Mathematica', 2023],
			['Descent data and local models', 'J. Number Theory', 2019],
		]);
	});

	test("the owner's note under a paper is no reason to drop it", () => {
		expect(profile.publications?.[1]?.source).toEqual({ line: 9, endLine: 11 });
	});

	test('each talk is a line of its own, its month from the line and its year from the heading', () => {
		expect(profile.talks?.map((t) => t.date)).toEqual(['2025-02', '2025-01', '2024-11']);
	});

	test('a talk given no title is named by the seminar and institution, which are its host too; the day is no part of them', () => {
		expect(profile.talks?.map((t) => [t.title, t.host])).toEqual([
			['Number Theory Seminar, University of Michigan', 'Number Theory Seminar, University of Michigan'],
			['Algebra Seminar, Purdue University', 'Algebra Seminar, Purdue University'],
			['Arithmetic Geometry Seminar, Harvard University', 'Arithmetic Geometry Seminar, Harvard University'],
		]);
	});
});
