import { describe, expect, test } from 'vitest';
import { parseLines } from '../../parseLines.ts';

/** Every line below is invented for these tests, in the shape a Sphinx CV (reStructuredText) lists its software. */
const parse = parseLines;

describe('a software list: name, a dash, what it does, the part taken and when, and a DOI under it', () => {
	test('reStructuredText: its links read as links, each item one project', () => {
		const p = parse('cv.rst', [
			'Halvard Q. Brennsund',
			'====================',
			'',
			'Software',
			'--------',
			'',
			'* `latticeflow <https://github.com/hqb/latticeflow>`_ — sparse solvers for lattice models',
			'  on GPUs (C++/CUDA). Lead developer, 2020 – present.',
			'  DOI: `10.5281/zenodo.1234567 <https://doi.org/10.5281/zenodo.1234567>`_',
			'* `qspin-bench <https://github.com/hqb/qspin-bench>`_ — benchmark spin models. Maintainer, 2018 – 2021.',
		]);
		expect(p.projects.map(({ title, summary, role, dates, url, doi }) => ({ title, summary, role, dates, url, doi }))).toEqual([
			{ title: 'latticeflow', summary: 'sparse solvers for lattice models on GPUs (C++/CUDA)', role: 'Lead developer', dates: { start: '2020', end: 'present', raw: '2020 – present' }, url: 'https://github.com/hqb/latticeflow', doi: '10.5281/zenodo.1234567' },
			{ title: 'qspin-bench', summary: 'benchmark spin models', role: 'Maintainer', dates: { start: '2018', end: '2021', raw: '2018 – 2021' }, url: 'https://github.com/hqb/qspin-bench', doi: undefined },
		]);
		expect(p.unparsed).toEqual([]);
	});
});
