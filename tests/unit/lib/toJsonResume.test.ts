import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { toJsonResume } from '../../../src/lib/toJsonResume.ts';
import { ProfileSchema } from '../../../src/schema/profile.ts';
import { makeProfile, pub } from './makeProfile.ts';
import { jsonResumeErrors } from './validateJsonResume.ts';

const source = { line: 1, endLine: 1 };
const ada = makeProfile({
	slug: 'ada',
	name: 'Ada Example',
	headline: 'Analyst of engines',
	summary: 'Studies looms.',
	interests: ['looms', 'engines'],
	contact: {
		email: 'ada@example.org',
		homepage: 'https://ada.example.org',
		github: 'https://github.com/ada-x',
		orcid: 'https://orcid.org/0000-0002-1825-0097',
	},
	education: [
		{ institution: 'Example University', degree: 'PhD', field: 'Looms', dates: { start: '2019-09', end: 'present', raw: '09/2019 – Present' }, gpa: '4.0', source },
	],
	experience: [
		{
			organization: 'Loom Works',
			role: 'Intern',
			dates: { start: '2021-06', end: '2021-09', raw: 'Jun–Sep 2021' },
			periods: [
				{ start: '2021-06', end: '2021-09', raw: 'Jun–Sep 2021' },
				{ start: '2022', end: '2022', raw: 'Summer 2022' },
			],
			highlights: ['Built a loom'],
			source,
		},
	],
	publications: [pub('Tiny Engines', { authors: ['Ada Example'], venue: 'LOOM', year: 2021, doi: '10.1/x' })],
	awards: [{ title: 'Best Loom', issuer: 'LOOM', year: 2021, source }],
	talks: [{ title: 'On Looms', host: 'Loom Club', date: '2022-03', source }],
	service: [{ role: 'Reviewer', venue: 'LOOM', year: 2023, source }],
	teaching: [{ course: 'Weaving', code: 'WV 101', role: 'TA', institution: 'Example University', term: 'Fall 2020', source }],
	projects: [{ title: 'Loom OS', role: 'Lead', organization: 'Loom Works', dates: { start: '2020', raw: '2020' }, summary: 'An OS for looms.', url: 'https://example.org/loom', source }],
});

describe('toJsonResume', () => {
	const resume = toJsonResume(ada, 'https://example.org/people/ada/resume.json');

	test('is valid against the published @jsonresume/schema', () => {
		expect(jsonResumeErrors(resume)).toEqual([]);
	});

	test('maps basics, with contact handles as profiles', () => {
		expect(resume.basics).toEqual({
			name: 'Ada Example',
			label: 'Analyst of engines',
			email: 'ada@example.org',
			url: 'https://ada.example.org/',
			summary: 'Studies looms.',
			profiles: [
				{ network: 'GitHub', username: 'ada-x', url: 'https://github.com/ada-x' },
				{ network: 'ORCID', username: '0000-0002-1825-0097', url: 'https://orcid.org/0000-0002-1825-0097' },
			],
		});
		expect(resume.interests).toEqual([{ name: 'looms' }, { name: 'engines' }]);
	});

	test('omits the end date of a running range: "present" is not a JSON Resume date', () => {
		expect(resume.education).toEqual([
			{ institution: 'Example University', studyType: 'PhD', area: 'Looms', startDate: '2019-09', score: '4.0' },
		]);
	});

	test('writes one work entry per period of a position held twice', () => {
		expect(resume.work).toEqual([
			{ name: 'Loom Works', position: 'Intern', startDate: '2021-06', endDate: '2021-09', highlights: ['Built a loom'] },
			{ name: 'Loom Works', position: 'Intern', startDate: '2022', endDate: '2022', highlights: ['Built a loom'] },
		]);
	});

	test('keeps authors on publications and resolves the DOI as the URL', () => {
		expect(resume.publications).toEqual([
			{ name: 'Tiny Engines', publisher: 'LOOM', releaseDate: '2021', url: 'https://doi.org/10.1/x', authors: ['Ada Example'] },
		]);
	});

	test('turns talks and teaching into typed projects and service into volunteer work', () => {
		expect(resume.projects).toEqual([
			{ name: 'Loom OS', description: 'An OS for looms.', roles: ['Lead'], entity: 'Loom Works', startDate: '2020', url: 'https://example.org/loom' },
			{ type: 'talk', name: 'On Looms', entity: 'Loom Club', startDate: '2022-03' },
			{ type: 'teaching', name: 'Weaving (WV 101)', roles: ['TA'], entity: 'Example University', description: 'Fall 2020' },
		]);
		expect(resume.volunteer).toEqual([{ organization: 'LOOM', position: 'Reviewer', startDate: '2023' }]);
		expect(resume.awards).toEqual([{ title: 'Best Loom', awarder: 'LOOM', date: '2021' }]);
	});

	test('the validator is live: it rejects "present" as a date', () => {
		expect(jsonResumeErrors({ work: [{ name: 'X', endDate: 'present' }] })).not.toEqual([]);
	});

	test('a profile with no name and nothing else is still valid', () => {
		expect(jsonResumeErrors(toJsonResume(makeProfile({ slug: 'x' }), 'https://example.org/x'))).toEqual([]);
	});

	// Every profile the site is built from, real documents included.
	const dir = 'content/people';
	const files = (() => {
		try {
			return readdirSync(dir).filter((f) => f.endsWith('.json'));
		} catch {
			return [];
		}
	})();
	test.skipIf(files.length === 0).each(files)('the built profile %s maps to a valid JSON Resume', (file) => {
		const profile = ProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
		expect(jsonResumeErrors(toJsonResume(profile, 'https://example.org/r.json'))).toEqual([]);
	});
});
