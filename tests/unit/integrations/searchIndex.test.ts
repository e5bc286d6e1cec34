import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeSearchIndex } from '../../../src/integrations/searchIndex.ts';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { makeProfile, pub } from '../lib/makeProfile.ts';

const people = (title: string) => [
	makeProfile({ slug: 'ada', name: 'Ada Lovelace', publications: [pub('Notes on the Analytical Engine', { year: 2023 }), pub(title, { year: 2024 })] }),
];

/** Every file under a folder with its bytes, by relative path. */
function tree(dir: string): Map<string, string> {
	const files = (readdirSync(dir, { recursive: true, withFileTypes: true }))
		.filter((e) => e.isFile())
		.map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
	return new Map(files.sort().map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

describe('writeSearchIndex', () => {
	test('with a cache, the same records give a copy of the last index; other records a new index', async () => {
		const root = mkdtempSync(join(tmpdir(), 'folio-search-'));
		const cache = join(root, 'cache');
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'first'), cache);
		const first = tree(join(root, 'first'));
		expect([...first.keys()]).toContain('pagefind.js');

		// A file only the cached copy has shows which way the second build went.
		writeFileSync(join(cache, 'search-index', 'from-cache.txt'), '');
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'again'), cache);
		expect(existsSync(join(root, 'again', 'from-cache.txt'))).toBe(true);

		await writeSearchIndex(collectPublications(people('Sketch of the Difference Engine')), join(root, 'changed'), cache);
		expect(existsSync(join(root, 'changed', 'from-cache.txt'))).toBe(false);
		expect(tree(join(root, 'changed'))).not.toEqual(first);
		// The new index replaced the old one in the cache.
		expect(tree(join(cache, 'search-index'))).toEqual(tree(join(root, 'changed')));
	});

	test('without a cache, it indexes every time and keeps nothing', async () => {
		const root = mkdtempSync(join(tmpdir(), 'folio-search-'));
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'out'));
		expect(readdirSync(root)).toEqual(['out']);
		expect(tree(join(root, 'out')).size).toBeGreaterThan(3);
	});
});
