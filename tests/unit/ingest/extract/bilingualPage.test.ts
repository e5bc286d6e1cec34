import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A Korean university's faculty page copied as text: headings and values in Korean with their
// English in brackets, a date column, Korean papers with Korean author lists, conference papers
// under a heading that says presentations, and the site's footer.
const PAGE = [
	'이하늘 (Haneul Lee)',
	'조교수 / Assistant Professor',
	'',
	'학력 (Education)',
	'2013.03 – 2018.02\t박사, 화학, KAIST (Ph.D. in Chemistry, KAIST)',
	'',
	'경력 (Career)',
	'2020.03 – 현재\t조교수, 한빛대학교 화학과 (Assistant Professor, Department of Chemistry, Hanbit University)',
	'',
	'연구실적 (Publications)',
	'[D1] 최민준, 이하늘*, "고체 전해질의 계면 저항 분석," 대한화학회지, 제65권, 제2호, pp. 101–109, 2021.',
	'',
	'학술대회 발표',
	'[C2] Minjun Choi, Haneul Lee*, "Interfacial Resistance in Solid Electrolytes," in Proc. of the Electrochemical Society Meeting (ECS 2022), Atlanta, GA, USA, Oct. 2022.',
	'[C1] Haneul Lee, Minjun Choi, "Sulfide Glass Electrolytes at Scale," International Battery Symposium (IBS 2019), Busan, Korea, May 2019.',
	'',
	'학회활동',
	'프로그램 위원 (Program Committee Member): ECS 2023',
	'',
	'연구실 구성원 보기',
	'최종수정일: 2025-01-10',
].join('\n');

describe('a bilingual faculty page', () => {
	const { profile } = parseText('page.txt', PAGE);

	test('a value given with its English in brackets is read in English, "현재" as present', () => {
		expect(profile.education?.map((e) => [e.institution, e.degree, e.field])).toEqual([['KAIST', 'Ph.D.', 'Chemistry']]);
		expect(profile.experience?.map((e) => [e.organization, e.role, e.dates?.end])).toEqual([['Hanbit University', 'Assistant Professor', 'present']]);
	});

	test('a paper whose authors are written in Hangul is read with its authors, the volume and issue no part of the journal', () => {
		expect(profile.publications?.[0]).toMatchObject({ title: '고체 전해질의 계면 저항 분석', authors: ['최민준', '이하늘'], venue: '대한화학회지', year: 2021 });
	});

	test('conference papers under a heading of presentations, cited with authors and in proceedings, are papers', () => {
		expect(profile.talks).toEqual([]);
		expect(profile.publications?.slice(1).map((p) => p.title)).toEqual(['Interfacial Resistance in Solid Electrolytes', 'Sulfide Glass Electrolytes at Scale']);
	});

	test('society activities are service, their label read in English; the footer is the page', () => {
		expect(profile.service?.map((s) => [s.role, s.venue])).toEqual([['Program Committee Member', 'ECS']]);
		expect(profile.unparsed?.map((u) => u.text)).toEqual(expect.arrayContaining(['연구실 구성원 보기', '최종수정일: 2025-01-10']));
	});
});

test('a date opening a line set in columns by spaces stays with the value read in English', () => {
	const page = ['张明 (Ming Zhang)', '', '工作经历 Work Experience', '2021.07-至今  清华大学土木工程系  副教授 (Associate Professor, Department of Civil Engineering, Tsinghua University)'].join('\n');
	expect(parseText('page.txt', page).profile.experience?.map((e) => [e.organization, e.role, e.dates?.start, e.dates?.end])).toEqual([['Tsinghua University', 'Associate Professor', '2021-07', 'present']]);
});
