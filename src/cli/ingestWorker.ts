import { parentPort, workerData } from 'node:worker_threads';
import { ingestOne } from './ingestSeeds.ts';
import { claimChunks, type WorkQueue } from './workQueue.ts';

/** One worker thread of parseInWorkers: parse chunks from the shared queue, then send the reports back. */
const reports: [string, ReturnType<typeof ingestOne>][] = [];
for (const path of claimChunks(workerData as WorkQueue)) reports.push([path, ingestOne(path)]);
parentPort!.postMessage(reports);
