import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for these tests, in the shape grant lists and Chinese faculty pages take. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe('a funded project written as a list of parts', () => {
	test('"Scheme (number), “Title”, dates, role": the quoted title, the scheme as its funder, the dates, the part taken', () => {
		const p = parse([
			'Wen Liqiang',
			'',
			'科研项目 Research Projects',
			'[1] 国家自然科学基金青年科学基金项目（52301234），“钠离子电池层状氧化物正极的相变机制”，2024.01-2026.12，主持',
			'[2] Northfield Science Foundation Pilot Grant (NSF-22-117), 2022–2023, Co-PI',
		]);
		expect(p.projects.map(({ title, organization, role, dates, highlights }) => ({ title, organization, role, dates, highlights }))).toEqual([
			{ title: '钠离子电池层状氧化物正极的相变机制', organization: '国家自然科学基金青年科学基金项目', role: '主持', dates: { start: '2024-01', end: '2026-12', raw: '2024.01-2026.12' }, highlights: ['52301234'] },
			{ title: 'Northfield Science Foundation Pilot Grant', organization: undefined, role: 'Co-PI', dates: { start: '2022', end: '2023', raw: '2022–2023' }, highlights: ['NSF-22-117'] },
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe("an Indian CV's sponsored and consultancy projects", () => {
	const p = parse([
		'Rohan Das',
		'',
		'SPONSORED RESEARCH PROJECTS',
		'(a) Ongoing',
		'1.\tTitle: Bead height control for arc additive manufacturing',
		'\tFunding Agency: DST-SERB (Core Research Grant, CRG/2021/000001)',
		'\tAmount: Rs. 40.00 lakhs\tDuration: 2021 – 2024 (extended up to 31/03/2025)\tRole: PI',
		'(b) Completed',
		'2.\tTitle: Friction stir processing of brake rotors',
		'\tFunding Agency: ISRO RESPOND (ISRO/RES/3/001/2016-17)',
		'\tAmount: Rs. 20.00 lakhs\tDuration: 3 years (01/03/2016 – 28/02/2019)\tRole: Co-PI',
		'',
		'CONSULTANCY PROJECTS',
		'1.\tFailure analysis of boiler tube welds – Example Power Ltd., Riverside Station (2020), Rs. 4.00 lakhs, PI',
		'',
		'PH.D. STUDENTS GUIDED',
		'1\tMr. Anil Bora\tResidual stress in arc-deposited walls\t2022\tSole',
	]);

	test('labelled records are projects: the funder before its scheme and number, the dates a duration names and the end it was extended to', () => {
		expect(p.projects.slice(0, 2).map((x) => [x.title, x.organization, x.role, x.dates?.start, x.dates?.end])).toEqual([
			['Bead height control for arc additive manufacturing', 'DST-SERB', 'PI', '2021', '2025-03'],
			['Friction stir processing of brake rotors', 'ISRO RESPOND', 'Co-PI', '2016-03', '2019-02'],
		]);
	});

	test("a consultancy's client and year, the fee and the part taken, after its title; labels and the students guided are no projects", () => {
		expect(p.projects.slice(2).map((x) => [x.title, x.organization, x.role, x.dates?.start, x.dates?.end])).toEqual([
			['Failure analysis of boiler tube welds', 'Example Power Ltd., Riverside Station', 'PI', '2020', '2020'],
		]);
		expect(p.projects).toHaveLength(3);
		expect(p.unparsed.map((u) => u.text)).toContain('Mr. Anil Bora Residual stress in arc-deposited walls 2022 Sole');
	});
});

describe('grants under a heading of grants, dated first, each with a quoted title', () => {
	const p = parse([
		'Owen Trelawney',
		'',
		'4. Research Grants',
		'',
		'2022 – 2026\tNIHR Health Technology Assessment Programme (NIHR140001)',
		'\t“HEPA-STEP: a randomised trial of stepped fibrosis screening in primary care”',
		'\tChief Investigator. £1,210,000',
		'2018\tBritish Liver Trust (Research Award, University of Exeter). “Urinary markers of alcohol-related hepatitis”, £24,000 (co-applicant)',
	]);

	test('each is a project: its funder without the bracket after it, its quoted title, its dates (one year begins and ends in it), the part taken', () => {
		expect(p.projects.map(({ title, organization, role, dates }) => [title, organization, role, dates?.start, dates?.end])).toEqual([
			['HEPA-STEP: a randomised trial of stepped fibrosis screening in primary care', 'NIHR Health Technology Assessment Programme', 'Chief Investigator', '2022', '2026'],
			['Urinary markers of alcohol-related hepatitis', 'British Liver Trust', 'co-applicant', '2018', '2018'],
		]);
		expect(p.awards ?? []).toEqual([]);
	});
});
