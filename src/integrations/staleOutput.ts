import { lstatSync, readdirSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The time a file's status last changed, in the file system's own clock: a write, a copy, a
 * rename or a change of times sets it, and no program can set it back (as `touch` or a copy that
 * keeps times can an mtime).
 */
function changedAt(path: string): bigint {
	return lstatSync(path, { bigint: true }).ctimeNs;
}

/** Now, in the clock of the file system that holds `dir`: the change time of a file written there. */
export function fileSystemNow(dir: string): bigint {
	const marker = join(dir, `.folio-build-start-${process.pid}`);
	writeFileSync(marker, '');
	try {
		return changedAt(marker);
	} finally {
		rmSync(marker, { force: true });
	}
}

/**
 * Deletes the files under `dir` that did not change since `since` and are not in `kept`, then
 * the folders that leaves empty; returns how many files went. A `.git` folder at the top stays,
 * and a link goes as a link: what it points to is not this build's. The top folder itself stays.
 */
export function deleteUnchangedSince(dir: string, since: bigint, kept: ReadonlySet<string> = new Set()): number {
	let deleted = 0;
	/** Deletes under one folder; returns how many of its entries remain. */
	const sweep = (folder: string, top: boolean): number => {
		let remaining = 0;
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const path = join(folder, entry.name);
			if (entry.isDirectory() && top && entry.name === '.git') remaining++;
			else if (entry.isDirectory()) {
				if (sweep(path, false) > 0) remaining++;
				else rmdirSync(path);
			} else if (kept.has(path) || changedAt(path) >= since) remaining++;
			else {
				unlinkSync(path);
				deleted++;
			}
		}
		return remaining;
	};
	sweep(dir, true);
	return deleted;
}

/**
 * Astro empties its output folder before a build and writes every page again: at 10,000 people
 * that is some 50,000 files deleted and 20,000 copied back from its cache, which this machine's
 * file system pays for while the build runs. Configured not to (`vite.build.emptyOutDir: false`),
 * a build writes over the last one, and Astro's incremental build leaves a page it can reuse where
 * it is. This integration, the last to run, then deletes what is not this build's: files neither
 * written since the build started (their status change time: a write, a copy, a rename or a change
 * of times sets it, and nothing sets it back) nor among the pages Astro reports as this build's,
 * then the folders left empty. The output is what Astro's emptying would have left: this build's
 * files and a `.git` folder. A build that fails leaves the last site with part of the new one
 * written over it.
 */
export function staleOutput(): AstroIntegration {
	let building = false;
	let started: bigint | undefined;
	return {
		name: 'folio-stale-output',
		hooks: {
			'astro:config:setup': ({ command }) => {
				building = command === 'build';
			},
			// Without a last output there is nothing to delete; the folder is not made here, as a
			// build stopped before it writes (a failed ingest) is to leave no site.
			'astro:config:done': ({ config }) => {
				const out = fileURLToPath(config.outDir);
				if (building && statSync(out, { throwIfNoEntry: false })?.isDirectory()) started = fileSystemNow(out);
			},
			'astro:build:done': ({ dir, assets, logger }) => {
				if (started === undefined) return;
				const pages = new Set([...assets.values()].flat().map((url) => fileURLToPath(url)));
				const deleted = deleteUnchangedSince(fileURLToPath(dir), started, pages);
				if (deleted > 0) logger.info(`${deleted} files of the last build that this one did not write, deleted`);
			},
		},
	};
}
