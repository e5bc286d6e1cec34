import { describe, expect, test } from 'vitest';
import { classifyHeading, headBeforePhrase, HEADING_THRESHOLD, sectionKindOf } from '../../../src/ingest/classify.ts';
import { splitLines } from '../../../src/ingest/lines.ts';

const lineOf = (raw: string, blankBefore = true) => splitLines(`${blankBefore ? '\n' : 'x\n'}${raw}`, 0).at(-1)!;

describe('sectionKindOf', () => {
	test.each([
		['Education', 'education'],
		['EDUCATION', 'education'],
		['Academic Background and Education', 'education'],
		['EDUCATION AND POSTGRADUATE TRAINING', 'education'],
		['Hospital Appointments', 'experience'],
		['Committee Service', 'service'],
		['Work Experience', 'experience'],
		['Professional Experience', 'experience'],
		['RESEARCH & INTERNSHIP EXPERIENCE', 'experience'],
		['Teaching Experience', 'teaching'],
		['Selected Publications', 'publications'],
		['Peer-Reviewed Journal Articles', 'publications'],
		['PUBLICATIONS & PREPRINTS', 'publications'],
		['Workshop Papers', 'publications'],
		['Honors and Awards', 'awards'],
		['Fellowships', 'awards'],
		['Invited Talks', 'talks'],
		['Talks & Presentations', 'talks'],
		['Professional Service', 'service'],
		['Open-Source Contributions', 'projects'],
		['Software', 'projects'],
		['Media Coverage', 'media'],
		['In the Press', 'media'],
		['Research Interests', 'interests'],
		['Research Areas', 'interests'],
		['About Me', 'summary'],
		['Biography', 'summary'],
		['Skills', 'skills'],
		['News', 'other'],
		['Selected Publications (* denotes equal contribution)', 'publications'],
		['PUB1ICATIONS', 'publications'],
		['Patents', 'publications'],
		['Conference Proceedings', 'publications'],
		['Book Chapters', 'publications'],
		['Conference Presentations', 'talks'],
		['STUDENTS SUPERVISED', 'other'],
		['Licenses & certifications', 'other'],
		['教育背景 / Education', 'education'],
		['Publications 论文发表', 'publications'],
		// Dutch puts the head noun last, as English and German do.
		['Werkervaring', 'experience'],
		['Geselecteerde publicaties', 'publications'],
		['Prijzen en beurzen', 'awards'],
		['Uitgenodigde lezingen', 'talks'],
		['Nevenfuncties', 'service'],
		['Persoonlijke gegevens', 'contact'],
		// Swedish, Norwegian and Danish too, with their compounds.
		['Anställningar', 'experience'],
		['Priser och utmärkelser', 'awards'],
		['Inbjudna föredrag (urval)', 'talks'],
		['Forskningsanslag', 'awards'],
		['Pedagogisk verksamhet', 'teaching'],
		['Högskolepedagogisk utbildning', 'other'],
		['Populärvetenskap och media', 'media'],
		['Vitenskapelige publikasjoner', 'publications'],
		['Uddannelse', 'education'],
		// A heading in its own script alone: the head noun ends it, as in English.
		['教育背景', 'education'],
		['工作经历', 'experience'],
		['職歴', 'experience'],
		['担当授業科目', 'teaching'],
		['学会発表等', 'talks'],
		['학력', 'education'],
		// A project's title ("a study of …") and an organisation are no headings.
		['沿岸生態系の長期変動に関する研究', undefined],
		['北海道立総合研究機構', undefined],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	// The head noun is read from the end of the line: separators other than a space, punctuation
	// around it, and text after a bracketed note all take it where splitting the line would.
	test.each([
		['Publications:', 'publications'],
		['HONORS/AWARDS.', 'awards'],
		['Teaching,\u00a0Experience', 'teaching'],
		['Invited Talks\t', 'talks'],
		['"Education"', 'education'],
		['Publications (selected) :', 'publications'],
		['Awards [2019-2024]', 'awards'],
	])('%j names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test.each([['EDUCATlON', 'education'], ['Publicatons', 'publications'], ['Experiense', 'experience']])('"%s" (OCR damage) still names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test.each(['Teaching Assistant', 'Research Intern', 'GPU Memory Profiling', 'Outstanding Paper Award', 'Preprint', 'Best Paper Award Winner', 'University of Washington'])(
		'"%s" names no section',
		(text) => {
			expect(sectionKindOf(text)).toBeUndefined();
		},
	);
});

describe('classifyHeading', () => {
	test.each(['## Education', '**Publications**', 'AWARDS', 'Invited Talks', '\tWork Experience', 'Experience:'])('"%s" opens a section', (raw) => {
		expect(classifyHeading(lineOf(raw)).score).toBeGreaterThanOrEqual(HEADING_THRESHOLD);
	});

	test.each(['- Talks & Presentations:', 'Publications in 2023 were many.', 'Education 2019 2023 at some place of learning and more words'])('"%s" is not a heading', (raw) => {
		expect(classifyHeading(lineOf(raw)).score).toBeLessThan(HEADING_THRESHOLD);
	});

	test.each([
		['1. Education', 'education'],
		['6. Anställningar', 'experience'],
		['11. Priser och utmärkelser', 'awards'],
	])('"%s", a numbered part of the document, opens a section of %s', (raw, kind) => {
		const verdict = classifyHeading(lineOf(raw));
		expect(verdict.kind).toBe(kind);
		expect(verdict.score).toBeGreaterThanOrEqual(HEADING_THRESHOLD);
	});

	test('an item of a bulleted list stays an item, whatever its words', () => {
		expect(classifyHeading(lineOf('- Education')).score).toBeLessThan(HEADING_THRESHOLD);
		expect(classifyHeading(lineOf('  2. Teaching')).score).toBeLessThan(HEADING_THRESHOLD);
	});

	test.each([
		['Employment (3)', 'experience'],
		['Works (5)', 'publications'],
		['PUBLICATIONS (* denotes corresponding author; † denotes trainee)', 'publications'],
		['EDUCATION/TRAINING (Begin with baccalaureate or other initial professional education, such as nursing,', 'education'],
		['A. Personal Statement', 'summary'],
		['C. Contributions to Science', 'publications'],
		['D. Scholastic Performance', 'other'],
	])('"%s" opens a section of %s: a count or a note after the words is no part of how it is set', (raw, kind) => {
		const verdict = classifyHeading(lineOf(raw));
		expect(verdict.kind).toBe(kind);
		expect(verdict.score).toBeGreaterThanOrEqual(HEADING_THRESHOLD);
	});

	test('a word too common to head a section alone needs its modifier', () => {
		expect(sectionKindOf('Science')).toBeUndefined();
		expect(sectionKindOf('Computer Science')).toBeUndefined();
		expect(sectionKindOf('In the News')).toBe('media');
		expect(sectionKindOf('News')).toBe('other');
		expect(sectionKindOf('Open Source')).toBe('projects');
		expect(sectionKindOf('Open Source Software')).toBe('projects');
		expect(sectionKindOf('Source')).toBeUndefined();
		expect(sectionKindOf('Open Positions')).toBeUndefined();
	});

	test.each([
		['Formación académica', 'education'],
		['FORMACION ACADEMICA', 'education'],
		['Trayectoria profesional', 'experience'],
		['Estancias de investigación', 'experience'],
		['Expérience professionnelle', 'experience'],
		['Premios y distinciones', 'awards'],
		['Proyectos de investigación', 'projects'],
		['Experiencia docente', 'teaching'],
		['Participación en congresos', 'talks'],
		['Esperienze di ricerca', 'experience'],
		['Idiomas', 'skills'],
	])('"%s", its head noun first as Romance languages write it, names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test.each(['Formation of Galaxies', 'Experience with Python', 'Premios Nobel winners and what they said'])('"%s" is no heading written head first: a word after the head is no heading word', (text) => {
		expect(sectionKindOf(text)).toBeUndefined();
	});

	test('an emoji before a heading marks it, as a bullet would', () => {
		expect(classifyHeading(lineOf('## 🛠️ Open Source'))).toMatchObject({ kind: 'projects' });
		expect(lineOf('## 🧑‍🏫 Teaching').text).toBe('Teaching');
	});

	test.each([
		['实习经历 Internship', 'experience'],
		['Current Position', 'experience'],
		['Honors and Recognition', 'awards'],
		['Third-party Funding', 'awards'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('explains its decision with the features that fired', () => {
		expect(classifyHeading(lineOf('EDUCATION')).features).toEqual(expect.arrayContaining(['names education +3', 'all caps +2']));
	});
});

describe('headings of the humanities, social sciences and long CVs', () => {
	test.each([
		['INVITED AND KEYNOTE LECTURES (selected)', 'talks'],
		['Service and leadership', 'service'],
		['EDITORIAL BOARDS', 'service'],
		['PH.D. STUDENTS GRADUATED', 'other'],
		['Work in Progress', 'publications'],
		['Job Market Paper', 'publications'],
		['Edited Volumes', 'publications'],
		['COLLEGE SERVICE', 'service'],
		['Contact', 'contact'],
		['(a) Professional Preparation', 'education'],
		['(c) Products', 'publications'],
		['IV. Publications', 'publications'],
		['Laboratory Techniques', 'skills'],
		['COURSES TAUGHT', 'teaching'],
	])('%j is a %s heading', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});
});

describe('a head noun with a phrase after it', () => {
	test.each([
		['Service to the Collaboration', 'service'],
		['Papers with Major Personal Contribution', 'publications'],
		['Talks at Conferences', 'talks'],
		['Experience in Industry', 'experience'],
	])('%s names %s', (text, kind) => {
		expect(headBeforePhrase(text)).toBe(kind);
	});

	test.each(['Machine Learning for Science', 'Advances in Neural Information Processing', 'Trained on data'])('%s names no section', (text) => {
		expect(headBeforePhrase(text)).toBeUndefined();
	});

	test('is read only on a line set as a heading', () => {
		const [plain, marked] = splitLines('Talks at Conferences\n\n## Talks at Conferences', 0);
		expect(classifyHeading(plain!).kind).toBeUndefined();
		expect(classifyHeading(marked!).kind).toBe('talks');
	});
});

describe('headings for a German university\'s committees and offices', () => {
	test.each(['Academic Self-Administration', 'Academic Administration'])('%s names service', (text) => {
		expect(sectionKindOf(text)).toBe('service');
	});
});

describe('a note in full-width brackets after a heading', () => {
	test.each([
		['代表性论文 Selected Publications（*通讯作者 corresponding author）', 'publications'],
		['Honors and Awards（selected）', 'awards'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});
});
