import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { DocumentReport } from './documentReport.ts';

/**
 * Content-hash cache for ingest: a document whose bytes and whose parser are unchanged is not
 * parsed again. The parser's identity is a hash of the ingest, schema and command sources, so any
 * change to them invalidates every entry. The cache holds every profile's text, so it is as large
 * as the content folder (80 MB at 10,000 profiles); it is kept in V8's serialisation format,
 * which copies the strings as they are, where JSON escapes each on the way out and back (10,000
 * profiles: written in 0.16–0.37 s and read in 0.2 s, against 0.67–0.79 s and 0.44 s as JSON).
 */
export interface IngestCache {
	version: string;
	entries: Record<string, DocumentReport & { key: string }>;
}

const SRC = join(import.meta.dirname, '..');

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
	for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
		const path = join(dir, e.name);
		if (e.isDirectory()) hashTree(path, hash);
		else hash.update(e.name).update(readFileSync(path));
	}
}

/**
 * Identifies what made a cached report: the parser's sources, the schema and the front-matter
 * rules, and the commands' sources, which shape a report and print its content file's text (a
 * cache of reports in an older shape would otherwise be read as if it were new), and V8's version,
 * whose format the cache is written in.
 */
export function parserVersion(src = SRC): string {
	const hash = createHash('sha256').update(process.versions.v8);
	for (const dir of ['ingest', 'schema', 'cli']) hashTree(join(src, dir), hash);
	return hash.digest('hex').slice(0, 16);
}

export function documentKey(path: string): string {
	return createHash('sha256').update(path.split('/').pop()!).update(readFileSync(path)).digest('hex');
}

/** One cache per seeds folder: builds of other corpora (the bench, a second site) do not evict it. */
export function cachePathFor(seedsDir: string): string {
	return resolve('.cache', `ingest-${createHash('sha256').update(resolve(seedsDir)).digest('hex').slice(0, 12)}.bin`);
}

export function loadCache(path: string, version: string): IngestCache {
	try {
		const cache = deserialize(readFileSync(path)) as Partial<IngestCache> | null;
		if (cache?.version === version && typeof cache.entries === 'object' && cache.entries !== null) return cache as IngestCache;
	} catch {
		// No cache yet, or an unreadable one: start afresh.
	}
	return { version, entries: {} };
}

export function saveCache(path: string, cache: IngestCache): void {
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, serialize(cache));
	// The JSON cache of folio before 2026-11-25, as large and never read again.
	rmSync(path.replace(/\.bin$/, '.json'), { force: true });
}
