/** Paths shared by threads, and a counter in shared memory saying how far they have been taken. */
export interface WorkQueue {
	paths: readonly string[];
	next: Int32Array;
}

/** Small enough to even out the threads at the end, large enough that claiming costs nothing. */
const CHUNK = 16;

/** The chunks of paths this thread takes, one at a time; every path goes to exactly one thread. */
export function* claimChunks(queue: WorkQueue): Generator<readonly string[]> {
	for (let start = Atomics.add(queue.next, 0, CHUNK); start < queue.paths.length; start = Atomics.add(queue.next, 0, CHUNK)) {
		yield queue.paths.slice(start, start + CHUNK);
	}
}
