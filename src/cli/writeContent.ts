import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Profile } from '../schema/index.ts';

/** A profile's content file: its name and its text. */
export interface ContentFile {
	slug: string;
	text: string;
}

/** A profile as its content file holds it: JSON, tab-indented so a person can review it. */
export function profileText(profile: Profile): string {
	return `${JSON.stringify(profile, null, '\t')}\n`;
}

/**
 * Writes every profile to `<content>/people/<slug>.json` and removes the profiles no longer made.
 * Old files are removed only after every new one is written, so a write that fails removes
 * nothing. Only profiles whose text changed are written: Astro's content layer finds the unchanged
 * ones unchanged, and a rebuild creates and deletes no files for them (after thousands of
 * deletions, ext4 without a journal scans past the freed inodes for every file created next). A
 * changed file is written to `<slug>.json.next` (which the collection's `*.json` pattern never
 * reads) and renamed over the old one, so a reader never sees half a file where a
 * whole one stood. A new file is written in place: there was nothing to keep whole, and the
 * temporary file and rename cost as much again as the write (10,000 new profiles: 1.06 s
 * against 0.44 s).
 */
export function writeContent(contentDir: string, files: readonly ContentFile[]): void {
	const texts = new Map(files.map((f) => [`${f.slug}.json`, f.text]));
	const dir = join(contentDir, 'people');
	mkdirSync(dir, { recursive: true });
	// Listed once: asking for each file in turn costs an exception per new profile.
	const present = new Set(readdirSync(dir));
	for (const [name, text] of texts) {
		const path = join(dir, name);
		if (!present.has(name)) writeFileSync(path, text);
		else if (readFileSync(path, 'utf8') !== text) {
			writeFileSync(`${path}.next`, text);
			renameSync(`${path}.next`, path);
		}
	}
	for (const name of present) if (!texts.has(name)) rmSync(join(dir, name), { force: true });
}
