import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A psychologist's CV page from an academic Jekyll site, every line invented: grants as list items
// over two lines with hard breaks, presentations grouped under a lower heading.
const CV = [
	'# Rosalind K. Ferreira',
	'',
	'## Grants',
	'',
	'- **National Institute of Mental Health**, R21 MH100001  ',
	'  *Daily sleep and mood in adolescents*  ',
	'  Role: Principal Investigator · $412,000 (total costs) · 09/2024–08/2026',
	'',
	'- **Westfold Research Foundation**, Early Career Award  ',
	'  *Phones at bedtime*  ',
	'  Role: Co-Investigator (PI: A. B. Hassan) · $20,000 · 01/2024–12/2025',
	'',
	'## Conference Presentations',
	'',
	'### Papers and Symposia',
	'',
	'- **Ferreira, R. K.**, & Lund, A. (2024, April 18–20). *Bedtime screens and next-day mood* [Paper presentation]. Society for Research on Adolescence Biennial Meeting, Chicago, IL, United States.',
].join('\n');

describe("an academic site's CV page", () => {
	const { profile } = parseText('cv.md', CV);

	test('a grant written as a list item over lines is a funded project: funder, title, part and years', () => {
		expect(profile.projects?.map((p) => [p.title, p.organization, p.role, p.dates?.start, p.dates?.end])).toEqual([
			['Daily sleep and mood in adolescents', 'National Institute of Mental Health', 'Principal Investigator', '2024-09', '2026-08'],
			['Phones at bedtime', 'Westfold Research Foundation', 'Co-Investigator', '2024-01', '2025-12'],
		]);
		expect(profile.awards).toEqual([]);
	});

	test('a heading a level below the presentations names a group of them; a paper presented is a talk with its month and the city apart', () => {
		expect(profile.talks?.map((t) => [t.title, t.host, t.location, t.date])).toEqual([
			['Bedtime screens and next-day mood', 'Society for Research on Adolescence Biennial Meeting', 'Chicago, IL, United States', '2024-04'],
		]);
		expect(profile.publications).toEqual([]);
	});
});
