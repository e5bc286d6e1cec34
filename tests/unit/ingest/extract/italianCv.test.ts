import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';
import { sectionKindOf } from '../../../../src/ingest/classify.ts';
import { parseDateRange } from '../../../../src/ingest/dates.ts';

// An Italian associate professor's "Curriculum Vitae et Studiorum" in markdown, every line invented.
const CV = [
	'# Chiara Montalbetti',
	'',
	'## Posizione attuale',
	'',
	"**dal 1° marzo 2021 a oggi** — Professoressa associata, SSD IINF-05/A, Dipartimento di Fisica, Università degli Studi di Pavia.",
	'',
	'## Abilitazioni',
	'',
	'- **2020** — Abilitazione Scientifica Nazionale alle funzioni di professore di II fascia.',
	'',
	'## Formazione',
	'',
	'- **2012 – 2015** — **Dottorato di ricerca in Fisica**, Università degli Studi di Pavia.',
	'  Tesi: *"Ottica dei cristalli fotonici"*. Relatore: prof. Guido Ferraris.',
	'- **2010 – 2012** — **Laurea magistrale in Fisica**, Università di Genova. Voto finale: 110/110 e lode.',
	'',
	'## Esperienze professionali',
	'',
	'- **aprile – settembre 2015** — Assegnista di ricerca, Dipartimento di Fisica, Università di Genova.',
	'  Supervisore: prof. Irene Valsecchi.',
	'',
	'## Attività didattica',
	'',
	'| Anno accademico | Insegnamento | Corso di studio | Ruolo | CFU |',
	'|---|---|---|---|---|',
	'| 2021/22 – oggi | Ottica | Laurea in Fisica | Docente titolare | 6 |',
	'',
	'## Progetti di ricerca',
	'',
	'1. **LUMEN** – *Cristalli fotonici per sensori*. Bando PRIN 2022, MUR, 2023–2025.',
	"   Ruolo: **Responsabile scientifico** dell'unità di Pavia.",
	'',
	'## Pubblicazioni',
	'',
	'1. **C. Montalbetti**, G. Ferraris, "Guided modes in photonic slabs," *Optics Letters*, in corso di stampa, 2025.',
	'2. **C. Montalbetti**, "Disorder in photonic lattices," sottoposto a *Physical Review B*.',
	'',
	'## Incarichi istituzionali',
	'',
	'- **dal 2022** — Membro della Commissione paritetica docenti-studenti, Università degli Studi di Pavia.',
].join('\n');

describe("an Italian professor's CV", () => {
	const { profile } = parseText('cv.md', CV);

	test.each([
		['Incarichi istituzionali', 'service'],
		['Attività editoriale e di revisione', 'service'],
		['Abilitazioni', 'other'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('"dal 1° marzo 2021 a oggi" and "dal marzo 2016" are ranges still open', () => {
		expect(parseDateRange('dal 1° marzo 2021 a oggi')).toMatchObject({ start: '2021-03', end: 'present' });
		expect(parseDateRange('dal marzo 2016')).toMatchObject({ start: '2016-03', end: 'present' });
	});

	test("a post's discipline code names no organisation; a qualification is no post", () => {
		expect(profile.experience?.map((e) => [e.organization, e.role, e.dates?.start])).toEqual([
			['Università degli Studi di Pavia', 'Professoressa associata', '2021-03'],
			['Università di Genova', 'Assegnista di ricerca', '2015-04'],
		]);
		expect(profile.experience?.[1]?.advisors).toEqual(['Irene Valsecchi']);
	});

	test("the doctorate and the master's degree, the grade and the advisor labelled after a stop", () => {
		expect(profile.education?.map((e) => [e.degree, e.field, e.gpa, e.advisors])).toEqual([
			['Dottorato di ricerca', 'Fisica', undefined, ['Guido Ferraris']],
			['Laurea magistrale', 'Fisica', '110/110 e lode', []],
		]);
	});

	test("a table of courses with Italian column names; the columns no field holds are the course's notes", () => {
		expect(profile.teaching).toEqual([expect.objectContaining({ course: 'Ottica (Laurea in Fisica, 6 CFU)', role: 'Docente titolare', term: '2021/22 – oggi' })]);
	});

	test('a funded project: the funder and the years close its line, "Ruolo:" under it its part', () => {
		expect(profile.projects).toEqual([expect.objectContaining({ title: 'LUMEN', organization: 'MUR', role: 'Responsabile scientifico', dates: expect.objectContaining({ start: '2023', end: '2025' }) })]);
	});

	test('"in corso di stampa" is accepted, "sottoposto a" under review', () => {
		expect(profile.publications?.map((p) => [p.venue, p.status])).toEqual([
			['Optics Letters', 'accepted'],
			['Physical Review B', 'under-review'],
		]);
	});

	test('institutional offices are service', () => {
		expect(profile.service?.map((s) => s.year)).toEqual([2022]);
	});
});

test('a stop after an abbreviation opens no label: "Cum. GPA: 3.92 / 4.0" is one', () => {
	const { profile } = parseText('cv.txt', ['Ada Byron', '', 'Education', 'Westfold University', 'PhD in Physics', 'Cum. GPA: 3.92 / 4.0'].join('\n'));
	expect(profile.education?.map((e) => [e.institution, e.gpa, e.details])).toEqual([['Westfold University', '3.92 / 4.0', ['Cum. GPA: 3.92 / 4.0']]]);
});
