import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { collectPublications } from '../lib/collectPublications.ts';
import { machineFiles } from '../lib/machineFiles.ts';
import { sortPeople } from '../lib/sortPeople.ts';
import { joinBase } from '../lib/url.ts';
import type { Profile } from '../schema/index.ts';
import { writeSearchIndex } from './searchIndex.ts';

/** What the integration asks of this worker thread. */
export interface ProfileFilesJob {
	/** The content folder, absolute. */
	content: string;
	/** Where to write the files, as the site lays them out. */
	staging: string;
	site: string;
	base: string;
	/** Where to keep the search index for the next build (Astro's cache folder), if builds are incremental. */
	cache: string | undefined;
}

/** What it reports back. */
export interface ProfileFilesDone {
	/** Each staged file's site path: file `i` is `<staging>/<i>`. */
	paths: string[];
	publications: number;
	/** How long the work took once the worker had loaded; the build itself may finish earlier or later. */
	ms: number;
}

/**
 * The profiles as ingest wrote them. Not validated again here: the content collection validates
 * these same files in this build and fails it on a bad one.
 */
function readProfiles(content: string): Profile[] {
	const dir = join(content, 'people');
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile);
}

const startedAt = performance.now();
const job = workerData as ProfileFilesJob;
// The same order as the pages' getPeople, so merged publications and their anchors agree.
const people = sortPeople(readProfiles(job.content));
// Astro's import.meta.env (withBase, absoluteUrl) does not reach a worker thread: the base comes in the job.
const absolute = (path: string) => new URL(joinBase(job.base, path), job.site).href;

// Staged flat, as numbered files: they move into folders the pages' build makes anyway, and a
// folder per person left empty behind them cost as much to delete as the files to move.
const paths: string[] = [];
for (const file of machineFiles(people, absolute)) {
	writeFileSync(join(job.staging, String(paths.length)), file.text);
	paths.push(file.path);
}
const publications = collectPublications(people);
await writeSearchIndex(publications, join(job.staging, 'pagefind'), job.cache);
parentPort!.postMessage({ paths, publications: publications.length, ms: Math.round(performance.now() - startedAt) } satisfies ProfileFilesDone);
