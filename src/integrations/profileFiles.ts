import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { siteSettings } from '../config.ts';
import type { ProfileFilesDone, ProfileFilesJob } from './profileFilesWorker.ts';
import { contentWritten } from './ingestGate.ts';
import { mergeInto, stagingBeside } from './staging.ts';

/** The dev server answers these addresses with routes; a build writes them as files instead. */
const DEV_ROUTES = [
	{ pattern: '/people/[slug].json', entrypoint: '../endpoints/personJson.ts' },
	{ pattern: '/people/[slug]/resume.json', entrypoint: '../endpoints/resumeJson.ts' },
	{ pattern: '/publications/[anchor].bib', entrypoint: '../endpoints/bibtex.ts' },
];

function runWorker(job: ProfileFilesJob): Promise<ProfileFilesDone> {
	return new Promise((done, fail) => {
		// Node runs the TypeScript sources as they are (type stripping), in workers too.
		const worker = new Worker(new URL('./profileFilesWorker.ts', import.meta.url), { workerData: job });
		worker.once('message', done);
		worker.once('error', fail);
		worker.once('exit', (code) => fail(new Error(`the profile files worker stopped (exit code ${code}) before it finished`)));
	});
}

/**
 * Everything that depends on the profiles but not on the pages: each person's profile as JSON and
 * as JSON Resume, each publication's BibTeX, and the Pagefind index the publication search reads.
 * A build writes them in a worker thread while Astro syncs the content and renders the pages on
 * the main one, so they cost the second core instead of Astro's per-route work (a third of a
 * millisecond each, over 25,000 routes for 10,000 people). They are written into the output
 * folder as the pages are, over the last build's output (a file that holds the same bytes is only
 * marked as this build's); the search index is written beside it and merged in at the end.
 */
export function profileFiles(): AstroIntegration {
	let building = false;
	let staging = '';
	let writing: Promise<ProfileFilesDone> | undefined;
	const discard = () => staging && rmSync(staging, { recursive: true, force: true });
	return {
		name: 'folio-profile-files',
		hooks: {
			'astro:config:setup': ({ command, injectRoute }) => {
				building = command === 'build';
				if (command !== 'dev') return;
				for (const route of DEV_ROUTES) injectRoute({ pattern: route.pattern, entrypoint: new URL(route.entrypoint, import.meta.url) });
			},
			// Started as soon as the content is written, not at build start: Astro syncs the content
			// collections in between on one thread, and the worker has the second core to itself then.
			'astro:config:done': ({ config }) => {
				if (!building) return;
				const outDir = fileURLToPath(config.outDir);
				const site = config.site ?? 'http://localhost/';
				const cache = config.experimental.incrementalBuild ? fileURLToPath(config.cacheDir) : undefined;
				staging = stagingBeside(outDir);
				// A build that fails before the end leaves nothing behind.
				process.once('exit', discard);
				writing = contentWritten().then(() => runWorker({ content: resolve(siteSettings().content), out: outDir, staging, site, base: config.base, cache }));
				// Rejections are reported when the build awaits it; until then they are not unhandled.
				writing.catch(() => undefined);
			},
			'astro:build:done': async ({ dir, logger }) => {
				const { files, publications, ms } = await writing!;
				mergeInto(staging, fileURLToPath(dir));
				discard();
				process.off('exit', discard);
				logger.info(`${files} files for machines and a search index of ${publications} publications, written by a worker thread in ${ms} ms, alongside the build`);
			},
		},
	};
}
