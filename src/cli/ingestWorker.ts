// One worker thread of parseInWorkers: parse chunks from the shared queue, sending each chunk's
// reports back as it is done, then an empty message to say the queue is empty.
import { parentPort, workerData } from 'node:worker_threads';
import { enableCompileCache } from './compileCache.ts';
import type { WorkerReports } from './parseInWorkers.ts';
import { claimChunks, type WorkQueue } from './workQueue.ts';

// The parser is imported after the compile cache is on, so this thread's load of it is cached too.
enableCompileCache();
const { ingestOne } = await import('./ingestSeeds.ts');
for (const chunk of claimChunks(workerData as WorkQueue)) parentPort!.postMessage(chunk.map((path) => [path, ingestOne(path)]) satisfies WorkerReports);
parentPort!.postMessage([] satisfies WorkerReports);
