import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { sectionKindOf } from '../../../src/ingest/classify.ts';

/** Every line below is invented for these tests, in the shape Portugal's CIÊNCIAVITAE export is copied as text: table cells joined by tabs. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', ['Teresa Barros Quintela', '', ...lines]);

describe('a CIÊNCIAVITAE CV', () => {
	test.each([
		['Percurso profissional', 'experience'],
		['Curso / Disciplina lecionado', 'teaching'],
		['Júri de grau académico', 'service'],
		['Membro de comissão', 'service'],
		['Arbitragem científica em revista', 'service'],
		['Participação em evento', 'talks'],
		['Entrevista', 'media'],
		['Membro de associação', 'other'],
		['Resumo de CV', 'summary'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('a table whose tab-set header names its columns is read by those names', () => {
		const p = parse([
			'Percurso profissional',
			'Datas\tCargo/Categoria\tInstituição de acolhimento',
			'2020/03 - Atual\tInvestigador Auxiliar (Investigação)\tUniversidade do Minho, Portugal',
			'Júri de grau académico',
			'Data\tTema\tTipo de participação\tNome do candidato (Tipo de grau)\tInstituição / Organização',
			'2023/05/10\tModelação de leitos fluidizados\tVogal\tRui Sampaio Dias (Mestrado)\tUniversidade do Porto, Portugal',
			'Arbitragem científica em revista',
			'Datas\tNome da revista (ISSN)\tEditora',
			'2019/01 - Atual\tChemical Engineering Science (0009-2509)\tElsevier',
			'Participação em evento',
			'Data\tDescrição da atividade\tTipo de evento\tNome do evento\tInstituição / Organização',
			'2022/10/04\tPalestrante convidado: "Fluidised beds at small scale"\tSeminário\tCEFT Seminar Series\tUniversidade do Porto, Portugal',
		]);
		expect(p.experience.map(({ role, dates }) => ({ role, start: dates?.start, end: dates?.end }))).toEqual([{ role: 'Investigador Auxiliar (Investigação)', start: '2020-03', end: 'present' }]);
		expect(p.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([
			{ role: 'Vogal', venue: 'Universidade do Porto, Portugal', year: 2023 },
			{ role: 'Arbitragem científica em revista', venue: 'Chemical Engineering Science', year: 2019 },
		]);
		expect(p.talks.map(({ title, host, date }) => ({ title, host, date }))).toEqual([{ title: 'Fluidised beds at small scale', host: 'CEFT Seminar Series', date: '2022-10' }]);
	});

	test('a header that leaves the dates unnamed names no cells', () => {
		const p = parse(['Projetos', 'Designação\tFinanciadores', '2019/01 - 2022/12\tFluidised-bed gasification of forest residues', '\tFundação para a Ciência e a Tecnologia']);
		expect(p.projects.map(({ title, dates }) => ({ title, start: dates?.start }))).toEqual([{ title: 'Fluidised-bed gasification of forest residues', start: '2019-01' }]);
	});

	test('numbered articles with names inverted and semicolons between them, their state on the line under them', () => {
		const p = parse([
			'Publicações',
			'Artigo em revista',
			'1\tSampaio, Rui; Quintela, Teresa Barros. "Attrition of sand in bubbling beds". Powder Technology 431 2 (2024): 119-130. http://dx.doi.org/10.1016/j.powtec.2024.000001',
			'\tPublicado',
			'2\tQuintela, T. B.; Dias, Rui S.. "Heat transfer to immersed tubes". Chemical Engineering Journal (2025).',
			'\tSubmetido',
		]);
		expect(p.publications.map(({ title, authors, venue, year, status, type }) => ({ title, authors, venue, year, status, type }))).toEqual([
			{ title: 'Attrition of sand in bubbling beds', authors: ['Sampaio, Rui', 'Quintela, Teresa Barros'], venue: 'Powder Technology', year: 2024, status: 'published', type: 'journal' },
			{ title: 'Heat transfer to immersed tubes', authors: ['Quintela, T. B.', 'Dias, Rui S'], venue: 'Chemical Engineering Journal', year: 2025, status: 'under-review', type: 'journal' },
		]);
	});
});
