import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ingestSeeds } from '../../../src/cli/ingestSeeds.ts';
import { parseFile, parseText } from '../../../src/ingest/index.ts';
import { validateProfile } from '../../../src/ingest/validate.ts';
import { tempDir } from '../tempDir.ts';

const dir = tempDir('folio-hostile-');
const write = (name: string, content: string | Uint8Array) => {
	const path = join(dir, name);
	writeFileSync(path, content);
	return path;
};

describe('hostile text stays text', () => {
	const doc = [
		'Eve <script>alert(1)</script> Mallory',
		'Email: eve@example.org | Website: javascript:alert(1) | [home](javascript:alert(2))',
		'',
		'Publications',
		'- Eve Mallory, Bob Builder. <img src=x onerror=alert(3)>Owning the parser. In *Proceedings of XSS 2024*, 2024',
	].join('\n');
	const p = validateProfile(parseText('eve.txt', doc).profile, 'eve.txt');

	test('no tag survives in any field', () => {
		expect(JSON.stringify(p)).not.toMatch(/<script|<img|onerror=/i);
	});
	test('no javascript: or data: address becomes a link', () => {
		expect(Object.values(p.contact).some((v) => /^(?:javascript|data):/i.test(String(v)))).toBe(false);
		expect(p.contact.email).toBe('eve@example.org');
	});
	test('front matter with a script address is refused with its line', () => {
		expect(() => parseText('fm.txt', '---\nname: Eve\nhomepage: "javascript:alert(1)"\n---\nx\n')).toThrow(/fm\.txt:3: front matter "homepage": must be an http\(s\):\/\/ address/);
	});
});

describe('broken documents', () => {
	test('a 20 MB document is refused with its size and what to do', () => {
		const path = write('huge.txt', Buffer.alloc(20 * 1024 * 1024, 'a'));
		expect(() => parseFile(path)).toThrow(/huge\.txt: 20\.0 MB is too large for a CV/);
	});
	test('100,000-character lines parse', () => {
		const { profile } = parseFile(write('long.txt', `Ada Lovelace\nPublications\n${'A very long title '.repeat(6000)}\n(OSDI 2024)\n`));
		expect(profile.name).toBe('Ada Lovelace');
	});
	test('whitespace only gives an empty profile', () => {
		expect(parseFile(write('blank.txt', ' \t\n\n  \r\n')).profile.unparsed).toEqual([]);
	});
});

describe('ingestSeeds', () => {
	test('one bad document is reported and the others still come through', () => {
		const seeds = tempDir('folio-seeds-');
		writeFileSync(join(seeds, 'a.txt'), 'Ada Lovelace\nAwards\n- Best Paper Award, SOSP 2023\n');
		writeFileSync(join(seeds, 'b.pdf'), Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]));
		const reports = ingestSeeds([join(seeds, 'a.txt'), join(seeds, 'b.pdf')]);
		expect(reports.map((r) => [r.file, Boolean(r.profile), r.error?.split(':')[0]])).toEqual([
			['a.txt', true, undefined],
			['b.pdf', false, 'b.pdf'],
		]);
	});
	test('two people with one name get distinct slugs and a warning', () => {
		const seeds = tempDir('folio-seeds-');
		for (const f of ['x.txt', 'y.txt']) writeFileSync(join(seeds, f), 'Ada Lovelace\n');
		const reports = ingestSeeds([join(seeds, 'x.txt'), join(seeds, 'y.txt')]);
		expect(reports.map((r) => r.profile?.slug)).toEqual(['ada-lovelace', 'ada-lovelace-2']);
		expect(reports[1]!.warnings[0]).toMatch(/^y\.txt:1: slug "ada-lovelace" is already used by x\.txt/);
	});
});
