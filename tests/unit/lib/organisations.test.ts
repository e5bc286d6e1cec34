import { describe, expect, test } from 'vitest';
import { collectOrganisations } from '../../../src/lib/collectOrganisations.ts';
import { normaliseOrgName } from '../../../src/lib/normaliseOrgName.ts';
import { organisationAnchor } from '../../../src/lib/organisationAnchor.ts';
import { makeProfile } from './makeProfile.ts';

describe('normaliseOrgName', () => {
	test.each([
		['The University of Example at Northtown', 'University of Example, Northtown'],
		['University of Example', 'university of example'],
		['Univ. of Example', 'University of Example'],
		['Université d’Exemple', 'Universite d Exemple'],
		['Example Institute of Technology (EIT)', 'Example Institute of Technology'],
		['Loom Works, Inc.', 'Loom Works'],
		['Looms & Engines Lab', 'Looms and Engines Lab'],
	])('"%s" and "%s" are one place', (a, b) => {
		expect(normaliseOrgName(a)).toBe(normaliseOrgName(b));
	});

	test.each([
		// Word order matters: these are often two different schools.
		['University of Example', 'Example University'],
		// Acronyms are never expanded or guessed.
		['EIT', 'Example Institute of Technology'],
		['University of Example, Northtown', 'University of Example, Southtown'],
		['Example State University', 'Example University'],
	])('"%s" and "%s" stay apart', (a, b) => {
		expect(normaliseOrgName(a)).not.toBe(normaliseOrgName(b));
	});
});

describe('collectOrganisations', () => {
	const source = { line: 1, endLine: 1 };
	const ada = makeProfile({
		slug: 'ada',
		name: 'Ada',
		education: [{ institution: 'The University of Example', degree: 'PhD', field: 'Looms', source }],
		experience: [{ organization: 'Loom Works Inc.', role: 'Intern', dates: { start: '2021', end: '2022', raw: '2021–22' }, source }],
	});
	const bo = makeProfile({
		slug: 'bo',
		name: 'Bo',
		education: [{ institution: 'University of Example', degree: 'BSc', source }],
		experience: [{ organization: 'University of Example', role: 'Research assistant', source }],
		projects: [{ title: 'Loom OS', organization: 'Loom Works', source }],
	});
	const orgs = collectOrganisations([ada, bo]);

	test('merges spellings of one place, with everyone who was there and what they did', () => {
		expect(orgs.map((o) => o.name)).toEqual(['Loom Works Inc.', 'University of Example']);
		const uni = orgs.find((o) => o.name === 'University of Example')!;
		expect(uni.variants).toEqual(['The University of Example']);
		expect(uni.anchor).toBe(organisationAnchor('The University of Example'));
		expect(uni.members).toEqual([
			{ person: { slug: 'ada', name: 'Ada' }, roles: [{ kind: 'education', what: 'PhD, Looms', dates: undefined }] },
			{
				person: { slug: 'bo', name: 'Bo' },
				roles: [
					{ kind: 'education', what: 'BSc', dates: undefined },
					{ kind: 'experience', what: 'Research assistant', dates: undefined },
				],
			},
		]);
	});

	test('includes project organisations', () => {
		const works = orgs.find((o) => o.name === 'Loom Works Inc.')!;
		expect(works.variants).toEqual(['Loom Works']);
		expect(works.members.map((m) => m.roles.map((r) => r.kind))).toEqual([['experience'], ['project']]);
		expect(works.members[0]!.roles[0]!.dates).toBe('2021 – 2022');
	});
});
