import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stagingBeside } from '../integrations/staging.ts';

/** Folders of earlier output being deleted, beside the output folder. */
const ASIDE = '.folio-old-';

/**
 * Moves last build's output aside and deletes it while this build runs. Astro would empty the
 * folder itself just before writing the first page, and wait for that: at 10,000 people it is
 * 50,000 files, 5–8 s on this machine's file system. Renamed aside, the folder goes in this
 * process's I/O threads while Astro syncs, bundles and renders. A `.git` folder in the output (a
 * site deployed as a repository) stays, as Astro keeps it. Asides left by a build that was
 * stopped go too. Returns the deletion, for the command to finish before it ends; nothing when
 * there is no output folder to move, or it is a link (to where a site is served from, say), which
 * must stay one: Astro then empties what is there, as before.
 */
export function deleteOutputAside(outDir: string): Promise<unknown> | undefined {
	if (!lstatSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
	const parent = dirname(outDir);
	const aside = stagingBeside(outDir, ASIDE);
	try {
		// Onto the empty folder just made: a rename within one file system, however large the output.
		renameSync(outDir, aside);
	} catch {
		return rm(aside, { recursive: true, force: true });
	}
	const git = join(aside, '.git');
	if (existsSync(git)) {
		mkdirSync(outDir);
		renameSync(git, join(outDir, '.git'));
	}
	const asides = readdirSync(parent).filter((name) => name.startsWith(ASIDE));
	return Promise.all(asides.map((name) => rm(join(parent, name), { recursive: true, force: true })));
}
