import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { collectPublications } from '../lib/collectPublications.ts';
import { machineFiles } from '../lib/machineFiles.ts';
import { sortPeople } from '../lib/sortPeople.ts';
import { joinBase } from '../lib/url.ts';
import type { Profile } from '../schema/index.ts';
import { writeSearchIndex } from './searchIndex.ts';
import { writeIfChanged } from './staging.ts';

/** What the integration asks of this worker thread. */
export interface ProfileFilesJob {
	/** The content folder, absolute. */
	content: string;
	/** The output folder, where the files go as the site lays them out. */
	out: string;
	/** Where to write the search index, to be merged into the output at the end. */
	staging: string;
	site: string;
	base: string;
	/** Where to keep the search index for the next build (Astro's cache folder), if builds are incremental. */
	cache: string | undefined;
}

/** What it reports back. */
export interface ProfileFilesDone {
	/** How many files for machines the output holds. */
	files: number;
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

// Written in place, over the last build's output, which Astro no longer empties; the pages'
// build writes beside them meanwhile.
let files = 0;
for (const file of machineFiles(people, absolute)) {
	writeIfChanged(join(job.out, file.path), file.text);
	files++;
}
const publications = collectPublications(people);
// Pagefind writes a folder of its own; it is merged in once the build is done.
await writeSearchIndex(publications, join(job.staging, 'pagefind'), job.cache);
parentPort!.postMessage({ files, publications: publications.length, ms: Math.round(performance.now() - startedAt) } satisfies ProfileFilesDone);
