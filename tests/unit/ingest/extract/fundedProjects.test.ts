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
