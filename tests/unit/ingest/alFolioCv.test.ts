import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape an al-folio site's CV page (rendered
 * from its cv.yml) takes when copied from the browser: the theme's menu, dates on a line of their
 * own above each entry, sentences under it, talks over where they were given.
 */
describe("an al-folio CV page, copied from the browser", () => {
	const p = parseLines('cv.txt', [
		'Oskar Haavisto-Amaral',
		'Toggle navigation',
		'about',
		'publications',
		'projects',
		'cv(current)',
		'teaching',
		'ctrl k',
		'',
		'Education',
		'2017 - 2022',
		'PhD in Informatics',
		'University of Lisbon, Lisbon, Portugal',
		'',
		'Experience',
		'2022 - now',
		'Postdoctoral Researcher',
		'Aalto University, Espoo, Finland',
		'Hosted by Prof. Maija Rautio in the Speech Group.',
		'Leading the annotation work; co-supervising three MSc theses.',
		'Jun 2021 - Sep 2021',
		'Research Intern',
		'Some Lab, Oslo, Norway',
		'',
		'Selected Publications',
		'* denotes equal contribution.',
		'O. Haavisto-Amaral, M. Rautio, and K. Berg. Prosody Transfer Across Dialects. In Proceedings of Interspeech 2024, Kos, Greece. Best Student Paper Award.',
		'O. Haavisto-Amaral and M. Rautio. Tone Without Text. arXiv preprint arXiv:2501.01234, 2025.',
		'',
		'Invited Talks',
		'Nov 2025',
		'What Dialects Keep',
		'Phonetics Colloquium, University of Tartu',
	]);

	test("the theme's menu is no heading, and the name over it stays the name", () => {
		expect(p.name).toBe('Oskar Haavisto-Amaral');
		expect(p.teaching).toEqual([]);
		expect(p.projects).toEqual([]);
	});

	test('a degree named in a field close to a heading\'s word ("Informatics") is no heading', () => {
		expect(p.education).toEqual([expect.objectContaining({ degree: 'PhD', institution: 'University of Lisbon', dates: expect.objectContaining({ start: '2017', end: '2022' }) })]);
	});

	test('sentences under a position stay with it; the next position opens at its dates', () => {
		expect(p.experience.map(({ role, organization }) => ({ role, organization }))).toEqual([
			{ role: 'Postdoctoral Researcher', organization: 'Aalto University' },
			{ role: 'Research Intern', organization: 'Some Lab' },
		]);
	});

	test('a legend is no paper; a citation of two authors opens after one that ends with its award', () => {
		expect(p.publications.map(({ title, authors }) => ({ title, authors }))).toEqual([
			{ title: 'Prosody Transfer Across Dialects', authors: ['O. Haavisto-Amaral', 'M. Rautio', 'K. Berg'] },
			{ title: 'Tone Without Text', authors: ['O. Haavisto-Amaral', 'M. Rautio'] },
		]);
	});

	test('a talk dated above its title, and where it was given under it', () => {
		expect(p.talks).toEqual([expect.objectContaining({ title: 'What Dialects Keep', host: 'Phonetics Colloquium, University of Tartu', date: '2025-11' })]);
	});
});
