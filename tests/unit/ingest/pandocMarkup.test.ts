import { describe, expect, test } from 'vitest';
import { readPandocMarkup } from '../../../src/ingest/pandocMarkup.ts';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a Quarto website's `cv.qmd` is written. */
describe('Pandoc markdown (Quarto, R Markdown)', () => {
	test('fences are layout lines, attribute lists go, a styled span keeps its text', () => {
		const text = [
			'::: {.callout-note icon=false}',
			'[Sep. 2022 -- present]{.smaller}',
			'[Slides](talk.pdf){target="_blank"} and [code](https://example.org/x){.btn .btn-sm}',
			'## Talks {#talks .unnumbered}',
			':::',
			'A set {1, 2, 3} and [a bracket] stay.',
		].join('\n');
		expect(readPandocMarkup(text).split('\n')).toEqual([
			'<!-- ::: {.callout-note icon=false} -->',
			'Sep. 2022 -- present',
			'[Slides](talk.pdf) and [code](https://example.org/x)',
			'## Talks',
			'<!-- ::: -->',
			'A set {1, 2, 3} and [a bracket] stay.',
		]);
	});

	test('a CV in fenced divs reads as the same CV without them, nothing read from the fences', () => {
		const p = parseLines('cv.qmd', [
			'# Ilse Brandvold-Achebe',
			'',
			'## Research interests',
			'',
			'::: {.callout-note icon=false}',
			'Phonology · speech corpora · field methods',
			':::',
			'',
			'## Grants',
			'',
			'::: {.cv-entry}',
			'**Tone Sandhi Across Dialects**<br>',
			'National Science Foundation, Linguistics Program<br>',
			'Role: PI · 2022–2025 · \\$310,000',
			':::',
		]);
		expect(p.interests).toEqual(['Phonology', 'speech corpora', 'field methods']);
		expect(p.projects.map(({ title, role, organization, dates }) => ({ title, role, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Tone Sandhi Across Dialects', role: 'PI', organization: 'National Science Foundation', start: '2022', end: '2025' },
		]);
		expect(p.projects[0]!.highlights.every((h) => !h.includes(':::') && !h.includes('{.'))).toBe(true);
	});
});
