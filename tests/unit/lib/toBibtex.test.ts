import { describe, expect, test } from 'vitest';
import { citationKey } from '../../../src/lib/citationKey.ts';
import { toBibtex } from '../../../src/lib/toBibtex.ts';
import { toCsl } from '../../../src/lib/toCsl.ts';
import { pub } from './makeProfile.ts';
import { PublicationSchema, type Publication } from '../../../src/schema/publication.ts';

const make = (title: string, extra: Record<string, unknown> = {}): Publication =>
	PublicationSchema.parse(pub(title, extra));

const paper = make('Tiny Engines: Fast & Cheap Looms at 50%', {
	authors: ['Ada Lécuyer', 'van der Berg, Anna', 'Bo Sample'],
	venue: 'LOOM',
	venueFull: 'Proceedings of the 3rd Symposium on Looms (LOOM 2021)',
	year: 2021,
	type: 'conference',
	doi: 'https://doi.org/10.1145/1234.5678',
	url: 'https://example.org/paper.pdf',
});

describe('citationKey', () => {
	test.each([
		['Lin', 2026, 'HybridGen: Efficient Inference', 'lin2026hybridgen'],
		['Lécuyer', 2022, 'The Effect of Data', 'lecuyer2022effect'],
		[undefined, undefined, 'On a Note', 'anonndnote'],
		['林', 2020, '模型', 'anon2020'],
	])('%s, %s, "%s" → %s', (family, year, title, key) => {
		expect(citationKey(family, year, title)).toBe(key);
	});
});

describe('toCsl', () => {
	test('maps a conference paper to paper-conference with split names, bare DOI and the long venue', () => {
		expect(toCsl(paper)).toMatchObject({
			id: 'lecuyer2021tiny',
			type: 'paper-conference',
			author: [
				{ given: 'Ada', family: 'Lécuyer' },
				{ given: 'Anna', family: 'Berg', 'non-dropping-particle': 'van der' },
				{ given: 'Bo', family: 'Sample' },
			],
			'container-title': 'Proceedings of the 3rd Symposium on Looms (LOOM 2021)',
			issued: { 'date-parts': [[2021]] },
			DOI: '10.1145/1234.5678',
			URL: 'https://example.org/paper.pdf',
		});
	});

	test.each([
		['journal', 'article-journal'],
		['preprint', 'article'],
		['thesis', 'thesis'],
		['workshop', 'paper-conference'],
		['other', 'document'],
	])('maps type %s to CSL %s', (type, csl) => {
		expect(toCsl(make('T', { type, venue: 'V' })).type).toBe(csl);
	});

	test('says a status other than published in a note', () => {
		expect(toCsl(make('T', { type: 'conference', status: 'under-review' })).note).toBe('Under review');
		expect(toCsl(make('T', { type: 'preprint', status: 'preprint', venue: 'arXiv' })).note).toBeUndefined();
	});

	test('drops a URL that is not http(s), should one get past the schema', () => {
		const hostile = { ...make('T'), url: 'javascript:alert(1)' };
		expect(toCsl(hostile).URL).toBeUndefined();
	});
});

describe('toBibtex', () => {
	test('writes an @inproceedings entry with BibTeX name order and escaped specials', () => {
		const bib = toBibtex(paper);
		expect(bib).toMatch(/^@inproceedings\{lecuyer2021tiny,\n/);
		// Accents become LaTeX accents, which every BibTeX toolchain reads.
		expect(bib).toContain("author = {L{\\' e}cuyer, Ada and van der Berg, Anna and Sample, Bo}");
		// Capitalised words are braced, so styles that lower-case titles keep them.
		expect(bib).toContain('booktitle = {Proceedings of the 3rd {Symposium} on {Looms} ({LOOM} 2021)}');
		expect(bib).toContain('doi = {10.1145/1234.5678}');
		expect(bib).toContain('year = {2021}');
		// "&" and "%" are LaTeX specials; unescaped they break the .bib file.
		expect(bib).toMatch(/title = \{.*\\& .*50\\%\}/);
		expect(bib.endsWith('}\n')).toBe(true);
	});

	test('writes a journal article with its journal and a thesis with its school', () => {
		expect(toBibtex(make('J', { type: 'journal', venue: 'Journal of Looms', year: 2020 }))).toMatch(
			/^@article\{anon2020,[\s\S]*journal = \{Journal of Looms\}/
		);
		expect(toBibtex(make('T', { type: 'thesis', venue: 'Example University' }))).toMatch(
			/^@phdthesis\{[\s\S]*school = \{Example University\}/
		);
		expect(toBibtex(make("A Master's Thesis on Looms", { type: 'thesis' }))).toMatch(/^@mastersthesis\{/);
	});

	test('writes a publication without type or venue as @misc', () => {
		expect(toBibtex(make('Loose Note'))).toMatch(/^@misc\{anonndloose,/);
	});

	test('leaves the author field out when no author is known, instead of an empty one', () => {
		const bib = toBibtex(make('Anonymous Report', { authors: [], type: 'journal', venue: 'Looms', year: 2020 }));
		expect(bib).not.toContain('author');
		expect(bib).toContain('journal = {Looms}');
	});
});
