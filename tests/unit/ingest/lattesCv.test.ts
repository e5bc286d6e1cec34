import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { sectionKindOf } from '../../../src/ingest/classify.ts';
import { splitSentences } from '../../../src/ingest/text.ts';

/** Every line below is invented for these tests, in the shape Brazil's Lattes platform exports a CV as text. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', lines);

describe('a Lattes CV', () => {
	test.each([
		['Formação acadêmica/titulação', 'education'],
		['Atuação Profissional', 'experience'],
		['Produção bibliográfica', 'publications'],
		['Artigos completos publicados em periódicos', 'publications'],
		['Apresentações de Trabalho', 'talks'],
		['Membro de corpo editorial', 'service'],
		['Revisor de periódico', 'service'],
		['Orientações', 'other'],
		['Identificação', 'contact'],
		['Áreas de atuação', 'interests'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('"v. 850, p. 3317-3332, 2023": a volume\'s and a page\'s letters end no sentence', () => {
		expect(splitSentences('Título do artigo. Hydrobiologia, v. 850, n. 4, p. 3317-3332, 2023.')).toEqual(['Título do artigo.', 'Hydrobiologia, v. 850, n. 4, p. 3317-3332, 2023.']);
	});

	test('ABNT citations, authors in capitals and a stray stop after the last initial, are read part by part', () => {
		const p = parse([
			'Marília Coutinho Varela',
			'',
			'Artigos completos publicados em periódicos',
			'1.\tVARELA, M. C.; PRADO-NUNES, T. A. ; LEITE, R. B. . Seasonal drift of stream insects in savanna headwaters. Freshwater Biology, v. 68, p. 1201-1215, 2023.',
			'2.\tLEITE, R. B.; VARELA, M. C. . Diversidade funcional de peixes em riachos do Cerrado. Acta Limnologica Brasiliensia, v. 31, n. 2, p. 45-60, 2019.',
		]);
		expect(p.publications.map(({ title, authors, venue, year, type }) => ({ title, authors, venue, year, type }))).toEqual([
			{ title: 'Seasonal drift of stream insects in savanna headwaters', authors: ['M. C. VARELA', 'T. A. PRADO-NUNES', 'R. B. LEITE'], venue: 'Freshwater Biology', year: 2023, type: 'journal' },
			{ title: 'Diversidade funcional de peixes em riachos do Cerrado', authors: ['R. B. LEITE', 'M. C. VARELA'], venue: 'Acta Limnologica Brasiliensia', year: 2019, type: 'journal' },
		]);
	});
});
