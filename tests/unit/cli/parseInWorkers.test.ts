import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ingestOne } from '../../../src/cli/ingestSeeds.ts';
import { MIN_FOR_WORKERS_BESIDE_ASTRO, parseInWorkers } from '../../../src/cli/parseInWorkers.ts';
import { claimChunks, type WorkQueue } from '../../../src/cli/workQueue.ts';
import { tempDir } from '../tempDir.ts';

const queueOf = (paths: string[]): WorkQueue => ({ paths, next: new Int32Array(new SharedArrayBuffer(4)) });

describe('claimChunks', () => {
	test('threads taking turns share out every path exactly once', () => {
		const paths = Array.from({ length: 103 }, (_, i) => `doc-${i}.md`);
		const queue = queueOf(paths);
		const threads = [claimChunks(queue), claimChunks(queue)];
		const taken: string[] = [];
		while (threads.length > 0) {
			// Each thread takes one chunk in turn, and leaves when the queue has nothing for it.
			const thread = threads.shift()!;
			const next = thread.next();
			if (!next.done) {
				taken.push(...next.value);
				threads.push(thread);
			}
		}
		expect(taken.sort()).toEqual([...paths].sort());
	});
});

describe('parseInWorkers', () => {
	test('gives the same reports as parsing one by one', async () => {
		const dir = tempDir('folio-workers-');
		const paths = Array.from({ length: 450 }, (_, i) => {
			const path = join(dir, `person-${i}.md`);
			writeFileSync(path, `Person Number${'x'.repeat(i % 7)} ${String.fromCharCode(65 + (i % 26))}\n\nAwards\n- Best Paper Award, SOSP ${2000 + (i % 25)}\n`);
			return path;
		});
		const parallel = await parseInWorkers(paths);
		expect(parallel.size).toBe(paths.length);
		for (const path of paths.filter((_, i) => i % 37 === 0)) expect(parallel.get(path)).toEqual(ingestOne(path));
		// Beside Astro's start-up, as many documents are left to this thread: nothing is parsed ahead.
		expect((await parseInWorkers(paths, MIN_FOR_WORKERS_BESIDE_ASTRO)).size).toBe(0);
	});

	test('a document that fails unexpectedly in any thread fails the whole run with its error', async () => {
		const dir = tempDir('folio-workers-');
		// A folder where a document should be cannot be read: not a bad document (which is reported
		// and skipped) but an error no thread expects.
		const unreadable = (i: number) => {
			const path = join(dir, `unreadable-${i}.md`);
			mkdirSync(path);
			return path;
		};
		// This thread takes the first chunk, long CVs that keep it busy while the worker loads and
		// takes the next chunks, all unreadable: the worker fails first, while this thread parses.
		// Its failure must not be left unhandled until this thread is done (vitest fails the run on
		// an unhandled rejection; the CLI would end with a stack trace).
		const long = Array.from({ length: 16 }, (_, i) => {
			const path = join(dir, `long-${i}.md`);
			writeFileSync(path, `Ada Lovelace\n\nPublications\n${'- A. Lovelace and C. Babbage. Notes on the Analytical Engine. Taylor 1843.\n'.repeat(3000)}`);
			return path;
		});
		const paths = [...long, ...Array.from({ length: 434 }, (_, i) => unreadable(i))];
		await expect(parseInWorkers(paths)).rejects.toThrow(/EISDIR/);
	});
});
