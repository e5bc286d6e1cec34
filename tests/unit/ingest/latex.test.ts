import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dialectOf } from '../../../src/ingest/dialects.ts';
import { parseText } from '../../../src/ingest/index.ts';
import { latexToMarkdown } from '../../../src/ingest/latex.ts';
import { validateProfile } from '../../../src/ingest/validate.ts';

const fixture = (name: string) => validateProfile(parseText(name, readFileSync(new URL(`../../fixtures/ingest/${name}`, import.meta.url), 'utf8')).profile, name);
const lines = (tex: string) => {
	const { text, sourceLines } = latexToMarkdown(tex);
	return text.split('\n').map((line, i) => [sourceLines[i], line] as const);
};

describe('dialectOf', () => {
	test('knows LaTeX by its extension, its class or its sections', () => {
		expect(dialectOf('cv.tex', '')).toBe('latex');
		expect(dialectOf('cv.txt', '% my CV\n\\documentclass{moderncv}\n')).toBe('latex');
		expect(dialectOf('cv.txt', '\\section{Education}\n\\cventry{2019}{PhD}{U}{}{}{}\n')).toBe('latex');
		expect(dialectOf('cv.txt', 'Education\nPhD in \\LaTeX typesetting, 2019\n')).toBe('markdown');
	});
});

describe('latexToMarkdown', () => {
	test('headings, accents, ligatures, fonts and links become markdown', () => {
		expect(lines('\\section*{Honours \\& Awards}\nJos\\\'e M\\"{u}ller--Ib\\~{a}\\c{c}ez, \\textbf{bold} and {\\em slanted} ``quoted\'\'\\\\ \\href{https://x.example/p}{paper} \\url{https://y.example}')).toEqual([
			[1, '## Honours & Awards'],
			[2, 'José Müller–Ibãçez, **bold** and *slanted* “quoted”'],
			[2, '[paper](https://x.example/p) https://y.example'],
		]);
	});

	test('a comment, the preamble\'s settings and a fence are layout lines; every source line keeps its number', () => {
		const out = lines('\\documentclass{article}\n% a note 100\\% mine\n\\begin{document}\n\\begin{itemize}\n  \\item One, 50\\% % trailing note\n\\end{itemize}\n\\end{document}');
		expect(out).toEqual([
			[1, '<!-- \\documentclass{article} -->'],
			[2, '<!-- % a note 100\\% mine -->'],
			[3, '<!-- \\begin{document} -->'],
			[4, '<!-- \\begin{itemize} -->'],
			[5, '- One, 50%'],
			[6, '<!-- \\end{itemize} -->'],
			[7, '<!-- \\end{document} -->'],
		]);
	});

	test('a CV class\'s entry is written as the class prints it: dates and title, where, a grade, then the description', () => {
		const out = lines('\\cventry{2014--2018}{PhD in Botany}{Eldermoor University}{Eldermoor}{GPA 3.9/4.0}{Thesis: \\emph{Moss}\\newline\n  Advisor: Prof.~A.~Reed}');
		expect(out).toEqual([
			[1, ''],
			[1, '2014–2018 PhD in Botany'],
			[1, 'Eldermoor University, Eldermoor'],
			[1, 'GPA 3.9/4.0'],
			[1, 'Thesis: *Moss*'],
			[2, 'Advisor: Prof. A. Reed'],
		]);
	});

	test('an item is one line however it wraps; a citation label stays a list marker; a dated label a date column', () => {
		expect(lines('\\cvitem{[J2]}{A. Reed. Moss,\n  \\emph{Bryology}, 2020.}\n\\cvitem{2021}{Medal, Society}\n\\cvitem{Advisor}{B. Low}')).toEqual([
			[1, '- [J2] A. Reed. Moss, *Bryology*, 2020.'],
			[2, '<!-- \\emph{Bryology}, 2020.} -->'],
			[3, '2021\tMedal, Society'],
			[4, 'Advisor: B. Low'],
		]);
	});

	test('personal data and a class\'s social handles become contact lines with links', () => {
		expect(lines('\\name{Ada}{Reed}\n\\social[github]{areed}\n\\social[orcid]{0000-0002-1825-0097}\n\\email{a@x.example}\n\\begin{document}').map(([, l]) => l)).toEqual([
			'# Ada Reed',
			'GitHub: https://github.com/areed',
			'ORCID: https://orcid.org/0000-0002-1825-0097',
			'Email: a@x.example',
			'<!-- \\begin{document} -->',
		]);
	});

	test('a table\'s cells are columns and its rows lines', () => {
		expect(lines('\\begin{tabular}{ll}\n2019 & Prize, Society \\\\\n2020 & Medal \\\\\n\\end{tabular}').map(([, l]) => l)).toEqual([
			'<!-- \\begin{tabular}{ll} -->',
			'2019\tPrize, Society',
			'2020\tMedal',
			'<!-- \\end{tabular} -->',
		]);
	});
});

describe('a moderncv CV kept as LaTeX source', () => {
	const p = fixture('moderncv-source.tex');

	test('reads the name, the headline and the contacts from the preamble', () => {
		expect(p.name).toBe('Tomás Brannigan-Okafor');
		expect(p.headline).toBe('Lecturer in Marine Ecology');
		expect(p.contact).toMatchObject({ email: 't.brannigan@harwick.example.ac.uk', github: 'https://github.com/tbokafor', orcid: 'https://orcid.org/0000-0002-1694-2233' });
	});

	test('reads each \\cventry as one position or degree, with its description', () => {
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw])).toEqual([
			['Lecturer', 'Harwick University', 'Harwick, UK', '2021–present'],
			['Postdoctoral Researcher', 'Stromness College', 'Orkney, UK', 'Oct. 2018 – Sep. 2021'],
		]);
		expect(p.experience[1]!.advisors).toEqual(['Ines Valdarés']);
		expect(p.education.map((e) => [e.degree, e.field, e.institution, e.dates?.raw])).toEqual([
			['Ph.D.', 'Marine Biology', 'University of Calderbridge', '2014–2018'],
			['B.Sc. (Hons)', 'Zoology', 'University of Wexmoor', '2010–2014'],
		]);
		expect(p.education[0]!.details).toEqual(['Thesis: Grazers and the fate of kelp detritus']);
	});

	test('a commented-out entry is no entry; a wrapped \\item is one paper with its bold author', () => {
		expect(p.experience.some((e) => e.role === 'Volunteer')).toBe(false);
		expect(p.publications.map((x) => [x.title, x.venue, x.year])).toEqual([
			['Urchin barrens after the heatwave', 'Marine Ecology Progress Series', 2023],
			['Diver surveys as a monitoring tool', 'Ecological Indicators', 2022],
		]);
		expect(p.awards.map((a) => [a.title, a.year])).toEqual([['Early Career Medal', 2022], ['Best Thesis Prize', 2018]]);
	});
});

describe('an awesome-cv CV kept as LaTeX source', () => {
	const p = fixture('awesome-cv-source.tex');

	test('reads entries written over several lines, title first and dates fourth', () => {
		expect(p.name).toBe('Priya Santhanakrishnan');
		expect(p.experience.map((e) => [e.role, e.organization, e.location, e.dates?.raw, e.highlights.length])).toEqual([
			['Research Scientist', 'Halcyon Genomics', 'Lindvale, NJ', 'Jan. 2022 - Present', 2],
			['Research Intern', 'Orrin Institute', 'Boston, MA', 'Jun. 2020 - Aug. 2020', 0],
		]);
		expect(p.education.map((e) => [e.degree, e.institution])).toEqual([['Ph.D.', 'Tarrow University']]);
		expect(p.contact).toMatchObject({ linkedin: 'https://www.linkedin.com/in/priya-santhanakrishnan' });
		// "\cvhonor{title}{body}{place}{date}": the country is where it was given, the body who gave it.
		expect(p.awards.map((a) => [a.title, a.issuer, a.year])).toEqual([['Graduate Research Fellowship', 'National Science Foundation', 2017]]);
	});
});
