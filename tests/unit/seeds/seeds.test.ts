import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFile } from '../../../src/ingest/index.ts';
import { validateProfile } from '../../../src/ingest/validate.ts';
import type { Profile } from '../../../src/schema/index.ts';

const SEEDS = join(import.meta.dirname, '../../../seeds');
const seed = (prefix: string): Profile => {
	const file = readdirSync(SEEDS).find((f) => f.startsWith(prefix))!;
	const { profile } = parseFile(join(SEEDS, file));
	return validateProfile(profile, file);
};

// Every expectation below was read off the seed document itself (line numbers in comments).

describe('seed 000: a web profile with a tagline and topic groups', () => {
	const p = seed('000_');
	test('name and native-script name from line 1', () => {
		expect([p.name, p.nativeName, p.slug]).toEqual(['Mao Lin', '林茂', 'mao-lin']);
	});
	test('experience "Org - Role" over a date glued to the place (lines 9–10)', () => {
		expect(p.experience[0]).toMatchObject({ organization: 'Samsung', role: 'Research Intern', location: 'San Jose, CA, USA', dates: { start: '2026-05', end: '2026-08' } });
		expect(p.experience).toHaveLength(4);
	});
	test('publications carry their topic group, venue and type (lines 21–35)', () => {
		expect(p.publications.map((x) => [x.venue, x.year, x.type, x.group])).toEqual([
			['CGO', 2026, 'conference', 'GPU Memory Profiling'],
			['EuroMLSys', 2025, 'workshop', 'GPU Memory Profiling'],
			['ASPLOS', 2023, 'conference', 'GPU Memory Profiling'],
			['arXiv', 2026, 'preprint', 'GPU Memory Optimization'],
			['ISCA', 2025, 'conference', 'GPU Memory Optimization'],
			['PyTorch Conference', 2022, 'poster', 'GPU Memory Optimization'],
		]);
		expect(p.publications[5]!.title).toBe('Squeezing GPU Memory Usage in PyTorch');
	});
	test('education and interests come out of the About Me prose (lines 5–6)', () => {
		expect(p.education.map((e) => [e.institution, e.degree])).toEqual([['UC Merced', undefined], ['Shandong University', 'M.S.'], ['Shandong University', 'B.E.']]);
		expect(p.interests).toHaveLength(4);
	});
});

describe('seed 001: a markdown CV with bold institutions', () => {
	const p = seed('001_');
	test('contact links from the header (lines 5–7)', () => {
		expect(p.contact).toEqual({ github: 'https://github.com/lazycal', email: 'jinkun.lin@nyu.edu' });
	});
	test('a position held twice keeps both periods (line 37)', () => {
		const twice = p.experience.find((e) => e.periods);
		expect(twice?.periods?.map((d) => d.raw)).toEqual(['05/2023 – 11/2023', '03/2024 – 08/2024']);
		expect(twice?.team).toBe('AML Group');
	});
	test('eight publications, authors without equal-contribution marks (lines 64–112)', () => {
		expect(p.publications).toHaveLength(8);
		expect(p.publications[3]!.authors).toContain('Jinkun Lin');
		expect(p.publications.flatMap((x) => x.authors).some((a) => /[*(]/.test(a))).toBe(false);
		expect(p.publications[2]).toMatchObject({ status: 'preprint', type: 'preprint' });
		expect(p.publications[6]).toMatchObject({ venue: 'IEEE Transactions on Image Processing', type: 'journal', year: 2019 });
	});
	test('awards, service and teaching (lines 114–127)', () => {
		expect(p.awards[0]).toMatchObject({ title: 'Distinguished Artifact Award', issuer: 'ASPLOS', year: 2023 });
		expect(p.service[0]).toMatchObject({ venue: 'EuroSys', year: 2023 });
		expect(p.teaching.map((t) => t.term)).toEqual(['Fall 2015', 'Fall 2021']);
	});
});

describe('seed 002: no header, the owner in bold', () => {
	const p = seed('002_');
	test('the name is the bold author', () => {
		expect(p.name).toBe('Mike He');
	});
	test('"Est." end date and GPA (lines 7–11)', () => {
		expect(p.education[0]).toMatchObject({ institution: 'University of Washington', location: 'Seattle', dates: { start: '2018-09', end: '2022-06' }, gpa: '3.79 / 4.00' });
	});
	test('status from "(Under review at PLDI \'22)" and workshop type from its section (lines 18, 22)', () => {
		expect(p.publications[1]).toMatchObject({ venue: 'PLDI', status: 'under-review', year: 2021 });
		expect(p.publications[2]).toMatchObject({ venue: 'LATTE', type: 'workshop' });
	});
	test('talks nested in an experience entry (lines 35–37)', () => {
		expect(p.talks.map((t) => [t.host, t.date])).toEqual([['Intel', '2021-09'], ['SRC ADA Center', '2021-09']]);
	});
	test('"Role @ Org" under a project heading (lines 26–30)', () => {
		expect(p.experience[0]).toMatchObject({ organization: 'PLSE', role: 'Research Assistant', dates: { end: 'present' } });
	});
});

describe('seed 003: PDF text with OCR damage and venue tags', () => {
	const p = seed('003_');
	test('the OCR-damaged label still yields interests (lines 10–11)', () => {
		expect(p.interests).toEqual(expect.arrayContaining(['Cloud Computing', 'GPU Multi-Tenancy']));
	});
	test('GPA out of LaTeX and a year column (lines 7–8)', () => {
		expect(p.education[0]).toMatchObject({ institution: 'Northeastern University', degree: 'Ph.D.', gpa: '4.0/4.0', dates: { end: '2024' } });
	});
	test('twelve publications; awards attached; "in press" is accepted (lines 67–121)', () => {
		expect(p.publications).toHaveLength(12);
		expect(p.publications.find((x) => x.title.startsWith('KAIROS'))?.awards).toEqual(['Best Paper Award Winner']);
		expect(p.publications.find((x) => x.title.startsWith('Sustainable Supercomputing'))?.status).toBe('accepted');
	});
	test('one award per venue listed under a shared title (lines 28–32)', () => {
		expect(p.awards.filter((a) => a.title === 'ACM and IEEE Student Travel Scholarships').map((a) => a.issuer)).toEqual(['IPDPS', 'HPDC', 'SoCC']);
	});
	test('open-source items with DOIs, media with outlets (lines 123–137)', () => {
		expect(p.projects[0]).toMatchObject({ title: 'MISO', doi: '10.5281/zenodo.7853719' });
		expect(p.media.map((m) => m.outlet)).toEqual(['Science News Explores', 'MIT News', 'MIT News', 'Dataconomy']);
	});
});

describe('seed 004: a portfolio without a name', () => {
	const { profile, warnings } = parseFile(join(SEEDS, readdirSync(SEEDS).find((f) => f.startsWith('004_'))!));
	test('has no name, a slug from the file, and a warning with the fix', () => {
		expect(profile.name).toBeNull();
		expect(profile.slug).toBe('004-e9b76740770edd7b');
		expect(warnings.join('\n')).toContain('name: Full Name');
	});
	test('six projects; the paid positions are also experience', () => {
		expect(profile.projects).toHaveLength(6);
		expect(profile.experience?.map((e) => e.role)).toEqual(['Research Scientist Intern', 'Research Scientist Intern', 'Research Assistant']);
	});
});

describe('nothing is lost', () => {
	test.each(readdirSync(SEEDS))('every non-empty line of %s is placed or listed as unparsed', (file) => {
		const { profile, lineCount } = parseFile(join(SEEDS, file));
		expect(lineCount).toBeGreaterThan(0);
		expect(profile.unparsed!.length).toBeLessThanOrEqual(2);
	});
});
