import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';
import { splitLines } from '../../../../src/ingest/lines.ts';
import { parseAward } from '../../../../src/ingest/extract/awards.ts';
import { interestsFromProse } from '../../../../src/ingest/extract/prose.ts';
import { parseService } from '../../../../src/ingest/extract/service.ts';
import { teachingFromText } from '../../../../src/ingest/extract/teaching.ts';
import { splitTopics } from '../../../../src/ingest/text.ts';

const src = { line: 1, endLine: 1 };

describe('parseAward', () => {
	test.each([
		['Best Paper Award, ICSE 2021', { title: 'Best Paper Award', issuer: 'ICSE', year: 2021 }],
		['Best Paper Award, ICSE 2021 2021', { title: 'Best Paper Award', issuer: 'ICSE', year: 2021 }],
		['Sloan Research Fellowship Alfred P. Sloan Foundation, 2020.', { title: 'Sloan Research Fellowship', issuer: 'Alfred P. Sloan Foundation', year: 2020 }],
		['Outstanding TA Award (Computer Science Department), 2018', { title: 'Outstanding TA Award', issuer: 'Computer Science Department', year: 2018 }],
		["ICML'22 Outstanding Reviewer Award", { title: 'Outstanding Reviewer Award', issuer: 'ICML', year: 2022 }],
		['2019 Gold Medal in Informatics', { title: 'Gold Medal in Informatics', year: 2019 }],
		['Finalist of the Example Prize (2023)', { title: 'Finalist of the Example Prize', year: 2023 }],
		['Excellence Scholarship 2015–2019', { title: 'Excellence Scholarship', details: '2015–2019' }],
		// Grants: a year before a bar, an amount and the holder's part are details, not title or issuer.
		['2021 | Russell Sage Foundation Presidential Grant, $35,000', { title: 'Russell Sage Foundation Presidential Grant', year: 2021, details: '$35,000' }],
		['NSF CAREER: “Nanowatt Radios,” $548,000, Role: PI', { title: 'NSF CAREER: “Nanowatt Radios,”', details: '$548,000; PI' }],
		['ERC Starting Grant, EUR 1,498,000 (total costs)', { title: 'ERC Starting Grant', details: 'EUR 1,498,000 (total costs)' }],
		['American Sociological Association Minority Fellowship Program', { title: 'American Sociological Association Minority Fellowship Program' }],
		['2023 Halvorsen Presidential Fellowship ($40,000)', { title: 'Halvorsen Presidential Fellowship', year: 2023, details: '$40,000' }],
		['2019 1st/212 Smart India Hackathon', { title: '1st/212 Smart India Hackathon', year: 2019 }],
		// "Title, Body": the last part names who gave it.
		['National Scholarship (Top 1%), Ministry of Education, 2021', { title: 'National Scholarship (Top 1%)', issuer: 'Ministry of Education', year: 2021 }],
		['Distinguished Dissertation Award, Section on Urban Sociology, American Sociological Association', { title: 'Distinguished Dissertation Award, Section on Urban Sociology', issuer: 'American Sociological Association' }],
		// A note in lower case after the year is a detail; a funder then a project in quotes give issuer and title.
		['Scholarly Paper Competition, Society for Public Law Scholars (2016) (for Notice Without Comment)', { title: 'Scholarly Paper Competition', issuer: 'Society for Public Law Scholars', year: 2016, details: 'for Notice Without Comment' }],
		['VILPP Doctoral Studentship, 2017 (competitive; funded 2017–2019)', { title: 'VILPP Doctoral Studentship', year: 2017, details: 'competitive; funded 2017–2019' }],
		['Pacific Research Council, Early Career Program. “Mechanisms of acclimation.” $742,000. PI.', { title: 'Mechanisms of acclimation', issuer: 'Pacific Research Council, Early Career Program', details: '$742,000; PI' }],
		// Who gave it after a spaced dash, a name in capitals; Europass's day before it; a reference number a detail.
		['02/05/2022 Early Career Medal – Sociedade Atlântica de Física', { title: 'Early Career Medal', issuer: 'Sociedade Atlântica de Física', year: 2022 }],
		['Best Paper Award — RECOMB 2021', { title: 'Best Paper Award', issuer: 'RECOMB', year: 2021 }],
		['Doctoral Fellowship – Fundação Atlântica para a Ciência (ref. FAC/BD/1045/2014)', { title: 'Doctoral Fellowship', issuer: 'Fundação Atlântica para a Ciência', details: 'ref. FAC/BD/1045/2014' }],
		// A project's title after the dash is no body.
		['Small Award (PI) — IFU follow-up of quasar absorbers', { title: 'Small Award (PI) — IFU follow-up of quasar absorbers' }],
	])('reads "%s"', (text, expected) => {
		expect(parseAward(text, src)).toEqual({ ...expected, source: src });
	});
});

describe('an award given in several years', () => {
	test('"Excellence in Teaching Award (2018, 2023)" is one award a year', () => {
		const { awards } = parseText('cv.txt', 'Ann Lee\n\nHONORS AND AWARDS\n\nExcellence in Teaching Award (2018, 2023)\n').profile;
		expect(awards!.map((a) => [a.title, a.year])).toEqual([
			['Excellence in Teaching Award', 2018],
			['Excellence in Teaching Award', 2023],
		]);
	});
});

describe('an award over its date', () => {
	test('a date alone under an award that states none is its date', () => {
		const text = 'Ann Lee\n\nFellowships and Awards\nDissertation Completion Fellowship, Tamsworth University\n2024–2025\nBest Third-Year Paper Prize\n2022\n';
		const { awards, unparsed } = parseText('cv.txt', text).profile;
		expect(awards!.map((a) => [a.title, a.issuer, a.year, a.details])).toEqual([
			['Dissertation Completion Fellowship', 'Tamsworth University', undefined, '2024–2025'],
			['Best Third-Year Paper Prize', undefined, 2022, undefined],
		]);
		expect(unparsed).toEqual([]);
	});
});

describe('parseService', () => {
	test.each([
		['Reviewer for ACM Computing Surveys', { role: 'Reviewer', venue: 'ACM Computing Surveys' }],
		['2021 Journal reviewing for Transactions on Graphics', { role: 'Reviewer', venue: 'Transactions on Graphics', year: 2021 }],
		['Artifact Evaluation Committee member of OSDI 2022', { role: 'Artifact Evaluation Committee member', venue: 'OSDI', year: 2022 }],
		['Session chair at the International Symposium on Examples (ISE)', { role: 'Session chair', venue: 'ISE' }],
		['Student volunteer 2019', { role: 'Student volunteer', year: 2019 }],
		['2022–present   Associate Editor, Ecological Entomology', { role: 'Associate Editor', venue: 'Ecological Entomology', year: 2022 }],
		['Associate Editor, Journal of Computational Statistics   2023 – present', { role: 'Associate Editor', venue: 'Journal of Computational Statistics', year: 2023 }],
		['Co-organizer, Women in AI reading group, 2022 – 2023', { role: 'Co-organizer', venue: 'Women in AI reading group', year: 2022 }],
		['Member, Prize Committee, American Society of Church History, 2019-2021', { role: 'Member, Prize Committee', venue: 'American Society of Church History', year: 2019 }],
		['Chair, APS Division of Fluid Dynamics Program Committee, 2019', { role: 'Chair', venue: 'APS Division of Fluid Dynamics Program Committee', year: 2019 }],
		['Program Committee, Robotics: Science and Systems (RSS), 2022, 2023, 2024', { role: 'Program Committee', venue: 'RSS', year: 2022 }],
		['Reviewer, 2023', { role: 'Reviewer', year: 2023 }],
	])('reads "%s"', (text, expected) => {
		expect(parseService(text, [])).toEqual(expected);
	});

	test('"Referee for A, B, C" is one entry per venue, as "Referee: A, B, C" is; the role noun as written', () => {
		const { profile } = parseText('svc.txt', 'Ada Lovelace\n\nService\nReferee for Phys. Rev. Lett., Phys. Rev. B, Nature Communications\n');
		expect(profile.service!.map((x) => [x.role, x.venue])).toEqual([
			['Referee', 'Phys. Rev. Lett.'],
			['Referee', 'Phys. Rev. B'],
			['Referee', 'Nature Communications'],
		]);
	});

	test('an activity named where a role would be is its role noun: "Conference review at X" is a Reviewer, "Refereeing" a Referee', () => {
		const { profile } = parseText('svc.txt', 'Ada Lovelace\n\nService\n2022 Conference review at Symposium on Reliable Systems (SRS)\nRefereeing: Journal of Graph Theory, Discrete Mathematics\n');
		expect(profile.service!.map((x) => x.role)).toEqual(['Reviewer', 'Referee', 'Referee']);
	});

	test('"Referee: Phys. Rev. Lett., Phys. Rev. B, …", a label over a list whose abbreviations read like sentences, is no paragraph', () => {
		const { profile } = parseText('svc.txt', 'Ada Lovelace\n\nService\n- Referee: Phys. Rev. Lett., Phys. Rev. B, Phys. Rev. X, npj Quantum Materials, J. Comput. Phys.\n');
		expect(profile.service!.map((x) => x.venue)).toEqual(['Phys. Rev. Lett.', 'Phys. Rev. B', 'Phys. Rev. X', 'npj Quantum Materials', 'J. Comput. Phys.']);
	});

	test('reads a bold venue first and the role after it', () => {
		expect(parseService("VLDB '24, Program Committee", ["VLDB '24"])).toEqual({ role: 'Program Committee', venue: 'VLDB', year: 2024 });
	});
});

describe('teachingFromText', () => {
	const line = splitLines('x', 0)[0]!;
	test.each([
		['Teaching Assistant for Operating Systems (Spring 2020), Example University', { course: 'Operating Systems', role: 'Teaching Assistant', term: 'Spring 2020', institution: 'Example University' }],
		['Head TA, CS 161: Computer Security, Fall 2021', { course: 'Computer Security', role: 'Head TA', code: 'CS 161', term: 'Fall 2021' }],
		['Guest Lecturer in Distributed Systems', { course: 'Distributed Systems', role: 'Guest Lecturer' }],
		// A résumé's bar, a numeric course code and a term at the end without a comma.
		['Teaching Assistant | 10-701 Introduction to Machine Learning Fall 2022', { course: 'Introduction to Machine Learning', role: 'Teaching Assistant', code: '10-701', term: 'Fall 2022' }],
	])('reads "%s"', (text, expected) => {
		expect(teachingFromText(text, undefined, line)).toMatchObject(expected);
	});
	test('is not fooled by a position that teaches nothing', () => {
		expect(teachingFromText('Research Intern at a lab', undefined, line)).toBeUndefined();
	});
});

describe('splitTopics', () => {
	test.each([
		['Databases; Systems; Security', ['Databases', 'Systems', 'Security']],
		['PL & Verification & Compilers', ['PL', 'Verification', 'Compilers']],
		['robotics, vision, and learning', ['robotics', 'vision', 'learning']],
		['static analysis, as well as program repair', ['static analysis', 'program repair']],
		['Machine Learning Systems and Database Systems', ['Machine Learning Systems', 'Database Systems']],
		['search and rescue', ['search and rescue']],
		['distributed training · memory-efficient fine-tuning · ML compilers', ['distributed training', 'memory-efficient fine-tuning', 'ML compilers']],
	])('splits "%s"', (text, expected) => {
		expect(splitTopics(text)).toEqual(expected);
	});
});

describe('interestsFromProse', () => {
	test.each([
		['My research focuses on program synthesis and type systems.', ['program synthesis', 'type systems']],
		['I am interested in databases, particularly in query optimization and index structures.', ['databases', 'query optimization', 'index structures']],
		['I like hiking.', []],
	])('reads "%s"', (text, expected) => {
		expect(interestsFromProse(text)).toEqual(expected);
	});
});

describe('people mentored under a teaching heading', () => {
	test('"Graduate students: A (2022–), B" is no course and stays listed as unplaced', () => {
		const { profile } = parseText('m.txt', 'Ada Lovelace\n\nTeaching and Mentoring\nCS 101: Programming, Fall 2022\nGraduate students: Miguel Garza (2022–), Kieran Tobin (2023–)\n');
		expect(profile.teaching!.map((t) => t.course)).toEqual(['Programming']);
		expect(profile.unparsed).toEqual([{ line: 5, text: 'Graduate students: Miguel Garza (2022–), Kieran Tobin (2023–)' }]);
	});
});

describe('a course line read part by part', () => {
	test.each([
		['Math 221: Abstract Algebra I (Fall 2022, Fall 2023), Halvern University', { course: 'Abstract Algebra I', code: 'Math 221', institution: 'Halvern University', term: 'Fall 2022, Fall 2023' }],
		['CS 4780: Machine Learning, Brightwater University, Teaching Assistant, Fall 2021', { course: 'Machine Learning', role: 'Teaching Assistant', institution: 'Brightwater University', term: 'Fall 2021', code: 'CS 4780' }],
		['18.701 Algebra I, Ridgemont Institute of Technology (Instructor, Spring 2020)', { course: 'Algebra I', code: '18.701', role: 'Instructor', institution: 'Ridgemont Institute of Technology', term: 'Spring 2020' }],
		['Compilers (teaching assistant), Eastbury College', { course: 'Compilers', role: 'teaching assistant', institution: 'Eastbury College' }],
		// A term list after a dash, a year-first term, terms and a role inside the bracket with a note on the audience.
		['GEOG 2100: Coastal Landforms — Fall 2021, Fall 2022, Spring 2024', { course: 'Coastal Landforms', code: 'GEOG 2100', term: 'Fall 2021, Fall 2022, Spring 2024' }],
		['Soil Mechanics (undergraduate, 64 class hours), Wrexley University, 2022 Spring, 2023 Spring', { course: 'Soil Mechanics (undergraduate, 64 class hours)', institution: 'Wrexley University', term: '2022 Spring, 2023 Spring' }],
		['BIO2-ECO: Field Ecology (lecturer, 2021 – present; ~60 students)', { course: 'Field Ecology (~60 students)', code: 'BIO2-ECO', role: 'lecturer', term: '2021 – present' }],
		// After a closing bracket, a name of its own is where the course was taught.
		['ASTR210 Stellar Atmospheres (instructor, ~40 students), Pellham', { course: 'Stellar Atmospheres (~40 students)', code: 'ASTR210', role: 'instructor', institution: 'Pellham' }],
		// A title set apart in italics or quotes is the course whole; a type word or label before it is none of it.
		['GEO 150 — *Glaciology* (graduate; every spring since 2018)', { course: 'Glaciology (graduate)', code: 'GEO 150', term: 'every spring since 2018' }],
		['Workshop: *Reproducible Pipelines in R*, for hospital data staff, 2023', { course: 'Reproducible Pipelines in R (for hospital data staff)', term: '2023' }],
		['Vorlesung „Anorganische Chemie I“ (3 SWS), TU Marlstadt', { course: 'Anorganische Chemie I (3 SWS)', institution: 'TU Marlstadt' }],
		// A range's dash is no split; a code alone in brackets is the code; after a title set apart, what no field takes is a note on it.
		['*Ecología Marina* (Licenciatura, UNCA) — Profesora adjunta, 2019 – actualidad', { course: 'Ecología Marina (Licenciatura, UNCA, Profesora adjunta)', term: '2019 – actualidad' }],
		['Introduction to Biostatistics (BST 610), MSc in Public Health', { course: 'Introduction to Biostatistics (MSc in Public Health)', code: 'BST 610' }],
		// Before a quoted title, the date is the term and a few words on the teaching done none of the course.
		['dal 2020 ad oggi: titolare del corso “Fisica Teorica II” (6 CFU), Università di Corvara', { course: 'Fisica Teorica II (6 CFU)', institution: 'Università di Corvara', term: 'dal 2020 ad oggi' }],
		['Dal 2019, nell’ambito del corso di laurea in Fisica: tutorato per il “Laboratorio di Ottica”', { course: 'Laboratorio di Ottica (nell’ambito del corso di laurea in Fisica: tutorato per il)', term: 'Dal 2019' }],
		// A term range before a title set apart in German quotes.
		['seit WS 2022/23 Vorlesung „Physikalische Chemie I“ (Bachelor Chemie, 4 SWS), Universität Talheim', { course: 'Physikalische Chemie I (Bachelor Chemie, 4 SWS)', institution: 'Universität Talheim', term: 'seit WS 2022/23' }],
		// A year range in a course's name is no term and no note.
		['Fashion in Europe, 1700–1900, Ashgrove College', { course: 'Fashion in Europe, 1700–1900', institution: 'Ashgrove College' }],
		// A role after a dash is no role opening the line.
		['*Data Analysis for Ecologists* (R; Univ. of Fennick) -- teaching assistant, 2016--2019', { course: 'Data Analysis for Ecologists (R)', role: 'teaching assistant', institution: 'Univ. of Fennick', term: '2016--2019' }],
	])('%j', (text, expected) => {
		const { profile } = parseText('t.txt', `Ada Lovelace\n\nTeaching\n${text}\n`);
		expect(profile.teaching).toEqual([{ ...expected, source: { line: 4, endLine: 4 } }]);
	});
});

describe('teaching told in prose', () => {
	test('the courses a paragraph names with their codes are read; a paragraph without any stays unplaced', () => {
		const text = 'Ada Lovelace\n\nTeaching\nAda leads the MSc in Hydrology and teaches on Catchment Modelling (GEO5012) and Analysis of River Flow Records (GEO5040). She also gives lectures on flood risk.\n';
		const { profile } = parseText('t.txt', text);
		expect(profile.teaching!.map((t) => [t.course, t.code])).toEqual([['Catchment Modelling', 'GEO5012'], ['Analysis of River Flow Records', 'GEO5040']]);
		const { profile: without } = parseText('t.txt', 'Ada Lovelace\n\nTeaching\nAda teaches hydrology to first-year students and supervises their field projects every spring. She enjoys it.\n');
		expect(without.teaching).toEqual([]);
		expect(without.unparsed).toHaveLength(1);
	});

	test('"Senior Lecturer in Hydrology" is a post named for its field, no course', () => {
		const { profile } = parseText('t.txt', 'Ada Lovelace\n\nEmployment\nSenior Lecturer in Hydrology, Northmere University, 2018 – present\n');
		expect(profile.experience!.map((e) => e.role)).toEqual(['Senior Lecturer in Hydrology']);
		expect(profile.teaching).toEqual([]);
	});
});

describe('talks with their title quoted or in italics wherever it stands', () => {
	test('a label before the title is dropped, the rest is the host; the date keeps its month', () => {
		const text = readFileSync(new URL('../../../fixtures/ingest/talks-styles.txt', import.meta.url), 'utf8');
		expect(parseText('talks-styles.txt', text).profile.talks!.map((t) => [t.title, t.host, t.date])).toEqual([
			['The Moral Baltic', 'Northern Europe Seminar, University of Aarhus', '2016'],
			['Tate classes on unitary Shimura varieties', 'Halvern Number Theory Seminar', '2023-10'],
			['The Grammar of Exile', 'Department of French, Columbia University', '2021-03'],
			['Magnon topology in kagome magnets', 'APS March Meeting', '2023-03'],
			['Spin liquids under strain', 'DPG Spring Meeting', '2022-09'],
		]);
	});

	test('a rule under "Host, Year" is no title, and the line is read on its own', () => {
		// Found by the mutation property: a front-matter fence moved under a talk.
		const { talks } = parseText('talks.md', 'Ada Lovelace\n\nTalks\n=====\n* "Pessimism is All You Need", NeurIPS 2023, New Orleans, December 2023\n---\n').profile;
		expect(talks!.map((t) => [t.title, t.date])).toEqual([['Pessimism is All You Need', '2023-12']]);
	});
});

describe('a position set out in columns beside its dates', () => {
	test('reads the columns as the parts of one header: the role, a centre known by its initials, its university', () => {
		const { profile } = parseText('cv.txt', ['Orla Venning', '', 'Experience', '2022 – present\tAssistant Professor\tUniversity of Waterloo', '2019 – 2022\tResearch Fellow\tCREEM, University of St Andrews'].join('\n'));
		expect(profile.experience!.map((e) => [e.role, e.team, e.organization])).toEqual([
			['Assistant Professor', undefined, 'University of Waterloo'],
			['Research Fellow', 'CREEM', 'University of St Andrews'],
		]);
	});
});
