import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentReport } from './ingestSeeds.ts';

/** Below this many documents, starting threads costs more than it saves. */
const MIN_PER_WORKER = 100;

/**
 * Parses documents on every core: each worker thread takes an equal share of the paths and
 * answers with its reports. Parsing is pure CPU work per document, so it splits cleanly.
 */
export async function parseInWorkers(paths: readonly string[]): Promise<Map<string, DocumentReport>> {
	const workers = Math.min(availableParallelism(), Math.floor(paths.length / MIN_PER_WORKER));
	const out = new Map<string, DocumentReport>();
	if (workers < 2) return out;
	const shares = Array.from({ length: workers }, (_, w) => paths.filter((_, i) => i % workers === w));
	const results = await Promise.all(
		shares.map(
			(share) =>
				new Promise<DocumentReport[]>((resolve, reject) => {
					// Workers inherit this process's loader flags (tsx), so they can import the TypeScript sources.
					const worker = new Worker(new URL('./ingestWorker.ts', import.meta.url), { workerData: share });
					worker.once('message', resolve);
					worker.once('error', reject);
				}),
		),
	);
	shares.forEach((share, w) => share.forEach((path, i) => out.set(path, results[w]![i]!)));
	return out;
}
