/**
 * `npm run bench [-- 100 1000 10000]`: folio at the scale of a lab, a department and a conference.
 * Builds synthetic corpora from recombined seed material, times ingest in-process and the full
 * build as a child process (wall time, peak memory): from cold as CI runs it, in turns with bare
 * Astro sites of as many trivial pages (the floor; three runs of each up to 1,000 profiles, the
 * medians of the times and of each turn's ratio), as a person's first build that keeps what the
 * next can reuse, and after one document changed (the ingest cache and the incremental build at
 * work); then times the publication index's search in Chromium, and adversarial lines.
 * Prints one table; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles } from '../../src/cli/documentReport.ts';
import { cachePathFor } from '../../src/cli/ingestCache.ts';
import { ingestSeeds, listSeeds } from '../../src/cli/ingestSeeds.ts';
import { parseInWorkers } from '../../src/cli/parseInWorkers.ts';
import { writeContent } from '../../src/cli/writeContent.ts';
import { astroCacheDir } from '../../src/config.ts';
import { parseText } from '../../src/ingest/index.ts';
import { loadMaterial, writeCorpus } from './corpus.ts';
import { timeSearch } from './searchTiming.ts';

const ROOT = join(import.meta.dirname, '../..');
const WORK = join(ROOT, '.cache/bench');
const TRASH = join(WORK, 'trash');
/** Astro's cache for a build into this folder: its content store and the pages it reuses. */
const astroCache = (out: string) => astroCacheDir(out, ROOT);
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [100, 1000, 10000];
/** `--ingest-only`: the ingest columns alone, for working on the parser (seconds instead of minutes). */
const INGEST_ONLY = process.argv.includes('--ingest-only');

/** The mean size of the real seed documents: the unit for ingest speed is a seed-sized document. */
function meanSeedBytes(): number {
	const seeds = listSeeds(join(ROOT, 'seeds'));
	return seeds.reduce((sum, path) => sum + statSync(path).size, 0) / seeds.length;
}
const SEED_BYTES = meanSeedBytes();

function dirBytes(dir: string): number {
	let total = 0;
	for (const e of readdirSync(dir, { withFileTypes: true })) total += e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size;
	return total;
}

function countFiles(dir: string, ext: string): number {
	let n = 0;
	for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countFiles(join(dir, e.name), ext) : e.name.endsWith(ext) ? 1 : 0;
	return n;
}

/** The largest HTML file under a folder, in bytes: no page may grow with the site. */
function largestPage(dir: string): number {
	let max = 0;
	for (const e of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, e.name);
		max = Math.max(max, e.isDirectory() ? largestPage(path) : e.name.endsWith('.html') ? statSync(path).size : 0);
	}
	return max;
}

/** The site's own files: pages, feeds and the files for machines, not Pagefind's index or the bundled assets. */
function countSiteFiles(dir: string): number {
	let n = 0;
	for (const e of readdirSync(dir, { withFileTypes: true })) {
		if (e.isDirectory()) n += e.name === 'pagefind' || e.name === '_astro' ? 0 : countSiteFiles(join(dir, e.name));
		else if (/\.(?:html|json|bib|xml|txt)$/.test(e.name) && !e.name.startsWith('sitemap')) n++;
	}
	return n;
}

/**
 * Puts a previous run's files out of the way without deleting them. On a file system without a
 * journal (this machine's ext4), inodes freed in the last minutes are not reused, and every file
 * created after deleting thousands scans past them: a build right after \`rm -rf dist\` took twice
 * as long, mostly in the kernel, and varied by half from run to run. A fresh clone deletes
 * nothing, so nothing is deleted until every timing is done.
 */
let setAsideCount = 0;
function setAside(path: string): void {
	if (!existsSync(path)) return;
	mkdirSync(TRASH, { recursive: true });
	// Unique across runs: a killed run's leftovers stay until this run's end.
	renameSync(path, join(TRASH, `${process.pid}-${setAsideCount++}`));
}

/** Files the probe writes, and their size: about a content profile's. */
const PROBE_FILES = 5_000;

/**
 * How fast this file system creates files at the start: for minutes after mass deletions (see
 * setAside) it creates them several times slower, and a build writes tens of thousands. Printed
 * with the table, so that benches made in different states are not compared as if alike.
 */
function probeFileSystem(): number {
	const dir = join(TRASH, `${process.pid}-probe`);
	mkdirSync(dir, { recursive: true });
	const text = 'x'.repeat(6 * 1024);
	const t0 = performance.now();
	for (let i = 0; i < PROBE_FILES; i++) writeFileSync(join(dir, `${i}.json`), text);
	return performance.now() - t0;
}
const probeMs = probeFileSystem();

interface Timing {
	seconds: number;
	peakMiB: number;
}

/** Runs a command under GNU time: wall seconds and peak resident memory (the largest process). */
function timedCapture(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Timing {
	// Ingest warns about every generated namesake; the messages matter only if the build fails.
	try {
		execFileSync('/usr/bin/time', ['-o', join(WORK, 'time.txt'), '-f', '%e %M', cmd, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
	} catch (error) {
		const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
		throw new Error(`${cmd} ${args.join(' ')} failed:\n${stderr.split('\n').slice(-40).join('\n')}`, { cause: error });
	}
	const [seconds, kib] = readFileSync(join(WORK, 'time.txt'), 'utf8').trim().split(/\s+/).map(Number);
	return { seconds: seconds!, peakMiB: kib! / 1024 };
}

/**
 * How many times the cold build and both floors are timed: three at the sizes where that is cheap,
 * as one run moves by a tenth, about the margin the ratio to the floor is judged by. At 10,000
 * profiles one run takes a minute and varies less.
 */
const runsAt = (profiles: number) => (profiles <= 1000 ? 3 : 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A bare Astro site: one content collection of trivial JSON entries and one page per entry. */
function writeBareSite(dir: string, count: number): void {
	setAside(dir);
	mkdirSync(join(dir, 'src/pages'), { recursive: true });
	mkdirSync(join(dir, 'data'), { recursive: true });
	writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
	writeFileSync(
		join(dir, 'src/content.config.ts'),
		"import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nimport { z } from 'astro/zod';\nexport const collections = { items: defineCollection({ loader: glob({ base: './data', pattern: '*.json' }), schema: z.object({ title: z.string() }) }) };\n",
	);
	writeFileSync(
		join(dir, 'src/pages/[id].astro'),
		"---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() { return (await getCollection('items')).map((e) => ({ params: { id: e.id }, props: { e } })); }\nconst { e } = Astro.props;\n---\n<html lang=\"en\"><head><title>{e.data.title}</title></head><body><h1>{e.data.title}</h1></body></html>\n",
	);
	for (let i = 0; i < count; i++) writeFileSync(join(dir, 'data', `item-${i}.json`), JSON.stringify({ title: `Item ${i}` }));
}

const astro = join(ROOT, 'node_modules/.bin/astro');
const material = loadMaterial(ROOT);
const rows: Record<string, string | number>[] = [];
for (const n of SIZES) {
	const base = join(WORK, String(n));
	const seeds = join(base, 'seeds');
	for (const dir of ['seeds', 'content', 'dist']) setAside(join(base, dir));
	const corpus = writeCorpus(seeds, n, material, n);

	// In this process, under ingest's V8 flags, which the bench script passes as the ingest script does.
	const t0 = performance.now();
	const paths = listSeeds(seeds);
	const reports = ingestSeeds(paths, undefined, await parseInWorkers(paths));
	const parsedAt = performance.now();
	writeContent(join(base, 'content'), contentFiles(reports));
	const ingestSeconds = (performance.now() - t0) / 1000;
	// Apart, as this machine's file system writes new files up to ten times slower for minutes after
	// many were deleted, which the parser's speed has nothing to do with.
	const writeSeconds = (performance.now() - parsedAt) / 1000;
	// The same as a person runs it, from a cold process: Node's start and the parser's load count too.
	setAside(join(base, 'content-cli'));
	const cli = timedCapture('npm', ['run', '--silent', 'ingest', '--', '--keep-going', '--no-cache'], { FOLIO_SEEDS: seeds, FOLIO_CONTENT: join(base, 'content-cli') });
	const ingestRow = {
		profiles: n,
		'ingest docs/s': Math.round(n / ingestSeconds),
		'ingest seed-sized docs/s': Math.round(corpus.bytes / SEED_BYTES / ingestSeconds),
		'ingest lines/s': Math.round(corpus.lines / ingestSeconds),
		'of which writing s': writeSeconds.toFixed(2),
		'npm run ingest docs/s': Math.round(n / cli.seconds),
	};
	if (INGEST_ONLY) {
		rows.push(ingestRow);
		continue;
	}

	// A cold build, as CI runs it on a fresh clone: no ingest cache, content, Astro cache or output,
	// and nothing kept for a next build (as the bare sites, which keep nothing either).
	const env = { FOLIO_SEEDS: seeds, FOLIO_CONTENT: join(base, 'content'), FOLIO_OUT: join(base, 'dist') };
	const coldStart = () => {
		for (const path of [cachePathFor(seeds), join(base, 'content'), join(base, 'dist'), astroCache(join(base, 'dist'))]) setAside(path);
	};
	// Built as folio's build is, logging each page at Astro's default level (both outputs are
	// discarded): a silent floor would skip 3% of the work folio's build does.
	const bareBuild = (count: number) => {
		writeBareSite(join(base, 'bare'), count);
		return timedCapture(astro, ['build'], {}, join(base, 'bare'));
	};
	// Folio's cold build and the two floors in turns, so that each ratio compares runs made under
	// the same conditions: this machine's speed drifts by a fifth over minutes, more than the margin.
	// The floors are a bare site with as many trivial pages as folio's HTML pages, and one with as
	// many pages as folio writes files (a JSON profile, a JSON Resume and a BibTeX file per person
	// or paper besides the pages).
	const runs: { folio: Timing; bare: Timing; bareFiles: Timing }[] = [];
	let pages = 0;
	let files = 0;
	for (let run = 0; run < runsAt(n); run++) {
		coldStart();
		const folio = timedCapture('npm', ['run', '--silent', 'build'], { ...env, FOLIO_INCREMENTAL: '0' });
		// Every run builds the same site; its pages and files are counted once.
		if (run === 0) {
			pages = countFiles(join(base, 'dist'), '.html');
			files = countSiteFiles(join(base, 'dist'));
		}
		runs.push({ folio, bare: bareBuild(pages), bareFiles: bareBuild(files) });
	}
	const build = median(runs.map((r) => r.folio.seconds));

	// Then as a person works: a first build that keeps what the next can reuse, one document
	// changed, and the build again (the ingest cache and Astro's incremental build at work).
	coldStart();
	const first = timedCapture('npm', ['run', '--silent', 'build'], { ...env, FOLIO_INCREMENTAL: '1' });
	appendFileSync(paths[0]!, '\nAwards\n- Best Poster Award, 2026\n');
	const rebuild = timedCapture('npm', ['run', '--silent', 'build'], { ...env, FOLIO_INCREMENTAL: '1' });
	const search = await timeSearch(join(base, 'dist'), join(base, 'content'));

	rows.push({
		...ingestRow,
		'build s': build.toFixed(1),
		'first build s': first.seconds.toFixed(1),
		'rebuild s': rebuild.seconds.toFixed(1),
		pages,
		'pages/s': Math.round(pages / build),
		'peak MiB': Math.round(Math.max(...runs.map((r) => r.folio.peakMiB), first.peakMiB, rebuild.peakMiB)),
		'dist MiB': (dirBytes(join(base, 'dist')) / 1048576).toFixed(1),
		'largest page KB': Math.round(largestPage(join(base, 'dist')) / 1024),
		'bare astro s': median(runs.map((r) => r.bare.seconds)).toFixed(1),
		'folio / bare': median(runs.map((r) => r.folio.seconds / r.bare.seconds)).toFixed(2),
		files,
		'bare, as many files s': median(runs.map((r) => r.bareFiles.seconds)).toFixed(1),
		'folio / bare files': median(runs.map((r) => r.folio.seconds / r.bareFiles.seconds)).toFixed(2),
		'search first ms': search ? Math.round(search.firstMs) : 'not timed',
		'search ms': search ? Math.round(search.nextMs) : 'not timed',
	});
	const turns = runs.map((r) => `${r.folio.seconds.toFixed(1)}/${r.bare.seconds.toFixed(1)}/${r.bareFiles.seconds.toFixed(1)}`).join(', ');
	console.error(`bench: ${n} profiles done; cold build / floor / floor with as many files, s: ${turns}`);
}

// Untimed: the files of every run, deleted once nothing is measured any more.
rmSync(TRASH, { recursive: true, force: true });

console.log(`\nfolio bench on ${process.version}, ${new Date().toISOString().slice(0, 10)}; a seed-sized document is ${(SEED_BYTES / 1024).toFixed(1)} KB`);
console.log(`file system at the start: ${PROBE_FILES.toLocaleString('en')} files of 6 KB written in ${Math.round(probeMs)} ms`);
console.table(rows);
if (INGEST_ONLY) process.exit(0);
const at = (n: number) => rows.find((r) => r.profiles === n);
if (at(1000) && at(10000)) console.log(`growth 10,000 vs 1,000 (linear is 10): build ${(Number(at(10000)!['build s']) / Number(at(1000)!['build s'])).toFixed(1)}`);

// Adversarial lines: time per character should stay flat as the line grows tenfold.
const adversarial: Record<string, (n: number) => string> = {
	spaces: (n) => `a${' '.repeat(n)}b`,
	digits: (n) => '1'.repeat(n),
	dashes: (n) => '-'.repeat(n),
	asterisks: (n) => '*'.repeat(n),
	brackets: (n) => '[a]('.repeat(n / 4),
	initials: (n) => 'A. '.repeat(n / 3),
	'names, commas': (n) => 'Ada Lovelace, '.repeat(n / 14),
	'years, commas': (n) => '2019, '.repeat(n / 6),
	// A line of ranges cut short: a pattern of optional separators once tried every way of splitting it.
	'ranges, cut short': (n) => `${'2019 – 2020 '.repeat(n / 12)}2019 – 2`,
	'open brackets': (n) => '(a, '.repeat(n / 4),
	'open quotes': (n) => '„a, '.repeat(n / 4),
	links: (n) => '<http://a.b> '.repeat(n / 13),
	// A LaTeX source's groups, opened and never closed, with accents and fonts in them.
	'LaTeX groups': (n) => `\\documentclass{cv}${'{\\textbf{\\\'e} '.repeat(n / 14)}`,
	// A Typst source's calls, their brackets and strings opened and never closed.
	'Typst calls': (n) => `#set page(margin: 1cm)\n${'#f("a", [*b* '.repeat(n / 13)}`,
};
const adv: Record<string, string | number>[] = [];
for (const [name, make] of Object.entries(adversarial)) {
	const ms = [10_000, 100_000].map((n) => {
		const text = `Ada Lovelace\nPublications\n${make(n)}\nExperience\n${make(n)}\nTalks\n${make(n)}\nTeaching\n${make(n)}\nService\n${make(n)}\nContact\n${make(n)}`;
		// The best of five runs: one run at these sizes is mostly JIT warm-up and GC noise.
		let best = Infinity;
		for (let run = 0; run < 5; run++) {
			const t = performance.now();
			parseText('adversarial.txt', text);
			best = Math.min(best, performance.now() - t);
		}
		return best;
	});
	adv.push({ input: name, '10k chars ms': ms[0]!.toFixed(1), '100k chars ms': ms[1]!.toFixed(1), 'ratio (linear is 10)': (ms[1]! / Math.max(ms[0]!, 0.01)).toFixed(1) });
}
console.table(adv);
