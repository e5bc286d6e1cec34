import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A new empty folder beside the output folder (same file system, so files move in and out by
 * renaming), its name starting with `prefix`. The output's parent may not exist yet: a fresh clone
 * has no `test-results/`.
 */
export function stagingBeside(outDir: string, prefix = '.folio-staging-'): string {
	mkdirSync(dirname(outDir), { recursive: true });
	return mkdtempSync(join(dirname(outDir), prefix));
}

/** Moves one file or folder; across file systems, copies it. */
function move(from: string, to: string): void {
	try {
		renameSync(from, to);
	} catch {
		cpSync(from, to, { recursive: true });
		rmSync(from, { recursive: true, force: true });
	}
}

/**
 * Moves staged files `<staging>/<i>` to `<to>/<paths[i]>`. Most folders exist already (the pages
 * made them); a missing one is made when the move finds it missing.
 */
export function moveStagedFiles(staging: string, paths: readonly string[], to: string): void {
	paths.forEach((path, i) => {
		const [from, target] = [join(staging, String(i)), join(to, path)];
		try {
			renameSync(from, target);
		} catch {
			mkdirSync(dirname(target), { recursive: true });
			move(from, target);
		}
	});
}

/** Moves everything under `from` to the same place under `to`: a folder `to` lacks moves whole. */
export function mergeInto(from: string, to: string): void {
	for (const entry of readdirSync(from, { withFileTypes: true })) {
		const source = join(from, entry.name);
		const target = join(to, entry.name);
		if (entry.isDirectory() && existsSync(target)) mergeInto(source, target);
		else move(source, target);
	}
}
