import { parentPort, workerData } from 'node:worker_threads';
import { ingestOne } from './ingestSeeds.ts';

/** One worker thread of parseInWorkers: parse the paths it was given and send the reports back. */
parentPort!.postMessage((workerData as string[]).map(ingestOne));
