import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A new empty folder beside the output folder (same file system, so files move in by renaming).
 * The output's parent may not exist yet: a fresh clone has no `test-results/`.
 */
export function stagingBeside(outDir: string): string {
	mkdirSync(dirname(outDir), { recursive: true });
	return mkdtempSync(join(dirname(outDir), '.folio-staging-'));
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

/** Marks a file as this build's without writing it: its status change time becomes now (see staleOutput.ts). */
function markWritten(path: string): void {
	const now = new Date();
	utimesSync(path, now, now);
}

/** Whether a file holds exactly these bytes; false when there is no such file. */
function holds(path: string, bytes: Buffer): boolean {
	const size = statSync(path, { throwIfNoEntry: false })?.size;
	return size === bytes.length && readFileSync(path).equals(bytes);
}

/**
 * Writes a file of this build over the last build's output. One that already holds these bytes
 * is left as it is and only marked as this build's: a read and a change of times, where writing
 * over a file first deletes the old one, which this machine's file system makes slow (at 10,000
 * people, 39,000 files moved over the last build's added 5 s to a rebuild).
 */
export function writeIfChanged(path: string, text: string): void {
	const bytes = Buffer.from(text);
	if (holds(path, bytes)) return markWritten(path);
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, bytes);
}

/**
 * Moves everything under `from` to the same place under `to`: a folder `to` lacks moves whole, and
 * a file `to` already holds with the same bytes stays as it is, marked as this build's.
 */
export function mergeInto(from: string, to: string): void {
	for (const entry of readdirSync(from, { withFileTypes: true })) {
		const source = join(from, entry.name);
		const target = join(to, entry.name);
		if (entry.isDirectory() && existsSync(target)) mergeInto(source, target);
		else if (entry.isFile() && holds(target, readFileSync(source))) markWritten(target);
		else move(source, target);
	}
}
