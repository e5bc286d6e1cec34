import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { claimChunks, type WorkQueue } from './workQueue.ts';
import type { DocumentReport } from './documentReport.ts';
import { ingestOne } from './ingestSeeds.ts';

/** Below this many documents, starting a thread (~0.4 s to load the parser) costs more than it saves. */
const MIN_FOR_WORKERS = 400;

/**
 * In `npm run build`, Astro starts up on the other core while ingest parses: about 3 s, in which
 * one thread parses some 2,000 documents. Fewer are parsed before Astro needs them, and a worker
 * would only slow Astro; more outlast its start-up, and a worker pays. Cold builds, two runs or
 * more each, one thread against two: 1,000 profiles 15.1–16.8 s against 15.7–17.3 s; 3,000
 * profiles 31.4–32.5 s against 29.9–31.3 s; 10,000 profiles 72.5–76.1 s against 70.7–70.8 s.
 */
export const MIN_FOR_WORKERS_BESIDE_ASTRO = 2_000;

/** What a worker sends back: one chunk's reports, or none when the queue has run dry. */
export type WorkerReports = [string, DocumentReport][];

/**
 * Parses documents on every core. This thread and one worker per further core take chunks of the
 * paths from a shared counter until none are left, so the work evens out by itself: this thread
 * starts at once while the workers are still loading, and a slow chunk holds nobody up. A worker
 * sends each chunk's reports as it is done, and this thread takes them in between its own chunks
 * (copying a report in costs about 30 µs, parsing a document 0.5 to 0.9 ms). Sent all at once at
 * the end, as they once were, the copy was a wait of its own after the last chunk (0.3 s at 10,000
 * documents), and the worker's heap grew with every report it kept.
 */
export async function parseInWorkers(paths: readonly string[], minForWorkers = MIN_FOR_WORKERS): Promise<Map<string, DocumentReport>> {
	const out = new Map<string, DocumentReport>();
	const count = paths.length >= minForWorkers ? availableParallelism() - 1 : 0;
	if (count < 1) return out;
	const queue: WorkQueue = { paths: [...paths], next: new Int32Array(new SharedArrayBuffer(4)) };
	// Node runs the TypeScript sources as they are (type stripping), in workers too.
	const workers = Array.from({ length: count }, () => new Worker(new URL('./ingestWorker.ts', import.meta.url), { workerData: queue }));
	// A worker's failure, kept to be thrown here: left to a promise nobody awaits yet, it would count
	// as unhandled and end the process with a stack trace.
	let failure: { error: unknown } | undefined;
	const finished = workers.map(
		(worker) =>
			new Promise<void>((resolve, reject) => {
				worker.on('message', (reports: WorkerReports) => {
					if (reports.length === 0) return resolve();
					for (const [path, report] of reports) out.set(path, report);
				});
				worker.once('error', (error) => {
					failure ??= { error };
					reject(error);
				});
			}),
	);
	for (const done of finished) done.catch(() => undefined);
	try {
		for (const chunk of claimChunks(queue)) {
			for (const path of chunk) out.set(path, ingestOne(path));
			// Lets the workers' messages in; a worker that failed ends the run here, not after this thread's last chunk.
			await new Promise(setImmediate);
			if (failure) throw failure.error;
		}
		await Promise.all(finished);
		return out;
	} catch (error) {
		// One thread's failure ends the run: the others' work would be thrown away.
		await Promise.all(workers.map((worker) => worker.terminate()));
		throw error;
	}
}
