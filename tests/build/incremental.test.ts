import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { cachePathFor } from '../../src/cli/ingestCache.ts';
import { astroCacheDir } from '../../src/config.ts';
import { differingFiles, hashTree } from '../hashTree.ts';

/**
 * `npm run build` twice into the same folder with one document changed in between: the second
 * build renders only the pages that document touches and copies the rest from Astro's cache,
 * and the site it leaves is byte for byte the one a full build (`astro build --force`) makes.
 */
const ROOT = join(import.meta.dirname, '../..');
const WORK = join(ROOT, 'test-results/incremental');
const SEEDS = join(WORK, 'seeds');

function environment(out: string, incremental = '1'): NodeJS.ProcessEnv {
	// FOLIO_INCREMENTAL set, not left to the default: CI machines build without keeping caches.
	// NODE_ENV dropped: vitest sets it to "test", and the builds are to be the ones a person runs.
	const { NODE_ENV: _vitest, ...inherited } = process.env;
	return { ...inherited, FOLIO_INCREMENTAL: incremental, FOLIO_SEEDS: SEEDS, FOLIO_CONTENT: join(WORK, 'content'), FOLIO_OUT: join(WORK, out) };
}

/** The seeds ingest took from its content-hash cache rather than parsing them ("✔ a.md → … (unchanged, cached)"). */
function ingest(env: NodeJS.ProcessEnv): string[] {
	const log = execFileSync('npm', ['run', '--silent', 'ingest', '--', '--keep-going'], { cwd: ROOT, env, encoding: 'utf8' });
	return [...log.matchAll(/^✔ (\S+) .*\(unchanged, cached\)$/gm)].map((m) => m[1]!).sort();
}

function build(out: string, ...astroFlags: string[]): { rendered: string[]; reused: string[]; cachedSeeds: string[] } {
	const env = environment(out);
	const cachedSeeds = ingest(env);
	// Colours stripped: CI machines get them (picocolors turns them on where CI is set).
	const log = stripVTControlCharacters(execFileSync(join(ROOT, 'node_modules/.bin/astro'), ['build', ...astroFlags], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 1 << 28 }));
	// Astro logs each page as "├─ /path/index.html", then "(restored)" or "(cached)" at once when it
	// reuses it, or its render time when done (other pages' lines may come in between).
	const pages = [...log.matchAll(/├─ (\S+\.html)/g)].map((m) => m[1]!);
	const reused = new Set([...log.matchAll(/├─ (\S+\.html) \((?:restored|cached)\)/g)].map((m) => m[1]!));
	return { rendered: pages.filter((p) => !reused.has(p)), reused: [...reused], cachedSeeds };
}

const seedFiles = () => readdirSync(SEEDS).sort();
/** The page of the person a seed becomes, found by its source file in the content folder. */
function personPage(seed: string): string {
	const profile = readdirSync(join(WORK, 'content/people'))
		.map((f) => JSON.parse(readFileSync(join(WORK, 'content/people', f), 'utf8')) as { slug: string; source: { file: string } })
		.find((p) => p.source.file.endsWith(seed));
	return `/people/${profile!.slug}/index.html`;
}

describe('incremental build', () => {
	let first: ReturnType<typeof build>;
	beforeAll(() => {
		for (const dir of ['seeds', 'content', 'dist', 'dist-full']) rmSync(join(WORK, dir), { recursive: true, force: true });
		for (const dir of ['dist', 'dist-full']) rmSync(astroCacheDir(join(WORK, dir), ROOT), { recursive: true, force: true });
		// Ingest's cache is in `.cache/` of the folder it runs in, which is ROOT.
		rmSync(join(ROOT, '.cache', basename(cachePathFor(SEEDS))), { force: true });
		cpSync(join(ROOT, 'seeds'), SEEDS, { recursive: true });
		first = build('dist');
	});

	test('a build from cold renders every page', () => {
		expect(first.cachedSeeds).toEqual([]);
		expect(first.reused).toEqual([]);
		expect(first.rendered.length).toBeGreaterThan(20);
	});

	test('after one document changed, its page is rendered again and most others are reused', () => {
		const changed = seedFiles()[0]!;
		appendFileSync(join(SEEDS, changed), '\nAwards\n- Best Reviewer Award, 2025\n');
		const again = build('dist');
		expect(again.cachedSeeds).toEqual(seedFiles().slice(1));
		expect(again.rendered).toContain(personPage(changed));
		const otherPeople = seedFiles().slice(1).map(personPage);
		expect(again.reused).toEqual(expect.arrayContaining(otherPeople));
		expect(again.reused.length).toBeGreaterThan(again.rendered.length);
		expect(readFileSync(join(WORK, 'dist', personPage(changed)), 'utf8')).toContain('Best Reviewer Award');

		build('dist-full', '--force');
		expect(differingFiles(hashTree(join(WORK, 'dist')), hashTree(join(WORK, 'dist-full')))).toEqual([]);
	});

	test('a removed document leaves no page behind, and the rest is what a full build makes', () => {
		const removed = seedFiles().at(-1)!;
		const page = personPage(removed);
		rmSync(join(SEEDS, removed));
		build('dist');
		expect(existsSync(join(WORK, 'dist', page))).toBe(false);

		build('dist-full', '--force');
		expect(differingFiles(hashTree(join(WORK, 'dist')), hashTree(join(WORK, 'dist-full')))).toEqual([]);
	});

	test('where builds keep nothing (CI), ingest parses every document and keeps no cache', () => {
		expect(ingest(environment('dist', '0'))).toEqual([]);
		expect(ingest(environment('dist'))).toEqual(seedFiles());
	});
});
