import { describe, expect, test } from 'vitest';
import { findDateRanges } from '../../../src/ingest/dates.ts';
import { isSamePerson } from '../../../src/ingest/names.ts';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape a Turkish academic's page on the national
 * register (YÖK Akademik) takes when copied from the browser: the site's menu, a title before the
 * name in capitals, affiliations written as a path of units, tab-set tables.
 */
describe("a Turkish academic register's page, copied", () => {
	const p = parseLines('cv.txt', [
		'Akademik Arama Sistemi',
		'Giriş Yap',
		'',
		'Prof. Dr. DERYA KOÇAK',
		'ANADOLU ÜNİVERSİTESİ/FEN FAKÜLTESİ/KİMYA BÖLÜMÜ',
		'Anahtar Kelimeler: Elektrokimya, Sensörler, Yüzey Kimyası',
		'',
		'Eğitim Bilgileri',
		'Doktora\tEGE ÜNİVERSİTESİ FEN BİLİMLERİ ENSTİTÜSÜ/KİMYA\t2006-2011',
		'Tez Danışmanı: (MURAT SEZER)',
		'',
		'Akademik Unvanlar',
		'Profesör\t2020-Devam',
		'ANADOLU ÜNİVERSİTESİ/FEN FAKÜLTESİ/KİMYA BÖLÜMÜ',
		'',
		'Makaleler',
		'Gold nanowire electrodes for trace arsenic detection',
		'KOÇAK DERYA,SEZER MURAT',
		'Yayın Yeri: ELECTROCHIMICA ACTA, cilt.402, sa.3, ss.140-152, 2024 (Baskıda)',
		'Özgün Makale SCI-Expanded İngilizce',
		'Surface chemistry of boron-doped diamond',
		'KOÇAK DERYA',
		'Yayın Yeri: Journal of Surface Studies, cilt.18, ss.77-90, 2019',
		'',
		'Verdiği Dersler',
		'Ders Adı\tDüzey\tDil\tHaftalık Saat\tDönem',
		'KIM 302 Elektrokimya\tLisans\tTürkçe\t3\t2022-2023 Güz',
		'',
		'Ödüller',
		'Genç Bilim İnsanı Ödülü\tBilim Akademisi\tEkim 2021',
		'',
		'Editörlük ve Hakemlikler',
		'Hakem\tJournal of Electroanalysis\t2020',
		'',
		'Sayfa başına dön',
		'Örnek Kurumu © 2025 | Bilgi Ofisi',
	]);

	test('the name after its academic titles, not the menu above it', () => {
		expect(p.name).toBe('Derya Koçak');
	});

	test('the key words under the name are the interests', () => {
		expect(p.interests).toEqual(['Elektrokimya', 'Sensörler', 'Yüzey Kimyası']);
	});

	test('Turkish headings name their sections, "İ" and "ı" read alike', () => {
		expect([p.education.length, p.experience.length, p.publications.length, p.teaching.length, p.awards.length, p.service.length]).toEqual([1, 1, 2, 1, 1, 1]);
	});

	test('a degree, its institution and its thesis advisor, whose brackets go', () => {
		expect(p.education[0]).toMatchObject({ degree: 'Doktora', institution: 'EGE ÜNİVERSİTESİ FEN BİLİMLERİ ENSTİTÜSÜ/KİMYA', advisors: ['MURAT SEZER'] });
	});

	test('an affiliation written as a path: the institution, then its units as the team; "Devam" goes on', () => {
		expect(p.experience[0]).toMatchObject({ role: 'Profesör', organization: 'ANADOLU ÜNİVERSİTESİ', team: 'FEN FAKÜLTESİ/KİMYA BÖLÜMÜ', dates: { start: '2020', end: 'present' } });
	});

	test('a labelled venue under the title and authors, its volume, pages and "in press" read', () => {
		expect(p.publications[0]).toMatchObject({ venue: 'ELECTROCHIMICA ACTA', year: 2024, status: 'accepted', type: 'journal' });
		expect(p.publications[1]).toMatchObject({ title: 'Surface chemistry of boron-doped diamond', authors: ['KOÇAK DERYA'], venue: 'Journal of Surface Studies', year: 2019 });
	});

	test("a tab table of courses named in Turkish: the course's code apart from its title, and its term", () => {
		expect(p.teaching[0]).toMatchObject({ course: 'Elektrokimya', code: 'KIM 302', term: '2022-2023 Güz' });
	});

	test('rows of tables with no header: an award, who gave it and when; a role, where and when', () => {
		expect(p.awards[0]).toMatchObject({ title: 'Genç Bilim İnsanı Ödülü', issuer: 'Bilim Akademisi', year: 2021 });
		expect(p.service[0]).toMatchObject({ role: 'Hakem', venue: 'Journal of Electroanalysis', year: 2020 });
	});

	test("the site's footer is chrome, left unplaced", () => {
		expect(p.unparsed?.map((u) => u.text)).toEqual(expect.arrayContaining(['Sayfa başına dön', 'Örnek Kurumu © 2025 | Bilgi Ofisi']));
	});
});

describe('Turkish dates', () => {
	test.each([
		['Ekim 2021', { end: '2021-10', raw: 'Ekim 2021' }],
		['Şubat 2019 - Aralık 2020', { start: '2019-02', end: '2020-12', raw: 'Şubat 2019 - Aralık 2020' }],
		['KASIM 2018', { end: '2018-11', raw: 'KASIM 2018' }],
		['2017-Devam Ediyor', { start: '2017', end: 'present', raw: '2017-Devam Ediyor' }],
	])('%s', (text, range) => {
		expect(findDateRanges(text)[0]?.range).toEqual(range);
	});
});

test('a name written surname first is the same person', () => {
	expect(isSamePerson('KOÇAK DERYA', 'Derya Koçak')).toBe(true);
	expect(isSamePerson('KOÇAK DERYA', 'Derya Sezer')).toBe(false);
});
