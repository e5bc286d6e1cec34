import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { loadSettings } from '../config.ts';
import { collectPublications } from '../lib/collectPublications.ts';
import { searchRecords } from '../lib/searchRecords.ts';
import { sortPeople } from '../lib/sortPeople.ts';
import { ProfileSchema, type Profile } from '../schema/profile.ts';

/** Pagefind's ready-made interfaces; the site has its own form, so they are not published. */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

function readProfiles(content: string): Profile[] {
	const dir = join(content, 'people');
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => ProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
}

/**
 * After the pages are written, a Pagefind index of every publication goes to `<out>/pagefind/`:
 * the publication index's filters and search read it in the browser, fetching only the parts a
 * query needs, so searching stays instant with tens of thousands of publications and no server.
 * Records are added in the index's order from the same profiles the pages were built from, so
 * the same input always gives the same files.
 */
export function searchIndex(): AstroIntegration {
	return {
		name: 'folio-search-index',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const out = join(fileURLToPath(dir), 'pagefind');
				const publications = collectPublications(sortPeople(readProfiles(loadSettings().content)));
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
				logger.info(`${publications.length} publications indexed for search in ${Math.round(performance.now() - started)} ms`);
			},
		},
	};
}
