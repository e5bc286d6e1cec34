import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseText } from '../../../src/ingest/index.ts';
import { validateProfile } from '../../../src/ingest/validate.ts';

/** Fixtures are written for these tests (not seeds); every expectation below is read off the fixture text. */
/** A document written inline, a line an item, as the tests below read a layout's few telling lines. */
const parseLines = (file: string, lines: readonly string[]) => parseText(file, lines.join('\n')).profile;

function parseFixture(name: string) {
	const text = readFileSync(new URL(`../../fixtures/ingest/${name}`, import.meta.url), 'utf8');
	const { profile } = parseText(name, text);
	return validateProfile(profile, name);
}

describe('a markdown CV', () => {
	const p = parseFixture('markdown-cv.md');

	test('reads the name from the heading and the contact line', () => {
		expect(p.name).toBe('Ada Q. Lovelace');
		expect(p.contact).toEqual({
			email: 'ada@example.edu',
			homepage: 'https://ada.example.edu',
			github: 'https://github.com/adaql',
			orcid: 'https://orcid.org/0000-0002-1825-0097',
		});
	});

	test('reads education with dates, degree, field and advisor', () => {
		expect(p.education).toHaveLength(2);
		expect(p.education[0]).toMatchObject({
			institution: 'University of Example',
			location: 'Springfield, USA',
			degree: 'Ph.D.',
			field: 'Computer Science',
			dates: { start: '2018-09', end: 'present' },
			advisors: ['Charles Babbage'],
		});
		expect(p.education[1]).toMatchObject({ institution: 'Example Institute of Technology', degree: 'B.S.', field: 'Mathematics' });
	});

	test('reads positions with team, organisation and nested highlights', () => {
		expect(p.experience.map((e) => [e.organization, e.team, e.role])).toEqual([
			['University of Example', 'Systems Lab', 'Graduate Research Assistant'],
			['Acme Corp', 'Cloud Team', 'Software Engineer Intern'],
		]);
		expect(p.experience[0]!.highlights).toEqual(['Fast compilers: built a thing.', 'Verified kernels: proved a thing.']);
	});

	test('reads numbered citations with the bold owner, italic venue, status and type', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.status, x.type])).toEqual([
			['Compiling the analytical engine', 'SOSP', 2023, 'published', 'conference'],
			['Notes on the engine', 'OSDI', 2024, 'under-review', 'conference'],
			['A bug in the relay', 'arXiv preprint', 2022, 'preprint', 'preprint'],
		]);
		expect(p.publications[0]!.authors).toEqual(['Ada Q. Lovelace', 'Grace Hopper', 'Alan Turing']);
	});

	test('reads awards, service and teaching', () => {
		expect(p.awards).toEqual([
			expect.objectContaining({ title: 'Best Paper Award', issuer: 'SOSP', year: 2023 }),
			expect.objectContaining({ title: 'Graduate Fellowship', issuer: 'University of Example', year: 2019 }),
		]);
		expect(p.service).toEqual([
			expect.objectContaining({ role: 'Program Committee Member', venue: 'EuroSys', year: 2024 }),
			expect.objectContaining({ role: 'Reviewer', venue: 'Journal of Machine Learning Research', year: 2023 }),
		]);
		expect(p.teaching).toEqual([expect.objectContaining({ course: 'Compilers', role: 'Teaching Assistant', term: 'Fall 2020', institution: 'University of Example' })]);
	});

	test('places every line', () => {
		expect(p.unparsed).toEqual([]);
	});
});

describe('text extracted from a PDF', () => {
	const p = parseFixture('pdf-text.txt');

	test('reads an all-caps name, set in title case, and an OCR-damaged heading', () => {
		expect(p.name).toBe('Grace M. Hopper');
		expect(p.education.map((e) => [e.institution, e.degree, e.dates?.end, e.location])).toEqual([
			['Yale University', 'Ph.D.', '1934', 'New Haven, CT'],
			['Vassar College', 'B.A.', '1928', 'Poughkeepsie, NY'],
		]);
	});

	test('reads date columns with role, organisation and place in one line', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.start, e.dates?.end])).toEqual([
			['Senior Engineer', 'Remington Rand', 'Philadelphia, PA', '2019', '2021'],
			['Research Intern', 'Harvard Computation Lab', 'Cambridge, MA', '2018', '2018'],
		]);
	});

	test('reads venue-tagged citations, with a title glued to its authors', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type, x.awards])).toEqual([
			['Compilers for Everyone: A Field Report', 'ICSE', 2021, 'conference', ['Best Paper Award']],
			['The Education of a Computer', 'TOPLAS', 2019, 'journal', []],
		]);
		expect(p.publications[1]!.authors).toEqual(['Grace M. Hopper', 'Howard Aiken']);
	});

	test('reads a talk written as host line then title', () => {
		expect(p.talks).toEqual([expect.objectContaining({ title: 'Nanoseconds and How to Waste Them', host: 'Distinguished Lecture Series Example University', date: '2020' })]);
	});
});

describe('a web profile pasted as text', () => {
	const p = parseFixture('web-profile.txt');

	test('reads name, headline and summary', () => {
		expect(p.name).toBe('Alan M. Turing');
		expect(p.headline).toBe('Professor of Computing · Machine Intelligence · Cryptanalysis');
		expect(p.summary).toContain('I am a professor');
	});

	test('reads interests and education out of prose', () => {
		expect(p.interests).toEqual(['machine intelligence', 'morphogenesis', 'computability theory']);
		expect(p.education).toEqual(
			expect.arrayContaining([expect.objectContaining({ institution: 'Princeton University', degree: 'Ph.D.', field: 'Mathematics', advisors: ['Alonzo Church'] })]),
		);
	});

	test('reads "Org - Role" with a date glued to the place', () => {
		expect(p.experience).toEqual([
			expect.objectContaining({ organization: 'University of Manchester', role: 'Reader', location: 'Manchester, UK', dates: { start: '1948-10', end: '1954-06', raw: '10/1948 - 06/1954' } }),
		]);
	});

	test('reads title-then-venue publications', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Computing Machinery and Intelligence', 'Mind', 1950],
			['On Computable Numbers', 'PLMS', 1936],
		]);
	});
});

describe('text exported from a LaTeX CV', () => {
	const p = parseFixture('latex-export.txt');

	test('reads "Degree, Field, Institution, dates" lines and labels after them', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.dates?.start, e.dates?.end, e.advisors])).toEqual([
			['Ph.D.', 'Applied Physics', 'Example University', '2015', '2020', ['Dorothy Vaughan']],
			['B.Sc.', 'Mathematics', 'West Virginia State College', '2011', '2015', []],
		]);
	});

	test('reads dates in a right-hand column', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw])).toEqual([
			['Research Scientist', 'NASA Langley Research Center', 'Hampton, VA', 'Jan 2020 – Present'],
			['Summer Intern', 'Jet Propulsion Laboratory', 'Pasadena, CA', 'Jun 2018 – Aug 2018'],
		]);
	});

	test('reads labelled citations with initials, volume and pages', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type])).toEqual([
			['Determination of azimuth angle at burnout', 'Journal of Spacecraft and Rockets', 2019, 'journal'],
			['Orbital equations revisited', 'Physical Review Letters', 2017, 'journal'],
			['Fast trajectory search', 'AAAI', 2021, 'conference'],
		]);
		expect(p.publications[0]!.authors).toEqual(['K. Johnson', 'D. Vaughan', 'M. Jackson']);
	});

	test('reads a year column of honours, one role at several venues, and a course with its code', () => {
		expect(p.awards.map((a) => [a.title, a.year])).toEqual([['NASA Group Achievement Award', 2019], ['Graduate Fellowship', 2016]]);
		expect(p.service.map((s) => [s.role, s.venue, s.year])).toEqual([
			['Program Committee', 'NeurIPS', 2022],
			['Program Committee', 'ICML', 2023],
			['Reviewer', 'Journal of Spacecraft and Rockets', undefined],
		]);
		expect(p.teaching).toEqual([expect.objectContaining({ course: 'Introductory Mechanics', code: 'PHYS 101', role: 'Instructor', institution: 'Example University', term: 'Fall 2019' })]);
	});
});

describe('a markdown résumé with sub-headings per position', () => {
	const p = parseFixture('resume.md');

	test('reads bold contact labels, a bare website and a list of interests', () => {
		expect(p.contact).toEqual({ email: 'dorothy@example.com', homepage: 'https://dvaughan.example.com', linkedin: 'https://linkedin.com/in/dvaughan' });
		expect(p.interests).toEqual(['Numerical analysis', 'Programming languages for scientific computing', 'High-performance computing']);
	});

	test('reads "Role — Org" headings with place, dates and advisor on one line', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.start, e.advisors])).toEqual([
			['Staff Engineer', 'Langley Computing Group', 'Hampton, VA', '2019-03', []],
			['Research Assistant', 'Example University', undefined, '2014-09', ['Mary Jackson']],
		]);
	});

	test('reads quoted titles, an initialled single author and an arXiv identifier', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type])).toEqual([
			['Sparse solvers for orbital mechanics', 'SIAM Journal on Scientific Computing', 2019, 'journal'],
			['A language for numerical kernels', 'PLDI', 2018, 'conference'],
			['Mixed precision at scale', 'arXiv', 2021, 'preprint'],
		]);
	});

	test('reads talks with quoted titles and a host between title and date', () => {
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([
			['Numerical kernels in practice', 'Example University Colloquium', '2022-04'],
			['Keynote', 'Scientific Computing Summit', '2021'],
		]);
	});

	test('lists the skills it has no field for', () => {
		expect(p.unparsed.map((u) => u.text)).toEqual(['Python, FORTRAN, C++']);
	});
});

describe('a US-style résumé with IEEE citations', () => {
	const p = parseFixture('us-resume.txt');

	test('keeps street and phone out of the headline', () => {
		expect(p.headline).toBeUndefined();
		expect(p.contact).toEqual({ email: 'jqp@example.com', linkedin: 'https://linkedin.com/in/jqpublic' });
	});

	test('reads "Institution, City" over "Degree<TAB>Date"', () => {
		expect(p.education.map((e) => [e.institution, e.location, e.degree, e.field, e.dates?.end, e.gpa])).toEqual([
			['University of Illinois Urbana-Champaign', 'Urbana, IL', 'Master of Science', 'Computer Science', '2021-05', '3.9/4.0'],
			['University of Example', 'Springfield', 'Bachelor of Science', 'Electrical Engineering', '2019-05', undefined],
		]);
	});

	test('reads "Org, City, ST" over "Role<TAB>Dates"', () => {
		expect(p.experience.map((e) => [e.organization, e.location, e.role, e.dates?.start, e.highlights.length])).toEqual([
			['Acme Robotics', 'Boston, MA', 'Senior Software Engineer', '2021-06', 2],
			['Initech', 'Austin, TX', 'Software Engineering Intern', '2020-05', 1],
		]);
	});

	test('reads IEEE citations: authors, quoted title, "in Proc.", volume and pages', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type, x.authors.length])).toEqual([
			['Robust SLAM in the wild', 'ICRA', 2022, 'conference', 3],
			['Learning to grasp', 'IEEE Robotics and Automation Letters', 2021, 'journal', 2],
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('a CV typeset with the dates in a left column', () => {
	const p = parseFixture('date-column.txt');

	test('reads each date-first row as a position of its own', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.team, e.dates?.raw])).toEqual([
			['Senior Researcher', 'Example Polytechnic', 'Institute for Learning Systems', '2021 – present'],
			['Postdoctoral Fellow', 'University of Northfield', 'Machine Reasoning Lab', '2018 – 2021'],
			['Research Intern', 'Contoso Research', undefined, '2017'],
		]);
	});

	test('reads venues that open with a capital "In", and a title that does', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Amortised inference for stochastic control flow', 'NeurIPS', 2023],
			['Fast particle filters for higher-order programs', 'ICML', 2021],
			['In defense of simple priors', 'Journal of Example Research', 2022],
		]);
		expect(p.publications[0]!.venueFull).toBe('Advances in Neural Information Processing Systems (NeurIPS)');
	});

	test('reads talks and teaching with the date in front', () => {
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([
			['Probabilistic Programming Day', 'Example Institute Paris', '2023'],
			['Workshop on Inference Compilation', undefined, '2022'],
		]);
		expect(p.teaching.map((t) => [t.course, t.role, t.institution, t.term])).toEqual([
			['Probabilistic Machine Learning', 'lecturer', 'Example Polytechnic', 'Spring 2023'],
			['Advanced Machine Learning', 'teaching assistant', 'University of Northfield', '2019 – 2020'],
		]);
	});

	test('places every line', () => {
		expect(p.unparsed).toEqual([]);
	});
});

describe('an author–date (APA) CV from the life sciences', () => {
	const p = parseFixture('author-date.txt');

	test('reads author–date citations: authors, year, title, journal, DOI', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type])).toEqual([
			['Winter is coming later: Phenology shifts in alpine moths', 'Ecology Letters', 2023, 'journal'],
			['Dispersal limits in fragmented meadows', 'Journal of Animal Ecology', 2021, 'journal'],
			['In defense of small plots', 'Oecologia', 2019, 'journal'],
			['Counting moths with cameras', 'ECO', 2022, 'conference'],
		]);
		expect(p.publications[0]!.authors).toEqual(['R. Lindqvist-Amari', 'T. Okafor', 'C. Flett']);
		expect(p.publications[0]!.doi).toBe('10.1111/ele.14200');
		expect(p.publications[2]!.authors).toEqual(['L. van der Berg', 'R. Lindqvist-Amari']);
	});

	test('reads degrees with how they were awarded, and date-first appointments', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.dates?.end])).toEqual([
			['PhD', 'Ecology', 'University of Lindhaven', '2017'],
			['MSc (Distinction)', 'Ecology and Conservation', 'University of Lindhaven', '2012'],
			['BA (Hons)', 'Biological Sciences', 'Eastbury College', '2010'],
		]);
		expect(p.experience.map((e) => [e.role, e.organization])).toEqual([
			['Lecturer in Evolutionary Ecology', 'University of Wrenfield'],
			['Postdoctoral Research Associate', 'Museum of Example Natural History'],
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('text from a PDF laid out in columns (pdftotext -layout)', () => {
	const p = parseFixture('pdf-layout.txt');

	test('reads positions with their dates on the right, in years or year.month', () => {
		expect(p.name).toBe('Marguerite Okonkwo-Hale');
		expect(p.experience.map((e) => [e.organization, e.role, e.dates?.start, e.dates?.end])).toEqual([
			['Lindenfield University', 'Assistant Professor of Statistics', '2021', 'present'],
			['Cordova Institute for Data Science', 'Postdoctoral Fellow', '2020', '2021'],
			['Qinghe Research Centre', 'Visiting Researcher', '2019-03', '2019-09'],
		]);
	});

	test('reads a US state after a city as a place, not a degree', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.location])).toEqual([
			['Ph.D.', 'Statistics', 'Westbridge Institute of Technology', 'Cambridge, MA'],
			['B.S.', 'Mathematics', 'Eastford College', 'Starkville, MS'],
		]);
	});

	test('joins citations wrapped over lines, a hyphenated word included', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Conformal prediction for dependent data with heavy-tailed innovations', 'Journal of Computational Statistics', 2023],
			['Mutual information bounds for sparse vector autoregression models', 'Annals of Example Statistics', 2021],
			['Beam training for massive arrays', 'IEEE Trans. Signal Process', 2019],
		]);
		expect(p.publications[0]!.source).toEqual({ line: 17, endLine: 19 });
	});
});

describe('an al-folio CV page (front matter for the site, bold roles)', () => {
	const p = parseFixture('al-folio.md');

	test("ignores the site generator's page keys", () => {
		expect(p.name).toBe('Tomas Reyes');
	});

	test('reads "**Role**, *Org*, Place — Dates" and "Org — Role (Dates)"', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw, e.advisors])).toEqual([
			['Graduate Researcher', 'Brightwater Vision Lab', undefined, 'Sep 2021 – Present', ['Kim Ode']],
			['Research Scientist Intern', 'Halcyon AI', 'San Francisco, CA', 'Jun 2023 – Sep 2023', []],
			['Software Engineer', 'Northwind Labs', undefined, '2019 – 2021', []],
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('a LinkedIn profile copied as text', () => {
	const p = parseFixture('linkedin.txt');

	test('reads "Role / Org · Full-time / Dates · duration / Place · Hybrid" entries', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw, e.highlights])).toEqual([
			['Senior Research Scientist', 'Example Robotics', 'Zurich, Switzerland', 'Mar 2022 - Present', ['Leading sim-to-real transfer for quadruped locomotion policies.']],
			['Research Scientist', 'Contoso Dynamics', 'Boston, Massachusetts, United States', 'Sep 2019 - Feb 2022', []],
		]);
	});

	test("reads a degree with its listing's short name", () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution])).toEqual([['Doctor of Philosophy', 'Robotics', 'Example Institute of Technology']]);
	});
});

describe('a bilingual faculty page', () => {
	const p = parseFixture('bilingual.txt');

	test('reads headings written in two scripts, and an address spelled out against harvesters', () => {
		expect([p.name, p.nativeName, p.contact.email]).toEqual(['Wei Zhang', '张伟', 'wzhang@qinghe.example.edu']);
		expect(p.education.map((e) => [e.degree, e.institution, e.dates?.end])).toEqual([
			['Ph.D.', 'Example Polytechnic University', '2010'],
			['B.S.', 'Qinghe University', '2005'],
		]);
		expect(p.experience.map((e) => [e.role, e.dates?.start, e.dates?.end])).toEqual([
			['Professor', '2015-09', 'present'],
			['Associate Professor', '2010-07', '2015-08'],
		]);
		expect(p.awards.map((a) => [a.title, a.year])).toEqual([['Young Scientist Award', 2021]]);
		expect(p.unparsed).toEqual([]);
	});

	test('joins prose wrapped over lines into its paragraph, and topics wrapped mid-list', () => {
		expect(p.summary).toBe(
			'Wei Zhang is a Professor in the School of Information Engineering at Qinghe University, where he directs the Sensing and Communication Laboratory. Before joining Qinghe in 2015, he was an associate professor at the same school.\n\n' +
				'His research interests include massive MIMO signal processing, integrated sensing and communication (ISAC), and low-power sensor networks.',
		);
		expect(p.interests).toEqual(['massive MIMO signal processing', 'integrated sensing and communication (ISAC)', 'low-power sensor networks']);
	});
});

describe('service listed with a year per venue', () => {
	test('"Reviewer: NeurIPS (2023, 2024), ICLR (2024)" is a reviewing role a year', () => {
		const { profile } = parseText('svc.txt', 'Ann Lee\n\nService\nReviewer: NeurIPS (2023, 2024), ICLR (2024)\n');
		expect((profile.service ?? []).map((s) => [s.role, s.venue, s.year])).toEqual([
			['Reviewer', 'NeurIPS', 2023],
			['Reviewer', 'NeurIPS', 2024],
			['Reviewer', 'ICLR', 2024],
		]);
	});
});

describe("a clinician's CV", () => {
	const p = parseFixture('clinical.txt');

	test('reads the name without its credentials, and medical degrees', () => {
		expect(p.name).toBe('Leona Ferreira-Oduya');
		expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
			['MD', 'Example University School of Medicine'],
			['MPH', 'Eastbury College of Public Health'],
		]);
	});

	test('reads "since 07/2019" as an open range, under a heading of a field of its own', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Attending Cardiologist', 'Example University Hospital', '2019-07', 'present'],
			['Staff Physician', 'Northfield General Hospital', '2015', '2019'],
		]);
		expect(p.awards.map((a) => [a.title, a.issuer, a.year])).toEqual([['Early Career Investigator Grant', 'Example Heart Association', 2020]]);
	});

	test('reads Vancouver citations: authors as written, journal, year, DOI', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year, x.type])).toEqual([
			['Remote monitoring in heart failure: a randomized trial', ['Ferreira-Oduya L', 'Okafor T', 'Mbeki A'], 'N Engl J Med', 2021, 'journal'],
			['Diuretic response after decompensation', ['Lindgren E', 'Ferreira-Oduya L'], 'JAMA Cardiol', 2019, 'journal'],
		]);
		expect(p.publications[0]!.doi).toBe('10.1056/NEJMoa0000001');
		expect(p.unparsed).toEqual([]);
	});
});

describe("a Hugo academic theme's page", () => {
	const p = parseFixture('hugo-academic.md');

	test('reads "Full Name, Full Name (2023). Title. Venue." citations', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Do Language Models Learn Agreement Like Children?', ['Tobin Arce-Quennell', 'Asha Venkat', 'Li Wen'], 'Transactions of the Association for Computational Linguistics', 2023],
			['Probing Structure in Multilingual Encoders', ['Marta Ruiz-Obeso', 'Tobin Arce-Quennell'], 'ACL', 2022],
			['Surprisal and Reading Times Across Twelve Languages', ['Tobin Arce-Quennell'], 'Cognitive Science', 2021],
		]);
		// The full name is as written; the short one leaves out "Proceedings of".
		expect(p.publications[1]!.venueFull).toBe('Proceedings of ACL');
	});

	test('reads a talk dated to the day', () => {
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([['Agreement in Language Models', 'Example Linguistics Colloquium', '2022-06']]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('an AltaCV PDF as plain pdftotext gives it', () => {
	const p = parseFixture('altacv.txt');

	test('joins quoted titles and venues wrapped over lines', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.venueFull, x.year])).toEqual([
			['Curiosity Without Counting: Latent Novelty for Exploration', 'ICLR', 'International Conference on Learning Representations (ICLR)', 2022],
			['Hierarchical Priors for Dexterous Grasping', 'CoRL', 'Conference on Robot Learning (CoRL)', 2019],
		]);
	});

	test('reads "Interests: A, B, C" under the name as research interests', () => {
		expect(p.interests).toEqual(['reinforcement learning', 'robot manipulation', 'exploration']);
		expect(p.headline).toBe('Research Scientist');
		expect(p.unparsed).toEqual([]);
	});
});

describe("a physicist's CV as plain pdftotext gives it (each date on a line above its entry)", () => {
	const p = parseFixture('physics.txt');
	const at = (e: { source: { line: number; endLine: number } }) => [e.source.line, e.source.endLine];

	test('a date alone on its line opens the entry below it, and an entry wrapped at the column width stays one', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.dates?.raw])).toEqual([
			['Dr. rer. nat.', 'Physics', 'University of Oberhain', '2012–2016'],
			['M.Sc.', 'Physics', 'Uppsala Nordic University', '2010–2012'],
			['B.Sc.', 'Physics', 'Universidad de Valcarce', '2007–2010'],
		]);
		expect(p.education[0]!.advisors).toEqual(['Matthias Ellerbrock']);
		expect(p.experience.map((e) => [e.role, e.team, e.organization, e.dates?.start, e.dates?.end, ...at(e)])).toEqual([
			['Junior Group Leader (W2 tenure track)', 'Institute for Quantum Materials', 'Karlsfeld University of Technology', '2021-04', 'present', 24, 26],
			['Marie Skłodowska-Curie Fellow', undefined, 'Laboratoire des Solides Quantiques', '2018', '2021', 27, 28],
			['Postdoctoral Researcher', 'Neutron Scattering Division', 'Brightwater National Laboratory', '2016', '2018', 29, 31],
		]);
	});

	test('reads physics citations: names, then title and journal at commas, the title left out as physics often does', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type, x.authors.length])).toEqual([
			['Phys. Rev. Lett. 131, 176701 (2023)', 'Phys. Rev. Lett.', 2023, 'journal', 4],
			['Nature Phys. 17, 1234 (2021)', 'Nature Phys.', 2021, 'journal', 3],
			['Phys. Rev. B 104, 094421 (2021)', 'Phys. Rev. B', 2021, 'journal', 5],
			['Topological magnon bands in a breathing kagome lattice', 'Phys. Rev. X', 2020, 'journal', 4],
			['J. Phys.: Condens. Matter 28, 456002 (2016)', 'J. Phys.: Condens. Matter', 2016, 'journal', 2],
			['Phys. Rev. B 93, 214410 (2016)', 'Phys. Rev. B', 2016, 'journal', 3],
			['Magnon Hall effect in strained oxide bilayers', undefined, 2023, 'preprint', 3],
			['arXiv:2311.05678 [cond-mat.str-el]', 'arXiv', undefined, 'preprint', 2],
		]);
		expect(p.publications[3]!.authors).toEqual(['H. Vasquez-Lindqvist', 'S. Petrenko', 'L. Moreau', 'D. Halvorsen']);
		expect(p.publications[6]).toMatchObject({ status: 'under-review', url: 'https://arxiv.org/abs/2301.01234' });
	});

	test("grants: the years held, the amount and the holder's part as details, an amount never the issuer", () => {
		expect(p.awards.slice(0, 4).map((a) => [a.title, a.issuer, a.year, a.details])).toEqual([
			['ERC Starting Grant "MAGNONTOP"', undefined, undefined, '2022–2027; EUR 1,498,000; PI'],
			['DFG Sachbeihilfe VA 2213/1-1', undefined, undefined, '2021–2024; EUR 312,000; PI'],
			['DFG SFB 1471, project B04', undefined, undefined, '2020–2023; EUR 540,000; co-PI, with T. Okonkwo'],
			['Marie Skłodowska-Curie Individual Fellowship', undefined, undefined, '2018–2020; EUR 184,700; PI'],
		]);
	});

	test('semester terms of German-speaking universities are terms', () => {
		expect(p.teaching.map((t) => [t.term, t.course, t.role, t.institution])).toEqual([
			['WS 2023/24', 'Solid State Physics II (lecture, 4 SWS)', undefined, 'Karlsfeld University of Technology'],
			['SS 2023', 'Advanced Lab Course: Neutron Scattering', 'co-lecturer', undefined],
			['WS 2021/22', 'Seminar on Quantum Magnetism', undefined, undefined],
			['2013–2015', 'Experimental Physics I and II', 'Teaching assistant', 'University of Oberhain'],
		]);
	});
});

describe("an economist's job-market CV (a header table, Chicago author–date, working papers)", () => {
	const p = parseFixture('econ.md');

	test("reads the name from the header table's cell; a placement director's contact is not the candidate's", () => {
		expect(p.name).toBe('Tomasz Welander-Ruiz');
		expect(p.contact).toEqual({ email: 'tw.ruiz@halvorsen.edu', homepage: 'https://www.tomaszwr.com' });
		expect(p.headline).toBeUndefined();
		expect(p.unparsed.map((u) => u.line)).toEqual(expect.arrayContaining([7, 8]));
	});

	test('Chicago author–date citations: the first author turned, title in quotes, journal in italics', () => {
		expect(p.publications.filter((x) => x.status === 'published').map((x) => [x.title, x.authors, x.venue ?? x.venueFull, x.year, x.type])).toEqual([
			['Credit Frictions and Hiring in Small Firms', ['Tomasz Welander-Ruiz', 'Lucía Ferrandis'], 'Journal of Finance', 2022, 'journal'],
			['Regional Unemployment Insurance and Migration', ['Piotr Ostaszewski', 'Tomasz Welander-Ruiz', 'Mae Kinlan'], 'Journal of Labor Economics', 2021, 'journal'],
			['Youth Unemployment in Southern Europe: A Decomposition', ['Tomasz Welander-Ruiz'], 'Economics Letters', 2019, 'journal'],
		]);
	});

	test('working papers: one per quoted title, "(with …)" naming the co-authors beside the owner', () => {
		const working = p.publications.filter((x) => x.status !== 'published');
		expect(working.map((x) => [x.title, x.authors, x.year, x.status])).toEqual([
			['Monetary Policy and the Geography of Vacancies', ['Tomasz Welander-Ruiz', 'Lucía Ferrandis'], undefined, 'under-review'],
			['Minimum Wages and Firm Entry: Evidence from Regional Bargaining', ['Tomasz Welander-Ruiz', 'Piotr Ostaszewski', 'Mae Kinlan'], 2023, undefined],
			['Household Liquidity and Search Effort Over the Business Cycle', [], 2024, 'under-review'],
			['Automation Shocks and Occupational Downgrading', ['Tomasz Welander-Ruiz', 'Hana Ebright'], undefined, undefined],
			// A title alone in quotes under Work in Progress is a paper too, with no authors or year yet.
			['Firm Heterogeneity in Pass-Through of Policy Rates to Wages', [], undefined, undefined],
		]);
	});

	test('teaching: a role and university over a list of courses, terms in brackets', () => {
		expect(p.teaching.map((t) => [t.code, t.role, t.institution, t.term])).toEqual([
			['ECON 1010', 'Teaching Assistant', 'Halvorsen University', 'Fall 2021, Spring 2022'],
			['ECON 2450', 'Teaching Assistant', 'Halvorsen University', 'Fall 2022'],
			['ECON 3120', 'Teaching Assistant', 'Halvorsen University', 'Spring 2023, Spring 2024'],
			[undefined, 'Instructor', 'Universidad de Calvera', '2019'],
		]);
		expect(p.teaching[0]!.course).toBe('Principles of Economics');
	});

	test('"June–August 2023" shares its year', () => {
		expect(p.experience.find((e) => e.dates?.raw === 'June–August 2023')?.dates).toEqual({ start: '2023-06', end: '2023-08', raw: 'June–August 2023' });
	});
});

describe('a CV exported from Google Docs, laid out in tables', () => {
	const p = parseFixture('google-docs-tables.md');

	test("a table's row reads as one date-first line; the rule under its first row is layout, not an unplaced line", () => {
		expect(p.education.map((e) => [e.dates?.raw, e.degree, e.field, e.institution])).toEqual([
			['2019–2023', 'PhD', 'Psychology', 'University of Westmarch'],
			['2017–2019', 'MA', 'Psychology', 'University of Westmarch'],
			['2013–2017', 'BS', 'Neuroscience', 'Delton College'],
		]);
		expect(p.experience.slice(0, 2).map((e) => [e.dates?.raw, e.role, e.team, e.organization, e.location])).toEqual([
			['2023–present', 'Postdoctoral Research Fellow', 'Center for Affective Science', 'Ridgefield University', undefined],
			['2022–2023', 'Predoctoral Clinical Intern', undefined, 'Lakeshore VA Medical Center', 'Cleveland, OH'],
		]);
		expect(p.unparsed.some((u) => u.text.includes('---'))).toBe(false);
	});

	test('an award row: "2024 | Title" gives the year', () => {
		expect(p.awards.map((a) => [a.year, a.title])[1]).toEqual([2022, 'APA Dissertation Research Award']);
	});

	test("APA citations: a starred student author, an article number, a PsyArXiv preprint, a manuscript's status", () => {
		expect(p.publications[1]).toMatchObject({ authors: ['M. Reyes', 'P. Nandakumar-Holt', 'G. Oyelaran'], year: 2023, venue: 'Behaviour Research and Therapy', type: 'journal' });
		expect(p.publications[4]).toMatchObject({ title: 'Momentary stress and regulation choice in young adults', status: 'under-review' });
		expect(p.publications[5]).toMatchObject({ venue: 'PsyArXiv', status: 'preprint', type: 'preprint' });
	});

	test('posters under "Conference Presentations" are talks given, their subheading none; the city the meeting met in is its location, the month of APA\'s date its date', () => {
		expect(p.talks.slice(0, 2).map((t) => [t.title, t.host, t.location, t.date])).toEqual([
			['Strategy switching in anxious youth', 'Association for Psychological Science Annual Convention', 'Chicago, IL', '2022-05'],
			['Rumination and sleep in college students', 'Anxiety and Depression Association of America Conference', 'Boston, MA', '2024-03'],
		]);
		expect(p.publications.map((x) => x.title)).not.toContain('Strategy switching in anxious youth');
	});
});

describe("an academicpages (Jekyll) cv.md: setext headings, dated list items with items under them", () => {
	const p = parseFixture('academicpages.md');

	test('the underlined name and headings are read as headings; a nickname in quotes is no part of the name', () => {
		expect(p.name).toBe('Tomasz Achterberg-Lindahl');
		expect(p.unparsed.some((u) => /^=+$/.test(u.text))).toBe(false);
		expect(p.education).toHaveLength(3);
	});

	test('"* Summer 2023: Role" over "  * Org, City" is a position, its supervisor an advisor', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.team, e.location, e.dates?.raw, e.advisors])).toEqual([
			['Research Scientist Intern', 'Larkspur AI Research', undefined, 'New York, NY', 'Summer 2023', ['Ines Valbuena']],
			['Applied Scientist Intern', 'Cobaltline Commerce', undefined, 'Seattle, WA', 'Summer 2022', []],
			['Graduate Research Assistant', 'University of Northmoor', 'Department of Statistics', undefined, 'Fall 2018 -- Spring 2020', ['Hal Brennigan']],
		]);
	});

	test("links' labels after a citation, '(Oral)', 'Under review at', '(in preparation)'", () => {
		expect(p.publications.map((x) => [x.venue, x.year, x.status, x.type, x.awards])).toEqual([
			['NeurIPS', 2023, 'published', 'conference', []],
			['KDD', 2024, 'published', 'conference', ['Oral']],
			['TMLR', 2024, 'published', 'journal', []],
			['ICML', 2025, 'under-review', 'conference', []],
			['NeurIPS 2022 Workshop on Offline RL', 2022, 'published', 'workshop', []],
			['Journal of Applied Statistics', 2021, 'published', 'journal', []],
			['PhD Thesis, Brightwater University, 2025', 2025, undefined, 'thesis', []],
		]);
	});
});

describe("a faculty web page copied from the browser (IEEE citations under year headings, the page's chrome)", () => {
	const p = parseFixture('faculty-page.txt');

	test('IEEE venues: abbreviated journals whole, a conference by its short name; each year heading gives its citations their year', () => {
		expect(p.publications.map((x) => [x.venue, x.year, x.type])).toEqual([
			['ICRA', 2024, 'conference'],
			['RSS', 2024, 'conference'],
			['IEEE Robot. Autom. Mag.', 2024, 'journal'],
			['IEEE Trans. Robot.', 2023, 'journal'],
			['IEEE Robot. Autom. Lett.', 2023, 'journal'],
			['IROS', 2023, 'conference'],
			['Int. J. Robot. Res.', 2021, 'journal'],
			['arXiv', 2021, 'preprint'],
		]);
		expect(p.publications[4]!.title).toBe('Proprioceptive slip detection using joint torque residuals');
	});

	test("the list's legend, the navigation bar and the footer are no entries, and stay listed as unplaced", () => {
		const unplaced = p.unparsed.map((u) => u.text);
		expect(unplaced).toEqual(expect.arrayContaining(['(* denotes student advisee)', 'Home | Publications | Teaching | Contact', 'Last updated: November 3, 2024']));
		expect(p.service.map((s) => s.role)).toEqual(['Associate Editor', 'Program Committee', 'Area Chair', 'Co-organizer']);
	});

	test('interests told in a sentence: "lie at the intersection of A, B, and C, with a particular focus on D"', () => {
		expect(p.interests).toEqual(['legged locomotion', 'contact-rich manipulation', 'learning-based control', 'certifiable safety for robots operating in unstructured outdoor terrain']);
	});
});

describe("a senior professor's CV as OCR of a scan (wrapped under a date column, OCR's digit slips)", () => {
	const p = parseFixture('ocr-scan.txt');

	test('an appointment wrapped under its text column is one entry; two-digit ends close the ranges', () => {
		expect(p.experience.map((e) => [e.role, e.team, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Distinguished Professor', 'School of Engineering Sciences', 'Ostrander University', '2012', 'present'],
			['Professor', 'Department of Mechanical Engineering', 'Ostrander University', '2003', '2012'],
			['Associate Professor', 'Department of Mechanical Engineering', 'University of Kestrel Bay', '1998', '2002'],
			['Assistant Professor', 'Department of Aerospace Engineering', 'University of Kestrel Bay', '1993', '1998'],
			// Two units ("Centre for X, Y Laboratory") leave open which holds the other: only the role and dates are asked.
			['Postdoctoral Research Associate', expect.any(String), expect.any(String), '1991', '1993'],
			['Visiting Professor (sabbatical)', undefined, 'Institut Pascal-Duroc', '2009', '2010'],
		]);
	});

	test("OCR's 'l' for '1' in a year is read as the year", () => {
		expect(p.awards.slice(0, 5).map((a) => a.year)).toEqual([2019, 2016, 2011, 2004, 1997]);
	});

	test('wrapped grants, each with its title in quotes, are projects: the title, the funder, the dates, the part taken where noted', () => {
		expect(p.projects.map(({ title, organization, role, dates }) => [title, organization, role, dates?.start, dates?.end])).toEqual([
			['Scalable Discontinuous Galerkin Solvers for Exascale Turbulence', 'U.S. Department of Energy', undefined, '2021', '2026'],
			['Data-Driven Closure Models for Wall-Bounded Flows', 'National Science Foundation', 'Co-PI', '2018', '2021'],
			['Fluid–Structure Interaction of Flexible Membrane Wings', 'Air Force Office of Scientific Research', undefined, '2014', '2017'],
		]);
		// The grant with no title ("National Science Foundation, CAREER follow-on, $310,000") stays among the awards.
		expect(p.awards).toHaveLength(6);
	});

	test('interests in a wrapped list: split words joined, a compound keeps its hyphen', () => {
		expect(p.interests).toEqual([
			'Direct numerical simulation of turbulence',
			'high-order discontinuous Galerkin methods',
			'fluid–structure interaction',
			'scientific machine learning for reduced-order modelling',
			'exascale computational methods',
		]);
	});
});

describe("a LaTeX résumé through pdftotext -layout (the right-hand column set apart by spaces)", () => {
	const p = parseFixture('two-column-resume.txt');

	test('a gap of spaces parts the columns: dates and places on the right, whatever the organisation is called', () => {
		expect(p.experience.map((e) => [e.organization, e.role, e.location, e.dates?.raw])).toEqual([
			['Stanford FastML Lab', 'Graduate Research Assistant', 'Stanford, CA', 'Sep 2019 – Present'],
			['Northwind AI', 'Research Intern, Inference Efficiency Team', 'San Francisco, CA', 'Jun 2022 – Sep 2022'],
			['Quarrybyte Systems', 'Software Engineering Intern', 'Seattle, WA', 'May 2021 – Aug 2021'],
			['Carnegie Mellon University', 'Undergraduate Research Assistant, Parallel Data Lab', 'Pittsburgh, PA', 'Jan 2017 – May 2019'],
		]);
		expect(p.education.map((e) => [e.institution, e.location, e.degree, e.dates?.raw, e.gpa])).toEqual([
			['Stanford University', 'Stanford, CA', 'Ph.D.', 'Sep 2019 – Jun 2024', undefined],
			['Carnegie Mellon University', 'Pittsburgh, PA', 'B.S.', 'Aug 2015 – May 2019', '3.94/4.00'],
		]);
	});

	test("'Degree; Advisor: Prof. X' gives the advisor", () => {
		expect(p.education[0]!.advisors).toEqual(['Helena Vasquez-Ortiz']);
	});
});

describe("a literature professor's CV in Chicago's notes style (books, chapters, articles)", () => {
	const p = parseFixture('humanities-books.txt');

	test('a book: its italic title, the publisher and year its imprint gives; a note indented under it stays with it', () => {
		expect(p.publications.slice(0, 2).map((x) => [x.title, x.venue, x.year, x.type])).toEqual([
			['The Grammar of Exile: Francophone Fiction and the Afterlives of Empire', 'University of Chicago Press', 2019, 'other'],
			['Borrowed Tongues: Translation and the Colonial Archive', 'Cornell University Press', 2012, 'other'],
		]);
		expect(p.publications[0]!.awards).toEqual(['Winner, Harry Levin Prize, American Comparative Literature Association, 2020']);
	});

	test('an article: quoted title, then "Journal 135, no. 2 (2020): 301–18"; a chapter: the book it is in, its editors left out', () => {
		const article = p.publications.find((x) => x.title.startsWith('Footnotes from the Margins'));
		expect(article).toMatchObject({ venue: 'PMLA', year: 2020, type: 'journal' });
		const chapter = p.publications.find((x) => x.title === 'Translation as Counter-Archive');
		expect(chapter).toMatchObject({ year: 2020, type: 'other' });
		expect(chapter!.venue ?? chapter!.venueFull).toBe('The Cambridge Companion to World Literature');
	});
});

describe('a Europass CV as text from its PDF (a form: labels in a left-hand column)', () => {
	const p = parseFixture('europass.txt');

	test("the name from 'Personal information', surname first in the form", () => {
		expect(p.name).toBe('Dorottya Ilona Varga');
	});

	test("each 'Dates (from – to)' opens an entry: employer, position and activities from their labels", () => {
		expect(p.experience.slice(0, 2).map((e) => [e.organization, e.role, e.dates?.start, e.dates?.end])).toEqual([
			['Pannon Institute for Water Research', 'Postdoctoral Research Fellow', '2021-10', 'present'],
			['Technische Hochschule Altmühlfeld', 'Research Assistant (Wissenschaftliche Mitarbeiterin)', '2018-10', '2021-09'],
		]);
		expect(p.experience[0]!.highlights[0]).toMatch(/^Development of a coupled groundwater–surface water model for the Balaton catchment/);
		expect(p.experience).toHaveLength(3);
	});

	test('qualifications: the title awarded is the degree, the organisation its institution, each with its own dates', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.dates?.raw])).toEqual([
			['Doctor of Philosophy (PhD)', 'Environmental Engineering', '09/2018 – 07/2022'],
			['Master of Science', 'Civil Engineering', '09.2013 - 06.2015'],
			['Bachelor of Science', 'Civil Engineering', '09.2009 - 06.2013'],
		]);
		expect(p.education[0]).toMatchObject({ institution: 'Technische Hochschule Altmühlfeld', advisors: ['Matthias Brenner'] });
	});

	test('no label is read as content', () => {
		const texts = [...p.experience.flatMap((e) => [e.organization, e.role ?? '', ...e.highlights]), ...p.education.flatMap((e) => e.details)];
		expect(texts.some((t) => /Dates \(from|Name and address of employer|Occupation or position held|Title of qualification/.test(t))).toBe(false);
	});
});

describe("a biomedical postdoc's markdown CV (NLM citations, conference abstracts)", () => {
	const p = parseFixture('biomed.md');

	test("NLM citations with co-first marks, PMIDs and impact factors keep journal and year", () => {
		expect(p.publications.slice(0, 5).map((x) => [x.venue, x.year, x.type])).toEqual([
			['Nat Commun', 2023, 'journal'],
			['Circ Res', 2022, 'journal'],
			['Arterioscler Thromb Vasc Biol', 2021, 'journal'],
			['Cardiovasc Res', 2020, 'journal'],
			['J Cell Sci', 2019, 'journal'],
		]);
		expect(p.publications[0]!.authors).toEqual(['Kowalczyk JM', 'Ramírez-Soto P', 'Lindqvist E', 'Okonkwo-Harris R']);
	});

	test('an abstract: the meeting in italics is its venue, "Poster #214" says how it was given, an oral is an honour', () => {
		const abstracts = p.publications.slice(-3);
		expect(abstracts.map((x) => [x.venue, x.year, x.type])).toEqual([
			['American Heart Association Scientific Sessions', 2023, 'conference'],
			['Vascular Biology 2022', 2022, 'poster'],
			// Where the meeting was held is no part of its name.
			['European Society of Cardiology Congress', 2019, 'poster'],
		]);
		expect(abstracts[0]!.awards).toEqual(['Oral presentation (Early Career Investigator Award finalist)']);
	});
});

describe('a Google Scholar profile copied from the browser (a table of papers: title, authors, venue and two number columns)', () => {
	const p = parseFixture('scholar-profile.txt');

	test("the site's name and buttons are no name or headline", () => {
		expect([p.name, p.headline]).toEqual(['Marisol Okonkwo-Beaumont', 'Associate Professor of Environmental Engineering, Ridgecrest University']);
	});

	test('each three-line row is a paper; the cited-by count is no part of its venue, and the year column is its year', () => {
		expect(p.publications.map((x) => [x.title, x.authors.length, x.venue, x.year, x.type])).toEqual([
			['Physics-informed neural networks for subsurface flow inversion', 3, 'Water Resources Research', 2021, 'journal'],
			['Reactive transport of nitrate in heterogeneous aquifers: a field study', 2, 'Journal of Hydrology', 2020, 'journal'],
			['Uncertainty quantification for managed aquifer recharge', 4, 'Advances in Water Resources', 2020, 'journal'],
			['Graph neural surrogates for regional groundwater models', 2, 'arXiv', 2023, 'preprint'],
			['Learning hydraulic conductivity fields from sparse wells', 2, 'NeurIPS', 2022, 'workshop'],
		]);
		expect(p.publications[2]!.authors).toEqual(['K Abernathy', 'M Okonkwo-Beaumont', 'L Fenwick', 'S Tanaka']);
	});

	test('the citation metrics and the co-author list have no field: they stay listed as unplaced', () => {
		const unplaced = p.unparsed.map((u) => u.text);
		expect(unplaced).toEqual(expect.arrayContaining(['h-index 29 23', 'Co-authors EDIT', 'Tormod Halvorsen', 'PhD student, Ridgecrest University']));
		expect(unplaced.some((t) => /\b(?:612|389)\b/.test(t))).toBe(false);
	});
});

describe('a Google Scholar profile copied with each cell of the table on a line of its own', () => {
	const p = parseFixture('scholar-cells.txt');

	test('the column names over three lines head the list; a row ends at its numbers, the count no part of the venue', () => {
		expect(p.publications).toHaveLength(15);
		expect(p.publications.slice(0, 2).map((x) => [x.title, x.authors.length, x.venue, x.year])).toEqual([
			['Deep learning for flood forecasting in small urban catchments', 3, 'Water Resources Modeling', 2019],
			['Bioretention cell performance under extreme rainfall: a ten-year field study', 3, 'Journal of Green Infrastructure Engineering', 2021],
		]);
		// A row with no count (a blank cell) and its year after a blank line.
		expect(p.publications[14]).toMatchObject({ title: 'Sub-hourly rainfall disaggregation using diffusion models', venue: 'Water Resources Modeling', year: 2024 });
	});

	test('no year is read off a count, nor a count off a year', () => {
		expect(p.publications.map((x) => x.year)).toEqual([2019, 2021, 2020, 2018, 2018, 2023, 2022, 2022, 2017, 2016, 2024, undefined, 2023, 2020, 2024]);
	});
});

describe("a law professor's CV (positions as one line each under their school, clerkships, bar admissions)", () => {
	const p = parseFixture('law.txt');

	test('each "Role, dates" line under a school is a position there; a school above a role opens the next', () => {
		expect(p.experience.slice(0, 3).map((e) => [e.organization, e.role, e.location, e.dates?.start, e.dates?.end])).toEqual([
			['University of Chicago Law School', 'Professor of Law', 'Chicago, IL', '2019', 'present'],
			['University of Chicago Law School', 'Assistant Professor of Law', 'Chicago, IL', '2014', '2019'],
			['Georgetown University Law Center', 'Visiting Professor of Law', 'Washington, DC', '2022', '2022'],
		]);
	});

	test('"Practice Experience" is a heading, and a role with its group and dates is read whole', () => {
		const firm = p.experience.find((e) => e.organization.startsWith('Wilmer'));
		expect([firm?.role, firm?.team, firm?.dates?.start, firm?.dates?.end]).toEqual(['Associate', 'Appellate and Supreme Court Litigation Group', '2011', '2014']);
		// "U.S." ends no sentence: the office and its department are one organisation.
		expect(p.experience.find((e) => e.role === 'Bristow Fellow')?.organization).toBe('Office of the Solicitor General, U.S. Department of Justice');
	});

	test('LL.M. is a degree, and a Latin honour is no field', () => {
		expect(p.education.map((e) => [e.institution, e.degree, e.field ?? null, e.dates?.end])).toEqual([
			['Yale Law School', 'J.D.', null, '2008'],
			['Harvard Law School', 'LL.M.', null, '2011'],
			['Amherst College', 'B.A.', 'History', '2004'],
		]);
		expect(p.education[2]!.details).toContain('magna cum laude');
	});

	test("a clerkship: the judge's clerk is the role, the court the organisation; a unit among the roles under a school is the school's", () => {
		const text = 'Ann Lee\n\nCLERKSHIPS\nLaw Clerk to the Hon. Eleanor P. Castellane, U.S. Court of Appeals for the Fourteenth Circuit, 2009–2010\n\nACADEMIC APPOINTMENTS\nAshcombe University School of Law, Port Ashcombe, Wexford\n\tProfessor of Law, 2021–present\n\tDirector, Center for Administrative Justice, 2022–present\n\tAssociate Professor of Law, 2017–2021\n';
		expect(parseText('cv.txt', text).profile.experience!.map((e) => [e.role, e.organization, e.team])).toEqual([
			['Law Clerk to the Hon. Eleanor P. Castellane', 'U.S. Court of Appeals for the Fourteenth Circuit', undefined],
			['Professor of Law', 'Ashcombe University School of Law', undefined],
			['Director', 'Ashcombe University School of Law', 'Center for Administrative Justice'],
			['Associate Professor of Law', 'Ashcombe University School of Law', undefined],
		]);
	});

	test('Bluebook citations: the title first, then volume, journal, page and year; a chapter in a book, its editors and publisher', () => {
		expect(p.publications.slice(0, 7).map((x) => [x.title, x.venue, x.year, x.type, x.status])).toEqual([
			['The Administrative Afterlife of Vacated Rules', 'U. CHI. L. REV', 2021, 'journal', 'published'],
			['Agency Silence', 'HARV. L. REV', 2020, 'journal', 'published'],
			['Remand Without Vacatur and the Remedial Imagination', 'COLUM. L. REV', 2019, 'journal', 'published'],
			['Judicial Deference in the Shadow of Rulemaking', 'YALE L.J', 2018, 'journal', 'published'],
			['Notice, Comment, and Consequence', 'DUKE L.J', 2016, 'journal', 'published'],
			['Standing and the Regulatory State', 'THE OXFORD HANDBOOK OF ADMINISTRATIVE LAW', 2020, 'other', 'published'],
			['Remedies After Loper Bright', 'RETHINKING CHEVRON', 2025, 'other', 'accepted'],
		]);
		expect(p.publications[1]!.authors).toEqual(['Margaret E. Holloway', 'Daniel K. Ostrowski']);
	});

	test('bar admissions have no field: their lines stay listed as unplaced, not read as service', () => {
		expect(p.unparsed.map((u) => u.text)).toEqual(expect.arrayContaining(['New York (2009)', 'Supreme Court of the United States (2013)']));
		expect(p.service.map((s) => s.role)).not.toContain('BAR ADMISSIONS');
	});
});

describe('positions written one to a line', () => {
	test('numbered, with the dates in brackets at the end and "Till Date" for an open end', () => {
		const text = 'Ravi Menon\n\nRESEARCH EXPERIENCE\n1. Senior Research Fellow (SRF), IIT Madras, Chennai (Aug 2016 - Till Date)\n   Worked on perovskite thin films.\n2. Junior Research Fellow, IIT Madras, Chennai (Aug 2014 - Jul 2016)\n';
		const { experience } = parseText('intl.txt', text).profile;
		expect(experience!.map((e) => [e.role, e.organization, e.location, e.dates?.start, e.dates?.end, e.highlights])).toEqual([
			['Senior Research Fellow (SRF)', 'IIT Madras', 'Chennai', '2016-08', 'present', ['Worked on perovskite thin films.']],
			['Junior Research Fellow', 'IIT Madras', 'Chennai', '2014-08', '2016-07', []],
		]);
	});
});

describe("positions as a résumé template sets them: 'Org | Role' over 'Dates | Place'", () => {
	test("an advisor named on the title line ('Institute | Advisor: Prof. X') is the entry's advisor", () => {
		const text = 'Jane Doe\nRESEARCH\nLanguage Technologies Institute | Advisor: Prof. Daniel Okonkwo\nAug 2021 – Present | Pittsburgh, PA\nEfficient inference for large language models.\n';
		const { experience } = parseText('deedy.txt', text).profile;
		expect(experience).toEqual([expect.objectContaining({ organization: 'Language Technologies Institute', advisors: ['Daniel Okonkwo'], location: 'Pittsburgh, PA' })]);
		expect(experience![0]!.role).toBeUndefined();
	});

	test('each pair of lines is a position, its highlights under it', () => {
		const text = 'Jane Doe\nEXPERIENCE\nMeta AI | Research Intern\nJun 2022 – Sep 2022 | Menlo Park, CA\n• Built a thing for long-context language models.\nAcme Corp | Software Engineer\nJul 2020 – Jul 2021 | Bengaluru, India\n• Did stuff.\n';
		const { experience } = parseText('deedy.txt', text).profile;
		expect(experience!.map((e) => [e.organization, e.role, e.location, e.dates?.raw, e.highlights])).toEqual([
			['Meta AI', 'Research Intern', 'Menlo Park, CA', 'Jun 2022 – Sep 2022', ['Built a thing for long-context language models.']],
			['Acme Corp', 'Software Engineer', 'Bengaluru, India', 'Jul 2020 – Jul 2021', ['Did stuff.']],
		]);
	});
});

describe("a chemist's CV saved as text from Word (tab columns, ACS citations)", () => {
	const p = parseFixture('chemistry-tabs.txt');

	test('ACS authors ("Feng, J.; Quintero-Vashti, R.*;") stand apart from the title; the venue loses year, volume and pages', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.status])).toEqual([
			['Enantioselective Ni-Catalyzed Hydroalkylation of Enamides', 'J. Am. Chem. Soc.', 2023, 'published'],
			['Ligand-Controlled Regiodivergence in Alkene Dicarbofunctionalization', 'ACS Catal', 2022, 'published'],
			['Decarboxylative C–N Coupling via Photoredox/Nickel Dual Catalysis', 'J. Am. Chem. Soc.', 2021, 'published'],
			['Mechanistic Studies of Ni(I)/Ni(III) Cycles in C–O Coupling', 'Organometallics', 2020, 'published'],
			['Reductive Coupling of Tertiary Alkyl Halides with Vinyl Bromides', 'Angew. Chem., Int. Ed.', 2017, 'published'],
			['Nickel Catalysis Beyond Cross-Coupling', 'Chem. Rev.', 2024, 'under-review'],
			// Listed under Presentations, marked "(poster)": a poster is a paper of its own, its meeting the venue.
			['Dual Catalysis for Amine Synthesis', 'Gordon Research Conference on Organometallic Chemistry', 2019, 'published'],
		]);
		expect(p.publications[3]!.authors).toEqual(['J. Feng', 'R. Quintero-Vashti', 'M. Oduya', 'D. A. Halvorsen']);
		expect(p.publications[6]!.type).toBe('poster');
	});

	test('lines indented by a tab under a position are its advisor and its work, not the next position', () => {
		expect(p.experience.map((e) => [e.organization, e.role, e.dates?.start, e.advisors, e.highlights])).toEqual([
			['University of Utah', 'Research Assistant Professor', '2021', [], []],
			['California Institute of Technology', 'NIH Postdoctoral Fellow', '2017', ['Dmitri A. Halvorsen'], ['Photoredox/nickel dual catalysis for C(sp3)–N bond formation']],
			['Dow Chemical Company', 'Undergraduate Intern', '2011', [], []],
		]);
	});
});

describe('publications pasted from DBLP ("Authors: Title. Venue Year: pages")', () => {
	const p = parseFixture('dblp.md');

	test('the names before the first colon are the authors, and the title keeps its own colon', () => {
		expect(p.publications.map((x) => [x.title, x.authors.length])).toEqual([
			['GPUGuard: Verified Bounds Checking for CUDA Kernels with Near-Zero Overhead', 2],
			['Incremental Type Inference for Large Python Monorepos', 4],
			['Shape Types for Tensor Programs', 2],
			['Fuzzing Kernel Schedulers with Learned Mutators', 3],
			['Gradual Ownership for C++', 2],
		]);
		expect(p.publications[1]!.authors).toEqual(['Kenji Tanaka', 'Jan Wierzbicki-Lund', 'Chidi Okafor', 'Helena Marsh']);
	});

	test('a title whose words before its colon read like names is no author list without a DBLP ending', () => {
		const text = '# Ada Lovelace\n\n## Publications\n\nGreat Power, Great Responsibility: Reducing Energy for Training Language Models\nAda Lovelace, Alan Turing\nNeurIPS 2023\n';
		expect(parseText('t.md', text).profile.publications![0]!.title).toBe('Great Power, Great Responsibility: Reducing Energy for Training Language Models');
	});
});

describe('a moderncv PDF as plain pdftotext gives it (name over two lines, icon glyphs, date-first rows)', () => {
	const p = parseFixture('moderncv.txt');

	test('reads the name set over two lines, the headline under it, and the contacts behind their icons', () => {
		expect(p.name).toBe('Ingrid Haldorsen-Achebe');
		expect(p.headline).toBe('Postdoctoral Researcher in Bayesian Statistics');
		expect(p.contact).toEqual({
			email: 'ingrid.haldorsen@math.uio-example.no',
			homepage: 'https://ihachebe.github.io',
			github: 'https://github.com/ihachebe',
			orcid: 'https://orcid.org/0000-0001-5820-4417',
		});
	});

	test('takes the line under each dated row as its institution, and a sentence under it as a detail', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.location, e.dates?.raw])).toEqual([
			['PhD', 'Statistics', 'University of Oslo', 'Oslo', '2018–2022'],
			['MSc', 'Mathematical Statistics', 'Norwegian University of Science and Technology', 'Trondheim', '2016–2018'],
			['BSc', 'Mathematics', 'University of Bergen', 'Bergen', '2013–2016'],
		]);
		expect(p.education[1]!.details).toEqual(['Graduated with distinction (grade A). Exchange semester at ETH Zürich (spring 2017)']);
	});

	test('reads a label whose value the PDF wrapped onto the next line', () => {
		expect(p.education[0]!.advisors).toEqual(['Magnus Eide', 'Sofia Ricci']);
		expect(p.education[0]!.details).toEqual(['Thesis: “Scalable Gaussian process priors for areal disease mapping”']);
	});

	test('opens a position at each dated row, the wrapped end of a highlight kept with it', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw])).toEqual([
			['Postdoctoral Researcher', 'Norwegian Institute of Public Health', 'Oslo', '2022–present'],
			['Visiting PhD Student', 'University of Warwick', 'Coventry, UK', '2021'],
			['Student Consultant', 'Statistics Norway (SSB)', 'Oslo', '2017–2018'],
		]);
		expect(p.experience[0]!.highlights).toEqual([
			'Developing spatio-temporal surveillance models for respiratory infections; lead statistician on the national wastewater monitoring project.',
		]);
	});

	test('gives a dated course the institution under it; its description has no field', () => {
		expect(p.teaching).toEqual([
			expect.objectContaining({ course: 'Machine Learning and Statistical Methods for Prediction', code: 'STK2100', role: 'Teaching Assistant', institution: 'University of Oslo', term: '2019–2021' }),
		]);
		expect(p.unparsed.map((u) => u.text)).toContain('Weekly exercise classes and grading for 120 students.');
	});
});

describe("an electrical engineer's CV through pdftotext (IEEE citations wrapped by the page's width)", () => {
	const p = parseFixture('ieee-wrapped.txt');

	test('reads each labelled citation whole, its venue over the line break, a colon inside it and its year', () => {
		expect(p.publications.map((x) => [x.venue, x.year, x.type, x.source.line, x.source.endLine])).toEqual([
			['IEEE Journal of Solid-State Circuits', 2023, 'journal', 34, 36],
			['IEEE Transactions on Biomedical Circuits and Systems', 2021, 'journal', 37, 39],
			['IEEE Transactions on Circuits and Systems I: Regular Papers', 2020, 'journal', 40, 42],
			['IEEE Journal of Solid-State Circuits', 2024, 'journal', 43, 44],
			['ISSCC', 2022, 'conference', 47, 49],
			['CICC', 2019, 'conference', 50, 51],
			['RFIC', 2017, 'conference', 52, 54],
			// The patents, labelled [P1] and [P2]: the office is the venue, one granted and one pending.
			['U.S. Patent', 2021, 'other', 57, 58],
			['U.S. Patent Application', 2021, 'other', 59, 60],
		]);
		expect(p.publications[2]!.title).toBe('Detecting analog hardware trojans via supply-current side channels');
		expect(p.publications[3]!.status).toBe('accepted');
		expect(p.publications.slice(-2).map((x) => [x.title, x.status])).toEqual([
			['Duty-cycled envelope detector for wake-up receivers', 'published'],
			['Current-signature monitoring for analog trojan detection', 'under-review'],
		]);
	});
});

describe('an Awesome-CV PDF as plain pdftotext gives it (organisation, place, role and dates each on a line)', () => {
	const p = parseFixture('awesome-cv.txt');

	test('reads each education stack, its place a location and no degree ("MA" there is a state)', () => {
		expect(p.education.map((e) => [e.institution, e.location, e.degree, e.field, e.dates?.raw])).toEqual([
			['Halvorsen University', 'Ashford, MA, USA', 'Ph.D.', 'Computer Science', 'Sep. 2017 - May 2022'],
			['Universidad Técnica de Valdemora', 'Valdemora, Spain', 'B.S.', 'Mathematics and Computer Engineering', 'Sep. 2012 - Jun. 2017'],
		]);
		expect(p.education[0]!.advisors).toEqual(['Elias Marchetti', 'Ruth Oyelaran']);
		expect(p.education[1]!.gpa).toBe('9.1/10');
	});

	test('reads each position stack, the lab a team, and bullets a PDF wrapped whole', () => {
		expect(p.experience.map((e) => [e.organization, e.team, e.location, e.role, e.dates?.raw])).toEqual([
			['Halvorsen University', 'Statistical Learning Lab', 'Ashford, MA, USA', 'Postdoctoral Researcher', 'Jun. 2022 - Present'],
			['Northlake Research', undefined, 'Seattle, WA, USA', 'Research Scientist Intern', 'May 2020 - Aug. 2020'],
			['Brightwater AI', undefined, 'London, UK', 'Machine Learning Engineering Intern', 'Jun. 2019 - Sep. 2019'],
		]);
		expect(p.experience[0]!.highlights).toEqual([
			'Developing amortized inference methods for simulation-based science; collaborating with three astrophysics groups.',
			'Co-supervising 4 Ph.D. students and 6 undergraduate researchers.',
		]);
		expect(p.experience[1]!.highlights).toEqual(['Built a calibrated uncertainty layer for the production ranking model, reducing expected calibration error by 38%.']);
	});
});

describe('an NIH biosketch saved from Word as text (citations listed under the statement, grants in part D)', () => {
	const p = parseFixture('nih-biosketch-research-support.txt');

	test('the numbered citations under the personal statement are papers, with no label over them, and a journal cited as the NLM abbreviates it is a journal', () => {
		expect(p.publications.slice(0, 2).map((x) => [x.title, x.venue, x.year])).toEqual([
			['Hypoxic preconditioning remodels cristae in slow-twitch fibres', 'J Physiol', 2022],
			['Mitochondrial fission sensors in regenerating muscle', 'Skelet Muscle', undefined],
		]);
		expect(p.publications.find((x) => x.venue === 'Am J Physiol Cell Physiol')?.type).toBe('journal');
		expect(p.summary).toMatch(/^My group studies how skeletal muscle mitochondria adapt/);
	});

	test('among positions, a seat on a study section or an editorial board is service; a society membership is neither, and stays listed as unplaced', () => {
		expect(p.experience.map((e) => [e.role, e.organization])).toEqual([['Assistant Professor', 'Westmarch University']]);
		expect(p.service.map((x) => [x.role, x.venue, x.year])).toEqual([
			['Standing Member', 'Muscle Biology Study Section, NIH Center for Scientific Review', 2023],
			['Editorial Board Member', 'Journal of Muscle Research', 2022],
		]);
		expect(p.unparsed.map((u) => u.text)).toContain('2016 – present Member, American Physiological Society');
	});

	test('"Contribution to Science" in the singular is part C; a chapter cited "In: editors. Book." has the book as its venue', () => {
		expect(p.publications.find((x) => x.title === 'Muscle mitochondria under hypoxia')).toMatchObject({ venue: 'Muscle Bioenergetics', type: 'other' });
	});

	test('each grant of part D is a project: its title on its own line under the number, the funder, the holder\'s role and the dates at the end of the first line', () => {
		expect(p.projects.map((x) => [x.title, x.organization, x.role, x.dates?.start, x.dates?.end])).toEqual([
			['Hypoxic memory in skeletal muscle mitochondria', 'NIH/NIAMS', 'PI', '2023-07', '2028-06'],
			['Fission sensors in regenerating fibres', 'Brightwater Muscle Trust', 'PI', '2022-01', '2024-12'],
			['Cristae density as a marker of training', 'NIH/NIAMS', 'PI', '2018-09', '2022-08'],
		]);
		expect(p.publications.map((x) => x.title)).not.toContain('Research Support and/or Scholastic Performance');
	});
});

describe('an NIH biosketch as pdftotext -layout gives it (a form: lettered parts, a table of training, lettered citations)', () => {
	const p = parseFixture('nih-biosketch.txt');

	test("reads the name the form states and its position title as the headline; its login is no headline", () => {
		expect(p.name).toBe('Adaeze M. Okonkwo-Reyes');
		expect(p.headline).toBe('Associate Professor of Pharmacology and Molecular Medicine');
		expect(p.unparsed.map((u) => u.text)).toContain('eRA COMMONS USER NAME (credential, e.g., agency login): AOKONKWOREYES');
	});

	test("reads the training table's rows cell by cell, under a heading whose instructions the line's end broke off", () => {
		expect(p.education.slice(0, 2).map((e) => [e.institution, e.location, e.degree, e.field, e.dates?.end])).toEqual([
			['Calloway College', 'Brookfield, VT', 'BS', 'Biochemistry', '2005-05'],
			['University of Westmarch', 'Harwell, OH', 'PHD', 'Molecular Pharmacology', '2011-08'],
		]);
		expect(p.education[0]!.details).toEqual([]);
	});

	test("reads part A as the summary, the four papers its 'Citations:' name, and each lettered citation under part C's paragraphs as a paper, a paper cited in both once; the paragraphs have no field", () => {
		expect(p.summary).toMatch(/^My laboratory studies how post-translational regulation/);
		expect(p.publications.map((x) => [x.venue, x.year, x.group])).toEqual([
			['Circ Res', 2011, 'Citations'],
			['J Clin Invest', 2014, 'Citations'],
			['Circulation', 2016, 'Citations'],
			['J Physiol', 2021, 'Citations'],
			['Biophys J', 2010, undefined],
			['Heart Rhythm', 2012, undefined],
			['bioRxiv', 2023, undefined],
			['Stem Cell Reports', 2022, undefined],
		]);
		expect(p.publications[0]).toMatchObject({ title: 'Oxidized CaMKII drives late sodium current in ventricular myocytes', authors: ['Okonkwo-Reyes AM', 'Pruitt DK', 'Abernathy L'], type: 'journal' });
		expect(p.unparsed.map((u) => u.line)).toEqual(expect.arrayContaining([77, 78, 79, 80, 88, 99]));
	});

	test("reads 'Role, Department, University School of Medicine, City' with the university as the organisation", () => {
		expect(p.experience[0]).toMatchObject({
			organization: 'Merriwether University School of Medicine',
			team: 'Department of Pharmacology',
			role: 'Associate Professor (tenured)',
			location: 'Eastbridge, PA',
		});
	});

	test('part D, a table of course grades, is a section of its own, not awards', () => {
		expect(p.awards.map((a) => a.title)).toEqual([
			'Established Investigator Award',
			'Early Career Investigator Award',
			'F32 Ruth L. Kirschstein National Research Service Award',
			'Phi Beta Kappa',
		]);
		expect(p.awards[3]!.issuer).toBe('Calloway College');
	});
});

describe("a sociologist's markdown CV (ASA citations, grants with amounts, courses under their university, media)", () => {
	const p = parseFixture('sociology.md');

	test('reads the role after a bold organisation, and a unit after the role as its team', () => {
		expect(p.experience.map((e) => [e.organization, e.role, e.team, e.dates?.raw])).toEqual([
			['Ridgemont University', 'Assistant Professor of Sociology', undefined, '2020–present'],
			['Ridgemont University', 'Affiliate Faculty', 'Institute for Research on Poverty', '2021–present'],
			['Cascadia Center for Population Studies', 'Postdoctoral Fellow', undefined, '2018–2020'],
		]);
	});

	test('reads an ASA citation with no year yet, its status and venue', () => {
		expect(p.publications.find((x) => x.title === 'Eviction Records and Tenant Screening Algorithms')).toMatchObject({
			authors: ['Marisol Achterberg-Quispe', 'Priya Ramanathan'],
			venue: 'American Journal of Sociology',
			status: 'under-review',
		});
	});

	test("gives each course the university it is listed under, and a TA's years as its term", () => {
		expect(p.teaching.map((t) => [t.code, t.institution, t.term])).toEqual([
			['SOC 220', 'Ridgemont University', 'Fall 2020, Fall 2021, Spring 2023'],
			['SOC 357', 'Ridgemont University', 'Spring 2021, Spring 2022'],
			['SOC 901', 'Ridgemont University', 'Fall 2022'],
			['SOC 101', 'University of Northfield', 'Summer 2016'],
			['SOC 310', 'University of Northfield', '2013–2015'],
		]);
	});

	test("keeps a grant's amount and the holder's part out of its title", () => {
		expect(p.awards.slice(0, 4).map((a) => [a.title, a.year, a.details])).toEqual([
			['National Science Foundation, Sociology Program, “Tenant Screening and Housing Exclusion” (SES-2214567)', undefined, '2022–2025; $248,000; PI'],
			['Russell Sage Foundation Presidential Grant', 2021, '$35,000'],
			['Ford Foundation Postdoctoral Fellowship', undefined, '2019–2020; $50,000'],
			['American Sociological Association Minority Fellowship Program', undefined, '2016–2017'],
		]);
	});

	test('reads a quoted headline, its outlet and when it ran', () => {
		expect(p.media.map((m) => [m.title, m.outlet, m.date])).toEqual([
			['Why Small Cities Have an Eviction Problem', 'The Atlantic', '2023-03'],
			['Evicted, Then Sued: The Debt That Follows Tenants', 'NPR Morning Edition', '2022-06'],
			['Landlords Shouldn’t Be Debt Collectors', 'Milwaukee Journal Sentinel', '2021-10'],
		]);
	});
});

describe("a Chinese PhD student's markdown CV (bilingual headings, 'YYYY.MM' dates, index tags after citations)", () => {
	const p = parseFixture('chinese-phd.md');

	test('reads dates after the place however narrow the gap before them', () => {
		expect(p.education.map((e) => [e.institution, e.location, e.degree, e.dates?.raw])).toEqual([
			['Huaxin University', 'Beijing, China', 'Ph.D.', '2021.09-Present'],
			['Donghai University of Science and Technology', 'Shanghai, China', 'B.Eng.', '2017.09-2021.06'],
		]);
	});

	test("reads the internships under a heading in two scripts whose English is the singular 'Internship'", () => {
		expect(p.experience.filter((e) => /Intern/.test(e.role ?? '')).map((e) => e.organization)).toEqual(['Tencent AI Lab', 'Microsoft Research Asia']);
	});

	test("types proceedings as conference papers and keeps the year out of a journal's name", () => {
		expect(p.publications.map((x) => [x.venue, x.year, x.type, x.status])).toEqual([
			['WWW', 2023, 'conference', 'published'],
			['IEEE Transactions on Knowledge and Data Engineering', 2024, 'journal', 'published'],
			['Neural Networks', 2023, 'journal', 'published'],
			['CIKM', 2021, 'conference', 'published'],
			['Journal of Software (软件学报)', 2022, 'journal', 'published'],
			['NeurIPS', 2024, 'conference', 'under-review'],
			['Chinese Patent', 2023, 'other', 'published'],
		]);
	});

	test("reads an award's issuer after its title and note", () => {
		expect(p.awards[0]).toMatchObject({ title: 'National Scholarship (Top 1%)', issuer: 'Ministry of Education', year: 2021 });
	});
});

describe('a CV written in Word and saved as text (CRLF, tab columns, Word bullets, labelled grant lists)', () => {
	const p = parseFixture('word-export.txt');

	test("reads a degree's cell, then its field and institution, then the year", () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.location, e.dates?.raw])).toEqual([
			['Ph.D.', 'Biomedical Engineering', 'Ridgeford University', 'Baltimore, MD', '2011'],
			['M.S.', 'Mechanical Engineering', 'University of Lagos Polytechnic', 'Lagos, Nigeria', '2006'],
			['B.Eng.', 'Mechanical Engineering (First Class Honours)', 'University of Lagos Polytechnic', undefined, '2004'],
		]);
	});

	test('pairs each dated role with the department and university on the line under it', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.team, e.location, e.dates?.raw])).toEqual([
			['Associate Professor (with tenure)', 'Calloway State University', 'Department of Biomedical Engineering', 'Harlow, OH', '2019 – present'],
			['Assistant Professor', 'Calloway State University', 'Department of Biomedical Engineering', 'Harlow, OH', '2013 – 2019'],
			['Postdoctoral Fellow', 'Wyeth Institute for Regenerative Medicine', undefined, 'Boston, MA', '2011 – 2013'],
		]);
	});

	test('reads grants under their labels, which are no awards, and a fellow of a body with its short name', () => {
		expect(p.awards.slice(0, 5).map((a) => [a.title, a.details])).toEqual([
			['NIH R01 HL158832, "Stretch-Responsive Biomaterials for Post-Infarct Repair,"', '2021–2026; $2,150,000 (total costs); PI'],
			['NSF CAREER Award CBET-2045519, "Mechanobiology of Engineered Heart Tissue,"', '2021–2026; $550,000; PI'],
			['American Heart Association Transformational Project Award', '2022–2025; $300,000; PI: J. Lindqvist; Co-PI'],
			['Ohio Third Frontier Technology Validation Fund', '2017–2019; $450,000; PI'],
			['Calloway State Pilot Grant', '2014–2015; $50,000; PI'],
		]);
		expect(p.unparsed.map((u) => u.text)).toEqual(expect.arrayContaining(['Current', 'Completed']));
		expect(p.awards[5]).toMatchObject({ title: 'Fellow', issuer: 'American Institute for Medical and Biological Engineering (AIMBE)', year: 2022 });
	});

	test("teaches its courses at the university above them, a term in the tab column; Word's 'o' item is what was done in one", () => {
		expect(p.teaching.map((t) => [t.code, t.institution, t.term])).toEqual([
			['BME 3510', 'Calloway State University', 'Fall 2014 – present'],
			['BME 7120', 'Calloway State University', 'Spring 2016 – present'],
		]);
		expect(p.unparsed.map((u) => u.text)).toContain('Redesigned course around project-based learning, 2018');
	});
});

describe('an organisation after a role, in the orders CVs give it', () => {
	test.each([
		['**Postdoctoral Research Fellow** — Heart Institute, Lakemont University (Boston, MA)', { role: 'Postdoctoral Research Fellow', organization: 'Lakemont University', team: 'Heart Institute', location: 'Boston, MA' }],
		['Junior Group Leader, Institute for Quantum Materials, Karlsfeld University of Technology', { role: 'Junior Group Leader', organization: 'Karlsfeld University of Technology', team: 'Institute for Quantum Materials' }],
		['Assistant Professor, Department of Physics, University of Example, Springfield, IL', { role: 'Assistant Professor', organization: 'University of Example', team: 'Department of Physics', location: 'Springfield, IL' }],
	])('%s', (head, expected) => {
		const { experience } = parseText('cv.txt', `Ada Lovelace\n\nExperience\n${head}\n2019 – 2021\n`).profile;
		expect(experience![0]).toMatchObject(expected);
	});
});

describe('a Deedy résumé as plain pdftotext gives it (the left column first, "Org | Role" over "Dates | Place")', () => {
	const p = parseFixture('deedy.txt');

	test("reads the positions and the research entries under 'RESEARCH', their advisors off the title line", () => {
		expect(p.experience[1]).toMatchObject({ organization: 'Meta AI (FAIR)', role: 'Research Intern', location: 'Menlo Park, CA' });
		// A place the PDF glued to the end of a line ("Software Engineer Bengaluru, India") is not told apart: no test holds it.
		expect(p.experience.slice(3).map((e) => [e.organization, e.role, e.location, e.advisors])).toEqual([
			['Halvorsen Language Technologies Institute', undefined, 'Pittsburgh, PA', ['Daniel Okonkwo']],
			['IIT Madras RISE Lab', undefined, 'Chennai, India', ['K. Srinivasan']],
		]);
	});

	test("keeps a question's subtitle with the title, and reads the venue after it", () => {
		expect(p.publications[1]).toMatchObject({ title: 'When does sparsity hurt? Structured pruning under distribution shift', year: 2023, type: 'conference' });
	});

	test('reads the links and coursework columns as sections of their own, not details of a degree', () => {
		expect(p.education[1]!.details.join(' ')).not.toMatch(/Github|Probabilistic Graphical Models/);
	});
});

describe("a one-column LaTeX résumé through plain pdftotext (a place and dates glued to the line's end by a single space)", () => {
	const p = parseLines('cv.txt', [
		'Kenji Moreau',
		'',
		'Education',
		'Brantford University Pittsburgh, PA',
		'Ph.D. in Computer Science; Advisor: Prof. Ruth Okonkwo Sep. 2020 – Present',
		'Ridgeway Institute of Technology Troy, NY',
		'B.S. in Computer Science, GPA: 3.94/4.00 Aug. 2016 – May 2020',
		'',
		'Experience',
		'Research Intern May 2023 – Aug. 2023',
		'Corvane Labs, Storage Systems Group Seattle, WA',
		'• Prototyped a learned prefetcher.',
	]);

	test('tells the city from the organisation before it', () => {
		expect(p.education!.map((e) => [e.institution, e.location])).toEqual([
			['Brantford University', 'Pittsburgh, PA'],
			['Ridgeway Institute of Technology', 'Troy, NY'],
		]);
		expect(p.experience![0]).toMatchObject({ organization: 'Corvane Labs', team: 'Storage Systems Group', location: 'Seattle, WA', role: 'Research Intern' });
	});

	test("reads the dates off the end of an advisor's line, and a grade's last digits as the grade", () => {
		expect(p.education![0]).toMatchObject({ advisors: ['Ruth Okonkwo'], dates: { start: '2020-09', end: 'present' } });
		expect(p.education![1]).toMatchObject({ gpa: '3.94/4.00', dates: { start: '2016-08', end: '2020-05' } });
	});
});

describe("an ecologist's CV through pdftotext -layout (years in a left-hand column, the first author inverted)", () => {
	const p = parseLines('cv.txt', [
		'Sofia M. Arriaga-Bennett',
		'',
		'PUBLICATIONS',
		'',
		'2024           Okafor, J.*, and S. M. Arriaga-Bennett†. Heat-shock protein expression tracks',
		'               microhabitat temperature in a high intertidal crab. Marine Ecology Progress',
		'               Letters 58:211–224.',
		'',
		'2016           Arriaga-Bennett, S. M. Plasticity is not enough: limits to thermal acclimation in',
		'               porcelain crabs. Integrative and Comparative Zoology 56:700–712.',
		'2021           Arriaga-Bennett, S. M. Thermal limits of marine ectotherms. Pages 143–167 in',
		'               D. Moreno and K. Strauss, editors. Physiology of a Warming Ocean. Halden',
		'               Academic Press, Boston, MA.',
		'',
		'GRANTS',
		'2021–2026      Pacific Coastal Research Council, Early Career Program. “Mechanisms of',
		'               acclimation capacity in intertidal crabs.” $742,000. PI.',
		'2016–2019      Maplewood State University Faculty Seed Grant. $25,000. PI.',
	]);

	test("a year in the left column opens a citation and is its year; the lines under the text go on with it", () => {
		expect(p.publications!.map((x) => [x.year, x.source.line, x.source.endLine])).toEqual([
			[2024, 5, 7],
			[2016, 9, 10],
			[2021, 11, 13],
		]);
	});

	test('the first author inverted and the others not are the authors, turned alike; a lone author is the owner', () => {
		expect(p.publications![0]).toMatchObject({
			authors: ['J. Okafor', 'S. M. Arriaga-Bennett'],
			title: 'Heat-shock protein expression tracks microhabitat temperature in a high intertidal crab',
			venue: 'Marine Ecology Progress Letters',
		});
		expect(p.publications![1]).toMatchObject({ authors: ['S. M. Arriaga-Bennett'], title: 'Plasticity is not enough: limits to thermal acclimation in porcelain crabs' });
	});

	test("a chapter's pages and editors are skipped, and its book is the venue", () => {
		expect(p.publications![2]).toMatchObject({ title: 'Thermal limits of marine ectotherms', venue: 'Physiology of a Warming Ocean', type: 'other' });
	});

	test('a grant: the project in quotes, its funder, the amount with its full stop and the holder\'s part', () => {
		expect(p.awards!.map(({ title, issuer, details }) => ({ title, issuer, details }))).toEqual([
			{ title: 'Mechanisms of acclimation capacity in intertidal crabs', issuer: 'Pacific Coastal Research Council, Early Career Program', details: '2021–2026; $742,000; PI' },
			{ title: 'Maplewood State University Faculty Seed Grant', issuer: undefined, details: '2016–2019; $25,000; PI' },
		]);
	});
});

describe("a CV from Europass's online editor as pdftotext gives it (date and place over each entry, titles in capitals)", () => {
	const p = parseFixture('europass-online.txt');

	test("reads each position from the date and place above it and 'ROLE – ORGANISATION' in capitals", () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.start, e.dates?.end])).toEqual([
			['MARIE SKŁODOWSKA-CURIE POSTDOCTORAL FELLOW', 'NORDHAFEN INSTITUTE FOR COASTAL RESEARCH (NICR)', 'Nordhafen, Germany', '2021-09', 'present'],
			['POSTDOCTORAL RESEARCHER', 'INSTITUTO MEDITERRÁNEO DE ECOLOGÍA MARINA (IMEM)', 'Valdecruz, Spain', '2018-09', '2021-08'],
			['VISITING PHD RESEARCHER', 'KESTRELHOLM MARINE STATION', 'Kestrelholm, Norway', '2016-03', '2016-05'],
			['PREDOCTORAL RESEARCH FELLOW', 'UNIVERSIDAD DE VALDECRUZ', 'Valdecruz, Spain', '2014-10', '2018-07'],
		]);
	});

	test('reads a degree in capitals and the institution after it', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.location, e.dates?.end])).toEqual([
			['PHD', 'MARINE SCIENCE', 'Universidad de Valdecruz', 'Valdecruz, Spain', '2018-07'],
			["MASTER'S DEGREE", 'OCEANOGRAPHY', 'Universidade Atlântica de Vila Serrana', 'Vila Serrana, Portugal', '2014-06'],
			["BACHELOR'S DEGREE", 'BIOLOGY', 'Universidad de Valdecruz', 'Valdecruz, Spain', '2012-06'],
		]);
		// The language table after them is a section of its own, no detail of the last degree.
		expect(p.education[2]!.details.join(' ')).not.toMatch(/SPEAKING|Galician/);
	});

	test("a talk's quoted title under its meeting, the meeting its host; an award under the date and body that gave it", () => {
		expect(p.talks[0]).toMatchObject({ title: 'Seagrass under heat: lessons from a decade of monitoring', host: 'Baltic Coastal Science Symposium, Kalmarby, Sweden', date: '2023-06' });
		expect(p.talks).toHaveLength(3);
		expect(p.awards.map((a) => [a.title, a.issuer, a.year])).toEqual([
			['Best Early-Career Talk Award', 'European Seagrass Network', 2022],
			['Extraordinary Doctorate Award (Premio Extraordinario de Doctorado)', 'Universidad de Valdecruz', 2019],
		]);
	});

	test('a publication as title, then its year, then its authors (the initials with stops) and journal', () => {
		expect(p.publications.map((x) => [x.title, x.year, x.authors.length])).toEqual([
			['Thermal thresholds of Zostera marina along a Baltic–North Sea gradient', 2024, 4],
			['Marine heatwaves and shoot mortality in Mediterranean Posidonia meadows: a 12-year record', 2022, 3],
			['Drone-based mapping of seagrass canopy height in turbid estuaries', 2021, 3],
			['Clonal diversity buffers seagrass against recurrent warming', 2019, 2],
			['Epiphyte load as an early indicator of thermal stress in Posidonia oceanica', 2017, 3],
		]);
		// A journal's name the page's width broke ("Marine Ecology Progress" over "Letters, 41: …") is not told whole: no test holds it.
		expect(p.publications[1]).toMatchObject({ venue: 'Journal of Seagrass Biology', authors: ['Quintanar Oyarzábal M.E.', 'Barredo Lamas I.', 'Sotomayor I'] });
	});

	test('"ABOUT MYSELF" is the summary; projects take the dates above them', () => {
		expect(p.summary).toMatch(/^Marine ecologist working on/);
		expect(p.projects.map((x) => [x.title.split(' – ')[0], x.dates?.start])).toEqual([
			['SEAHEAT', '2021-09'],
			['POSIMON', '2019-01'],
		]);
	});
});

describe("a particle physicist's markdown CV (a collaboration's papers: numbered, authors, italic title and journal on lines of their own)", () => {
	const p = parseLines('cv.md', [
		'# Felix Brandão',
		'',
		'## Publications',
		'',
		'1. A. Abdelrahman *et al.* (CORVUS Collaboration),',
		'   *Search for new phenomena in events with same-sign dileptons*,',
		'   Eur. Phys. J. C **84**, 512 (2024), arXiv:2311.08842 [hep-ex].',
		'   — analysis contact; background estimation.',
		'',
		'2. A. Abdelrahman *et al.* (CORVUS Collaboration),',
		'   *Measurement of the ttZ production cross section*,',
		'   JHEP **05** (2023) 118, arXiv:2212.04417 [hep-ex].',
		'',
		'3. A. Abdelrahman *et al.* (CORVUS Collaboration),',
		'   *Performance of b-jet identification with graph neural networks*,',
		'   JINST **17** P09012 (2022), arXiv:2205.10077 [physics.ins-det].',
		'',
		'4. F. Brandão, on behalf of the CORVUS Collaboration,',
		'   *Searches for vector-like quarks*,',
		'   Phys. Rev. D **104**, 072001 (2021).',
	]);

	test("one name and 'et al.' are the authors, the collaboration none of them; the journal, its year, the preprint's link", () => {
		expect(p.publications!.map((x) => [x.authors, x.venue, x.year, x.type, x.status])).toEqual([
			[['A. Abdelrahman'], 'Eur. Phys. J. C', 2024, 'journal', 'published'],
			[['A. Abdelrahman'], 'JHEP', 2023, 'journal', 'published'],
			[['A. Abdelrahman'], 'JINST', 2022, 'journal', 'published'],
			[['F. Brandão'], 'Phys. Rev. D', 2021, 'journal', 'published'],
		]);
		expect(p.publications![0]).toMatchObject({ title: 'Search for new phenomena in events with same-sign dileptons', url: 'https://arxiv.org/abs/2311.08842' });
	});
});

describe("a German chemist's markdown CV (ACS citations with quoted titles, the own name underlined, the corresponding author starred)", () => {
	const p = parseLines('cv.md', [
		'**Prof. Dr. rer. nat. Johanna Liebscher-Ammann** (née Liebscher)',
		'',
		'Selected publications (peer-reviewed)',
		'',
		'1. Kreutzer, P.; Yamada, S.; _Liebscher-Ammann, J._* "Manganese-catalysed acceptorless',
		'   dehydrogenation of amines enabled by metal–ligand cooperation" Angew. Chem. Int. Ed.',
		'   2024, 63, e202401187.',
		'2. _Liebscher, J._; Fontanel, A.* "Oxidative addition at a redox-active cobalt centre"',
		'   Inorg. Chem. 2016, 55, 8120–8129.',
	]);

	test('the quoted title after the authors, the authors turned, the journal and its year', () => {
		expect(p.name).toBe('Johanna Liebscher-Ammann');
		expect(p.publications!.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Manganese-catalysed acceptorless dehydrogenation of amines enabled by metal–ligand cooperation', ['P. Kreutzer', 'S. Yamada', 'J. Liebscher-Ammann'], 'Angew. Chem. Int. Ed.', 2024],
			['Oxidative addition at a redox-active cobalt centre', ['J. Liebscher', 'A. Fontanel'], 'Inorg. Chem.', 2016],
		]);
	});
});

describe("a LinkedIn profile page copied whole from the browser (each line twice, logos' names, buttons, a company's roles under it)", () => {
	const p = parseFixture('linkedin-page.txt');

	test('the pronouns are no headline; the tagline is', () => {
		expect([p.name, p.headline]).toEqual(['Nadia Okonkwo-Reyes', 'Senior Research Scientist at Harrowgate Bio | Single-cell genomics, computational immunology | ex-Calloway Tech']);
	});

	test("each role under a company is a position there; the kind of job and the skills tied to it are no place or organisation", () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.start])).toEqual([
			['Senior Research Scientist', 'Harrowgate Bio', '2022-01'],
			['Research Scientist', 'Harrowgate Bio', '2020-01'],
			['Postdoctoral Research Fellow', 'Calloway Institute of Technology', '2019-08'],
			['Data Science Intern', 'Quillon Therapeutics', '2017-06'],
			['Graduate Research Assistant', 'Calloway Institute of Technology', '2014-09'],
		]);
		expect(p.experience[0]!.location).toBe('Cambridge, Massachusetts, United States');
	});

	test("a publication's 'Journal · Mar 12, 2021' line; a summary cut short is no title", () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['A multimodal atlas of human fetal thymus development', 'Cell Systems Reports', 2021],
			['ThymoTrace: probabilistic lineage inference from single-cell snapshots', 'Bioinformatics Letters', 2019],
			['Benchmarking guide-assignment methods for pooled single-cell CRISPR screens', 'Genome Dynamics', 2023],
		]);
	});

	test("an award's 'Issued by X · Nov 2023' and 'Associated with X' lines belong to it", () => {
		expect(p.awards.map((a) => [a.title, a.issuer, a.year])).toEqual([
			['Harrowgate Innovation Prize', 'Harrowgate Bio', 2023],
			['Outstanding Dissertation Award', 'Calloway Institute of Technology', 2019],
			['Graduate Research Fellowship', 'National Foundation for Life Sciences', 2015],
		]);
	});

	test('the page\'s buttons and logos stay listed as unplaced, and no line is read twice', () => {
		const unplaced = p.unparsed.map((u) => u.text);
		expect(unplaced).toEqual(expect.arrayContaining(['Harrowgate Bio logo', 'Show all 7 experiences', 'Show publication', '42 endorsements']));
		expect(p.education).toHaveLength(2);
	});
});

describe('a LinkedIn page copied whole: the site\'s menu over the name, roles grouped under a company, volunteering', () => {
	const p = parseFixture('linkedin-page-grouped.txt');

	test("the site's menu is no name, and the research interests in the About text are the interests", () => {
		expect(p.name).toBe('Ingrid Solheim-Vargas');
		expect(p.interests).toEqual(['Raman spectroscopy', 'autonomous sensors', 'ocean carbon chemistry']);
		expect(p.unparsed.map((u) => u.text)).toEqual(expect.arrayContaining(['My Network', 'Notifications', 'Try Premium for €0', '1,204 followers', 'Aksel Brun and 12 other mutual connections']));
	});

	test('each role under a company is a position there; "Part-time" is the kind of job, and an advisor named last in a description is its advisor', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.start, e.dates?.end, e.advisors, e.highlights])).toEqual([
			['Principal Scientist', 'Corvane Labs', '2022-01', 'present', ['Harald Moe'], ['Leads the sensor group.']],
			['Staff Scientist', 'Corvane Labs', '2018-10', '2021-12', [], ['Built the first field prototype of the Raman float.']],
			['Postdoctoral Researcher', 'University of Bergen', '2015-09', '2018-09', ['Liv Aasen'], ['Marine optics group.']],
		]);
	});

	test('the names under "Other authors", one to a line, are the authors; a sentence under the record is no title', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Raman floats for dissolved inorganic carbon', ['Aksel Brun', 'Marit Haugland'], 'Limnology and Oceanography: Methods', 2023],
			['Low-noise detectors for in-situ spectroscopy', ['Liv Aasen'], 'Applied Optics', 2019],
		]);
	});

	test('volunteering is service: the role, the body served and the year it began; what the page follows is no interest', () => {
		expect(p.service.map((x) => [x.role, x.venue, x.year])).toEqual([
			['Session Chair', 'Ocean Optics Conference', 2022],
			['Reviewer', 'Optica Publishing Group', 2017],
		]);
		expect(p.interests).not.toContain('Corvane Labs');
	});
});

describe("an ERC grant's CV and track record in markdown (the template's headings, numbered parts, a funding table)", () => {
	const p = parseFixture('erc-cv.md');

	test('the name the form states last name first, over the bold author of the papers', () => {
		expect(p.name).toBe('Maren Ilse Halvorsen');
	});

	test("the template's headings open sections of their kinds, numbered or not", () => {
		expect(p.service.map((x) => [x.role, x.year])).toEqual([
			['Co-chair', 2024],
			['Review Editor', 2023],
		]);
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([['Lipids that open channels', 'Biophysical Society Annual Meeting', '2025-05']]);
		expect(p.unparsed.map((u) => u.text)).toContain('2022 – 1 Postdoctoral fellow, 3 PhD students / University of Oslo');
	});

	test('a journal cited "Name 15: 4410 (2024)" is the venue, whatever DOI and count of citations follow; four names before the title are no author–date head', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year, x.type])).toEqual([
			['Gating of a sodium channel by one lipid', ['Brekke A', 'Lund O', 'Sæther K', 'Halvorsen MI'], 'Nature Communications', 2024, 'journal'],
			['Cryo-EM of a bacterial pump in nanodiscs', ['Halvorsen MI', 'Brekke A'], 'eLife', 2020, 'journal'],
		]);
		expect(p.publications[0]!.doi).toBe('10.1038/s41467-024-00001-1');
	});

	test("the funding table's rows are projects: the acronym as the title, the funder before its scheme, the role before its note", () => {
		expect(p.projects.map((x) => [x.title, x.summary, x.organization, x.role, x.dates?.start, x.dates?.end])).toEqual([
			['CHANNELIP', 'Lipid gating of sodium channels', 'Research Council of Norway', 'PI', '2023-01', '2026-12'],
			['Pump structures in nanodiscs', undefined, 'Novo Nordisk Foundation', 'Co-PI', '2021', '2023'],
		]);
		expect(p.awards).toEqual([]);
	});
});

describe("a university's expert-finder profile copied as text (its menus, grants over their roles, a portal's publication records)", () => {
	const p = parseFixture('expert-profile.txt');

	test('the name after the title it is given, the menus and the footer set apart', () => {
		expect([p.name, p.headline]).toEqual(['Tamsin Oduya-Rhee', 'Associate Professor in Soil Science']);
		expect(p.unparsed.map((u) => u.text)).toEqual(expect.arrayContaining(['Browse', 'Media experts', 'Showing 2 of 6 grants', 'Contact us', 'Authorised by: Office of Research']));
	});

	test('a school whose name holds a comma is the unit of the university after it', () => {
		expect(p.experience.map((e) => [e.role, e.team, e.organization])).toEqual([['Associate Professor', 'School of Agriculture, Food and Soil Sciences', 'Westmarch University']]);
	});

	test('each grant runs to its "Role:": the title over the funder before its scheme, the dates among its numbers', () => {
		expect(p.projects.map((x) => [x.title, x.organization, x.role, x.dates?.start, x.dates?.end])).toEqual([
			['Drought legacies in grassland soil carbon', 'Australian Research Council', 'Lead Chief Investigator', '2025', '2028'],
			['Where the roots are not: subsoil carbon after fire', 'Grains Research Corporation', 'Project Leader', '2022', '2024'],
		]);
		expect(p.awards).toEqual([]);
	});

	test('a record is its title over its authors over "Journal. Publisher. Year, Vol. …"; the owner alone, surname first, is an author list', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year, x.type])).toEqual([
			['Drought legacies in a temperate grassland', ['Achterberg B', 'Oduya-Rhee T'], 'Soil Biology and Biochemistry', 2024, 'journal'],
			['Subsoil carbon under a changing rainfall regime', ['Oduya-Rhee T'], 'Geoderma Regional', 2019, 'journal'],
		]);
	});
});

describe("a CS PhD student's LaTeX résumé through plain pdftotext (bracketed venue tags, a role and its dates on one line)", () => {
	const p = parseLines('cv.txt', [
		'Tobias Nakamura-Reyes',
		'Research Experience',
		'Research Scientist Intern',
		'May 2023 – Aug. 2023',
		'Nimbus AI Research',
		'Seattle, WA',
		'• Studied data-mixture scaling laws.',
		'Applied Scientist Intern May 2022 – Aug. 2022',
		'Tessellate Labs San Mateo, CA',
		'• Distilled a 7B model into a 350M model.',
		'Publications',
		'[ICLR’24] Data Mixtures Are All You Need? Scaling Laws for Code and Text Pretraining',
		'Tobias Nakamura-Reyes, Aisha Rahmani, Kevin Doyle',
		'International Conference on Learning Representations (ICLR), 2024',
		'[Workshop’20] Catastrophic Forgetting in Small Transformers: A Case Study',
		'Tobias Nakamura-Reyes, Samuel Ortega',
		'Northwest Undergraduate ML Symposium',
	]);

	test('a role with its dates after an entry with its points opens the next; the organisation and its city under it', () => {
		expect(p.experience!.map((e) => [e.role, e.organization, e.location, e.dates?.start])).toEqual([
			['Research Scientist Intern', 'Nimbus AI Research', 'Seattle, WA', '2023-05'],
			['Applied Scientist Intern', 'Tessellate Labs', 'San Mateo, CA', '2022-05'],
		]);
	});

	test("a bracketed tag gives the venue and the year, or the year alone; a question's subtitle stays in the title", () => {
		expect(p.publications!.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Data Mixtures Are All You Need? Scaling Laws for Code and Text Pretraining', 'ICLR', 2024],
			['Catastrophic Forgetting in Small Transformers: A Case Study', 'Northwest Undergraduate ML Symposium', 2020],
		]);
	});
});

describe("a law professor's presentations: a talk's title alone, the places it was given indented under it", () => {
	const p = parseLines('cv.txt', [
		'Ann Lee',
		'',
		'PRESENTATIONS',
		'',
		'“Deference After Dusk”',
		'\tFaculty Workshop, Marlowe University School of Law (Feb. 2024)',
		'\tPublic Law Workshop, Halloran Law School (Jan. 2024)',
		'',
		'Panelist, “The Future of Judicial Deference,” Annual Conference of the Society for Public Law Scholars, Lake Verity (Sept. 2023)',
	]);

	test('one talk at each place, with its date; the panelist is no host', () => {
		expect(p.talks!.map((t) => [t.title, t.host, t.date])).toEqual([
			['Deference After Dusk', 'Faculty Workshop, Marlowe University School of Law', '2024-02'],
			['Deference After Dusk', 'Public Law Workshop, Halloran Law School', '2024-01'],
			['The Future of Judicial Deference', 'Annual Conference of the Society for Public Law Scholars, Lake Verity', '2023-09'],
		]);
	});
});

describe('courses under the institution that they were taught at', () => {
	test.each([
		['indented under it', 'Ashcombe University School of Law\n\tAdministrative Law\n\tCivil Procedure I\nHalloran Law School (visiting)\n\tAdministrative Law'],
		['set flat under it', 'Ashcombe University School of Law\nAdministrative Law\nCivil Procedure I\nHalloran Law School (visiting)\nAdministrative Law'],
	])('%s', (_layout, courses) => {
		const { teaching } = parseText('cv.txt', `Ann Lee\n\nCOURSES TAUGHT\n\n${courses}\n`).profile;
		expect(teaching!.map((t) => [t.course, t.institution])).toEqual([
			['Administrative Law', 'Ashcombe University School of Law'],
			['Civil Procedure I', 'Ashcombe University School of Law'],
			['Administrative Law', 'Halloran Law School'],
		]);
	});

	test("Awesome-CV's stack: the institution and its place, then the role and course, then the terms", () => {
		const p = parseFixture('awesome-cv.txt');
		expect(p.teaching.map((t) => [t.course, t.role, t.institution, t.term])).toEqual([
			['Advanced Machine Learning', 'Teaching Fellow', 'Halvorsen University', 'Fall 2019, Fall 2020'],
			['Introduction to Probability', 'Guest Lecturer', 'Halvorsen University', 'Spring 2023'],
		]);
	});
});

describe("a nurse scientist's APA references through pdftotext -layout (a hanging indent, a legend's marks, '(in press)')", () => {
	const p = parseLines('cv.txt', [
		'Rosalind M. Achterberg',
		'',
		'PUBLICATIONS (* data-based; † student co-author)',
		'',
		'            Achterberg, R. M., Osei, K. A.†, & Lindgren, T. (in press). Sustaining early mobility',
		'               after trial completion: A qualitative follow-up. Nursing Outlook Quarterly.',
		'            *Achterberg, R. M., Pruitt, D. L., & Strand-Morales, E. (2021). Validation of the Brief',
		'               Mobility Readiness Screen in older adults. Geriatric Nursing Practice, 42(6),',
		'               1410–1417.',
	]);

	test("'(in press)' in place of the year is the status; the legend's mark before a citation no part of it; the lines hanging under it go on with it", () => {
		expect(p.publications!.map((x) => [x.title, x.authors?.length, x.venue, x.year, x.status])).toEqual([
			['Sustaining early mobility after trial completion: A qualitative follow-up', 3, 'Nursing Outlook Quarterly', undefined, 'accepted'],
			['Validation of the Brief Mobility Readiness Screen in older adults', 3, 'Geriatric Nursing Practice', 2021, 'published'],
		]);
	});
});

describe('talks listed as citations under a date column (pdftotext -layout)', () => {
	const p = parseLines('cv.txt', [
		'Rosalind M. Achterberg',
		'',
		'PRESENTATIONS',
		'2024        Achterberg, R. M. Mobility-First: Early lessons from a cluster-randomized trial.',
		'            Midwest Nursing Science Society Annual Conference, Lakeport, IL.',
		'2022        Achterberg, R. M., & Osei, K. A. Why nurses don\'t mobilize: Barriers in the cardiac',
		'            ICU. Society of Critical Care Nurses National Congress, Brightwater, CA.',
	]);

	test('the authors go, the first sentence is the title, the rest wrapped under the text column its host', () => {
		expect(p.talks!.map((t) => [t.title, t.host, t.location, t.date])).toEqual([
			['Mobility-First: Early lessons from a cluster-randomized trial', 'Midwest Nursing Science Society Annual Conference', 'Lakeport, IL', '2024'],
			["Why nurses don't mobilize: Barriers in the cardiac ICU", 'Society of Critical Care Nurses National Congress', 'Brightwater, CA', '2022'],
		]);
	});
});

describe("a psychologist's APA CV from Word (students starred before their names, presentations and chapters as APA sets them)", () => {
	const p = parseLines('cv.txt', [
		'Helena R. Vasquez-Thornbury',
		'',
		'PEER-REVIEWED JOURNAL ARTICLES',
		'Vasquez-Thornbury, H. R., *Delacroix, M. A., & Pennington, J. L. (2024). Parental scaffolding of emotion talk. Developmental Psychology, 60(3), 512–527. https://doi.org/10.1037/dev0001688',
		'',
		'BOOK CHAPTERS',
		'Vasquez-Thornbury, H. R., & Lindqvist, A. (2019). Emotion socialization in families. In P. Marchetti & R. Oyelaran (Eds.), Handbook of family emotion processes (2nd ed., pp. 88–112). Halden Press.',
		'',
		'CONFERENCE PRESENTATIONS',
		'Vasquez-Thornbury, H. R., & *Delacroix, M. A. (2023, March 23–25). Emotion talk at the dinner table [Paper presentation]. Midwestern Society for Developmental Science Biennial Meeting, Columbus, OH, United States.',
	]);

	test("a star before a student's surname leaves the author list whole", () => {
		expect(p.publications![0]).toMatchObject({ title: 'Parental scaffolding of emotion talk', authors: ['H. R. Vasquez-Thornbury', 'M. A. Delacroix', 'J. L. Pennington'], year: 2024, venue: 'Developmental Psychology' });
	});

	test("a chapter's book is its venue, without its editors or edition", () => {
		expect(p.publications![1]).toMatchObject({ title: 'Emotion socialization in families', venue: 'Handbook of family emotion processes', year: 2019, type: 'other' });
	});

	test("a presentation: the authors and date go, the title is the first sentence, the description in brackets no part of the host", () => {
		expect(p.talks).toMatchObject([{ title: 'Emotion talk at the dinner table', host: 'Midwestern Society for Developmental Science Biennial Meeting', location: 'Columbus, OH, United States', date: '2023-03' }]);
	});
});

describe("a French researcher's markdown CV (French months and headings, bilingual headings, labelled citations)", () => {
	const p = parseLines('cv.md', [
		'# Clémence Roussel-Dubreuil',
		'',
		'## Positions',
		'',
		'- **Sept. 2020 – présent** : Maître de conférences (Associate Professor), Université de Valbreuse',
		'- **Oct. 2019 – Août 2020** : Postdoctoral researcher, Kellworth Vision Group, University of Ashmere (UK)',
		'',
		'## Formation / Education',
		'',
		'- **Doctorat (PhD) en Informatique**, Université de Montclair — Sept. 2016 – Déc. 2019',
		'',
		'### Revues internationales / International journals',
		'',
		'- **[J3]** C. Roussel-Dubreuil, T. Maréchal, D. Whitcombe. *Self-supervised scene flow from sparse LiDAR*. **IEEE TPAMI**, vol. 46, no. 2, 2024.',
		'',
		'## Distinctions & financements',
		'',
		'- 2022 — Outstanding Reviewer, CVPR',
		'',
		'## Enseignement / Teaching (≈ 192 h ETD / an)',
		'',
		'- Vision par ordinateur (Computer Vision)',
	]);

	test("French months and 'présent' are dates", () => {
		expect(p.experience!.map((e) => [e.role, e.dates?.start, e.dates?.end])).toEqual([
			['Maître de conférences (Associate Professor)', '2020-09', 'present'],
			['Postdoctoral researcher', '2019-10', '2020-08'],
		]);
	});

	test("a French degree in bold is the degree, the institution after it; 'en' opens the field", () => {
		expect(p.education![0]).toMatchObject({ degree: 'Doctorat (PhD)', field: 'Informatique', institution: 'Université de Montclair', dates: { end: '2019-12' } });
	});

	test("headings in French or in both languages; a citation's label after the list mark is no part of its authors", () => {
		expect(p.publications![0]).toMatchObject({ title: 'Self-supervised scene flow from sparse LiDAR', authors: ['C. Roussel-Dubreuil', 'T. Maréchal', 'D. Whitcombe'], year: 2024 });
		expect(p.awards!.map((a) => a.title)).toEqual(['Outstanding Reviewer']);
		expect(p.teaching!.map((t) => t.course)).toEqual(['Vision par ordinateur (Computer Vision)']);
	});
});

describe("a mathematician's talks grouped under year headings (academicpages)", () => {
	const p = parseLines('cv.md', [
		'# Ann Lee',
		'',
		'## Talks',
		'',
		'### 2024',
		'* *Counting lattice points via mixing*, Colloquium, Westmarch University, February 2024',
		'',
		'### 2023',
		'* *Quantitative nondivergence*, workshop "Dynamics on Buildings", IAGS, Kelmore, June 2023',
		'',
		'### 2021',
		'* *Rigidity of horospherical actions*, Online Homogeneous Dynamics Seminar (virtual)',
	]);

	test("a year heading is no talk and gives its year to the talks that state none; the italic title before a quoted workshop's name", () => {
		expect(p.talks!.map((t) => [t.title, t.date])).toEqual([
			['Counting lattice points via mixing', '2024-02'],
			['Quantitative nondivergence', '2023-06'],
			['Rigidity of horospherical actions', '2021'],
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe("a mathematician's papers on an academicpages site (co-authors after 'with', subheadings, a note on the list)", () => {
	const p = parseLines('cv.md', [
		'# Tobias Ferreira-Lund',
		'',
		'## Papers',
		'',
		'(Authors are listed alphabetically, as is customary in mathematics.)',
		'',
		'### Published and accepted',
		'',
		'1. *Quantitative nondivergence over function fields*, with L. Haskins, J. Number Theory Geom. **7** (2023), no. 2, 211–260.',
		'2. *Effective mixing for diagonal flows*, with M. Oduya and P. Reinholt, Geom. Funct. Anal. **30** (2020), 1022–1071.',
	]);

	test("the names after 'with' are the owner's co-authors; the journal after them", () => {
		expect(p.publications!.map((x) => [x.authors, x.venue, x.year, x.group])).toEqual([
			[['Tobias Ferreira-Lund', 'L. Haskins'], 'J. Number Theory Geom.', 2023, 'Published and accepted'],
			[['Tobias Ferreira-Lund', 'M. Oduya', 'P. Reinholt'], 'Geom. Funct. Anal.', 2020, 'Published and accepted'],
		]);
	});

	test('a note on the list in brackets is no paper, and stays listed as unplaced', () => {
		expect(p.unparsed!.map((u) => u.line)).toEqual([5]);
	});
});

describe("a GitHub profile README (a greeting, badges as HTML and as markdown images inside links, a comment, rules)", () => {
	const p = parseLines('README.md', [
		'<!-- generated sections are edited by hand -->',
		"# Hi there, I'm Ada Lovelace 👋",
		'',
		'<p align="center">',
		'  <a href="https://scholar.google.com/citations?user=AbC123"><img src="https://img.shields.io/badge/Scholar-4285F4" alt="Google Scholar"/></a>',
		'  <a href="https://ada.example.org"><img src="https://img.shields.io/badge/Homepage-000000" alt="Homepage"/></a>',
		'</p>',
		'',
		'[![ORCID](https://img.shields.io/badge/ORCID-A6CE39)](https://orcid.org/0000-0002-1825-0097) ![Profile views](https://example.org/counter.svg)',
		'',
		'---',
	]);

	test('reads the name from the greeting', () => {
		expect(p.name).toBe('Ada Lovelace');
	});

	test("reads each badge's link, not its image, into the contact fields", () => {
		expect(p.contact).toEqual({ scholar: 'https://scholar.google.com/citations?user=AbC123', homepage: 'https://ada.example.org', orcid: 'https://orcid.org/0000-0002-1825-0097' });
	});

	test('the comment, the HTML around the badges and the rule are markup, and no line is left unplaced', () => {
		expect(p.unparsed).toEqual([]);
	});
});

describe('a Spanish markdown CV (headings head first, Spanish months and degrees, "y" before the last author)', () => {
	const p = parseLines('cv.md', [
		'# Ana Ruiz Solano',
		'',
		'## Formación académica',
		'',
		'**Doctora en Ciencias Biológicas**',
		'Universidad Nacional del Sur, Argentina · abr. 2012 – mar. 2017',
		'',
		'## Trayectoria profesional',
		'',
		'### Investigadora Adjunta',
		'Instituto de Ecología de Montaña, Bariloche · enero de 2019 – actualidad',
		'',
		'### Consultora en biodiversidad',
		'Fundación Estepa Viva, Neuquén · sept. 2015 – dic. 2016',
		'',
		'## Publicaciones',
		'',
		'1. Ruiz Solano, A., Quiroga, A. L. y Benítez, R. (2024). Grazing exclusion restores pollinator networks. *Journal of Ecology*, 12(3), 1–10.',
		'',
		'## Premios y distinciones',
		'',
		'- **2023** — Premio Elena Arditi a Jóvenes Investigadoras, Sociedad Austral de Ecología.',
	]);

	test('reads the degree, its field, the university and the dates after a middle dot', () => {
		expect(p.education).toEqual([
			expect.objectContaining({ degree: 'Doctora', field: 'Ciencias Biológicas', institution: 'Universidad Nacional del Sur', location: 'Argentina', dates: { start: '2012-04', end: '2017-03', raw: 'abr. 2012 – mar. 2017' } }),
		]);
	});

	test('reads each role given as a heading with its organisation, place and dates on the line under it', () => {
		expect(p.experience!.map(({ role, organization, location, dates }) => ({ role, organization, location, dates }))).toEqual([
			{ role: 'Investigadora Adjunta', organization: 'Instituto de Ecología de Montaña', location: 'Bariloche', dates: { start: '2019-01', end: 'present', raw: 'enero de 2019 – actualidad' } },
			{ role: 'Consultora en biodiversidad', organization: 'Fundación Estepa Viva', location: 'Neuquén', dates: { start: '2015-09', end: '2016-12', raw: 'sept. 2015 – dic. 2016' } },
		]);
	});

	test('reads the authors joined by "y", turned as the other lists are', () => {
		expect(p.publications![0]).toMatchObject({ authors: ['A. Ruiz Solano', 'A. L. Quiroga', 'R. Benítez'], venue: 'Journal of Ecology', year: 2024 });
	});

	test('reads the prize and the society that gave it', () => {
		expect(p.awards).toEqual([expect.objectContaining({ title: 'Premio Elena Arditi a Jóvenes Investigadoras', issuer: 'Sociedad Austral de Ecología', year: 2023 })]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('an NIH biosketch saved from Word as text (a tabbed training table, units before the school, a statement citing papers)', () => {
	const p = parseLines('biosketch.txt', [
		'NAME: Whitcombe, Lorna J.',
		'EDUCATION/TRAINING (Begin with baccalaureate or other initial professional education, such as nursing, include postdoctoral training and residency training if applicable. Add/delete rows as necessary.)',
		'',
		'Haverleigh College, Lancaster, PA\tB.S.\t05/2004\tBiochemistry',
		'Calloway University School of Medicine, St. Louis, MO\tPostdoctoral Fellow\t06/2014\tCardiovascular Metabolism',
		'',
		'A. Personal Statement',
		'I am a cardiovascular physiologist.',
		'Citations:',
		'1.\tWhitcombe LJ, Sandoval MC. Post-translational control of uniporter assembly. Cell Metab. 2023 Jul 11;35(7):1201-1218.e7. PMID: 37343561; PMCID: PMC10362514.',
		'',
		'B. Positions, Scientific Appointments, and Honors',
		'Positions and Scientific Appointments',
		'2021 -\tAssociate Professor, Department of Medicine, Division of Cardiology, Northgate University School of Medicine, Cleveland, OH',
		'2010 - 2014\tPostdoctoral Research Fellow, Department of Medicine (Mentor: Arnav Keswani, M.D., Ph.D.), Calloway University School of Medicine, St. Louis, MO',
		'2004 - 2005\tResearch Associate I, Cardiac Safety Pharmacology, Fennimore Biologics, Inc., Malvern, PA',
		'',
		'C. Contributions to Science',
		'1.\tMetabolic inflexibility in heart failure. After establishing my laboratory, I developed a mouse model. These findings provided the rationale for a trial.',
		'a.\tPetrakis GS*, Sandoval MC*, Whitcombe LJ. Cardiomyocyte-specific MICU1 deletion limits infarct expansion. J Clin Invest. 2019 Oct 1;129(10):4390-4405. PMID: 31498147; PMCID: PMC6763251. *co-first authors',
		'b.\tWhitcombe LJ, Sandoval MC. Post-translational control of uniporter assembly. Cell Metab. 2023 Jul 11;35(7):1201-1218.e7. PMID: 37343561; PMCID: PMC10362514.',
		'c.\tMarrow JT, Whitcombe LJ. Mitochondrial calcium uptake is preserved in atrial tissue. bioRxiv [Preprint]. 2024 Feb 9:2024.02.07.579311. doi: 10.1101/2024.02.07.579311.',
	]);

	test("reads the table's rows under a heading whose note runs long, a postdoctoral row with its training in the degree's column", () => {
		expect(p.education!.map(({ degree, field, institution, dates }) => ({ degree, field, institution, end: dates?.end }))).toEqual([
			{ degree: 'B.S.', field: 'Biochemistry', institution: 'Haverleigh College', end: '2004-05' },
			{ degree: 'Postdoctoral Fellow', field: 'Cardiovascular Metabolism', institution: 'Calloway University School of Medicine', end: '2014-06' },
		]);
	});

	test('reads the school after its department and division, a company after its team and legal form, and a mentor in brackets', () => {
		expect(p.experience!.map(({ organization, team, advisors }) => ({ organization, team, advisors }))).toEqual([
			{ organization: 'Northgate University School of Medicine', team: 'Department of Medicine, Division of Cardiology', advisors: [] },
			{ organization: 'Calloway University School of Medicine', team: 'Department of Medicine', advisors: ['Arnav Keswani'] },
			{ organization: 'Fennimore Biologics, Inc.', team: 'Cardiac Safety Pharmacology', advisors: [] },
		]);
	});

	test("reads the statement's citation and each lettered one with its year (an article number after the pages, a preprint's identifier, a key to the stars after it), a paper cited twice once; the paragraph is no paper", () => {
		expect(p.publications!.map((x) => [x.venue, x.year])).toEqual([
			['Cell Metab', 2023],
			['J Clin Invest', 2019],
			['bioRxiv', 2024],
		]);
	});
});

describe('a two-column CV through plain pdftotext and OCR (the date column before positions wrapped over two lines each)', () => {
	const p = parseLines('cv.txt', [
		'Casia Lund',
		'',
		'ACADEMIC APPOINTMENTS',
		'2021 – present',
		'2016 – 2021',
		'2013 – 2016',
		'Associate Professor, Departrnent of Physics and Astronomy,',
		'University of Rochester, Rochester, NY',
		'Assistant Professor, Department of Physics and Astronomy, Uni-',
		'versity of Rochester',
		'Postdoctoral Scholar, Max Born Institute, Berlin, Germany',
		'(a short-term fellowship)',
		'3,1l4 citations in all.',
	]);

	test('each position opens with its role and takes its date in order; a part broken off goes on in the next line; OCR slips are repaired', () => {
		expect(p.experience?.map((e) => [e.role, e.team, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Associate Professor', 'Department of Physics and Astronomy', 'University of Rochester', '2021', 'present'],
			['Assistant Professor', 'Department of Physics and Astronomy', 'University of Rochester', '2016', '2021'],
			['Postdoctoral Scholar', undefined, 'Max Born Institute', '2013', '2016'],
		]);
	});
});

describe('a moderncv CV through plain pdftotext (the date column before its entries, list markers on lines of their own)', () => {
	const p = parseLines('cv.txt', [
		'Elena',
		'Varga-Holm',
		'',
		'Research Experience',
		'since 2024',
		'2020–2022',
		'',
		'Junior Group Leader,',
		'Institute for Quantum Materials, Kessling, Germany.',
		'Independent group on moiré magnets and numerical methods',
		'for strongly correlated electrons.',
		'Postdoctoral Researcher,',
		'Department of Physics, Northbay Institute of Technology, Northbay, United Kingdom.',
		'Elena Varga-Holm – Curriculum Vitae 1/3',
		'Publications',
		'[1]',
		'',
		'J. Okafor-Lind, E. Varga-Holm, and M. Achterberg, “Field-tuned Lifshitz transitions',
		'in a kagome metal,” Phys. Rev. B 108, 045127 (2023).',
		'[2]',
		'',
		'E. Varga-Holm and M. Achterberg, “Quantum Monte Carlo study of the anisotropic Kondo',
		'necklace,” Phys. Rev. B 104, 115432 (2021).',
		'',
		'Awards and Fellowships',
		'2022',
		'2014',
		'',
		'Individual Fellowship, European Commission (2022–2024).',
		'Aldenburg Excellence Scholarship, Technical University of Aldenburg.',
	]);

	test('reads each stacked date with its entry, an entry opening with its title and a comma', () => {
		expect(p.experience!.map(({ role, organization, dates }) => ({ role, organization, raw: dates?.raw }))).toEqual([
			{ role: 'Junior Group Leader', organization: 'Institute for Quantum Materials', raw: 'since 2024' },
			{ role: 'Postdoctoral Researcher', organization: 'Northbay Institute of Technology', raw: '2020–2022' },
		]);
		expect(p.awards!.map(({ title, year }) => ({ title, year }))).toEqual([
			{ title: 'Individual Fellowship', year: 2022 },
			{ title: 'Aldenburg Excellence Scholarship', year: 2014 },
		]);
	});

	test("reads a citation under its marker, its quoted title wrapped however short the line; the footer is the page's", () => {
		expect(p.publications!.map(({ title, year }) => ({ title, year }))).toEqual([
			{ title: 'Field-tuned Lifshitz transitions in a kagome metal', year: 2023 },
			{ title: 'Quantum Monte Carlo study of the anisotropic Kondo necklace', year: 2021 },
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe('an ORCID record page copied whole (its buttons and icons as words, each item as organisation, dates and kind)', () => {
	const p = parseLines('orcid.txt', [
		'Skip to main content',
		'Marta Oyelaran-Sidhu',
		'ORCID iD',
		'https://orcid.org/0000-0003-1846-5220',
		'content_copy',
		'Employment (1)',
		'Sort',
		'University of Carrowmere: Carrowmere, Cumbria, GB',
		'2022-01-01 to present | Associate Professor (School of Chemistry)',
		'Employment',
		'Show more detail',
		'Source: University of Carrowmere',
		'Education and qualifications (1)',
		'Kellburn University: Kellburn, Ontario, CA',
		'2009-10-01 to 2013-06-30 | MChem, Chemistry (School of Chemistry)',
		'Education',
		'Show more detail',
		'Invited positions and distinctions (1)',
		'Northern Materials Chemistry Society: Manchester, GB',
		'2023-06-12 | Early Career Researcher Medal',
		'Distinction',
		'Source: Marta Oyelaran-Sidhu',
		'Works (2)',
		'Anion-disordered sodium thiophosphate glass-ceramics with superionic conductivity',
		'Journal of the American Chemical Society',
		'2024-05-22 | Journal article',
		'DOI: 10.1021/jacs.4c02917',
		'Part of ISSN: 0002-7863',
		'Show more detail',
		'Preferred source (of 2)\u200e',
		'Source: Crossref',
		'Structure–transport relationships in sodium-ion conducting chalcogenides',
		'2017 | Dissertation/Thesis',
		'URL: https://kspace.example.ca/handle/1974/22815',
		'Show more detail',
	]);

	test("reads each position and degree from its organisation's line and its dates' line; the kind under them is the page's", () => {
		expect(p.experience).toEqual([expect.objectContaining({ organization: 'University of Carrowmere', location: 'Carrowmere, Cumbria, GB', role: 'Associate Professor', team: 'School of Chemistry', dates: { start: '2022-01', end: 'present', raw: '2022-01-01 to present' } })]);
		expect(p.education).toEqual([expect.objectContaining({ institution: 'Kellburn University', degree: 'MChem', field: 'Chemistry', dates: { start: '2009-10', end: '2013-06', raw: '2009-10-01 to 2013-06-30' } })]);
		expect(p.awards).toEqual([expect.objectContaining({ title: 'Early Career Researcher Medal', issuer: 'Northern Materials Chemistry Society', year: 2023 })]);
	});

	test('reads each work: its title, the journal over its date and kind, the thesis with no journal', () => {
		expect(p.publications!.map(({ title, venue, year, type }) => ({ title, venue, year, type }))).toEqual([
			{ title: 'Anion-disordered sodium thiophosphate glass-ceramics with superionic conductivity', venue: 'Journal of the American Chemical Society', year: 2024, type: 'journal' },
			{ title: 'Structure–transport relationships in sodium-ion conducting chalcogenides', venue: undefined, year: 2017, type: 'thesis' },
		]);
	});

	test("the page's buttons, icons and notes on an item stay listed as unplaced, and no more", () => {
		expect(p.unparsed!.map((u) => u.text)).toEqual(['Skip to main content', 'content_copy', 'Sort', 'Show more detail', 'Source: University of Carrowmere', 'Show more detail', 'Source: Marta Oyelaran-Sidhu', 'Part of ISSN: 0002-7863', 'Show more detail', 'Preferred source (of 2)', 'Source: Crossref', 'Show more detail']);
	});
});

describe('an ORCID record page with details shown (keywords, memberships and service, peer review, an item opened)', () => {
	const p = parseLines('orcid.txt', [
		'Tomasz Wielgosz-Amari',
		'Keywords',
		'river ice, sediment transport',
		'Countries',
		'Poland',
		'Employment (1)',
		'Lakemoor Institute of Technology: Lakemoor, Lakemoor län, SE',
		'2016-10-01 to 2020-09-30 | Doctoral candidate / teaching assistant (Division of Water Resources (DWR))',
		'Employment',
		'Show less detail',
		'Organization identifiers',
		'ROR: https://ror.org/00x0x0x00',
		'Last modified',
		'2020-10-02',
		'Source: Tomasz Wielgosz-Amari',
		'Education and qualifications (1)',
		'Lakemoor Institute of Technology: Lakemoor, SE',
		'2021-04-12 | Docent in Hydraulic Engineering (Division of Water Resources)',
		'Qualification',
		'Membership and service (1)',
		'Journal of River Ice Research: Quebec, CA',
		'2022-03 to present | Associate editor (Ice jams)',
		'Service',
		'Works (1)',
		'Frazil ice in regulated rivers',
		'Journal of Hydraulic Research',
		'2023-01-09 | Journal article',
		'Show less detail',
		'Contributors',
		'Tomasz Wielgosz-Amari, Ilse Brandvold',
		'Added',
		'2023-02-01',
		'Peer review (5 reviews for 2 publications/grants)',
		'Review activity for Journal of Hydraulic Research. (3)',
		'Privacy Policy',
	]);

	test('reads keywords as interests, and a role or degree in words no vocabulary holds by where it stands', () => {
		expect(p.interests).toEqual(['river ice', 'sediment transport']);
		expect(p.experience!.map((e) => [e.organization, e.location, e.role, e.team])).toEqual([
			['Lakemoor Institute of Technology', 'Lakemoor, Lakemoor län, SE', 'Doctoral candidate / teaching assistant', 'Division of Water Resources (DWR)'],
		]);
		expect(p.education!.map((e) => [e.institution, e.degree, e.field, e.dates?.end])).toEqual([['Lakemoor Institute of Technology', 'Docent', 'Hydraulic Engineering', '2021-04']]);
	});

	test('reads service from its record items and from the peer review counts', () => {
		expect(p.service!.map((x) => [x.role, x.venue, x.year])).toEqual([
			['Associate editor', 'Journal of River Ice Research', 2022],
			['Reviewer', 'Journal of Hydraulic Research', undefined],
		]);
	});

	test('the labels over an opened item are furniture; its contributors are the authors', () => {
		expect(p.publications!.map((x) => [x.title, x.venue, x.authors])).toEqual([['Frazil ice in regulated rivers', 'Journal of Hydraulic Research', ['Tomasz Wielgosz-Amari', 'Ilse Brandvold']]]);
		expect(p.unparsed!.map((u) => u.text)).not.toContain('Contributors');
		expect(p.unparsed!.map((u) => u.text)).not.toContain('2023-02-01');
	});
});

describe("a student's one-page résumé (Jake's template) through pdftotext -layout", () => {
	const p = parseLines('resume.txt', [
		'                                             Nadia Farrokhzad',
		'',
		'Education',
		' Halvorsen University                                                                          Ashbury, MA',
		' Master of Science in Computer Science; GPA: 3.94/4.00                               Aug. 2023 – May 2025',
		'   • Halvorsen Graduate Fellowship (2023). Coursework: Deep Learning Systems, Distributed Systems,',
		'     Advanced Compilers',
		'',
		'Experience',
		' Halvorsen University                                                                  Jan. 2024 – Present',
		' Graduate Teaching Assistant, Deep Learning Systems (CS 5320)                                 Ashbury, MA',
		'   • Led weekly recitations for 140 students and designed two programming assignments on mixed-precision',
		'     training and writing custom CUDA kernels',
		' Efficient Systems Lab, Halvorsen University                                           Sep. 2023 – Present',
		' Graduate Research Assistant (Advisor: Prof. Imogen Takahara)                                 Ashbury, MA',
		'   • Designing preemption-aware KV-cache paging for multi-tenant LLM serving; a prototype on vLLM',
		'     improves goodput by 1.8× under bursty production traces (first-author paper at MLSys 2025)',
		'',
		'Projects',
		' SparseKV | Python, PyTorch, CUDA, Triton                                             Jan. 2024 – May 2024',
		'   • Implemented top-k attention-score eviction for the KV cache of Llama-style models, reducing memory',
		'     by 3.2× at 32k context with <1% perplexity loss',
	]);

	test("reads a fellowship named among a degree's details as an award too", () => {
		expect(p.awards).toEqual([expect.objectContaining({ title: 'Halvorsen Graduate Fellowship', year: 2023 })]);
	});

	test('reads the role without the course it taught or the advisor it was held with, and each wrapped point whole', () => {
		expect(p.experience!.map(({ role, advisors, highlights }) => ({ role, advisors, points: highlights?.length }))).toEqual([
			{ role: 'Graduate Teaching Assistant', advisors: [], points: 1 },
			{ role: 'Graduate Research Assistant', advisors: ['Imogen Takahara'], points: 1 },
		]);
		expect(p.teaching).toEqual([expect.objectContaining({ course: 'Deep Learning Systems', code: 'CS 5320', role: 'Graduate Teaching Assistant' })]);
	});

	test('reads a project as its title, the tools it was built with after a bar, and its dates', () => {
		expect(p.projects).toEqual([
			expect.objectContaining({
				title: 'SparseKV',
				tools: ['Python', 'PyTorch', 'CUDA', 'Triton'],
				dates: { start: '2024-01', end: '2024-05', raw: 'Jan. 2024 – May 2024' },
				highlights: ['Implemented top-k attention-score eviction for the KV cache of Llama-style models, reducing memory by 3.2× at 32k context with <1% perplexity loss'],
			}),
		]);
	});
});

describe('awards given by a unit of a body, and in an academic year', () => {
	const p = parseLines('cv.txt', [
		'Ada Lovelace',
		'',
		'Honors and Awards',
		'2016  Junior Faculty Research Award, Department of Medicine, Calloway University School of Medicine',
		'Clarendon Senior Fellowship, Tillinghast Center for Advanced Study in the Visual Arts, 2023–24',
		'Excellence Scholarship, Some University, 2015–2019',
	]);

	test('the unit is part of who gave it; an academic year gives the year it began, a longer run none', () => {
		expect(p.awards!.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
			{ title: 'Junior Faculty Research Award', issuer: 'Department of Medicine, Calloway University School of Medicine', year: 2016 },
			{ title: 'Clarendon Senior Fellowship', issuer: 'Tillinghast Center for Advanced Study in the Visual Arts', year: 2023 },
			{ title: 'Excellence Scholarship', issuer: 'Some University', year: undefined },
		]);
	});
});

describe("a GitHub profile README's lists (a bold venue tag and an honour before each paper, lines ended by hard breaks, talks in quoted italics)", () => {
	const p = parseLines('README.md', [
		'# Dario Kessler-Nakamura',
		'',
		'## 📄 Selected Publications',
		'',
		'- **arXiv 2024** · Kernels All the Way Down: Autotuning Fused Attention  ',
		'  Wen-Hsuan Liao, **Dario Kessler-Nakamura**, Tobiah Greenhalgh  ',
		'  [[PDF](https://arxiv.org/pdf/2409.11862)]',
		'',
		'- **EuroSys 2021** 🏆 *Best Paper* · Tidepool: Elastic Scheduling of Deep Learning Jobs  ',
		'  **Dario Kessler-Nakamura**, Ana Lisboa-Grant, Lucía Ortiz  ',
		'',
		'## 🎤 Talks',
		'',
		'- *"Sharding at Scale: Lessons from Training Trillion-Parameter Models"* — Systems Seminar, University of Carrow · Mar 2024',
		'- Panel: *"The Future of Training Infrastructure"* — Halcyon Research Summit, San Francisco · Oct 2022',
	]);

	test('reads title and authors apart where a hard break ends the line, the tag as venue and year, the honour as an award', () => {
		expect(p.publications!.map(({ title, authors, venue, year, status, awards }) => ({ title, authors, venue, year, status, awards }))).toEqual([
			{ title: 'Kernels All the Way Down: Autotuning Fused Attention', authors: ['Wen-Hsuan Liao', 'Dario Kessler-Nakamura', 'Tobiah Greenhalgh'], venue: 'arXiv', year: 2024, status: 'preprint', awards: [] },
			{ title: 'Tidepool: Elastic Scheduling of Deep Learning Jobs', authors: ['Dario Kessler-Nakamura', 'Ana Lisboa-Grant', 'Lucía Ortiz'], venue: 'EuroSys', year: 2021, status: 'published', awards: ['Best Paper'] },
		]);
	});

	test('reads a quoted title in italics without its quotes, and a panel label as no host', () => {
		expect(p.talks!.map(({ title, host }) => ({ title, host }))).toEqual([
			{ title: 'Sharding at Scale: Lessons from Training Trillion-Parameter Models', host: 'Systems Seminar, University of Carrow' },
			{ title: 'The Future of Training Infrastructure', host: 'Halcyon Research Summit, San Francisco' },
		]);
	});
});

describe("an art historian's CV from Google Docs (papers read at conferences, courses listed by level)", () => {
	const p = parseLines('cv.txt', [
		'Helena Strzelecki',
		'',
		'Book Reviews',
		'',
		'Review of Weaving the Republic: Textiles and Citizenship in France, by Colette Marivaux-Dunne. Eighteenth-Century Studies 55, no. 1 (2021): 140–42.',
		'',
		'CONFERENCE PAPERS',
		'',
		'“Printed Cottons and the Fear of Imitation,” American Society for Eighteenth-Century Studies Annual Meeting, St. Louis, March 2024.',
		'“Brocade in Year II,” College Art Association Annual Conference, New York, February 2019.',
		'',
		'COURSES TAUGHT',
		'',
		'Calloway University',
		'Undergraduate',
		'* Art in the Age of Revolutions',
		'Graduate seminars: Ornament and Its Discontents; Methods in Material Culture',
	]);

	test("reads a review with the reviewed book's author, as written", () => {
		expect(p.publications).toEqual([expect.objectContaining({ title: 'Review of Weaving the Republic: Textiles and Citizenship in France, by Colette Marivaux-Dunne', venue: 'Eighteenth-Century Studies', year: 2021 })]);
	});

	test('reads papers read at meetings, a quoted title, the meeting and its month each, as talks', () => {
		expect(p.talks!.map(({ title, host, date }) => ({ title, host, date }))).toEqual([
			{ title: 'Printed Cottons and the Fear of Imitation', host: 'American Society for Eighteenth-Century Studies Annual Meeting, St. Louis', date: '2024-03' },
			{ title: 'Brocade in Year II', host: 'College Art Association Annual Conference, New York', date: '2019-02' },
		]);
	});

	test('reads the courses under a level, and each of a level’s list; the level is no course', () => {
		expect(p.teaching!.map((t) => t.course)).toEqual(['Art in the Age of Revolutions', 'Ornament and Its Discontents', 'Methods in Material Culture']);
		expect(p.unparsed).toEqual([]);
	});
});

describe('an Italian CV from Word (a form’s labelled name, Italian headings, "da … a …" dates above entries, "e" before the last author)', () => {
	const p = parseLines('cv.txt', [
		'Curriculum Vitae et Studiorum',
		'',
		'Dati personali',
		'Nome e cognome:\tLorenzo Castagnoli',
		'',
		'Esperienze professionali',
		'da settembre 2016 a luglio 2019',
		'Postdoctoral Research Fellow, Institut für Quantenmaterie, Universität Elbenau (Germania).',
		'',
		'Articoli su rivista',
		'1.\tG. Sartorelli, L. Castagnoli e P. Ghidini, “Terahertz-driven coherent phonons in strained SrTiO3 thin films”, Physical Review B 106, 214302 (2022).',
	]);

	test('reads the name the form labels in Italian', () => {
		expect(p.name).toBe('Lorenzo Castagnoli');
	});

	test('reads the position under its heading, with the Italian range above it', () => {
		expect(p.experience).toEqual([expect.objectContaining({ role: 'Postdoctoral Research Fellow', dates: { start: '2016-09', end: '2019-07', raw: 'da settembre 2016 a luglio 2019' } })]);
	});

	test('reads the authors joined by "e" and the quoted title after them', () => {
		expect(p.publications).toEqual([expect.objectContaining({ title: 'Terahertz-driven coherent phonons in strained SrTiO3 thin films', authors: ['G. Sartorelli', 'L. Castagnoli', 'P. Ghidini'], year: 2022 })]);
	});
});

describe('a Japanese researcher’s English CV (papers numbered in brackets, awards dated year.month)', () => {
	const p = parseLines('cv.txt', [
		'Haruto Kamisaka',
		'',
		'Publications',
		'(1) H. Kamisaka*, K. Ueno, T. Ogino, "Topotactic hydration of brownmillerite Ba2In2O5 epitaxial films," Physical Review Materials 4, 065801 (2020).',
		'(2) H. Kamisaka*, T. Ogino, "Pulsed-laser deposition of brownmillerite films on SrTiO3 (001)," Thin Solid Films 660, 312 (2018).',
		'',
		'Awards',
		'2024.03 Young Scientist Award, Japan Society of Functional Oxides',
	]);

	test('reads each numbered paper on its own', () => {
		expect(p.publications!.map(({ title, year }) => ({ title, year }))).toEqual([
			{ title: 'Topotactic hydration of brownmillerite Ba2In2O5 epitaxial films', year: 2020 },
			{ title: 'Pulsed-laser deposition of brownmillerite films on SrTiO3 (001)', year: 2018 },
		]);
	});

	test('reads the award’s year from its year.month', () => {
		expect(p.awards).toEqual([expect.objectContaining({ title: 'Young Scientist Award', issuer: 'Japan Society of Functional Oxides', year: 2024 })]);
	});
});

describe('a Hugo Academic site’s pages kept as markdown (shortcodes, talks with bold titles and link labels)', () => {
	const p = parseLines('index.md', [
		'# Tove Halvorsen',
		'',
		'{{% callout note %}}',
		'{{< icon name="download" pack="fas" >}} Download my {{< staticref "uploads/cv.pdf" "newtab" >}}CV{{< /staticref >}}.',
		'{{% /callout %}}',
		'',
		'## Recent & Upcoming Talks',
		'',
		'- **Knowing When Not to Act** — Invited talk, Vellmoor University Machine Learning Seminar, Nov 2025 *(upcoming)*',
		'- **Conformal Policy Evaluation** — NeurIPS 2024 oral session, Dec 2024 [Slides](/slides/cope.pdf)',
	]);

	test('a shortcode is markup: a line of nothing else is layout', () => {
		expect(p.unparsed!.map((u) => u.text)).toEqual(['Download my CV.']);
	});

	test('reads the bold title, the host without the kind of talk or the link’s label, and the month', () => {
		expect(p.talks!.map(({ title, host, date }) => ({ title, host, date }))).toEqual([
			{ title: 'Knowing When Not to Act', host: 'Vellmoor University Machine Learning Seminar', date: '2025-11' },
			{ title: 'Conformal Policy Evaluation', host: 'NeurIPS 2024 oral session', date: '2024-12' },
		]);
	});
});

describe('a job-market CV through plain pdftotext (the date column after the entries)', () => {
	const p = parseLines('cv.txt', [
		'Rafał Ossowski',
		'',
		'Education',
		'Ph.D. in Economics, Pelham University',
		'Dissertation: “Essays on Local Labor Markets and Public Policy”',
		'M.A. in Economics, Pelham University',
		'B.A. in Economics and Mathematics, Kessington College, summa cum laude',
		'',
		'2019–2025 (expected)',
		'',
		'2021',
		'2013–2017',
	]);

	test('reads each date after the entries with its entry, in order; a labelled line is a detail of the entry above it', () => {
		expect(p.education!.map(({ degree, dates }) => ({ degree, raw: dates?.raw }))).toEqual([
			{ degree: 'Ph.D.', raw: '2019–2025' },
			{ degree: 'M.A.', raw: '2021' },
			{ degree: 'B.A.', raw: '2013–2017' },
		]);
		expect(p.unparsed).toEqual([]);
	});
});

describe("a faculty directory's page copied whole (its menu a link a line)", () => {
	const p = parseLines('profile.txt', [
		'Skip to main content',
		'Harrowgate University',
		'School of Nursing',
		'About',
		'Academics',
		'Admissions',
		'Research',
		'Clinical Partnerships',
		'Alumni',
		'Give',
		'Search',
		'Apply Now',
		'Home > Faculty & Staff > Directory > Marisol Quintero-Blake',
		'< Back to Directory',
		'Marisol Quintero-Blake, PhD, RN, CNE',
		'Associate Professor and Director, MSN Nursing Education Track',
		'Department of Family and Community Health Nursing',
	]);

	test('takes the name that credentials follow over a menu item that reads like one', () => {
		expect(p.name).toBe('Marisol Quintero-Blake');
	});
});

describe('a biography that tells the positions a profile lists nowhere else, and the degrees it lists again', () => {
	const p = parseLines('profile.txt', [
		'Marisol Quintero-Blake',
		'',
		'Biography',
		'She joined Harrowgate University as an Assistant Professor in 2018 and was promoted to Associate Professor with tenure in 2023. Before that, she was an Assistant Professor of Nursing at Cobb Valley College from 2012 to 2018.',
		'She earned her PhD in Nursing from the University of Wrenford in 2012.',
		'',
		'Education',
		'PhD, Nursing, University of Wrenford, 2012',
		'MSN, Nursing Education, Caldmoor State University, 2006',
	]);

	test('reads each role, where it was held and its years from the prose', () => {
		expect(p.experience!.map(({ role, organization, dates }) => ({ role, organization, start: dates?.start, end: dates?.end }))).toEqual([
			{ role: 'Assistant Professor', organization: 'Harrowgate University', start: '2018', end: undefined },
			{ role: 'Associate Professor', organization: 'Harrowgate University', start: '2023', end: undefined },
			{ role: 'Assistant Professor of Nursing', organization: 'Cobb Valley College', start: '2012', end: '2018' },
		]);
	});

	test('keeps one entry for a degree told in the biography and listed again', () => {
		expect(p.education!.map(({ degree, institution }) => `${degree}, ${institution}`)).toEqual(['PhD, University of Wrenford', 'MSN, Caldmoor State University']);
	});
});

describe('positions a biography tells beside an experience section', () => {
	const p = parseLines('cv.md', ['# Ada Lovelace', '', '## Biography', '', 'I was a data analyst at the Fenwick Transit Authority (2013–2015).', '', '## Experience', '', '- **Research Scientist**, Acme Labs, 2019 – present']);

	test('are left to the section: the biography is read for them only where no position is listed', () => {
		expect(p.experience!.map((e) => e.organization)).toEqual(['Acme Labs']);
	});
});

describe("a job-market candidate's presentations by year and research roles (plain pdftotext)", () => {
	const p = parseLines('cv.txt', [
		'Lucía Petrossian',
		'',
		'Research Experience',
		'Research Assistant to Prof. Nathaniel Obuya-Strand, Pelham University, 2020–2022',
		'',
		'Presentations',
		'2024: Society of Labor Economists Annual Meeting, Portland; Midwest Economics Association, Chicago',
		'2022: Pelham Applied Microeconomics Workshop',
	]);

	test('reads the professor a research assistant worked for as the advisor', () => {
		expect(p.experience).toEqual([expect.objectContaining({ role: 'Research Assistant', organization: 'Pelham University', advisors: ['Nathaniel Obuya-Strand'] })]);
	});

	test('reads each meeting of a year as a talk given that year, named by the meeting that is its host, without the city', () => {
		expect(p.talks!.map(({ title, host, date }) => ({ title, host, date }))).toEqual([
			{ title: 'Society of Labor Economists Annual Meeting', host: 'Society of Labor Economists Annual Meeting', date: '2024' },
			{ title: 'Midwest Economics Association', host: 'Midwest Economics Association', date: '2024' },
			{ title: 'Pelham Applied Microeconomics Workshop', host: 'Pelham Applied Microeconomics Workshop', date: '2022' },
		]);
	});
});

describe('degrees listed with the department and school that awarded them', () => {
	const p = parseLines('cv.txt', [
		'Haruto Kamisaka',
		'',
		'Education',
		'2012.04 – 2015.03\tDoctor of Engineering, Department of Materials Science and Engineering, Graduate School of Engineering, Kitamine University',
	]);

	test('the department names the field, the school is a detail, the university the institution', () => {
		expect(p.education).toEqual([expect.objectContaining({ degree: 'Doctor of Engineering', field: 'Materials Science and Engineering', institution: 'Kitamine University', details: ['Graduate School of Engineering'], dates: { start: '2012-04', end: '2015-03', raw: '2012.04 – 2015.03' } })]);
	});
});

describe("a philosopher's courses by institution and level through pdftotext -layout (a list wrapped over lines)", () => {
	const p = parseLines('cv.txt', [
		'Ada Lovelace',
		'',
		'Teaching',
		'',
		'Wrenford University',
		'    Undergraduate: Introduction to Ethics (PHIL 110); Contemporary Moral Problems',
		'    (PHIL 125); Philosophy of Action (PHIL 318)',
		'    Graduate: Proseminar in Value Theory (PHIL 501)',
		'University of Castlemere (instructor of record)',
		'    Introduction to Moral Philosophy (Summer 2009, Summer 2010)',
	]);

	test("reads each course of a level's wrapped list, and the institution a note follows", () => {
		expect(p.teaching!.map(({ course, institution }) => `${course} @ ${institution}`)).toEqual([
			'Introduction to Ethics (PHIL 110) @ Wrenford University',
			'Contemporary Moral Problems (PHIL 125) @ Wrenford University',
			'Philosophy of Action (PHIL 318) @ Wrenford University',
			'Proseminar in Value Theory (PHIL 501) @ Wrenford University',
			'Introduction to Moral Philosophy @ University of Castlemere',
		]);
	});
});

describe('a German CV saved from Word (a date column and tabs)', () => {
	const p = parseFixture('german-cv.txt');

	test('finds its German sections: Werdegang, Studium und Promotion, Publikationen, Auszeichnungen, Vorträge', () => {
		expect(p.experience.map((e) => e.role)).toEqual(['Juniorprofessorin für Physikalische Chemie', 'Postdoktorandin im Arbeitskreis Prof. Dr. Otmar Seligmann', 'Wissenschaftliche Mitarbeiterin']);
		expect(p.education.map((e) => e.dates?.end)).toEqual(['2019-03', '2014-09']);
		expect(p.publications).toHaveLength(4);
		expect(p.awards.map((a) => a.title)).toEqual(['Nachwuchspreis der Gesellschaft Mitteldeutscher Spektroskopiker', 'Promotionsstipendium der Ellinghaus-Stiftung']);
		expect(p.talks).toHaveLength(1);
	});

	test('"seit 10/2022" starts a position that goes on', () => {
		expect(p.experience[0]!.dates).toMatchObject({ start: '2022-10', end: 'present' });
	});

	test('reads "Authors und Last: Title. Journal Bd. 14 (2023), S. 2210–2217." with the title\'s wrapped rest', () => {
		expect(p.publications[0]).toMatchObject({
			title: 'Vibrational Coherence in Photoexcited Iron(II) Complexes Probed by Two-Dimensional Spectroscopy',
			authors: ['H. Falkenrath', 'T. Weyland', 'O. Seligmann'],
			venue: 'J. Phys. Chem. Lett.',
			year: 2023,
		});
		expect(p.publications[2]).toMatchObject({ title: 'Ultrafast Ligand Exchange at Cobalt Centres', year: 2024, status: 'accepted' });
		// "Ü1." labels a review as "3." numbers a paper.
		expect(p.publications[3]).toMatchObject({ title: 'Kohärente Schwingungen in Übergangsmetallkomplexen', authors: ['H. Falkenrath'], venue: 'Nachr. Chem.', year: 2022 });
	});
});

describe('a Jekyll CV page (al-folio) kept as markdown', () => {
	const p = parseLines('cv.md', [
		'{% include cv_header.liquid %}',
		'',
		'## :briefcase: Academic Appointments',
		'',
		'**Assistant Professor of Political Science**, Department of Government, Thornbury University &nbsp; <span class="badge">2022 – present</span>',
		'{: .text-muted}',
		'',
		'## :books: Publications',
		'',
		'1. Byron, A., & Babbage, C. (2021). Engines of thought. *IEEE Transactions on Robotics*, 37(4), 1210–1227. [doi](https://doi.org/10.1/x) [PDF](papers/x.pdf)',
	]);

	test('reads headings behind emoji shortcodes, and Liquid tags and kramdown attributes as layout', () => {
		expect(p.experience).toMatchObject([{ role: 'Assistant Professor of Political Science', organization: 'Thornbury University', dates: { start: '2022', end: 'present' } }]);
		expect(p.unparsed ?? []).toEqual([]);
	});

	test('leaves the labels of links after a citation out of its venue', () => {
		expect(p.publications).toMatchObject([{ title: 'Engines of thought', venue: 'IEEE Transactions on Robotics', year: 2021 }]);
	});
});

describe("an astronomer's publications as ADS lists them (no titles)", () => {
	const p = validateProfile(parseLines('astro.txt', [
		'Ada Byron',
		'',
		'REFEREED PUBLICATIONS',
		'',
		' 3. Quill, H.*, Byron, A. N., Ferriter, D., et al. 2024, MNRAS, 529, 3310',
		' 2. Byron, A. N., Ferriter, D., & Quill, H. 2023, ApJL, 951, L28',
		' 1. Byron, A. N., Ostrander, J. W., Tolliver, B., Mbatha, Z., &',
		'       Cloudsley, R. 2022, ApJ, 898, 12',
	]), 'astro.txt');

	test('reads each item: the authors turned, the year, the journal; the journal with its volume and page stands for the title', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.authors.length])).toEqual([
			['MNRAS, 529, 3310', 'MNRAS', 2024, 3],
			['ApJL, 951, L28', 'ApJL', 2023, 3],
			['ApJ, 898, 12', 'ApJ', 2022, 5],
		]);
		expect(p.publications[1]!.authors).toEqual(['A. N. Byron', 'D. Ferriter', 'H. Quill']);
	});
});

describe("a mathematician's papers as an amsart CV sets them (no quotes or italics round a title)", () => {
	const p = validateProfile(parseLines('math.txt', [
		'Ada Byron',
		'',
		'PUBLICATIONS',
		'[2] Kolyvagin systems for Hida families at Eisenstein primes, J. Reine Angew. Math. 791',
		'(2022), 87–134. MR4493021',
		'[1] (with K. Thorvaldsen) On the parity conjecture for Selmer groups in dihedral extensions,',
		'Math. Ann. 381 (2021), no. 3-4, 1475–1512. MR4333451',
	]), 'math.txt');

	test('the title ends at the comma before the journal, its volume and year; the line a year in brackets opens goes on; MathSciNet\'s number is dropped', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Kolyvagin systems for Hida families at Eisenstein primes', 'J. Reine Angew. Math.', 2022],
			['On the parity conjecture for Selmer groups in dihedral extensions', 'Math. Ann.', 2021],
		]);
		expect(p.publications[1]!.authors).toEqual(['Ada Byron', 'K. Thorvaldsen']);
	});
});

test("a mathematician's book chapter: 'Title, in: Book (Editors, eds.), Series, Publisher, Year, pp.' under a run-in heading", () => {
	const p = validateProfile(parseLines('math.txt', [
		'Ada Byron',
		'',
		'PUBLICATIONS',
		'Book chapters.',
		'[12] (with S. Okafor) An introduction to Euler systems for modular forms, in:',
		'Arithmetic of L-functions (H. Zellweger, ed.), Lecture Notes in Math., vol. 2321, Springer, 2023, pp. 145–198. MR4598810',
	]), 'math.txt');
	expect(p.publications).toMatchObject([{ title: 'An introduction to Euler systems for modular forms', year: 2023, authors: ['Ada Byron', 'S. Okafor'] }]);
});

test("a German position's institute, chair or working group is its team, the university its organisation", () => {
	const p = validateProfile(parseLines('cv.txt', [
		'Ada Byron',
		'',
		'Beruflicher Werdegang',
		'10/2015 – 11/2016\tWissenschaftliche Mitarbeiterin, Institut für Organische Chemie, Universität Lindenau',
		'01/2017 – 12/2018\tPostdoktorandin, Lehrstuhl für Katalyse, Technische Universität Grevenstein',
	]), 'cv.txt');
	expect(p.experience.map((e) => [e.role, e.team, e.organization])).toEqual([
		['Wissenschaftliche Mitarbeiterin', 'Institut für Organische Chemie', 'Universität Lindenau'],
		['Postdoktorandin', 'Lehrstuhl für Katalyse', 'Technische Universität Grevenstein'],
	]);
});

describe("a research portal's profile page (Pure) copied whole", () => {
	const p = parseFixture('research-portal.txt');

	test('the menu is chrome; the name comes after the breadcrumb, the title under it', () => {
		expect([p.name, p.headline]).toEqual(['Tomasz Wielgosz', 'Reader in Hydrology']);
		expect(p.unparsed.map((u) => u.text)).toEqual(expect.arrayContaining(['Home', 'Profiles', 'Research output', 'Prizes', 'Article (3) Chapter (1)']));
	});

	test('degrees and positions with arrow dates, an open end written "…", and an "External positions" subheading', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.dates?.start, e.dates?.end])).toEqual([
			['Doctor of Philosophy', undefined, 'University of Ashcombe', '2009-10', '2013-09'],
			['Master of Science', 'Hydrology', 'Ravensholt Institute of Technology', '2007-09', '2008-08'],
		]);
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.start, e.dates?.end])).toEqual([
			['Reader in Hydrology', 'Northmere University', '2020-08', 'present'],
			['Visiting Researcher', 'Ashcombe Flood Centre', '2022-04', 'present'],
		]);
	});

	test('each output is its title over "Authors, date, In: Venue. volume, pages", its kind and notes under it', () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.type])).toEqual([
			['Snowmelt timing and spring floods in upland catchments', 'Journal of Hydrology', 2024, 'journal'],
			['Sediment budgets of regulated rivers', 'Water Resources Research', 2024, 'journal'],
			// A chapter's book is its venue; the editors, edition and publisher after it are not.
			['Measuring peat erosion from the air', 'Remote Sensing of Upland Landscapes', 2021, 'other'],
		]);
		expect(p.publications[0]!.authors).toEqual(['T. Wielgosz', 'P. Harlan', 'M. Ostrowska']);
	});

	test('a prize takes its year from the line naming its recipient', () => {
		expect(p.awards.map((a) => [a.title, a.year])).toEqual([['Early Career Prize in Hydrology', 2019]]);
	});

	test("an activity record: a talk or presentation is a talk, its event the host; peer review is service", () => {
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([['Snowmelt floods in a warming climate', 'Upland Hydrology Symposium 2024, Keswick, United Kingdom', '2024-04']]);
		expect(p.service.map((s) => [s.role, s.venue, s.year])).toEqual([['Peer reviewer', 'Hydrological Sciences Journal', 2020]]);
	});
});

describe('an APA CV saved from Word as text: status subheadings, symposia and posters with a hanging indent', () => {
	const text = [
		'Mara Quillfeather',
		'',
		'PUBLICATIONS',
		'',
		'Quillfeather, M. A., & Dunmore, P. L. (2023). Worry and sleep in first-year students. Journal of',
		'\tAnxiety Disorders, 94, 102671.',
		'',
		'In Press',
		'',
		'*Ravel, T. J., & Quillfeather, M. A. (in press). Avoidance in adolescent panic: A daily diary study.',
		'\tBehavior Therapy.',
		'',
		'CONFERENCE PRESENTATIONS',
		'',
		'Symposia',
		'',
		'Quillfeather, M. A. (2024, April). Brief exposure in school clinics: Lessons from',
		'     two districts. In P. L. Dunmore (Chair), Anxiety care where children are',
		'     [Symposium]. Anxiety and Depression Association of America Conference,',
		'     Boston, MA.',
		'',
		'Posters',
		'',
		'*Ravel, T. J., & Quillfeather, M. A. (2022, November). Panic symptoms and school',
		'     absence [Poster presentation]. Association for Behavioral and Cognitive',
		'     Therapies Annual Convention, New York, NY.',
		'',
	].join('\n');
	const p = validateProfile(parseText('apa-word.txt', text).profile, 'apa-word.txt');

	test('"In Press" under Publications is a group of papers, not press coverage', () => {
		expect(p.media).toEqual([]);
		expect(p.publications.map((x) => [x.title, x.venue, x.status])).toEqual([
			['Worry and sleep in first-year students', 'Journal of Anxiety Disorders', 'published'],
			['Avoidance in adolescent panic: A daily diary study', 'Behavior Therapy', 'accepted'],
		]);
	});

	test('a symposium talk and a poster, each over the lines indented under it; the symposium is neither title nor host', () => {
		expect(p.talks.map((t) => [t.title, t.host, t.location, t.date])).toEqual([
			['Brief exposure in school clinics: Lessons from two districts', 'Anxiety and Depression Association of America Conference', 'Boston, MA', '2024-04'],
			['Panic symptoms and school absence', 'Association for Behavioral and Cognitive Therapies Annual Convention', 'New York, NY', '2022-11'],
		]);
		expect(p.unparsed.map((u) => u.text)).toEqual([]);
	});
});

describe("a GitHub profile README: positions as 'Role · **Org** · *dates*', a talks table in its own column order", () => {
	const text = [
		"# 👋 Hi, I'm Ilse Varga",
		'',
		'### 💼 Experience',
		'',
		'- 🧬 Research Software Engineer · **Tallmoor Institute of Genomics** · *Mar 2022 – present*',
		'  - Maintains the institute’s workflow pipelines',
		'- 🧑‍🏫 Teaching Assistant · **Ostberg University** · *2017 – 2020*',
		'  - Genome Analysis (BIO-2210) and Statistics for Biologists (BIO-1130)',
		'- 🧪 Statistician · **Ostberg Clinical Trials Unit** · *2015 – 2017*',
		'',
		'### 🎤 Talks',
		'',
		'| Date | Event | Title |',
		'|------|-------|-------|',
		'| Jun 2024 | Snakemake Day 2024, Ostberg | Ten years of pipelines, and what broke |',
		'| Oct 2021 | BOSC 2021 (virtual) | Reproducible workflows on shared clusters |',
		'',
	].join('\n');
	const p = validateProfile(parseText('README.md', text).profile, 'README.md');

	test('each position reads its role, its organisation in bold and its dates; a role may end in -ician', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.dates?.raw])).toEqual([
			['Research Software Engineer', 'Tallmoor Institute of Genomics', 'Mar 2022 – present'],
			['Teaching Assistant', 'Ostberg University', '2017 – 2020'],
			['Statistician', 'Ostberg Clinical Trials Unit', '2015 – 2017'],
		]);
	});

	test('a teaching position gives the courses its highlights name with their codes', () => {
		expect(p.teaching.map((t) => [t.course, t.code, t.institution])).toEqual([
			['Genome Analysis', 'BIO-2210', 'Ostberg University'],
			['Statistics for Biologists', 'BIO-1130', 'Ostberg University'],
		]);
	});

	test("a table's named columns are read in a line's order: the title, where, when", () => {
		expect(p.talks.map((t) => [t.title, t.host, t.date])).toEqual([
			['Ten years of pipelines, and what broke', 'Snakemake Day 2024, Ostberg', '2024-06'],
			['Reproducible workflows on shared clusters', 'BOSC 2021', '2021-10'],
		]);
	});
});

describe('a Europass CV through pdftotext -layout: the dates and place over "ROLE    ORGANISATION"', () => {
	const text = [
		'Tomás Ferreira Lobo',
		'',
		'WORK EXPERIENCE',
		'',
		'01/09/2020 – CURRENT    Braga, Portugal',
		'RESEARCH FELLOW    INSTITUTO DE CERÂMICA DO MINHO',
		'',
		'    • Sintering of proton-conducting oxides',
		'',
		'01/02/2018 – 31/07/2018    Aachen, Germany',
		'VISITING PHD RESEARCHER    WESTRIDGE UNIVERSITY OF TECHNOLOGY',
		'',
		'PUBLICATIONS',
		'',
		'2023',
		'Grain-boundary transport in doped barium zirconate: an impedance study',
		'https://doi.org/10.1016/j.ssi.2023.116001',
		'Lobo, T. F.; Meireles, R. S.; Araújo, D. M. Solid State Ionics 391 (2023) 116001.',
		'',
	].join('\n');
	const p = validateProfile(parseText('europass.txt', text).profile, 'europass.txt');

	test('the two columns are the role and the organisation, one position each', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.start, e.dates?.end])).toEqual([
			['RESEARCH FELLOW', 'INSTITUTO DE CERÂMICA DO MINHO', 'Braga, Portugal', '2020-09', 'present'],
			['VISITING PHD RESEARCHER', 'WESTRIDGE UNIVERSITY OF TECHNOLOGY', 'Aachen, Germany', '2018-02', '2018-07'],
		]);
	});

	test('a paper is its year, its title, its DOI, then "Surname, I.; Surname, I. Journal volume (year) pages"', () => {
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Grain-boundary transport in doped barium zirconate: an impedance study', ['T. F. Lobo', 'R. S. Meireles', 'D. M. Araújo'], 'Solid State Ionics', 2023],
		]);
	});
});

describe("a LinkedIn profile saved as PDF: the side column's lists first, then the name, roles grouped under each company", () => {
	const p = parseFixture('linkedin-pdf.txt');

	test('the name and headline after the side column are the header; links the column broke are read whole', () => {
		expect([p.name, p.headline?.startsWith('Principal Statistician at Nordvik Health Analytics')]).toEqual(['Oskar Vennberg', true]);
		expect(p.contact).toMatchObject({ linkedin: 'https://www.linkedin.com/in/oskar-vennberg-3c91a2', homepage: 'https://ovennberg.github.io' });
	});

	test("each role under a company with its total duration is held there; the place under its dates is the role's", () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw, e.highlights])).toEqual([
			['Principal Statistician', 'Nordvik Health Analytics', 'Gothenburg, Västra Götaland County, Sweden', 'January 2023 - Present', ['Leads the methods group.']],
			['Senior Statistician', 'Nordvik Health Analytics', 'Gothenburg, Västra Götaland County, Sweden', 'October 2021 - December 2022', ['Trained 4 junior analysts.']],
			['Postdoctoral Researcher', 'University of Lunnarp', 'Lunnarp, Sweden', 'September 2018 - August 2021', []],
		]);
	});
});

describe('a French CV: degrees named without "en", "Postes occupés", a role in French', () => {
	const text = [
		'Ada Exemple',
		'',
		'## Formation',
		'',
		'- **2011** : Master Hydrologie appliquée, Université de Valbrune — mention Bien',
		'- **2009** : Licence Sciences de la Terre, Université de Castelvert',
		'',
		'## Postes occupés',
		'',
		"* **sept. 2014 – août 2015** — Attaché temporaire d'enseignement et de recherche (ATER), Université de Valbrune, UFR Sciences",
		'',
	].join('\n');
	const p = validateProfile(parseText('cv.md', text).profile, 'cv.md');

	test('the degree, its field, the university, and the honour after a dash as a detail', () => {
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.details])).toEqual([
			['Master', 'Hydrologie appliquée', 'Université de Valbrune', ['mention Bien']],
			['Licence', 'Sciences de la Terre', 'Université de Castelvert', []],
		]);
	});

	test('"Postes occupés" heads the positions; an attaché is a role', () => {
		expect(p.experience.map((e) => [e.role, e.organization])).toEqual([["Attaché temporaire d'enseignement et de recherche (ATER)", 'Université de Valbrune']]);
	});
});

describe("a law professor's shorter works and chapters as the Bluebook sets them", () => {
	const text = [
		'Ada Counsel',
		'',
		'PUBLICATIONS',
		'',
		'Venue Shopping, 71 HALLORAN L.J. 455 (2022)',
		'Removal Reconsidered, 84 ASHCOMBE L. REV. 1023 (2017) (with P. Ostrow)',
		'',
		'Note, Removal Deadlines, 97 CASTLEMERE L. REV. 811 (2011)',
		'',
		'Courts and Agencies, in THE HANDBOOK OF FEDERAL COURTS 211',
		'(L. Marsh & P. Ordway eds., 2023)',
		'',
		'Shadow Dockets Revisited, LAWFARE (Apr. 2, 2022) (reviewing B. Lund, Orders Without',
		'Reasons, 95 ASHBURY L. REV. 301 (2021))',
		'',
	].join('\n');
	const p = validateProfile(parseText('cv.txt', text).profile, 'cv.txt');

	test("each citation is one paper, however the lines run; a note's label is no part of its title", () => {
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Venue Shopping', 'HALLORAN L.J', 2022],
			['Removal Reconsidered', 'ASHCOMBE L. REV', 2017],
			['Removal Deadlines', 'CASTLEMERE L. REV', 2011],
			['Courts and Agencies', 'THE HANDBOOK OF FEDERAL COURTS', 2023],
			['Shadow Dockets Revisited', 'LAWFARE', 2022],
		]);
	});
});

describe('awards with a sentence on what each was for', () => {
	test('the sentence under an award is its detail, no award of its own; a line that names an award is', () => {
		const text = ['Ada Lovelace', '', 'HONOURS AND AWARDS', '', '2023', 'Early Career Medal – Nordic Glass Society', 'Given each year for a paper on glass forming by an author under 40.', '', '2021', 'Travel Grant – Universidad de Castrelo', ''].join('\n');
		const p = validateProfile(parseText('cv.txt', text).profile, 'cv.txt');
		expect(p.awards.map((a) => [a.title, a.issuer, a.year, a.details])).toEqual([
			['Early Career Medal', 'Nordic Glass Society', 2023, 'Given each year for a paper on glass forming by an author under 40'],
			['Travel Grant', 'Universidad de Castrelo', 2021, undefined],
		]);
	});
});

describe('talks grouped under year headings, each with its month', () => {
	test('the year over a group is the year of every talk in it, not only the first', () => {
		const text = ['Ada Counsel', '', 'PRESENTATIONS', '', '2024', 'Venue Shopping, Faculty Seminar, Marlowe Law School (Oct.)', 'Removal Reconsidered, Procedure Roundtable, Ashbury Law School (Feb.)', '', '2023', 'Venue Shopping, Federal Courts Section, AALS Annual Meeting (Jan.)', ''].join('\n');
		const p = validateProfile(parseText('cv.txt', text).profile, 'cv.txt');
		expect(p.talks.map((t) => [t.title, t.date])).toEqual([
			['Venue Shopping', '2024'],
			['Removal Reconsidered', '2024'],
			['Venue Shopping', '2023'],
		]);
	});
});

describe('a Dutch CV (lower-case months, "heden", roles and units in Dutch)', () => {
	const p = parseLines('cv.txt', [
		'Sanne de Wit-Brouwer',
		'',
		'Werkervaring',
		'sept. 2020 – heden\tUniversitair hoofddocent, Afdeling Bodemkunde, Hogeschool Zeeveld',
		'\t\t\tOnderzoek naar veenbodems en koolstofopslag in de laagveengebieden van de provincie',
		'jan. 2016 – aug. 2020\tPostdoctoraal onderzoeker, Vakgroep Ecologie, Universiteit van Lindenburg',
	]);

	test('reads each position, and a line opening with a month in lower case starts the next', () => {
		expect(p.experience?.map((e) => [e.role, e.organization, e.team, e.dates?.start, e.dates?.end])).toEqual([
			['Universitair hoofddocent', 'Hogeschool Zeeveld', 'Afdeling Bodemkunde', '2020-09', 'present'],
			['Postdoctoraal onderzoeker', 'Universiteit van Lindenburg', 'Vakgroep Ecologie', '2016-01', '2020-08'],
		]);
	});
});

describe('a CV set by pandoc as plain text (entries wrapped at 72 columns, set apart by blank lines)', () => {
	const p = parseLines('cv.txt', [
		'Orla Benedetti-Kaine',
		'',
		'Fellowships and Grants',
		'======================',
		'',
		'  2023 Research Fellowship, Institute for Advanced Maritime Studies,',
		'  University of Wrexham, $40,000',
		'',
		'  2020 Travel Grant, Society for the History of Navigation (two archival',
		'  visits)',
		'',
		'  2018 Dissertation Completion Fellowship, Graduate School of Arts and',
		'  Sciences, Harrowgate University',
		'',
		'  2017 Summer Language Grant (Portuguese), Centre for Atlantic Studies,',
		'  Harrowgate University, $3,000',
		'',
		'  2016 Graduate Research Award, Department of History, Harrowgate',
		'  University',
		'',
		'Service',
		'=======',
		'',
		'  Book Review Editor, Journal of Harbour History, 2021–present',
		'  Program Committee, Northern Maritime History Conference, 2022',
		'  Manuscript reviewer for Journal of Harbour History; Mariner’s Review',
	]);

	test('a line broken where its next word would not have fitted goes on in the line under it', () => {
		expect(p.awards!.map((a) => [a.title, a.year])).toEqual([
			['Research Fellowship', 2023],
			['Travel Grant', 2020],
			['Dissertation Completion Fellowship', 2018],
			['Summer Language Grant (Portuguese)', 2017],
			['Graduate Research Award', 2016],
		]);
		expect(p.awards![0]!.issuer).toContain('University of Wrexham');
	});

	test('an entry a line whose line ends with its dates stays one entry; a reviewer of several journals is one entry each', () => {
		expect(p.service!.map((s) => [s.role, s.venue])).toEqual([
			['Book Review Editor', 'Journal of Harbour History'],
			['Program Committee', 'Northern Maritime History Conference'],
			['Manuscript reviewer', 'Journal of Harbour History'],
			['Manuscript reviewer', 'Mariner’s Review'],
		]);
	});
});

describe("a mathematician's papers through pdftotext (AMS citations wrapped mid-title, at a dash, inside a page range)", () => {
	const p = parseLines('cv.txt', [
		'R. T. Okonkwo-Lind',
		'',
		'Research Papers',
		'[1] R. T. Okonkwo-Lind, Spectral gaps for magnetic Laplacians on hyperbolic surfaces with',
		'cusps and funnels, Comm. Math. Phys. 391 (2022), no. 2, 611–648.',
		'arXiv:2009.01234 [math.SP]',
		'[2] A. Verhoeven and R. T. Okonkwo-Lind, Dispersive estimates for Schrödinger–',
		'Klein equations on cones with conic singularities, J. Funct. Anal. 280 (2021), 108–',
		'141. arXiv:1911.04321 [math.AP]',
	]);

	test('reads each numbered citation whole: its title, its journal, its year, published in it', () => {
		expect(p.publications!.map((x) => [x.title, x.venue, x.year, x.type, x.status])).toEqual([
			['Spectral gaps for magnetic Laplacians on hyperbolic surfaces with cusps and funnels', 'Comm. Math. Phys.', 2022, 'journal', 'published'],
			['Dispersive estimates for Schrödinger–Klein equations on cones with conic singularities', 'J. Funct. Anal.', 2021, 'journal', 'published'],
		]);
		expect(p.unparsed).toEqual([]);
	});
});
