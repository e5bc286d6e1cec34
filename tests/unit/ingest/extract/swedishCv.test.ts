import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A Swedish docent's CV as text copied from a PDF: numbered parts, Swedish headings, a page's
// number counted "1 (2)" under the running title. Every line invented.
const CV = [
	'CURRICULUM VITAE',
	'Karin Ek Lund, med.dr, docent',
	'Universitetslektor i arbetsmiljömedicin',
	'Institutionen för hälsovetenskap, Lunds universitet',
	'',
	'1. Utbildning',
	'2003–2006 Master of Public Health (MPH), Lunds universitet',
	'',
	'2. Anställningar',
	'sedan 2020 Universitetslektor, Institutionen för hälsovetenskap, Lunds universitet',
	'2014–2020 Forskare, Avdelningen för arbetsmiljö, Region Skåne',
	'2009–2014 Doktorand, Institutionen för hälsovetenskap, Lunds universitet',
	'1 (2)',
	'Karin Ek Lund – CV 2025-02-03',
	'',
	'3. Pedagogisk verksamhet',
	'ht 2021– Kursansvarig, Epidemiologi I (7,5 hp), Lunds universitet',
	'',
	'4. Uppdrag',
	'Ledamot, Fakultetsstyrelsen, Lunds universitet, 2021–2024',
	'',
	'5. Priser och utmärkelser',
	'2016 Pris för bästa avhandling, Lunds universitet',
].join('\n');

describe("a Swedish docent's CV", () => {
	const { profile, sections } = parseText('cv.txt', CV);

	test('numbered parts under Swedish headings open sections of their kinds', () => {
		expect(sections.map((s) => s.kind)).toEqual(['header', 'education', 'experience', 'teaching', 'service', 'awards']);
	});

	test('the name is read without the degree and the title after it', () => {
		expect(profile.name).toBe('Karin Ek Lund');
	});

	test('posts are read with the role, the unit and the organisation, "sedan" leaving the latest open', () => {
		expect(profile.experience?.map((e) => [e.role, e.team, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Universitetslektor', 'Institutionen för hälsovetenskap', 'Lunds universitet', '2020', 'present'],
			['Forskare', 'Avdelningen för arbetsmiljö', 'Region Skåne', '2014', '2020'],
			['Doktorand', 'Institutionen för hälsovetenskap', 'Lunds universitet', '2009', '2014'],
		]);
	});

	test('a seat on a board is service held as a member ("Ledamot"); a prize is given by the university after it', () => {
		expect(profile.service?.map((x) => [x.role, x.venue, x.year])).toEqual([['Ledamot', 'Fakultetsstyrelsen, Lunds universitet', 2021]]);
		expect(profile.awards?.map((a) => [a.title, a.issuer, a.year])).toEqual([['Pris för bästa avhandling', 'Lunds universitet', 2016]]);
	});

	test('the page number and the running title under it are no part of any entry', () => {
		expect(JSON.stringify(profile)).not.toContain('CV 2025');
		expect(profile.unparsed?.map((u) => u.text)).not.toContain('1 (2)');
	});
});
