import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deleteOutputAside } from '../../../src/cli/outputAside.ts';

/** A last build's output: pages in folders, and the repository a site may be deployed from. */
function lastBuild(): { parent: string; out: string } {
	const parent = mkdtempSync(join(tmpdir(), 'folio-aside-'));
	const out = join(parent, 'dist');
	mkdirSync(join(out, 'people/ada'), { recursive: true });
	writeFileSync(join(out, 'people/ada/index.html'), '<h1>Ada</h1>');
	writeFileSync(join(out, 'index.html'), '<h1>People</h1>');
	mkdirSync(join(out, '.git'));
	writeFileSync(join(out, '.git/HEAD'), 'ref: refs/heads/main\n');
	return { parent, out };
}

describe('deleteOutputAside', () => {
	test("moves the output away at once and deletes it; only the output's .git stays", async () => {
		const { parent, out } = lastBuild();
		const deleting = deleteOutputAside(out);
		// Before the deletion is done, the output folder is already empty for the next build.
		expect(readdirSync(out)).toEqual(['.git']);
		await deleting;
		expect(readdirSync(parent)).toEqual(['dist']);
		expect(existsSync(join(out, '.git/HEAD'))).toBe(true);
	});

	test('also deletes what a build that was stopped left aside', async () => {
		const { parent, out } = lastBuild();
		mkdirSync(join(parent, '.folio-old-stopped/people'), { recursive: true });
		writeFileSync(join(parent, '.folio-old-stopped/people/index.html'), '<h1>People</h1>');
		await deleteOutputAside(out);
		expect(readdirSync(parent)).toEqual(['dist']);
	});

	test('leaves an output folder that is a link where it is', () => {
		const { parent, out } = lastBuild();
		const served = join(parent, 'served');
		symlinkSync(out, served);
		expect(deleteOutputAside(served)).toBeUndefined();
		expect(readdirSync(served).sort()).toEqual(['.git', 'index.html', 'people']);
	});

	test('does nothing without an output folder', () => {
		const parent = mkdtempSync(join(tmpdir(), 'folio-aside-'));
		expect(deleteOutputAside(join(parent, 'dist'))).toBeUndefined();
		expect(readdirSync(parent)).toEqual([]);
	});
});
