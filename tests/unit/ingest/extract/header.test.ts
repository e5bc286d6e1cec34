import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

const header = (text: string) => {
	const p = parseText('header.txt', text).profile;
	return { name: p.name, nativeName: p.nativeName, headline: p.headline, contact: p.contact };
};

describe('extractHeader', () => {
	test.each([
		['CURRICULUM VITAE\nMarie Curie\nProfessor of Physics', { name: 'Marie Curie', headline: 'Professor of Physics' }],
		// A page's title names its owner again; a department named again in the position is no page title.
		['Home\nOffice: 2\nAda Byron | Analysis Lab\nAda Byron', { name: 'Ada Byron' }],
		['Department of Applied Physics\nWestfold University\n\nAda Byron\nAssociate Professor, Department of Applied Physics', { name: 'Ada Byron', headline: 'Associate Professor, Department of Applied Physics' }],
		['张三 (San Zhang)\nPh.D. Candidate, Example University', { name: 'San Zhang', nativeName: '张三', headline: 'Ph.D. Candidate, Example University' }],
		['San Zhang / 张三', { name: 'San Zhang', nativeName: '张三' }],
		// A researcher database's header: the surname first in capitals, the name in its own script under it.
		['MORIKAWA Haruto\n森川 陽翔\nProfessor, Faculty of Science', { name: 'Haruto Morikawa', nativeName: '森川 陽翔', headline: 'Professor, Faculty of Science' }],
		['# Dr. Rosalind Franklin\nStructural biologist', { name: 'Rosalind Franklin', headline: 'Structural biologist' }],
		['Résumé\nLinus Torvalds — Kernel Hacker', { name: 'Linus Torvalds', headline: 'Kernel Hacker' }],
		['Name: Ada Lovelace\nEmail: ada@example.org', { name: 'Ada Lovelace', contact: { email: 'ada@example.org' } }],
		['Grace Hopper\n1 Navy Way, Arlington · +1 555 123 4567 · grace@example.org', { name: 'Grace Hopper', contact: { email: 'grace@example.org' } }],
		// moderncv sets the given names and the surname on lines of their own.
		['Ingrid\nHaldorsen-Achebe\nPostdoctoral Researcher', { name: 'Ingrid Haldorsen-Achebe', headline: 'Postdoctoral Researcher' }],
		['Ada Lovelace\nAnalyst\nLondon', { name: 'Ada Lovelace', headline: 'Analyst' }],
		['Grace Hopper\nGitHub: ghopper · Twitter: @gracehopper', { name: 'Grace Hopper', contact: { github: 'https://github.com/ghopper', twitter: 'https://twitter.com/gracehopper' } }],
		['Grace Hopper\nTwitter: @gracehopper', { name: 'Grace Hopper', contact: { twitter: 'https://twitter.com/gracehopper' } }],
		['Grace Hopper\nghopper.github.io', { name: 'Grace Hopper', contact: { homepage: 'https://ghopper.github.io' } }],
		['Grace Hopper\nNode.js and Vue.js developer', { name: 'Grace Hopper', headline: 'Node.js and Vue.js developer' }],
		// Degrees and licences after a name, in capitals or not; a short one counts only after a comma.
		['MARCUS J. ODUYA, Ph.D., P.E.\nResearch Engineer', { name: 'Marcus J. Oduya', headline: 'Research Engineer' }],
		['Ana Ruiz, J.D., LL.M.', { name: 'Ana Ruiz' }],
		['Jane Roe, MSN, RN, FAAN', { name: 'Jane Roe' }],
		// Scandinavian degrees and titles, in lower case.
		['Karin Ek Lund, med.dr, docent', { name: 'Karin Ek Lund' }],
		['Nils Berg, fil. dr', { name: 'Nils Berg' }],
		['LI MA\nPhD Student', { name: 'Li Ma', headline: 'PhD Student' }],
		['ROSALIND M. ACHTERBERG, PhD, RN, CNE', { name: 'Rosalind M. Achterberg' }],
		// A German title before the name, the name she was born with after it.
		['**Prof. Dr. rer. nat. Johanna Liebscher-Ammann** (née Liebscher)', { name: 'Johanna Liebscher-Ammann' }],
		// A web page's chrome over the profile: "Search" over "Menu" is no name set over two lines.
		['Search\nMenu\nGrace Hopper\nProfessor of Chemistry', { name: 'Grace Hopper', headline: 'Professor of Chemistry' }],
	])('reads %j', (text, expected) => {
		expect(header(text)).toEqual({ nativeName: undefined, headline: undefined, contact: {}, ...expected });
	});
});

describe('extractContact', () => {
	const text = [
		'Grace Hopper',
		'',
		'## Contact',
		'Department of Mathematics, Room 12',
		'Phone: +1 555 123 4567',
		'Email: grace@example.org · [GitHub](https://github.com/ghopper)',
	].join('\n');

	test('a Contact section below the header fills the contact fields', () => {
		expect(header(text).contact).toEqual({ email: 'grace@example.org', github: 'https://github.com/ghopper' });
	});

	test('its link lines are placed; an address or a phone number, which have no field, are listed as unplaced', () => {
		expect(parseText('contact.md', text).profile.unparsed).toEqual([
			{ line: 4, text: 'Department of Mathematics, Room 12' },
			{ line: 5, text: 'Phone: +1 555 123 4567' },
		]);
	});

	test('a page range and a year are no phone number: such a line is never placed without a field', () => {
		const { profile } = parseText('p.txt', 'Ada Lovelace\nProceedings of the ACM Symposium on Examples, 211-220 2019\n');
		expect(profile.unparsed).toEqual([{ line: 2, text: 'Proceedings of the ACM Symposium on Examples, 211-220 2019' }]);
	});

	test('the header keeps its own email when the section states another', () => {
		const profile = parseText('contact.md', `Grace Hopper\nhopper@example.edu\n\n## Contact\nEmail: grace@example.org`).profile;
		expect(profile.contact?.email).toBe('hopper@example.edu');
		expect(profile.unparsed).toEqual([{ line: 5, text: 'Email: grace@example.org' }]);
	});
});

describe('a name a form states', () => {
	test("Europass: 'Name' in its column under 'Personal information', surname first", () => {
		const { profile } = parseText('ep.txt', 'Europass\nCurriculum Vitae\n\nPERSONAL INFORMATION\nName                 Varga, Dorottya Ilona\nE-mail               d.varga@example.eu\n');
		expect(profile).toMatchObject({ name: 'Dorottya Ilona Varga', slug: 'dorottya-ilona-varga', contact: { email: 'd.varga@example.eu' } });
	});

	test("an NSF biographical sketch: its title is no name, 'NAME:' and 'POSITION TITLE:' are read", () => {
		const { profile } = parseText('nsf.txt', 'BIOGRAPHICAL SKETCH\n\nNAME: Okafor-Lindgren, Adaeze\nPOSITION TITLE & INSTITUTION: Associate Professor, University of Westmarch\n');
		expect(profile).toMatchObject({ name: 'Adaeze Okafor-Lindgren', headline: 'Associate Professor, University of Westmarch' });
	});
});
