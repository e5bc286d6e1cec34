import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cachePathFor, loadCache, parserVersion } from '../../../src/cli/ingestCache.ts';
import { tempDir } from '../tempDir.ts';

const ROOT = join(import.meta.dirname, '../../..');
/** The Node that runs the tests (24, from the node devDependency) runs the TypeScript sources as they are. */
const NODE = process.execPath;

/** Runs `npm run ingest` as a person would, on a seeds folder of our own. */
function ingest(files: Record<string, string | Buffer>, ...args: string[]) {
	const dir = tempDir('folio-cli-');
	const seeds = join(dir, 'seeds');
	spawnSync('mkdir', [seeds]);
	for (const [name, content] of Object.entries(files)) writeFileSync(join(seeds, name), content);
	const run = spawnSync(NODE, ['src/cli/ingest.ts', '--no-cache', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FOLIO_SEEDS: seeds, FOLIO_CONTENT: join(dir, 'content') } });
	return { code: run.status, out: run.stdout + run.stderr, written: readdirSync(join(dir, 'content', 'people')) };
}

describe('npm run ingest', () => {
	test('a nameless profile is a warning: built, and named in the output with its fix', () => {
		const { code, out, written } = ingest({ 'a.txt': 'Awards\n- Best Paper Award, SOSP 2023\n' });
		expect(code).toBe(0);
		expect(written).toEqual(['a.json']);
		expect(out).toContain('a.txt:1: no name found');
	});

	test('--strict turns that warning into a failure', () => {
		expect(ingest({ 'a.txt': 'Awards\n- Best Paper Award, SOSP 2023\n' }, '--strict').code).toBe(1);
	});

	test('a broken document fails the run with one clear line and no stack trace; the others are written', () => {
		const { code, out, written } = ingest({ 'ada.txt': 'Ada Lovelace\n', 'bad.txt': '---\nemial: soon\n---\nx\n' });
		expect(code).toBe(1);
		expect(written).toEqual(['ada-lovelace.json']);
		expect(out).toMatch(/bad\.txt:2: front matter unknown key "emial"; did you mean "email"\?/);
		expect(out).not.toMatch(/\n\s+at .+:\d+:\d+/);
	});

	test('--keep-going reports the broken document and succeeds', () => {
		expect(ingest({ 'ada.txt': 'Ada Lovelace\n', 'bad.pdf': Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1]) }, '--keep-going').code).toBe(0);
	});

	test('the cache is written when a document is parsed or gone, not when nothing changed', () => {
		const dir = tempDir('folio-cli-');
		const seeds = join(dir, 'seeds');
		mkdirSync(seeds);
		writeFileSync(join(seeds, 'ada.txt'), 'Ada Lovelace\n');
		writeFileSync(join(seeds, 'alan.txt'), 'Alan Turing\n');
		// A cache, whether or not CI is set (where builds keep none by default).
		const env = { ...process.env, FOLIO_SEEDS: seeds, FOLIO_CONTENT: join(dir, 'content'), FOLIO_INCREMENTAL: '1' };
		const run = () => expect(spawnSync(NODE, ['src/cli/ingest.ts'], { cwd: ROOT, encoding: 'utf8', env }).status).toBe(0);
		// The cache lives in the project's .cache/, by the seeds folder's path (resolved from ROOT).
		const cache = join(ROOT, '.cache', cachePathFor(seeds).split('/').pop()!);
		const written = () => statSync(cache).mtimeMs;
		try {
			run();
			const first = written();
			run();
			expect(written()).toBe(first);
			rmSync(join(seeds, 'alan.txt'));
			run();
			expect(written()).not.toBe(first);
			expect(Object.keys(loadCache(cache, parserVersion()).entries)).toEqual(['ada.txt']);
		} finally {
			rmSync(cache, { force: true });
		}
	});
});
