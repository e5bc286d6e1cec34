import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mergeInto, moveStagedFiles, stagingBeside } from '../../../src/integrations/staging.ts';

const write = (path: string, text: string) => {
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, text);
};

describe('stagingBeside', () => {
	test('makes an empty folder beside the output, creating the output’s parent on a fresh clone', () => {
		const root = mkdtempSync(join(tmpdir(), 'folio-stage-'));
		const out = join(root, 'test-results', 'dist-subpath');
		const staging = stagingBeside(out);
		expect(dirname(staging)).toBe(dirname(out));
		expect(readdirSync(staging)).toEqual([]);
		expect(existsSync(out)).toBe(false);
	});
});

describe('moveStagedFiles', () => {
	test('moves numbered files to their site paths, beside the pages and into folders no page made', () => {
		const root = mkdtempSync(join(tmpdir(), 'folio-move-'));
		const [staging, dist] = [join(root, 'staging'), join(root, 'dist')];
		write(join(dist, 'people/ada/index.html'), 'page');
		['json', 'resume', 'bib'].forEach((text, i) => write(join(staging, String(i)), text));
		moveStagedFiles(staging, ['/people/ada.json', '/people/ada/resume.json', '/publications/lovelace-1843.bib'], dist);
		expect(readdirSync(join(dist, 'people/ada')).sort()).toEqual(['index.html', 'resume.json']);
		expect(readFileSync(join(dist, 'people/ada.json'), 'utf8')).toBe('json');
		expect(readFileSync(join(dist, 'people/ada/resume.json'), 'utf8')).toBe('resume');
		expect(readFileSync(join(dist, 'publications/lovelace-1843.bib'), 'utf8')).toBe('bib');
		expect(readdirSync(staging)).toEqual([]);
	});
});

describe('mergeInto', () => {
	test('puts every staged file where the site lays it out, beside the pages already there', () => {
		const root = mkdtempSync(join(tmpdir(), 'folio-merge-'));
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
});
