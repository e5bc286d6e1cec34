import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Profile } from '../schema/index.ts';

function readIfPresent(path: string): string | undefined {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return undefined;
	}
}

/**
 * Writes every profile to `<content>/people/<slug>.json` and removes the profiles no longer made.
 * Every file's text is made before the disk is touched, so a profile that cannot be written leaves
 * the previous content whole. Only profiles whose text changed are written, each to a temporary
 * file renamed over the old one: a reader never sees half a file, Astro's content layer finds the
 * unchanged ones unchanged, and a rebuild creates and deletes no files for them (after thousands of
 * deletions, ext4 without a journal scans past the freed inodes for every file created next).
 * The temporary file is `<slug>.json.next`, which the collection's `*.json` pattern never reads.
 */
export function writeContent(contentDir: string, profiles: readonly Profile[]): void {
	const texts = new Map(profiles.map((p) => [`${p.slug}.json`, `${JSON.stringify(p, null, '\t')}\n`]));
	const dir = join(contentDir, 'people');
	mkdirSync(dir, { recursive: true });
	for (const [name, text] of texts) {
		const path = join(dir, name);
		if (readIfPresent(path) === text) continue;
		writeFileSync(`${path}.next`, text);
		renameSync(`${path}.next`, path);
	}
	for (const name of readdirSync(dir)) if (!texts.has(name)) rmSync(join(dir, name), { force: true });
}
