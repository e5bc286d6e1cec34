import { describe, expect, test } from 'vitest';
import { parseText } from '../../../src/ingest/index.ts';
import { sectionKindOf } from '../../../src/ingest/classify.ts';

const profile = (text: string) => parseText('records.txt', text).profile;

// A national CV system's export (Spain's CVN): numbered records, each value under its label, two
// labelled values to a line where they fit.
const CVN = `Lucía Ferrer Montalbán

Situación profesional actual

1   Entidad empleadora: Universidad de Zaragoza      Tipo de entidad: Universidad
    Departamento: Física Teórica
    Categoría profesional: Profesora Titular de Universidad
    Ciudad entidad empleadora: Zaragoza, Aragón, España
    Fecha de inicio: 01/02/2021

Cargos y actividades desempeñados con anterioridad

1   Entidad empleadora: Instituto de Física Corpuscular
    Categoría profesional: Investigadora postdoctoral
    Fecha de inicio-fin: 01/10/2016 - 31/01/2021      Duración: 4 años - 4 meses

Publicaciones, documentos científicos y técnicos

1   AUTORES (p. o. de firma): Ferrer Montalbán, L.; Ibarra Soto, J.
    Título: Neutrino mass ordering from atmospheric data
    Nombre de la publicación: Physical Review D
    Tipo de producción: Artículo científico      Tipo de soporte: Revista
    Año: 2022
    DOI: 10.1103/physrevd.105.012345

Trabajos presentados en congresos

1   Título del trabajo: Sterile neutrinos after ten years of anomalies
    Nombre del congreso: Neutrino Physics Symposium (NUPHYS 2023)
    Fecha de celebración: 12/06/2023
    Publicación en acta congreso: No
`;

describe('records whose every value is labelled', () => {
	test('a position is read by its labels, an open start as a post still held', () => {
		const [current, past] = profile(CVN).experience ?? [];
		expect(current).toMatchObject({ organization: 'Universidad de Zaragoza', team: 'Física Teórica', role: 'Profesora Titular de Universidad', location: 'Zaragoza, Aragón, España', dates: { start: '2021-02', end: 'present' } });
		expect(past).toMatchObject({ organization: 'Instituto de Física Corpuscular', role: 'Investigadora postdoctoral', dates: { start: '2016-10', end: '2021-01' } });
		expect(current!.source).toEqual({ line: 5, endLine: 9 });
	});

	test('a paper by its labels: authors inverted and split at semicolons, the kind of output its type', () => {
		expect(profile(CVN).publications).toEqual([
			expect.objectContaining({ title: 'Neutrino mass ordering from atmospheric data', authors: ['Ferrer Montalbán, L.', 'Ibarra Soto, J.'], venue: 'Physical Review D', year: 2022, type: 'journal', doi: '10.1103/physrevd.105.012345' }),
		]);
	});

	test('a paper given at a meeting and published in no proceedings is a talk', () => {
		expect(profile(CVN).talks).toEqual([expect.objectContaining({ title: 'Sterile neutrinos after ten years of anomalies', host: 'Neutrino Physics Symposium (NUPHYS 2023)', date: '2023-06' })]);
	});

	test('English labels read the same', () => {
		const text = 'Ada Byron\n\nPublications\n\nTitle: Notes on the analytical engine\nAuthors: Ada Byron; Charles Babbage\nJournal: Scientific Memoirs\nYear: 2019\n\nTitle: On the calculus of functions\nAuthors: Ada Byron\nJournal: Philosophical Magazine\nYear: 2021\n';
		expect(profile(text).publications?.map((p) => [p.title, p.venue, p.year])).toEqual([
			['Notes on the analytical engine', 'Scientific Memoirs', 2019],
			['On the calculus of functions', 'Philosophical Magazine', 2021],
		]);
	});

	test('a dated entry with its dissertation and advisor labelled under it is an entry of the list, no record', () => {
		const text = 'Ada Byron\n\nEDUCATION\n1991    Ph.D., Applied Mathematics, University of London\n        Dissertation: "On the analytical engine"\n        Advisor: Prof. Augustus De Morgan\n1987    M.Sc., Mathematics, University of London\n';
		expect(profile(text).education?.[0]).toMatchObject({ institution: 'University of London', degree: 'Ph.D.', advisors: ['Augustus De Morgan'] });
	});

	test('an entry with a labelled line or two under it is no record', () => {
		const text = 'Ada Byron\n\nEducation\n\nPh.D. in Mathematics, University of London, 1840\n  Advisor: Augustus De Morgan\n  Thesis: On the analytical engine\n';
		expect(profile(text).education).toEqual([expect.objectContaining({ institution: 'University of London', degree: 'Ph.D.', field: 'Mathematics', advisors: ['Augustus De Morgan'] })]);
	});
});

describe('headings of the national CV systems, head noun first', () => {
	test.each([
		['Situación profesional actual', 'experience'],
		['Cargos y actividades desempeñados con anterioridad', 'experience'],
		['Formación académica recibida', 'education'],
		['Formación académica impartida', 'teaching'],
		['Actividad docente', 'teaching'],
		['Proyectos de I+D+i financiados en convocatorias competitivas', 'projects'],
		['Trabajos presentados en congresos', 'publications'],
		['Organización de actividades de I+D+i', 'service'],
		['Premios, menciones y distinciones', 'awards'],
	])('%s', (heading, kind) => {
		expect(sectionKindOf(heading)).toBe(kind);
	});
});
