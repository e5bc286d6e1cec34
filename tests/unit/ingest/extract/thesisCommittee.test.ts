import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for this test, in the shape an academicpages `cv.md` lists a degree. */
describe("a thesis's committee", () => {
	test('"Advisor: X; committee: A, B": the committee examined the thesis, and no member of it is an advisor', () => {
		const p = parseLines('cv.md', [
			'# Rosa Tvedt-Amari',
			'',
			'## Education',
			'',
			'* Ph.D. in Sociology, University of Wisconsin–Madison, 2021',
			'  * Advisor: Prof. Anders Kallio; committee: Mira Osei, Jonah Feld',
		]);
		expect(p.education[0]!.advisors).toEqual(['Anders Kallio']);
		expect(p.education[0]!.details).toContain('committee: Mira Osei, Jonah Feld');
	});
});
