import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AWAIT_INGEST_ENV, type GateMessage } from '../integrations/ingestGate.ts';
import { runCli } from './run.ts';
import { PARSER_V8_FLAGS } from './v8Flags.ts';

/** Resolves with a finished command's exit code; a command stopped by a signal has failed. */
function exitOf(child: ChildProcess): Promise<number> {
	return new Promise((resolve) => {
		child.once('error', () => resolve(1));
		// 'close', not 'exit': everything it wrote has been passed on by then.
		child.once('close', (code) => resolve(code ?? 1));
	});
}

/** Passes a command's output on, holding it back until `release` is called. */
function holdOutput(child: ChildProcess): () => void {
	let held: [NodeJS.WriteStream, Buffer][] | undefined = [];
	const relay = (to: NodeJS.WriteStream) => (chunk: Buffer) => (held ? held.push([to, chunk]) : to.write(chunk));
	child.stdout?.on('data', relay(process.stdout));
	child.stderr?.on('data', relay(process.stderr));
	return () => {
		for (const [to, chunk] of held ?? []) to.write(chunk);
		held = undefined;
	};
}

/**
 * This side of the gate: Astro is told the content is written once it has said it waits and
 * ingest is done, in whichever order the two come.
 */
function keepGate(astro: ChildProcess): { contentWritten: () => void } {
	let waiting = false;
	let written = false;
	const open = () => {
		if (waiting && written && astro.connected) astro.send({ folio: 'content-written' } satisfies GateMessage);
	};
	astro.on('message', (message: GateMessage) => {
		if (message.folio !== 'waiting') return;
		waiting = true;
		open();
	});
	return {
		contentWritten: () => {
			written = true;
			open();
		},
	};
}

/** Stopped from outside (a CI job's time limit, `kill`), the commands stop with this one. */
function stopTogether(children: ChildProcess[]): void {
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.once(signal, () => {
			for (const child of children) child.kill(signal);
			process.exit(128 + constants.signals[signal]);
		});
	}
}

/**
 * `npm run build`: ingest and `astro build` at the same time. Astro starts up (about 3 s) and then
 * waits at the gate (src/integrations/ingestGate.ts) until ingest has written the content folder.
 * Ingest parses on one thread, as Astro has the other core, unless the documents are many. Astro's log is held until ingest is
 * done, so the output reads as the two steps one after the other. If ingest fails, the build
 * stops with ingest's message and nothing is built.
 */
runCli(async () => {
	const ingest = spawn(process.execPath, [...PARSER_V8_FLAGS, fileURLToPath(new URL('./ingest.ts', import.meta.url)), '--keep-going', '--beside-astro'], { stdio: 'inherit' });
	const astroBin = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
	// Astro's output is piped to be held back; it keeps its colours where this command has them.
	const colour = process.stdout.isTTY && !process.env['NO_COLOR'] && !process.env['FORCE_COLOR'] ? { FORCE_COLOR: '1' } : {};
	const astro = spawn(process.execPath, [astroBin, 'build'], {
		stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
		env: { ...process.env, ...colour, [AWAIT_INGEST_ENV]: '1' },
	});
	stopTogether([ingest, astro]);
	const release = holdOutput(astro);
	const gate = keepGate(astro);
	const ingestExit = exitOf(ingest);
	const astroExit = exitOf(astro);

	const first = await Promise.race([ingestExit.then((code) => ({ step: 'ingest', code })), astroExit.then((code) => ({ step: 'astro', code }))]);
	if (first.step === 'astro') {
		// Astro stopped before reading any profile (its configuration failed, say): say why, and stop ingest.
		release();
		if (first.code !== 0) ingest.kill();
		const ingestCode = await ingestExit;
		return first.code || ingestCode;
	}
	if (first.code !== 0) {
		astro.kill();
		await astroExit;
		return first.code;
	}
	// Only now, with the content written: a failed ingest leaves the last site as it was, as Astro
	// touches its output only after the gate.
	gate.contentWritten();
	release();
	return astroExit;
});
