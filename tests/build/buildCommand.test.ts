import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { astroCacheDir } from '../../src/config.ts';

/**
 * `npm run build` runs ingest and `astro build` at once, Astro waiting for the content ingest
 * writes (src/cli/build.ts). Built from cold, with no content folder, and ingest held back until
 * Astro has long been ready to read it: a page for each document shows that Astro read the
 * profiles only after ingest had written them.
 */
const ROOT = join(import.meta.dirname, '../..');
const WORK = join(ROOT, 'test-results/build-command');

function npmBuild(seeds: string, settings: NodeJS.ProcessEnv = {}): { status: number | null; stdout: string; stderr: string } {
	const { NODE_ENV: _vitest, ...inherited } = process.env;
	const env = { ...inherited, NODE_OPTIONS: '', FOLIO_INCREMENTAL: '0', FOLIO_SEEDS: seeds, FOLIO_CONTENT: join(WORK, 'content'), FOLIO_OUT: join(WORK, 'dist'), ...settings };
	const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 1 << 26 });
	return { status: run.status, stdout: stripVTControlCharacters(run.stdout), stderr: stripVTControlCharacters(run.stderr) };
}

function coldStart(): void {
	for (const dir of ['content', 'dist']) rmSync(join(WORK, dir), { recursive: true, force: true });
	rmSync(astroCacheDir(join(WORK, 'dist'), ROOT), { recursive: true, force: true });
}

describe('npm run build', () => {
	let built: ReturnType<typeof npmBuild>;
	beforeAll(() => {
		coldStart();
		const seeds = join(WORK, 'seeds');
		rmSync(seeds, { recursive: true, force: true });
		mkdirSync(seeds, { recursive: true });
		for (const file of ['markdown-cv.md', 'web-profile.txt']) cpSync(join(ROOT, 'tests/fixtures/ingest', file), join(seeds, file));
		built = npmBuild(seeds, { NODE_OPTIONS: `--import=${pathToFileURL(join(import.meta.dirname, 'slowIngest.ts')).href}` });
	});

	test('builds a page for every document from an empty content folder', () => {
		expect(built.status).toBe(0);
		const people = [...built.stdout.matchAll(/^✔ \S+ → (\/people\/[^/]+\/)/gm)].map((m) => m[1]!);
		expect(people).toHaveLength(2);
		for (const page of people) {
			expect(existsSync(join(WORK, 'dist', page, 'index.html'))).toBe(true);
			// Written by the profile files worker, which waits for the content as Astro does.
			expect(existsSync(join(WORK, 'dist', `${page.slice(0, -1)}.json`))).toBe(true);
		}
	});

	test("logs ingest's report whole, then Astro's", () => {
		const ingestEnd = built.stdout.indexOf('ingest: 2 profiles written');
		expect(ingestEnd).toBeGreaterThan(-1);
		expect(built.stdout.indexOf('[content] Syncing content')).toBeGreaterThan(ingestEnd);
		expect(built.stdout.indexOf('[build] Complete!')).toBeGreaterThan(ingestEnd);
	});

	test('a failed ingest leaves the last site as it was', () => {
		expect(npmBuild(join(WORK, 'no-such-seeds')).status).toBe(1);
		expect(existsSync(join(WORK, 'dist/index.html'))).toBe(true);
	});

	test('a rebuild leaves nothing of the last output, and nothing beside it', () => {
		writeFileSync(join(WORK, 'dist/stale.html'), '<h1>A page no build makes</h1>');
		expect(npmBuild(join(WORK, 'seeds')).status).toBe(0);
		expect(existsSync(join(WORK, 'dist/stale.html'))).toBe(false);
		expect(existsSync(join(WORK, 'dist/index.html'))).toBe(true);
		expect(readdirSync(WORK).filter((name) => name.startsWith('.folio-'))).toEqual([]);
	});

	test('a failed ingest stops the build with its message, no stack trace and no site', () => {
		coldStart();
		const failed = npmBuild(join(WORK, 'no-such-seeds'));
		expect(failed.status).toBe(1);
		expect(failed.stderr).toMatch(/^error: seeds folder ".*no-such-seeds" not found/m);
		expect(failed.stderr + failed.stdout).not.toMatch(/^\s+at /m);
		expect(failed.stdout).not.toContain('[build]');
		expect(existsSync(join(WORK, 'dist'))).toBe(false);
	});

	test('a bad setting stops the build with one line that names it, not as a bug to report', () => {
		coldStart();
		const failed = npmBuild(join(WORK, 'seeds'), { FOLIO_PAGE_SIZE: '0' });
		expect(failed.status).toBe(1);
		expect(failed.stderr.trim()).toBe('error: folio setting "pageSize" must be a whole number of at least 1 (FOLIO_PAGE_SIZE or package.json), not 0');
		expect(existsSync(join(WORK, 'dist'))).toBe(false);
	});
});
