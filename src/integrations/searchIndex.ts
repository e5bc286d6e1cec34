import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { IndexedPublication } from '../lib/collectPublications.ts';
import { searchRecords } from '../lib/searchRecords.ts';

/** Pagefind's ready-made interfaces; the site has its own form, so they are not published. */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/**
 * Writes a Pagefind index of every publication into `out`: the publication index's filters and
 * search read it in the browser, fetching only the parts a query needs, so searching stays instant
 * with tens of thousands of publications and no server. Records go in the index's order, so the
 * same input always gives the same files.
 */
export async function writeSearchIndex(publications: IndexedPublication[], out: string): Promise<void> {
	const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
	if (!index) throw new Error(`search index: ${errors.join('; ')}`);
	try {
		for (const record of searchRecords(publications)) {
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
