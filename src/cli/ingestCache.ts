import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DocumentReport } from './documentReport.ts';

/**
 * Content-hash cache for ingest: a document whose bytes and whose parser are unchanged is not
 * parsed again. The parser's identity is a hash of the ingest, schema and command sources, so any
 * change to them invalidates every entry.
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
 * cache of reports in an older shape would otherwise be read as if it were new).
 */
export function parserVersion(src = SRC): string {
	const hash = createHash('sha256');
	for (const dir of ['ingest', 'schema', 'cli']) hashTree(join(src, dir), hash);
	return hash.digest('hex').slice(0, 16);
}

export function documentKey(path: string): string {
	return createHash('sha256').update(path.split('/').pop()!).update(readFileSync(path)).digest('hex');
}

/** One cache per seeds folder: builds of other corpora (the bench, a second site) do not evict it. */
export function cachePathFor(seedsDir: string): string {
	return resolve('.cache', `ingest-${createHash('sha256').update(resolve(seedsDir)).digest('hex').slice(0, 12)}.json`);
}

export function loadCache(path: string, version: string): IngestCache {
	try {
		const cache = JSON.parse(readFileSync(path, 'utf8')) as IngestCache;
		if (cache.version === version) return cache;
	} catch {
		// No cache yet, or an unreadable one: start afresh.
	}
	return { version, entries: {} };
}

export function saveCache(path: string, cache: IngestCache): void {
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, JSON.stringify(cache));
}
