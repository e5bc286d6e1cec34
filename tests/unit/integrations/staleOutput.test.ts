import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deleteUnchangedSince, fileSystemNow } from '../../../src/integrations/staleOutput.ts';
import { tempDir } from '../tempDir.ts';

/** A last build's output: pages in folders, a folder of a person since removed, and the repository a site may be deployed from. */
function lastBuild(): string {
	const out = tempDir('folio-stale-');
	const pages: [path: string, text: string][] = [
		['index.html', '<h1>People</h1>'],
		['people/ada/index.html', '<h1>Ada</h1>'],
		['people/ada.json', '{}'],
		['people/gone/index.html', '<h1>Removed since</h1>'],
		['.git/HEAD', 'ref: refs/heads/main\n'],
		['.git/objects/ab/cdef', 'blob'],
	];
	for (const [path, text] of pages) {
		mkdirSync(join(out, path, '..'), { recursive: true });
		writeFileSync(join(out, path), text);
	}
	return out;
}

/**
 * The start of the next build: a moment the file system's clock has moved past every change so
 * far in the output, links included (its clock ticks in steps of a few milliseconds, so a file and
 * the marker can share one).
 */
function nextBuildStart(out: string): bigint {
	const paths = [out, ...(readdirSync(out, { recursive: true }) as string[]).map((p) => join(out, p))];
	const last = paths.map((p) => lstatSync(p, { bigint: true }).ctimeNs).reduce((a, b) => (a > b ? a : b));
	for (;;) {
		const now = fileSystemNow(out);
		if (now > last) return now;
	}
}

const files = (dir: string): string[] => (readdirSync(dir, { recursive: true }) as string[]).filter((p) => !lstatSync(join(dir, p)).isDirectory()).sort();

describe('deleteUnchangedSince', () => {
	test("deletes what a build did not write, and the folders left empty; keeps what it wrote and the output's .git", () => {
		const out = lastBuild();
		const started = nextBuildStart(out);
		// The build: a page written again, a new page, and a file moved in from where it was staged.
		writeFileSync(join(out, 'index.html'), '<h1>People, again</h1>');
		mkdirSync(join(out, 'people/grace'), { recursive: true });
		writeFileSync(join(out, 'people/grace/index.html'), '<h1>Grace</h1>');
		const staged = join(tempDir('folio-staged-'), '0');
		writeFileSync(staged, '{"name":"Ada"}');
		renameSync(staged, join(out, 'people/ada.json'));

		expect(deleteUnchangedSince(out, started)).toBe(2);
		expect(files(out)).toEqual(['.git/HEAD', '.git/objects/ab/cdef', 'index.html', 'people/ada.json', 'people/grace/index.html']);
		expect(existsSync(join(out, 'people/gone'))).toBe(false);
		expect(existsSync(join(out, 'people/ada'))).toBe(false);
	});

	test('keeps the files named as this build\'s, though it left them as they were', () => {
		const out = lastBuild();
		const started = nextBuildStart(out);
		// A page Astro's incremental build reused where it stood.
		expect(deleteUnchangedSince(out, started, new Set([join(out, 'people/ada/index.html')]))).toBe(3);
		expect(files(out)).toEqual(['.git/HEAD', '.git/objects/ab/cdef', 'people/ada/index.html']);
	});

	test('a link goes as a link: what it points to stays', () => {
		const out = lastBuild();
		const elsewhere = tempDir('folio-elsewhere-');
		writeFileSync(join(elsewhere, 'photo.jpg'), 'jpeg');
		symlinkSync(elsewhere, join(out, 'photos'));
		const started = nextBuildStart(out);
		writeFileSync(join(out, 'index.html'), '<h1>People, again</h1>');

		deleteUnchangedSince(out, started);
		expect(readdirSync(out).sort()).toEqual(['.git', 'index.html']);
		expect(readdirSync(elsewhere)).toEqual(['photo.jpg']);
	});

	test('an output the build wrote whole keeps every file', () => {
		const out = tempDir('folio-stale-');
		const started = fileSystemNow(out);
		writeFileSync(join(out, 'index.html'), '<h1>People</h1>');
		expect(deleteUnchangedSince(out, started)).toBe(0);
		expect(readdirSync(out)).toEqual(['index.html']);
	});
});
