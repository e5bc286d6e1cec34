import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape a UK narrative CV (UKRI's Résumé for
 * Research and Innovation) takes when saved from Word as text: personal details as labels, four
 * modules that answer a question each in prose with lists under subheadings, and additional
 * information in a date column.
 */
describe('a narrative CV (Résumé for Research and Innovation) saved as text', () => {
	const p = parseLines('r4ri.txt', [
		'Résumé for Research and Innovation (R4RI)',
		'',
		'Personal details',
		'Name: Dr Morwenna Tregaskis',
		'Current position: Reader in Glaciology, School of Geosciences, University of Dundee',
		'Research areas: ice-sheet hydrology; subglacial lakes; ice-penetrating radar',
		'',
		'Module 1: How have you contributed to the generation of knowledge?',
		'I study how water moves beneath ice sheets, and what that means for how fast they flow.',
		'Key outputs (* denotes a student I supervised at the time):',
		'Tregaskis, M., Okonjo, L.* and Varga, P. (2022) ‘Subglacial lake drainage under the Institute Ice Stream’, Journal of Glaciology, 68(4), pp. 611–624.',
		'Tregaskis, M. (2019) ‘Scotland’s lost glaciers in the radar record’, The Cryosphere, 13(2), pp. 455–470.',
		'',
		'Module 3: How have you contributed to the wider research and innovation community?',
		'I try to give back to the community that trained me.',
		'Editorial roles and reviewing',
		'Associate Editor, Journal of Glaciology (2021–present)',
		'Co-convenor, IGS Nordic Branch meeting, 2023',
		'Reviewer for Annals of Glaciology, Earth Surface Processes and Quaternary Science Reviews (c. 15 reviews per year)',
		'',
		'Additional information',
		'Positions held',
		'2020–present Reader in Glaciology, University of Dundee',
		'',
		'Research grants (PI unless otherwise noted)',
		'2021–2024 NERC Standard Grant NE/Y001234/1, “Draining the lakes: subglacial water in motion” £420,000',
		'2018–2020 Co-I, NERC Polar Programme NE/S009999/1, “Radar stratigraphy of the ice divide” (PI: Prof. A. Sørbø)',
	]);

	test("the personal details' research areas are the interests, the current position the headline", () => {
		expect(p.interests).toEqual(['ice-sheet hydrology', 'subglacial lakes', 'ice-penetrating radar']);
		expect(p.headline).toBe('Reader in Glaciology, School of Geosciences, University of Dundee');
	});

	test("the first module's prose is the summary; the other modules' prose no entry's", () => {
		expect(p.summary).toMatch(/^I study how water moves beneath ice sheets/);
		expect(p.service.some((s) => /give back/.test(s.role))).toBe(false);
	});

	test('a labelled list of outputs with a note in brackets before its colon; British Harvard titles in single quotes', () => {
		expect(p.publications.map(({ title, venue, year, type }) => ({ title, venue, year, type }))).toEqual([
			{ title: 'Subglacial lake drainage under the Institute Ice Stream', venue: 'Journal of Glaciology', year: 2022, type: 'journal' },
			{ title: 'Scotland’s lost glaciers in the radar record', venue: 'The Cryosphere', year: 2019, type: 'journal' },
		]);
	});

	test('a list of roles of several kinds takes no one role from its heading; a reviewer list without a comma before "and"', () => {
		expect(p.service.map((s) => [s.role, s.venue])).toEqual([
			['Associate Editor', 'Journal of Glaciology'],
			['Co-convenor', 'IGS Nordic Branch meeting'],
			['Reviewer', 'Annals of Glaciology'],
			['Reviewer', 'Earth Surface Processes'],
			['Reviewer', 'Quaternary Science Reviews'],
		]);
	});

	test('positions held, under additional information', () => {
		expect(p.experience).toEqual([expect.objectContaining({ role: 'Reader in Glaciology', organization: 'University of Dundee' })]);
	});

	test("grants: the heading's usual part, a part named first instead, the funder's initials before its scheme", () => {
		expect(p.projects.map(({ title, role, organization }) => ({ title, role, organization }))).toEqual([
			{ title: 'Draining the lakes: subglacial water in motion', role: 'PI', organization: 'NERC' },
			{ title: 'Radar stratigraphy of the ice divide', role: 'Co-I', organization: 'NERC' },
		]);
	});
});
