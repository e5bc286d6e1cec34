import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { sectionKindOf } from '../../../src/ingest/classify.ts';
import { parseDateRange } from '../../../src/ingest/dates.ts';

/** Every line below is invented for these tests, in the shape Colombia's CvLAC (Minciencias) page is copied as text: table cells joined by tabs. */
const parse = (lines: readonly string[]) => parseLines('cv.txt', ['Mariela Ocampo Restrepo', '', ...lines]);

describe('a CvLAC CV', () => {
	test.each([
		['Áreas de actuación', 'interests'],
		['Jurado en comités de evaluación', 'service'],
		['Jurado/Comisiones evaluadoras de trabajo de grado', 'service'],
		['Datos generales', 'contact'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('"Agosto de 2017 de Actual": the range\'s ends joined by "de"', () => {
		expect(parseDateRange('Agosto de 2017 de Actual')).toEqual({ start: '2017-08', end: 'present', raw: 'Agosto de 2017 de Actual' });
		expect(parseDateRange('Marzo de 2010 de Mayo de 2014')).toEqual({ start: '2010-03', end: '2014-05', raw: 'Marzo de 2010 de Mayo de 2014' });
	});

	test('an employer\'s block: its hours, dates, the courses taught there and the post labelled "Cargo:"', () => {
		const p = parse([
			'Experiencia profesional',
			'Universidad del Cauca - Sede Popayán',
			'Dedicación: 40 horas semanales',
			'Marzo de 2015 de Actual',
			'Actividades de docencia',
			'- Pregrado - Biología',
			'Nombre del curso: Ecología de Poblaciones, Marzo de 2015 - Actual',
			'',
			'Instituto Alexander von Humboldt',
			'Dedicación: 20 horas semanales',
			'Enero de 2011 de Diciembre de 2014',
			'Actividades administrativas',
			'Cargo: Coordinadora de Monitoreo, Enero de 2011 - Diciembre de 2014',
		]);
		expect(p.experience.map(({ organization, role, dates }) => ({ organization, role, start: dates?.start, end: dates?.end }))).toEqual([
			{ organization: 'Universidad del Cauca - Sede Popayán', role: undefined, start: '2015-03', end: 'present' },
			{ organization: 'Instituto Alexander von Humboldt', role: 'Coordinadora de Monitoreo', start: '2011-01', end: '2014-12' },
		]);
		expect(p.teaching.map(({ course, institution, term }) => ({ course, institution, term }))).toEqual([
			{ course: 'Ecología de Poblaciones', institution: 'Universidad del Cauca - Sede Popayán', term: 'Marzo de 2015 - Actual' },
		]);
	});

	test('an article: the kind before the authors, the country after the title, the ISSN line and the numbers line', () => {
		const p = parse([
			'Artículos',
			'Producción bibliográfica - Artículo - Publicado en revista especializada',
			'1.',
			'Publicado en revista especializada: MARIELA OCAMPO RESTREPO, JULIAN ANDRES TORO LEAL, "Dispersión de semillas por murciélagos en bosques secos" . En: Colombia',
			'Caldasia  ISSN: 0366-5232  ed: Universidad Nacional de Colombia',
			'v.41 fasc.2 p.301 - 315 ,2019,  DOI: 10.15446/caldasia.v41n2.00001',
		]);
		expect(p.publications.map(({ title, authors, venue, year, type, doi }) => ({ title, authors, venue, year, type, doi }))).toEqual([
			{
				title: 'Dispersión de semillas por murciélagos en bosques secos',
				authors: ['MARIELA OCAMPO RESTREPO', 'JULIAN ANDRES TORO LEAL'],
				venue: 'Caldasia',
				year: 2019,
				type: 'journal',
				doi: '10.15446/caldasia.v41n2.00001',
			},
		]);
	});

	test('a meeting\'s record names the talk as its product; a project\'s "Resumen" is its summary, no section', () => {
		const p = parse([
			'Eventos científicos',
			'1.',
			'Nombre del evento: Congreso Colombiano de Zoología\tTipo de evento: Congreso\tÁmbito: Nacional',
			'Realizado el: 2021-11-16 00:00:00.0, 2021-11-19 00:00:00.0 en Cali',
			'Productos asociados: Nombre del producto: Murciélagos frugívoros en paisajes ganaderos\tTipo de producto: Ponencia',
			'Participantes: Nombre: MARIELA OCAMPO RESTREPO\tRol en el evento: Ponente',
			'',
			'Proyectos',
			'Tipo de proyecto: Investigación y desarrollo',
			'Título: Restauración de bosque seco con especies nativas',
			'Inicio: Febrero 2020\tFin: Enero 2023\tDuración 36 meses',
			'Resumen',
			'Evalúa la supervivencia de plántulas nativas en parcelas de restauración.',
		]);
		expect(p.talks.map(({ title, host, date, location }) => ({ title, host, date, location }))).toEqual([
			{ title: 'Murciélagos frugívoros en paisajes ganaderos', host: 'Congreso Colombiano de Zoología', date: '2021-11', location: 'Cali' },
		]);
		expect(p.projects.map(({ title, dates, summary }) => ({ title, start: dates?.start, end: dates?.end, summary }))).toEqual([
			{ title: 'Restauración de bosque seco con especies nativas', start: '2020-02', end: '2023-01', summary: 'Evalúa la supervivencia de plántulas nativas en parcelas de restauración.' },
		]);
		expect(p.summary ?? []).toEqual([]);
	});

	test('areas filed as a path from broad to narrow give the narrowest; a jury\'s records give the role the heading names', () => {
		const p = parse([
			'Áreas de actuación',
			'Ciencias Naturales -- Ciencias Biológicas -- Ecología',
			'Ciencias Naturales -- Ciencias Biológicas -- Zoología',
			'',
			'Jurado en comités de evaluación',
			'Maestría/Magister',
			'OCAMPO RESTREPO, MARIELA, Titulo: Polinización de frailejones en el páramo de Sonsón',
			'Tipo de trabajo presentado: Tesis de maestría, Institución: Universidad de Caldas, Programa académico: Maestría en Ciencias Biológicas, Nombre del orientado: Tomás Arango Vélez, Año: 2022',
		]);
		expect(p.interests).toEqual(['Ecología', 'Zoología']);
		expect(p.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([{ role: 'Jurado', venue: 'Universidad de Caldas', year: 2022 }]);
	});

	test('"…, Issuer, Marzo de 2017": an award\'s month and year end the line, and a body\'s parts set apart by dashes are one issuer', () => {
		const p = parse(['Premios y reconocimientos', 'Mención de honor a la tesis de maestría, Universidad de Caldas - Facultad de Ciencias Exactas y Naturales, Marzo de 2017']);
		expect(p.awards.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
			{ title: 'Mención de honor a la tesis de maestría', issuer: 'Universidad de Caldas - Facultad de Ciencias Exactas y Naturales', year: 2017 },
		]);
	});
});
