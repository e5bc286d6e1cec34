import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { describe, expect, test } from 'vitest';
import { loadCache, parserVersion, saveCache } from '../../../src/cli/ingestCache.ts';
import { ingestSeeds, listSeeds } from '../../../src/cli/ingestSeeds.ts';
import { tempDir } from '../tempDir.ts';

describe('listSeeds', () => {
	test('lists files and links to files, in name order; not folders, links to folders or hidden files', () => {
		const seeds = tempDir('folio-list-');
		writeFileSync(join(seeds, 'b.md'), 'Ada Lovelace\n');
		writeFileSync(join(seeds, 'a.txt'), 'Alan Turing\n');
		writeFileSync(join(seeds, '.notes.md'), 'private\n');
		mkdirSync(join(seeds, 'drafts'));
		symlinkSync(join(seeds, 'b.md'), join(seeds, 'c.md'));
		symlinkSync(join(seeds, 'drafts'), join(seeds, 'd'));
		expect(listSeeds(seeds).map((p) => p.slice(seeds.length + 1))).toEqual(['a.txt', 'b.md', 'c.md']);
	});
});

describe('ingestSeeds with the content-hash cache', () => {
	test('re-parses only the document that changed', () => {
		const seeds = tempDir('folio-cache-');
		writeFileSync(join(seeds, 'a.txt'), 'Ada Lovelace\n');
		writeFileSync(join(seeds, 'b.txt'), 'Alan Turing\n');
		const cache = loadCache(join(seeds, 'none.bin'), parserVersion());
		expect(ingestSeeds(listSeeds(seeds), cache).map((r) => r.cached ?? false)).toEqual([false, false]);
		writeFileSync(join(seeds, 'b.txt'), 'Alan M. Turing\n');
		const again = ingestSeeds(listSeeds(seeds), cache);
		expect(again.map((r) => [r.file, r.cached ?? false, r.profile?.name])).toEqual([
			['a.txt', true, 'Ada Lovelace'],
			['b.txt', false, 'Alan M. Turing'],
		]);
	});

	test('two people of one name: the second gets -2 and one warning, however often ingest runs', () => {
		const seeds = tempDir('folio-cache-');
		writeFileSync(join(seeds, 'a.txt'), 'Ada Lovelace\n');
		writeFileSync(join(seeds, 'b.txt'), 'Ada Lovelace\n');
		const path = join(seeds, 'cache.bin');
		for (let run = 0; run < 3; run++) {
			const cache = loadCache(path, parserVersion());
			const [a, b] = ingestSeeds(listSeeds(seeds).filter((p) => p.endsWith('.txt')), cache);
			saveCache(path, cache);
			expect([a!.profile?.slug, b!.profile?.slug]).toEqual(['ada-lovelace', 'ada-lovelace-2']);
			// The content file says so too: it is what the site reads.
			expect((JSON.parse(b!.profile!.text) as { slug: string }).slug).toBe('ada-lovelace-2');
			expect(a!.warnings).toEqual([]);
			expect(b!.warnings).toEqual(['b.txt:1: slug "ada-lovelace" is already used by a.txt; this page is /people/ada-lovelace-2/. Set "slug:" in front matter to choose another.']);
		}
	});

	test('a change to how reports are made, not only to the parser, is another version', () => {
		const src = tempDir('folio-src-');
		for (const dir of ['ingest', 'schema', 'cli']) mkdirSync(join(src, dir));
		writeFileSync(join(src, 'ingest', 'index.ts'), 'export {};\n');
		writeFileSync(join(src, 'cli', 'documentReport.ts'), 'export interface DocumentReport { profile?: object }\n');
		const before = parserVersion(src);
		writeFileSync(join(src, 'cli', 'documentReport.ts'), 'export interface DocumentReport { content?: string }\n');
		expect(parserVersion(src)).not.toBe(before);
	});

	test('many people of one name are numbered in order, around a slug one of them chose', () => {
		const seeds = tempDir('folio-cache-');
		for (const f of ['a.txt', 'b.txt', 'd.txt', 'e.txt']) writeFileSync(join(seeds, f), 'Ada Lovelace\n');
		writeFileSync(join(seeds, 'c.txt'), '---\nslug: ada-lovelace-3\n---\nAda Lovelace\n');
		expect(ingestSeeds(listSeeds(seeds)).map((r) => r.profile?.slug)).toEqual(['ada-lovelace', 'ada-lovelace-2', 'ada-lovelace-3', 'ada-lovelace-4', 'ada-lovelace-5']);
	});

	test('a cache written by another parser version is not used', () => {
		const dir = tempDir('folio-cache-');
		const path = join(dir, 'cache.bin');
		writeFileSync(path, serialize({ version: 'older', entries: { 'a.txt': { key: 'x' } } }));
		expect(loadCache(path, parserVersion()).entries).toEqual({});
		// Nor is one that is not a cache at all, such as the JSON an older folio wrote.
		writeFileSync(path, JSON.stringify({ version: parserVersion(), entries: {} }));
		expect(loadCache(path, parserVersion()).entries).toEqual({});
	});
});
