import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FolioError } from '../ingest/errors.ts';
import { parseFile } from '../ingest/index.ts';
import { validateParse } from '../ingest/validate.ts';
import { documentKey, type IngestCache } from './ingestCache.ts';
import { reportProfile, withSlug, type DocumentReport } from './documentReport.ts';

/**
 * Seed documents: every regular file in the folder, in name order, hidden files skipped. The
 * listing says which entries are files; only a link is looked up to see what it points at (a
 * lookup per document was 60 ms of 10,000).
 */
export function listSeeds(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true })
		.filter((e) => !e.name.startsWith('.') && (e.isFile() || (e.isSymbolicLink() && statSync(join(dir, e.name)).isFile())))
		.map((e) => e.name)
		.sort()
		.map((f) => join(dir, f));
}

/**
 * Parses and validates every seed; a bad document is reported and never stops the others. With a
 * cache, unchanged documents are not parsed again; `parsed` holds reports already made elsewhere
 * (by worker threads) for some of the paths, and `keys` the cache keys already read this run.
 */
export function ingestSeeds(paths: readonly string[], cache?: IngestCache, parsed?: ReadonlyMap<string, DocumentReport>, keys: DocumentKeys = new Map()): DocumentReport[] {
	const reports = paths.map((path): DocumentReport => {
		const file = fileOf(path);
		const parse = () => parsed?.get(path) ?? ingestOne(path);
		if (!cache) return parse();
		const key = keyOf(path, keys);
		const hit = cache.entries[file];
		if (hit?.key === key) return { ...hit, cached: true };
		const report = parse();
		cache.entries[file] = { ...report, key };
		return report;
	});
	if (cache) {
		// Forget documents that are gone, so the cache stays the size of the seeds folder.
		const present = new Set(paths.map(fileOf));
		for (const file of Object.keys(cache.entries)) if (!present.has(file)) delete cache.entries[file];
	}
	dedupeSlugs(reports);
	return reports;
}

const fileOf = (path: string) => path.split('/').pop()!;

/** Cache keys by path: a key hashes the whole document, so each is read once per run. */
export type DocumentKeys = Map<string, string>;

function keyOf(path: string, keys: DocumentKeys): string {
	let key = keys.get(path);
	if (key === undefined) keys.set(path, (key = documentKey(path)));
	return key;
}

/** Documents that the cache cannot answer for: the ones to parse this run. */
export function pathsToParse(paths: readonly string[], cache?: IngestCache, keys: DocumentKeys = new Map()): string[] {
	return cache ? paths.filter((p) => cache.entries[fileOf(p)]?.key !== keyOf(p, keys)) : [...paths];
}

/** Reads, parses and validates one document into its report. */
export function ingestOne(path: string): DocumentReport {
	const file = fileOf(path);
	try {
		const result = parseFile(path);
		const profile = validateParse(result, file);
		const unplaced = result.profile.unparsed?.length ?? 0;
		return { file, profile: reportProfile(profile), warnings: result.warnings, lines: result.lineCount, placed: result.lineCount - unplaced };
	} catch (error) {
		if (!(error instanceof FolioError)) throw error;
		return { file, error: error.message, warnings: [], lines: 0, placed: 0 };
	}
}

/** Two people may share a name; the second gets "-2" and a warning that says how to choose a slug. */
function dedupeSlugs(reports: DocumentReport[]): void {
	const seen = new Map<string, string>();
	// The next number to try per slug: the ones below it are taken, and stay taken, so a thousand
	// people of one name cost a thousand tries, not half a million.
	const nextNumber = new Map<string, number>();
	reports.forEach((r, index) => {
		if (!r.profile) return;
		const own = r.profile.slug;
		let slug = own;
		let i = nextNumber.get(own) ?? 2;
		for (; seen.has(slug); i++) slug = `${own}-${i}`;
		nextNumber.set(own, i);
		if (slug !== own) {
			const warning = `${r.file}:1: slug "${own}" is already used by ${seen.get(own)}; this page is /people/${slug}/. Set "slug:" in front matter to choose another.`;
			// A new report, not a changed one: the cache keeps the document's own report, and the
			// next run must not find this warning in it already.
			reports[index] = { ...r, warnings: [...r.warnings, warning], profile: withSlug(r.profile, slug) };
		}
		seen.set(slug, r.file);
	});
}
