import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';
import { splitHtmlBreaks } from '../../../src/ingest/htmlBreaks.ts';

/** A GitHub profile README as a CV; every line is invented for these tests, in the shapes such pages take. */
const parse = (lines: readonly string[]) => parseLines('README.md', lines);

describe('a profile README written in markdown and HTML', () => {
	test('a heading written in HTML, greeting with the name and an emoji after it, gives the name', () => {
		const p = parse(['<h1 align="center">Hi there, I\'m Marisol Okonjo-Berg 👋</h1>', '', '## 📝 Publications', '', '- **A Paper on Haptics**<br>Marisol Okonjo-Berg, Ravi Tandon<br>*CoRL 2023*']);
		expect(p.name).toBe('Marisol Okonjo-Berg');
	});

	test('`<br>` breaks a line into the lines it shows, each with its source line, the further ones under their list item', () => {
		const { text, sourceLines } = splitHtmlBreaks('intro\n- **Title**<br>A. Author, B. Author<br/>*Venue 2024*\n| a<br>b | c |');
		expect(text.split('\n')).toEqual(['intro', '- **Title**  ', '  A. Author, B. Author  ', '  *Venue 2024*', '| a<br>b | c |']);
		expect(sourceLines).toEqual([1, 2, 2, 2, 3]);
		expect(splitHtmlBreaks('no breaks here')).toEqual({ text: 'no breaks here' });
	});

	test('a citation whose title, authors and venue `<br>` sets apart is read part by part', () => {
		const p = parse([
			'# Marisol Okonjo-Berg',
			'',
			'## Publications',
			'',
			'- **Learning Grasp Affordances from Touch**<br><u>Marisol Okonjo-Berg</u>, Ravi Tandon<br>*IEEE International Conference on Robotics and Automation (ICRA), 2024*',
			'- **Second Paper on Slip Detection**',
			'  Marisol Okonjo-Berg, Ravi Tandon',
			'  *Conference on Robot Learning (CoRL), 2023*',
		]);
		expect(p.publications.map((x) => [x.title, x.authors, x.venue, x.year])).toEqual([
			['Learning Grasp Affordances from Touch', ['Marisol Okonjo-Berg', 'Ravi Tandon'], 'ICRA', 2024],
			['Second Paper on Slip Detection', ['Marisol Okonjo-Berg', 'Ravi Tandon'], 'CoRL', 2023],
		]);
		// The lines `<br>` made are the one line of the file they were written on.
		expect(p.publications[0]!.source).toEqual({ line: 5, endLine: 5 });
		expect(p.unparsed).toEqual([]);
	});

	test('a venue in italics under a title and its authors, with its links\' labels after it, is the venue', () => {
		const p = parse(['# Marisol Okonjo-Berg', '', '## Publications', '', '- **Slip Detection from Vibration**', '  Marisol Okonjo-Berg, Ravi Tandon', '  *ICRA 2022* [[Paper](https://example.org/p)] [[Code](https://example.org/c)]']);
		expect(p.publications.map((x) => [x.title, x.venue, x.year, x.status])).toEqual([['Slip Detection from Vibration', 'ICRA', 2022, 'published']]);
	});

	test('a table with a short rule (`|:--|`), its cells broken by `<br>`: the mentor is the advisor, the place after the organisation its location', () => {
		const p = parse([
			'# Marisol Okonjo-Berg',
			'',
			'## 💼 Experience',
			'',
			'| Period | Role | Organization |',
			'|:--|:--|:--|',
			'| Jun 2024 – Sep 2024 | Research Intern<br><sub>mentor: Dr. Ilse Varga</sub> | **Halvard Robotics**, Tactile Lab · Bergen, Norway |',
		]);
		expect(p.experience).toEqual([
			expect.objectContaining({ organization: 'Halvard Robotics', team: 'Tactile Lab', role: 'Research Intern', location: 'Bergen, Norway', advisors: ['Ilse Varga'], dates: { start: '2024-06', end: '2024-09', raw: 'Jun 2024 – Sep 2024' } }),
		]);
	});
});
