import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';
import { sectionKindOf } from '../../../../src/ingest/classify.ts';

// A German chair's team page for its professor, copied from the browser; every line invented.
const PAGE = [
	'Zum Inhalt springen',
	'Universität Westhafen',
	'Startseite',
	'Suche',
	'Kontakt',
	'Menü',
	'',
	'Prof. Dr. rer. nat. Henrike Albrecht-Mensah',
	'Inhaberin des Lehrstuhls für Hydrologie',
	'',
	'Kontakt',
	'E-Mail: henrike.albrecht@uni-westhafen.de',
	'',
	'Vita',
	'seit 2019  W3-Professur für Hydrologie, Universität Westhafen',
	'2014  Promotion (Dr. rer. nat.) in Geoökologie, Universität Leipzig',
	'',
	'Ausgewählte Publikationen',
	'Albrecht-Mensah, H.; Brandt, O. (2023): Snowmelt pulses in alpine catchments. In: Water Resources Research, Bd. 59, S. e2022WR033817.',
	'',
	'Drittmittelprojekte',
	'„Schneeschmelze im Wandel“',
	'',
	'Mitgliedschaften und Gremien',
	'• seit 2021  Studiendekanin der Fakultät für Geowissenschaften',
	'',
	'Impressum',
	'Datenschutz',
].join('\n');

describe("a German chair's page for its professor", () => {
	const { profile } = parseText('page.txt', PAGE);

	test.each([
		['Vita', 'experience'],
		['Drittmittelprojekte', 'projects'],
		['Mitgliedschaften und Gremien', 'service'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test("the menu's Kontakt is no heading: the name and position under it are the owner's, a university no one's name", () => {
		expect([profile.name, profile.headline]).toEqual(['Henrike Albrecht-Mensah', 'Inhaberin des Lehrstuhls für Hydrologie']);
	});

	test('a Vita lists posts and degrees together: a professorship is a post, a doctorate a degree', () => {
		expect(profile.experience?.map((e) => [e.organization, e.role])).toEqual([['Universität Westhafen', 'W3-Professur für Hydrologie']]);
		expect(profile.education?.map((e) => [e.institution, e.degree, e.field])).toEqual([['Universität Leipzig', 'Dr. rer. nat.', 'Geoökologie']]);
	});

	test('"Authors; … (2023): Title. In: Journal, Bd. 59": the authors before the year and its colon, a journal by its volume', () => {
		expect(profile.publications?.map((p) => [p.title, p.authors, p.venue, p.year, p.type])).toEqual([
			['Snowmelt pulses in alpine catchments', ['H. Albrecht-Mensah', 'O. Brandt'], 'Water Resources Research', 2023, 'journal'],
		]);
	});

	test("the site's footer links are page chrome", () => {
		expect(profile.unparsed?.map((u) => u.text)).toEqual(expect.arrayContaining(['Impressum', 'Datenschutz', 'Zum Inhalt springen']));
	});
});

test('a heading set apart near the top stays a heading, however often the CV repeats it', () => {
	const cv = ['Ada Byron', '', '**Teaching**', '* CS 101: Programming, Westfold University, Fall 2021', '', 'EDUCATION', 'Westfold University, Ph.D. in Physics, 2020', '', 'TEACHING', '* CS 201: Algorithms, Westfold University, Fall 2022'].join('\n');
	expect(parseText('cv.md', cv).profile.teaching?.map((t) => t.course)).toEqual(['Programming', 'Algorithms']);
});

test('a line below a heading is no menu item, whatever the page repeats; "Actual" ends a Spanish range still open', () => {
	const cv = ['Luisa Zuluaga', '', 'Formación Académica', 'Doctorado', 'Universidad del Valle', 'Enero de 2012 - Diciembre de 2016', '', 'Experiencia profesional', 'Universidad de Antioquia', 'Agosto de 2017 - Actual', '', 'Tesis', 'Doctorado'].join('\n');
	const sections = parseText('cv.txt', cv).sections.map((s) => [s.kind, s.title]);
	expect(sections.slice(0, 3)).toEqual([['header', ''], ['education', 'Formación Académica'], ['education', 'Doctorado']]);
	expect(parseText('cv.txt', cv).profile.experience?.[0]?.dates).toMatchObject({ start: '2017-08', end: 'present' });
});
