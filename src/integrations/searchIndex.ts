import { hash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { IndexedPublication } from '../lib/collectPublications.ts';
import { searchRecords, type SearchRecord } from '../lib/searchRecords.ts';

/** Pagefind's ready-made interfaces; the site has its own form, so they are not published. */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/** Pagefind's version: another version may write other files from the same records. */
const PAGEFIND_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('pagefind')), 'utf8')) as { version: string }).version;

/**
 * Writes a Pagefind index of every publication into `out`: the publication index's filters and
 * search read it in the browser, fetching only the parts a query needs, so searching stays instant
 * with tens of thousands of publications and no server. Records go in the index's order, so the
 * same input always gives the same files.
 *
 * With a `cache` folder, the last index written is kept there with a digest of its records, and
 * a build whose records are the same copies it instead of indexing again (most edits to a CV
 * change no publication; indexing is most of the time this file costs).
 */
export async function writeSearchIndex(publications: IndexedPublication[], out: string, cache?: string): Promise<void> {
	const records = searchRecords(publications);
	if (cache === undefined) return indexRecords(records, out);
	const key = hash('sha1', JSON.stringify([PAGEFIND_VERSION, records]), 'hex');
	const [keyFile, files] = [join(cache, 'search-index.key'), join(cache, 'search-index')];
	if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
		cpSync(files, out, { recursive: true });
		return;
	}
	await indexRecords(records, out);
	// The key goes last: an interrupted copy leaves no key, so the next build indexes afresh.
	rmSync(keyFile, { force: true });
	rmSync(files, { recursive: true, force: true });
	cpSync(out, files, { recursive: true });
	writeFileSync(keyFile, key);
}

async function indexRecords(records: SearchRecord[], out: string): Promise<void> {
	const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
	if (!index) throw new Error(`search index: ${errors.join('; ')}`);
	try {
		for (const record of records) {
			const added = await index.addCustomRecord(record);
			if (added.errors.length > 0) throw new Error(`search index: ${record.url}: ${added.errors.join('; ')}`);
		}
		const written = await index.writeFiles({ outputPath: out });
		if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
	} finally {
		await pagefind.close();
	}
	for (const file of UNUSED) rmSync(join(out, file), { force: true });
}
