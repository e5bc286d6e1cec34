import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Profile } from '../schema/index.ts';

/**
 * Writes every profile to `<content>/people/<slug>.json` atomically: the new tree is written
 * beside the old one and swapped in with renames, so a failed or interrupted run leaves the
 * previous content whole.
 */
export function writeContent(contentDir: string, profiles: readonly Profile[]): void {
	const next = `${contentDir}.next`;
	const old = `${contentDir}.old`;
	rmSync(next, { recursive: true, force: true });
	mkdirSync(join(next, 'people'), { recursive: true });
	for (const p of profiles) writeFileSync(join(next, 'people', `${p.slug}.json`), `${JSON.stringify(p, null, '\t')}\n`);
	rmSync(old, { recursive: true, force: true });
	if (existsSync(contentDir)) renameSync(contentDir, old);
	renameSync(next, contentDir);
	rmSync(old, { recursive: true, force: true });
}
