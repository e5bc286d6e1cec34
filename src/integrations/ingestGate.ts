import type { AstroIntegration } from 'astro';

/**
 * `npm run build` starts ingest and `astro build` together (src/cli/build.ts): Astro's start-up,
 * loading its configuration, Vite and the content schemas, takes about 3 s before it reads a
 * profile, and the parse fits in that time on the other core. The build waits at this gate, just
 * before anything reads the content folder, until ingest has written it.
 *
 * The content configuration is loaded through Vite, as a second copy of this module, so the gate
 * lives on the process: under a registered symbol both copies find.
 */
const GATE = Symbol.for('folio.ingestGate');

/** Set by src/cli/build.ts on the `astro build` it starts, together with an IPC channel. */
export const AWAIT_INGEST_ENV = 'FOLIO_AWAIT_INGEST';

/** What the build and the command that started it say to each other. */
export type GateMessage = { folio: 'waiting' } | { folio: 'content-written' };

/** The side of an IPC channel this process holds: `process`, when it was started with one. */
export interface GateChannel {
	send?: (message: GateMessage) => unknown;
	on(event: 'message', listener: (message: unknown) => void): unknown;
	off(event: 'message', listener: (message: unknown) => void): unknown;
	disconnect?: () => void;
}

type WithGate = typeof globalThis & { [GATE]?: Promise<void> };

/**
 * Closes the gate until the parent says the content is written. The parent hears of the wait
 * first: a message sent before this process listened would be lost, and a small site's ingest is
 * done before Astro has loaded its configuration.
 */
export function closeGate(channel: GateChannel): Promise<void> {
	const gate = new Promise<void>((open) => {
		const hear = (message: unknown) => {
			if ((message as GateMessage | undefined)?.folio !== 'content-written') return;
			channel.off('message', hear);
			// The channel would keep this process alive after the build; nothing else comes over it.
			channel.disconnect?.();
			open();
		};
		channel.on('message', hear);
	});
	channel.send?.({ folio: 'waiting' });
	(globalThis as WithGate)[GATE] = gate;
	return gate;
}

/** Resolves once the content folder is written: at once, unless a gate was closed in this process. */
export function contentWritten(): Promise<void> {
	return (globalThis as WithGate)[GATE] ?? Promise.resolve();
}

/** Closes the gate when this `astro build` was started beside ingest by src/cli/build.ts. */
export function ingestGate(): AstroIntegration {
	return {
		name: 'folio-ingest-gate',
		hooks: {
			'astro:config:setup': ({ command }) => {
				if (command === 'build' && process.env[AWAIT_INGEST_ENV] === '1' && process.send) closeGate(process as GateChannel);
			},
		},
	};
}
