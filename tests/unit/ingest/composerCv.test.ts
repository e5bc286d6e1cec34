import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a composer's or sound artist's CV takes when Word saves it as text. */
describe("a composer's CV", () => {
	const p = parseLines('cv.txt', [
		'Marit Okonkwo-Strand',
		'',
		'SELECTED COMPOSITIONS / WORKS',
		'2023\tTidal Hours, for chamber orchestra and live electronics (19\')',
		'\tCommissioned by Psappha with support from the PRS Foundation',
		'\tPremiere: Psappha, Hallé St Peter\'s, Manchester, 12.05.2023',
		'2020\tLow Water – bass clarinet and fixed media, c.11 mins',
		'',
		'EXHIBITIONS AND INSTALLATIONS',
		'2022\tSalt Chorus, 8-channel sound installation, Baltic Centre, Gateshead',
		'',
		'CONFERENCE PAPERS AND KEYNOTES',
		'2021\t"Listening to estuaries", keynote, Sound Thinking Symposium, University of Leeds, March 2021',
	]);

	test('works are projects: the title before what they are for, done in their year, commissioned by whom', () => {
		expect(p.projects.map(({ title, organization, dates }) => ({ title, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ title: 'Tidal Hours', organization: 'Psappha', start: '2023', end: '2023' },
			{ title: 'Low Water', organization: undefined, start: '2020', end: '2020' },
			{ title: 'Salt Chorus', organization: undefined, start: '2022', end: '2022' },
		]);
	});

	test('conference papers and keynotes are talks', () => {
		expect(p.talks.map((t) => t.title)).toEqual(['Listening to estuaries']);
		expect(p.publications).toEqual([]);
	});
});
