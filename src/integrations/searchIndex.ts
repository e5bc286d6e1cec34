import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { siteSettings } from '../config.ts';
import { collectPublications } from '../lib/collectPublications.ts';
import { searchRecords } from '../lib/searchRecords.ts';
import { sortPeople } from '../lib/sortPeople.ts';
import type { Profile } from '../schema/profile.ts';

/** Pagefind's ready-made interfaces; the site has its own form, so they are not published. */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/**
 * The profiles as ingest wrote them. Not validated again here: the content collection validates
 * these same files in this build and fails it on a bad one, and doing it twice cost seconds at scale.
 */
function readProfiles(content: string): Profile[] {
	const dir = join(content, 'people');
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile);
}

/** Writes the Pagefind index of every publication into `out`; resolves to how many were indexed. */
async function writeSearchIndex(out: string): Promise<number> {
	const publications = collectPublications(sortPeople(readProfiles(siteSettings().content)));
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
	return publications.length;
}

/**
 * A new empty folder beside the output folder (same file system, so the index moves in by a
 * rename). The output's parent may not exist yet: a fresh clone has no `test-results/`.
 */
export function stagingBeside(outDir: string): string {
	mkdirSync(dirname(outDir), { recursive: true });
	return mkdtempSync(join(dirname(outDir), '.folio-search-'));
}

/** Moves a finished folder into place; across file systems, copies it. */
function moveInto(from: string, to: string): void {
	rmSync(to, { recursive: true, force: true });
	try {
		renameSync(from, to);
	} catch {
		cpSync(from, to, { recursive: true });
		rmSync(from, { recursive: true, force: true });
	}
}

/**
 * A Pagefind index of every publication in `<out>/pagefind/`: the publication index's filters and
 * search read it in the browser, fetching only the parts a query needs, so searching stays instant
 * with tens of thousands of publications and no server. It depends on the profiles only, not on
 * the pages, so it is built while Astro renders them: Pagefind works in a process of its own, on
 * the core Astro's rendering leaves free (at 10,000 people it takes as long as a tenth of the
 * build). It is written beside the output folder, which Astro empties first, and moved in at the
 * end. Records go in the index's order, so the same input always gives the same files.
 */
export function searchIndex(): AstroIntegration {
	let outDir = '';
	let staging = '';
	let indexing: Promise<number> | undefined;
	let startedAt = 0;
	const discard = () => staging && rmSync(staging, { recursive: true, force: true });
	return {
		name: 'folio-search-index',
		hooks: {
			'astro:config:done': ({ config }) => {
				outDir = fileURLToPath(config.outDir);
			},
			'astro:build:start': () => {
				startedAt = performance.now();
				staging = stagingBeside(outDir);
				// A build that fails before the end leaves nothing behind.
				process.once('exit', discard);
				indexing = writeSearchIndex(join(staging, 'pagefind'));
				// Rejections are reported when the build awaits it; until then they are not unhandled.
				indexing.catch(() => undefined);
			},
			'astro:build:done': async ({ dir, logger }) => {
				const count = await indexing!;
				moveInto(join(staging, 'pagefind'), join(fileURLToPath(dir), 'pagefind'));
				discard();
				process.off('exit', discard);
				logger.info(`${count} publications indexed for search, alongside the pages, in ${Math.round(performance.now() - startedAt)} ms`);
			},
		},
	};
}
