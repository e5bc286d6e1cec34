import { resolve } from 'node:path';
import { incrementalBuilds, loadSettings } from '../config.ts';
import { FolioError } from '../ingest/errors.ts';
import { enableCompileCache } from './compileCache.ts';
import { cachePathFor, loadCache, parserVersion, saveCache } from './ingestCache.ts';
import { contentFiles, COUNTED, type DocumentReport } from './documentReport.ts';
import type { DocumentKeys } from './ingestSeeds.ts';
import { runCli } from './run.ts';
import { writeContent } from './writeContent.ts';

/** How many unplaced lines to print per document before summarising the rest. */
const SHOWN_UNPARSED = 12;

function printReport(r: DocumentReport): void {
	if (r.error) {
		console.error(`✖ ${r.error}`);
		return;
	}
	const p = r.profile!;
	const counts = COUNTED.filter((k) => p.counts[k] > 0)
		.map((k) => `${p.counts[k]} ${k}`)
		.join(', ');
	console.log(`✔ ${r.file} → /people/${p.slug}/  ${p.name ?? '(no name)'}: placed ${r.placed}/${r.lines} lines; ${counts || 'no entries'}${r.cached ? ' (unchanged, cached)' : ''}`);
	for (const u of p.unparsed.slice(0, SHOWN_UNPARSED)) console.log(`    ${r.file}:${u.line}: not placed: ${u.text.slice(0, 120)}`);
	if (p.unparsed.length > SHOWN_UNPARSED) console.log(`    … and ${p.unparsed.length - SHOWN_UNPARSED} more (see "unparsed" in content/people/${p.slug}.json)`);
	for (const w of r.warnings) console.warn(`  ⚠ ${w.replace(/\n/g, '\n    ')}`);
}

/**
 * `npm run ingest [-- --keep-going] [--strict]`: every seed document to content/.
 * A document that cannot be read or validated fails the run, after the others are written;
 * --keep-going reports it and succeeds (the site builds without that page); --strict also fails on warnings;
 * --no-cache parses every document even when it and the parser are unchanged; where builds keep nothing
 * (`CI` set, `FOLIO_INCREMENTAL=0`), there is no cache either. --beside-astro, for `npm run build`, which
 * starts Astro on the other core meanwhile, starts worker threads only for many documents.
 */
enableCompileCache();
runCli(async () => {
	const { ingestSeeds, listSeeds, pathsToParse } = await import('./ingestSeeds.ts');
	const { MIN_FOR_WORKERS_BESIDE_ASTRO, parseInWorkers } = await import('./parseInWorkers.ts');
	const args = new Set(process.argv.slice(2));
	const settings = loadSettings();
	const seedsDir = resolve(settings.seeds);
	let paths: string[];
	try {
		paths = listSeeds(seedsDir);
	} catch {
		throw new FolioError(`seeds folder "${settings.seeds}" not found; create it and put CV documents in it, or set "folio.seeds" in package.json or FOLIO_SEEDS.`);
	}
	const cachePath = cachePathFor(seedsDir);
	// Builds that keep nothing for the next (CI's) keep no ingest cache either.
	const cache = args.has('--no-cache') || !incrementalBuilds() ? undefined : loadCache(cachePath, parserVersion());
	const keys: DocumentKeys = new Map();
	const toParse = pathsToParse(paths, cache, keys);
	const parsed = await parseInWorkers(toParse, args.has('--beside-astro') ? MIN_FOR_WORKERS_BESIDE_ASTRO : undefined);
	const cached = cache ? Object.keys(cache.entries).length : 0;
	const reports = ingestSeeds(paths, cache, parsed, keys);
	// Written only when a document was parsed or is gone: rewriting an unchanged cache of 10,000
	// profiles took longer than reading it.
	if (cache && (toParse.length > 0 || Object.keys(cache.entries).length !== cached)) saveCache(cachePath, cache);
	reports.forEach(printReport);
	const files = contentFiles(reports);
	writeContent(resolve(settings.content), files);
	const failed = reports.filter((r) => r.error).length;
	const warned = reports.filter((r) => r.warnings.length > 0).length;
	const unparsed = reports.reduce((n, r) => n + (r.profile?.unparsed.length ?? 0), 0);
	console.log(`\ningest: ${files.length} profiles written to ${settings.content}/people, ${failed} failed, ${warned} with warnings, ${unparsed} lines not placed.`);
	if (failed > 0 && !args.has('--keep-going')) return 1;
	if (args.has('--strict') && (failed > 0 || warned > 0)) return 1;
	return 0;
});
