import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder with the SHA-256 of its bytes, by path relative to the folder. */
export function hashTree(root: string): Map<string, string> {
	const files = readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
	return new Map(files.sort().map((f) => [f, createHash('sha256').update(readFileSync(join(root, f))).digest('hex')]));
}

/** The files that differ between two trees, or stand in only one of them. */
export function differingFiles(first: Map<string, string>, second: Map<string, string>): string[] {
	return [...new Set([...first.keys(), ...second.keys()])].filter((f) => first.get(f) !== second.get(f));
}
