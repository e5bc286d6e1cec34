import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** A Notion or GitHub markdown CV whose tables name their columns; every line is invented for these tests. */
const parse = (lines: readonly string[]) => parseLines('cv.md', ['# Tamsin Oduya-Vale', '', ...lines]);

describe('a table whose header names its columns: each row an entry with those fields', () => {
	test('experience: the title is the role, the specialty the team, the institution the organisation and its place', () => {
		const profile = parse([
			'## Clinical Training',
			'| Dates | Title | Specialty | Institution |',
			'| --- | --- | --- | --- |',
			'| 07/2011 – 06/2014 | Resident | Pediatrics | Harlow Children’s Hospital, Leeds, UK |',
			'| 07/2014 – 06/2017 | Clinical Fellow | Pediatric Nephrology | Ostmark University, Aarhus, Denmark |',
		]);
		expect(profile.experience).toEqual([
			expect.objectContaining({ role: 'Resident', team: 'Pediatrics', organization: 'Harlow Children’s Hospital', location: 'Leeds, UK', dates: { start: '2011-07', end: '2014-06', raw: '07/2011 – 06/2014' } }),
			expect.objectContaining({ role: 'Clinical Fellow', team: 'Pediatric Nephrology', organization: 'Ostmark University', location: 'Aarhus, Denmark' }),
		]);
		expect(profile.unparsed).toEqual([]);
	});

	test('experience: a unit after the role in its cell is the team', () => {
		const profile = parse(['## Appointments', '| Dates | Appointment | Institution |', '| --- | --- | --- |', '| 2019 – present | Attending Staff, Department of Surgery | Fellgate General Hospital |']);
		expect(profile.experience[0]).toMatchObject({ role: 'Attending Staff', team: 'Department of Surgery', organization: 'Fellgate General Hospital', dates: { start: '2019', end: 'present' } });
	});

	test('service: the committee is the venue, the role column the role, the years give the year it began', () => {
		const profile = parse([
			'## Committees',
			'| Years | Committee | Role |',
			'| --- | --- | --- |',
			'| 2020 – present | Ethics Review Board, Fellgate General Hospital | Vice-chair |',
			'| 2023 | Regional Guidelines Panel | Member |',
		]);
		expect(profile.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([
			{ role: 'Vice-chair', venue: 'Ethics Review Board, Fellgate General Hospital', year: 2020 },
			{ role: 'Member', venue: 'Regional Guidelines Panel', year: 2023 },
		]);
	});

	test('awards: the award, who gave it, the year; an empty cell is no field', () => {
		const profile = parse(['## Honors', '| Year | Award | Organization |', '| --- | --- | --- |', '| 2016 | Lister Prize for Clinical Research | Royal Northern Society |', '| 2012 | Best Poster | — |']);
		expect(profile.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
			{ title: 'Lister Prize for Clinical Research', issuer: 'Royal Northern Society', year: 2016 },
			{ title: 'Best Poster', issuer: undefined, year: 2012 },
		]);
	});

	test('teaching: course, role, institution and the term as written', () => {
		const profile = parse(['## Teaching', '| Term | Course | Role | Institution |', '| --- | --- | --- | --- |', '| Fall 2021 | Renal Physiology | Lecturer | Ostmark University |']);
		expect(profile.teaching[0]).toMatchObject({ course: 'Renal Physiology', role: 'Lecturer', institution: 'Ostmark University', term: 'Fall 2021' });
	});

	test('a cell no field of a service entry holds leaves the row to the line reader, so nothing is dropped', () => {
		const profile = parse(['## Service', '| Year | Committee | Role | Hours |', '| --- | --- | --- | --- |', '| 2022 | Curriculum Committee | Member | 40 |']);
		expect(profile.service).toHaveLength(1);
		expect(JSON.stringify(profile.service[0]) + profile.unparsed.map((u) => u.text).join(' ')).toContain('40');
	});
});
