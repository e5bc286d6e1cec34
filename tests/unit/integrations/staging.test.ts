import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mergeInto, stagingBeside, writeIfChanged } from '../../../src/integrations/staging.ts';
import { tempDir } from '../tempDir.ts';

const write = (path: string, text: string) => {
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, text);
};

describe('stagingBeside', () => {
	test('makes an empty folder beside the output, creating the output’s parent on a fresh clone', () => {
		const root = tempDir('folio-stage-');
		const out = join(root, 'test-results', 'dist-subpath');
		const staging = stagingBeside(out);
		expect(dirname(staging)).toBe(dirname(out));
		expect(readdirSync(staging)).toEqual([]);
		expect(existsSync(out)).toBe(false);
	});
});

/** A day ago: what a file of the last build is dated, so that being marked as this build's shows. */
const yesterday = new Date(Date.now() - 86_400_000);
const isThisBuilds = (path: string) => statSync(path).mtimeMs > yesterday.getTime() + 60_000;

describe('writeIfChanged', () => {
	test('writes a new file, making its folder, and a changed one over the last', () => {
		const dist = tempDir('folio-write-');
		write(join(dist, 'people/ada.json'), '{"name":"Ada"}');
		writeIfChanged(join(dist, 'people/ada.json'), '{"name":"Ada Lovelace"}');
		writeIfChanged(join(dist, 'publications/lovelace-1843.bib'), '@article{…}');
		expect(readFileSync(join(dist, 'people/ada.json'), 'utf8')).toBe('{"name":"Ada Lovelace"}');
		expect(readFileSync(join(dist, 'publications/lovelace-1843.bib'), 'utf8')).toBe('@article{…}');
	});

	test('leaves a file that holds the same text as it is, marked as this build’s', () => {
		const dist = tempDir('folio-write-');
		const path = join(dist, 'people/ada.json');
		write(path, '{"name":"Ada"}');
		utimesSync(path, yesterday, yesterday);
		const inode = statSync(path).ino;
		writeIfChanged(path, '{"name":"Ada"}');
		expect(statSync(path).ino).toBe(inode);
		expect(isThisBuilds(path)).toBe(true);
	});
});

describe('mergeInto', () => {
	test('puts every staged file where the site lays it out, beside the pages already there', () => {
		const root = tempDir('folio-merge-');
		const [staging, dist] = [join(root, 'staging'), join(root, 'dist')];
		write(join(dist, 'people/ada/index.html'), 'page');
		write(join(staging, 'people/ada.json'), 'json');
		write(join(staging, 'people/ada/resume.json'), 'resume');
		write(join(staging, 'pagefind/pagefind.js'), 'search');
		mergeInto(staging, dist);
		expect(readdirSync(join(dist, 'people/ada')).sort()).toEqual(['index.html', 'resume.json']);
		expect(readFileSync(join(dist, 'people/ada.json'), 'utf8')).toBe('json');
		expect(readFileSync(join(dist, 'pagefind/pagefind.js'), 'utf8')).toBe('search');
		expect(readdirSync(staging)).toEqual(['people']);
	});

	test('leaves a file the output already holds with the same bytes, marked as this build’s', () => {
		const root = tempDir('folio-merge-');
		const [staging, dist] = [join(root, 'staging'), join(root, 'dist')];
		write(join(dist, 'pagefind/pagefind.js'), 'search');
		write(join(dist, 'pagefind/index/en_1.pf_index'), 'old words');
		utimesSync(join(dist, 'pagefind/pagefind.js'), yesterday, yesterday);
		write(join(staging, 'pagefind/pagefind.js'), 'search');
		write(join(staging, 'pagefind/index/en_1.pf_index'), 'new words');
		mergeInto(staging, dist);
		expect(isThisBuilds(join(dist, 'pagefind/pagefind.js'))).toBe(true);
		expect(readFileSync(join(dist, 'pagefind/index/en_1.pf_index'), 'utf8')).toBe('new words');
		// The same file stays in the staging folder, which is deleted with it; the changed one moved.
		expect(existsSync(join(staging, 'pagefind/pagefind.js'))).toBe(true);
		expect(existsSync(join(staging, 'pagefind/index/en_1.pf_index'))).toBe(false);
	});
});
