// One worker thread of parseInWorkers: parse chunks from the shared queue, then send the reports back.
import { parentPort, workerData } from 'node:worker_threads';
import { enableCompileCache } from './compileCache.ts';
import type { DocumentReport } from './ingestSeeds.ts';
import { claimChunks, type WorkQueue } from './workQueue.ts';

// The parser is imported after the compile cache is on, so this thread's load of it is cached too.
enableCompileCache();
const { ingestOne } = await import('./ingestSeeds.ts');
const reports: [string, DocumentReport][] = [];
for (const path of claimChunks(workerData as WorkQueue)) reports.push([path, ingestOne(path)]);
parentPort!.postMessage(reports);
