import { describe, expect, test } from 'vitest';
import { parseText } from '../../../src/ingest/index.ts';
import { inlineLynxReferences } from '../../../src/ingest/lynxReferences.ts';

/** A faculty page as `lynx -dump` saves it: numbered links, lists set in a margin, the addresses at the end. */
const PAGE = [
	'   #[1]Hollin Lab » Feed',
	'',
	'                               Ines Marchetti-Obi',
	'',
	'   Professor of Geography',
	'   Email: [2]i.marchetti@hollin.example.edu | Phone: (555) 010-2000',
	'   [3]Google Scholar | [4]ORCID | [5]GitHub',
	'',
	'Positions',
	'',
	'     * Professor, Department of Geography and Environmental Studies, Hollin',
	'       University, 2019-present',
	'     * Lecturer, School of Earth Sciences, Tarrow College, 2012-2019',
	'',
	'   * = student co-author. Slides are [6]here.',
	'',
	'References',
	'',
	'   Visible links:',
	'   1. https://hollin.example.edu/feed/',
	'   2. mailto:i.marchetti@hollin.example.edu',
	'   3. https://scholar.google.com/citations?user=AbC123',
	'   4. https://orcid.org/0000-0002-1825-0097',
	'   5. https://github.com/imarchetti',
	'   6. https://hollin.example.edu/slides.pdf',
].join('\n');

describe('inlineLynxReferences', () => {
	test('writes each numbered link as a markdown link, the list at the end as layout, and takes the lists\' margin away', () => {
		const lines = inlineLynxReferences(PAGE).split('\n');
		expect(lines[0]).toBe('<!-- #[1]Hollin Lab » Feed -->');
		expect(lines[5]).toBe('Email: [i.marchetti@hollin.example.edu](mailto:i.marchetti@hollin.example.edu) | Phone: (555) 010-2000');
		expect(lines[6]).toBe('[Google Scholar](https://scholar.google.com/citations?user=AbC123) | [ORCID](https://orcid.org/0000-0002-1825-0097) | [GitHub](https://github.com/imarchetti)');
		expect(lines.slice(10, 13)).toEqual(['* Professor, Department of Geography and Environmental Studies, Hollin', '  University, 2019-present', '* Lecturer, School of Earth Sciences, Tarrow College, 2012-2019']);
		expect(lines[14]).toBe('* = student co-author. Slides are [here.](https://hollin.example.edu/slides.pdf)');
		expect(lines.slice(16)).toEqual(['<!-- References -->', '', '<!-- Visible links: -->', ...PAGE.split('\n').slice(19).map((l) => `<!-- ${l.trim()} -->`)]);
		expect(lines).toHaveLength(PAGE.split('\n').length);
	});

	test('leaves a document with no list of references, or a CV\'s "References" of referees, as it is', () => {
		const cv = 'Ada Reed\n\nReferences\n\nProf. B. Low, Tarrow College [1]';
		expect(inlineLynxReferences(cv)).toBe(cv);
	});

	test('leaves a citation\'s label alone, even above a closing list of numbered links', () => {
		const cv = '[1] A. Reed, Moss, Bryology 3 (2020).\n\nReferences\n\n1. https://example.org/moss';
		expect(inlineLynxReferences(cv).split('\n')[0]).toBe('[1] A. Reed, Moss, Bryology 3 (2020).');
	});
});

describe('a faculty page saved by lynx', () => {
	const { profile: p } = parseText('page.txt', PAGE);

	test('reads its links as contacts and its list items as positions', () => {
		expect(p.contact).toMatchObject({ email: 'i.marchetti@hollin.example.edu', github: 'https://github.com/imarchetti', orcid: 'https://orcid.org/0000-0002-1825-0097', scholar: 'https://scholar.google.com/citations?user=AbC123' });
		expect(p.experience!.map((e) => [e.role, e.organization, e.dates?.raw])).toEqual([
			['Professor', 'Hollin University', '2019-present'],
			['Lecturer', 'Tarrow College', '2012-2019'],
		]);
	});
});
