import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { decodeText } from '../../../src/ingest/decode.ts';
import { FolioError } from '../../../src/ingest/errors.ts';
import { parseFile, parseText } from '../../../src/ingest/index.ts';
import { readDocumentText } from '../../../src/ingest/read.ts';
import { tempDir } from '../tempDir.ts';

const dir = tempDir('folio-read-');
const write = (name: string, content: string | Uint8Array) => {
	const path = join(dir, name);
	writeFileSync(path, content);
	return path;
};

describe('decodeText', () => {
	test('drops a UTF-8 byte order mark', () => {
		expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), 'f')).toBe('A');
	});
	test('reads UTF-16 with and without a BOM', () => {
		const le = Buffer.from('\ufeffAda Lovelace', 'utf16le');
		expect(decodeText(le, 'f')).toBe('Ada Lovelace');
		expect(decodeText(Buffer.from('Ada Lovelace', 'utf16le'), 'f')).toBe('Ada Lovelace');
	});
	test('falls back to Windows-1252 for Latin-1 text', () => {
		expect(decodeText(new Uint8Array([0x4c, 0xe9, 0x6f]), 'f')).toBe('Léo');
	});
	test('refuses a binary file with a message naming the file and the fix', () => {
		expect(() => decodeText(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]), 'cv.pdf')).toThrow(/cv\.pdf: this is a binary file.*extract its text/);
	});
});

describe('front matter', () => {
	test('overrides the extracted name and keeps line numbers of the file', () => {
		const { profile } = parseText('x.md', '---\nname: Ada Lovelace\nslug: ada\n---\nAwards\n- Best Paper Award, SOSP 2023\n');
		expect(profile).toMatchObject({ name: 'Ada Lovelace', slug: 'ada' });
		expect(profile.awards?.[0]?.source).toEqual({ line: 6, endLine: 6 });
	});
	test('that does not parse names the file and the line', () => {
		expect(() => readDocumentText('bad.md', '---\nname: [unclosed\n---\nbody\n')).toThrow(FolioError);
		expect(() => readDocumentText('bad.md', '---\nname: [unclosed\n---\nbody\n')).toThrow(/^bad\.md:\d+: front matter does not parse/);
	});
	test('with a wrong type names the key and its line', () => {
		expect(() => parseText('typed.md', '---\nslug: ok\nname: 42\n---\nbody\n')).toThrow(/typed\.md:3: front matter "name": Invalid input: expected string/);
	});
	test('with a misspelt key names the key it is nearest to and lists the allowed keys', () => {
		expect(() => parseText('typo.md', '---\nnmae: Ada\n---\nbody\n')).toThrow(/typo\.md:2: front matter unknown key "nmae"; did you mean "name"\? \(allowed: name/);
	});
	test("leaves any other unknown key (a theme's page setting) alone, with a warning naming its line", () => {
		const { profile, warnings } = parseText('cv.md', '---\nauthor_profile: true\nname: Ada Lovelace\n---\nbody\n');
		expect(profile.name).toBe('Ada Lovelace');
		expect(warnings).toEqual([expect.stringMatching(/^cv\.md:2: front matter key "author_profile" is not a correction folio reads; left alone/)]);
	});
	test("a blank value, as a theme's defaults leave them ('email: ''', 'name:'), corrects nothing and fails nothing", () => {
		const { profile } = parseText('hugo.md', "---\nemail: ''\nname:\nheadline: '  '\n---\nAda Lovelace\nada@example.org\n");
		expect(profile).toMatchObject({ name: 'Ada Lovelace', contact: { email: 'ada@example.org' } });
	});
	test("reads a Hugo Blox author page's name, role, organisation, bio and social links; its other keys are left alone with a warning", () => {
		const fm = [
			'---',
			'title: Ada Lovelace',
			'first_name: Ada',
			'last_name: Lovelace',
			'role: Analyst',
			'organizations:',
			'  - name: Difference Engine Society',
			"    url: ''",
			'bio: I write programs for engines that do not exist yet.',
			'social:',
			'  - icon: envelope',
			"    link: 'mailto:ada@example.org'",
			'  - icon: github',
			'    link: https://github.com/ada',
			'  - icon: cv',
			'    link: uploads/resume.pdf',
			'highlight_name: true',
			'---',
			'## Publications',
		].join('\n');
		const { profile, warnings } = parseText('_index.md', fm);
		expect(profile).toMatchObject({
			name: 'Ada Lovelace',
			headline: 'Analyst, Difference Engine Society',
			summary: 'I write programs for engines that do not exist yet.',
			contact: { email: 'ada@example.org', github: 'https://github.com/ada' },
		});
		expect(warnings).toEqual([expect.stringMatching(/^_index\.md:17: front matter key "highlight_name" is not a correction folio reads/)]);
	});
	test("leaves a Quarto or R Markdown document's render settings alone without a warning, and reads its one author as the name", () => {
		const fm = ['---', 'title: Curriculum Vitae', 'author: Ines Okonkwo-Baird', 'format:', '  html:', '    toc: true', 'execute:', '  echo: false', 'output: pdf_document', 'geometry: margin=2cm', '---', 'ines@example.org'].join('\n');
		const { profile, warnings } = parseText('cv.qmd', fm);
		expect(profile.name).toBe('Ines Okonkwo-Baird');
		expect(warnings).toEqual([]);
	});
	test("an author list of one person names them; several authors, or an author that is no person's name, name no one", () => {
		const name = (author: string) => parseText('cv.qmd', `---\n${author}\n---\nBody text here\n`).profile.name;
		expect(name('author:\n  - name: Ines Okonkwo-Baird\n    affiliation: Somewhere')).toBe('Ines Okonkwo-Baird');
		expect(name('author: [Ines Okonkwo-Baird, Tomas Veidt]')).not.toBe('Ines Okonkwo-Baird');
		expect(name('author: The Systems Group')).not.toBe('The Systems Group');
		expect(parseText('cv.qmd', '---\nauthor: Ines Baird\nname: Ines Okonkwo-Baird\n---\nbody\n').profile.name).toBe('Ines Okonkwo-Baird');
	});
	test("leaves a site generator's page keys alone, and still corrects what it knows", () => {
		const { profile } = parseText('cv.md', '---\nlayout: page\ntitle: CV\npermalink: /cv/\nname: Ada Lovelace\n---\nbody\n');
		expect(profile.name).toBe('Ada Lovelace');
	});
});

describe('parseFile', () => {
	test('reads CRLF and lone CR line endings with the right line numbers', () => {
		const path = write('crlf.txt', 'Ada Lovelace\r\n\r\nAwards\r- Best Paper Award, SOSP 2023\r\n');
		const { profile } = parseFile(path);
		expect(profile.name).toBe('Ada Lovelace');
		expect(profile.awards?.[0]?.source.line).toBe(4);
	});
	test('an empty document gives an empty profile, named after the file', () => {
		const { profile, warnings } = parseFile(write('empty cv.txt', '   \n\n'));
		expect(profile).toMatchObject({ name: null, slug: 'empty-cv', unparsed: [] });
		expect(warnings[0]).toMatch(/^empty cv\.txt:1: no name found/);
	});
	test('a non-ASCII file name still gives a url-safe slug', () => {
		expect(parseFile(write('林茂.txt', '')).profile.slug).toMatch(/^[a-z0-9-]+$/);
	});
});

test('a first line that is all credentials (", AA") names no one', () => {
	expect(parseText('fuzz.txt', ',AA\n').profile.name).toBeNull();
});
