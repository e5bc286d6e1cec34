import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, test } from 'vitest';
import { closeGate, contentWritten, type GateMessage } from '../../../src/integrations/ingestGate.ts';

/** The build's end of the IPC channel, as `process` has it, with what it sent and whether it let go. */
class FakeChannel extends EventEmitter {
	sent: GateMessage[] = [];
	disconnected = false;
	send = (message: GateMessage) => this.sent.push(message);
	disconnect = () => {
		this.disconnected = true;
	};
}

/** Whether a promise has settled by the time queued callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
	let done = false;
	void promise.then(() => (done = true));
	await new Promise((resolve) => setImmediate(resolve));
	return done;
}

afterEach(() => {
	// The gate lives on the process; each test starts without one.
	delete (globalThis as Record<symbol, unknown>)[Symbol.for('folio.ingestGate')];
});

describe('ingest gate', () => {
	test('without a gate, as in `astro build`, `astro dev` or `astro check`, the content is read at once', async () => {
		expect(await settled(contentWritten())).toBe(true);
	});

	test('a closed gate tells the parent it waits, and opens when the content is written', async () => {
		const channel = new FakeChannel();
		closeGate(channel);
		expect(channel.sent).toEqual([{ folio: 'waiting' }]);
		expect(await settled(contentWritten())).toBe(false);
		channel.emit('message', { folio: 'content-written' });
		expect(await settled(contentWritten())).toBe(true);
		// The channel is let go, so it does not keep the build's process alive.
		expect(channel.disconnected).toBe(true);
		expect(channel.listenerCount('message')).toBe(0);
	});

	test('another message over the channel does not open it', async () => {
		const channel = new FakeChannel();
		closeGate(channel);
		channel.emit('message', { folio: 'waiting' });
		channel.emit('message', 'hello');
		expect(await settled(contentWritten())).toBe(false);
		expect(channel.disconnected).toBe(false);
	});
});
