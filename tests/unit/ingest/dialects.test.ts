import { describe, expect, test } from 'vitest';
import { dialectOf, toMarkdown } from '../../../src/ingest/dialects.ts';
import { parseText } from '../../../src/ingest/index.ts';

describe('dialectOf', () => {
	test('knows org-mode and AsciiDoc by extension or by their first lines', () => {
		expect(dialectOf('cv.org', '')).toBe('org');
		expect(dialectOf('cv.adoc', '')).toBe('asciidoc');
		expect(dialectOf('cv.txt', '#+TITLE: CV\n#+AUTHOR: Ada Byron\n')).toBe('org');
		expect(dialectOf('cv.txt', '= Ada Byron\n:toc:\n\n== Education\n')).toBe('asciidoc');
		// A markdown file keeps markdown's reading, whatever it holds.
		expect(dialectOf('cv.md', '#+TITLE: CV\n')).toBe('markdown');
		expect(dialectOf('cv.txt', '# Ada Byron\n\n## Education\n')).toBe('markdown');
	});
});

describe('toMarkdown', () => {
	test('writes org-mode as markdown, a line for a line', () => {
		const org = [
			'#+TITLE: Curriculum Vitae',
			'#+AUTHOR: Ada Byron',
			'#+OPTIONS: toc:nil',
			'* Education :cv:',
			'** PhD, Mathematics, University of Elsewhere',
			'   :PROPERTIES:',
			'   :FROM: <2016-09-01 Thu>',
			'   :ADVISOR: Mary Somerville',
			'   :END:',
			'- [@3] *Byron A*, Babbage C. On engines. /Proc. Analytical Soc./ 2019--2020. [[https://doi.org/10.1/x][doi]]',
		].join('\n');
		const md = toMarkdown(org, 'org').split('\n');
		expect(md).toHaveLength(10);
		expect(md.slice(0, 5)).toEqual(['Curriculum Vitae', 'Ada Byron', '<!-- #+OPTIONS: toc:nil -->', '# Education', '## PhD, Mathematics, University of Elsewhere']);
		expect(md.slice(5, 9)).toEqual(['<!-- :PROPERTIES: -->', '2016-09-01', 'ADVISOR: Mary Somerville', '<!-- :END: -->']);
		expect(md[9]).toBe('- **Byron A**, Babbage C. On engines. *Proc. Analytical Soc.* 2019–2020. [doi](https://doi.org/10.1/x)');
	});

	test('an org en dash keeps the spaces around it: "Title -- Host" stays two parts, "2019--2020" one range', () => {
		expect(toMarkdown('- /Engines at scale/ -- Analytical Society, 2019--2020', 'org')).toBe('- *Engines at scale* – Analytical Society, 2019–2020');
	});

	test('writes AsciiDoc as markdown: titles, single-star bold, links, lists, and its settings as layout', () => {
		const adoc = ['= Ada Byron', ':icons: font', '== Education', '=== Ph.D., Robotics -- Elsewhere University, 2019', '** A nested item', '* *A. Byron*, C. Babbage. Engines. https://doi.org/10.1/x[doi]', '|===', '| 2019 | Lecturer'].join('\n');
		expect(toMarkdown(adoc, 'asciidoc').split('\n')).toEqual([
			'# Ada Byron',
			'<!-- :icons: font -->',
			'## Education',
			'### Ph.D., Robotics – Elsewhere University, 2019',
			'  * A nested item',
			'* **A. Byron**, C. Babbage. Engines. [doi](https://doi.org/10.1/x)',
			'<!-- |=== -->',
			'| 2019 | Lecturer |',
		]);
	});

	test('leaves markdown as it is', () => {
		expect(toMarkdown('* Education\n*bold*', 'markdown')).toBe('* Education\n*bold*');
	});
});

describe('a CV kept in org-mode', () => {
	const text = [
		'#+TITLE: Curriculum Vitae',
		'#+AUTHOR: Ada Byron',
		'',
		'* Education',
		'** PhD, Mathematics, University of Elsewhere',
		'   :PROPERTIES:',
		'   :FROM: <2016-09-01 Thu>',
		'   :END:',
		'* Publications',
		'- *Byron A*, Babbage C. On analytical engines. /Journal of Engines/ 12 (2019), 1--9.',
	].join('\n');
	const { profile, lineCount } = parseText('cv.org', text);

	test('reads its headlines as sections and its owner from #+AUTHOR', () => {
		expect(profile.name).toBe('Ada Byron');
		expect(profile.education?.[0]).toMatchObject({ degree: 'PhD', field: 'Mathematics', institution: 'University of Elsewhere' });
		expect(profile.publications?.[0]).toMatchObject({ title: 'On analytical engines', year: 2019 });
	});

	test('places every line: the drawer\'s fences as layout', () => {
		expect(lineCount).toBe(9);
		expect(profile.unparsed ?? []).toEqual([]);
	});
});

describe('an AsciiDoc table of positions', () => {
	const adoc = [
		':doi: https://doi.org/',
		'[cols="2,4,4", options="header"]',
		'|===',
		'| When | Role | Where',
		'',
		'| 2021 – present',
		'| Assistant Professor, School of Informatics',
		'| University of Elsewhere',
		'',
		'| Summer 2017 | Visiting Student Researcher | Tessellate Labs, Norhaven',
		'|===',
		'{doi}10.1145/3641102[doi] +',
		'+',
	];

	test('its header row is layout, a cell alone on its line its text, a row on one line a markdown row', () => {
		expect(toMarkdown(adoc.join('\n'), 'asciidoc').split('\n')).toEqual([
			'<!-- :doi: https://doi.org/ -->',
			'<!-- [cols="2,4,4", options="header"] -->',
			'<!-- |=== -->',
			'<!-- | When | Role | Where -->',
			'',
			'2021 – present',
			'Assistant Professor, School of Informatics',
			'University of Elsewhere',
			'',
			'| Summer 2017 | Visiting Student Researcher | Tessellate Labs, Norhaven |',
			'<!-- |=== -->',
			'[doi](https://doi.org/10.1145/3641102) +',
			'<!-- + -->',
		]);
	});
});

test('a line longer than any markup is left as it is, and a damaged line of brackets converts in one pass', () => {
	const long = `* ${':a'.repeat(1500)}`;
	expect(toMarkdown(long, 'org')).toBe(long);
	// "[[" over and over with no closing bracket: the link patterns are bounded, so each start is cheap.
	const brackets = `${'[['.repeat(900)}x`;
	expect(toMarkdown(brackets, 'org')).toBe(brackets);
	expect(toMarkdown(`[${'a'.repeat(1900)}`, 'asciidoc')).toBe(`[${'a'.repeat(1900)}`);
});
