import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeSearchIndex } from '../../../src/integrations/searchIndex.ts';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { hashTree } from '../../hashTree.ts';
import { makeProfile, pub } from '../lib/makeProfile.ts';
import { tempDir } from '../tempDir.ts';

const people = (title: string) => [
	makeProfile({ slug: 'ada', name: 'Ada Lovelace', publications: [pub('Notes on the Analytical Engine', { year: 2023 }), pub(title, { year: 2024 })] }),
];

describe('writeSearchIndex', () => {
	test('with a cache, the same records give a copy of the last index; other records a new index', async () => {
		const root = tempDir('folio-search-');
		const cache = join(root, 'cache');
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'first'), cache);
		const first = hashTree(join(root, 'first'));
		expect([...first.keys()]).toContain('pagefind.js');

		// A file only the cached copy has shows which way the second build went.
		writeFileSync(join(cache, 'search-index', 'from-cache.txt'), '');
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'again'), cache);
		expect(existsSync(join(root, 'again', 'from-cache.txt'))).toBe(true);

		await writeSearchIndex(collectPublications(people('Sketch of the Difference Engine')), join(root, 'changed'), cache);
		expect(existsSync(join(root, 'changed', 'from-cache.txt'))).toBe(false);
		expect(hashTree(join(root, 'changed'))).not.toEqual(first);
		// The new index replaced the old one in the cache.
		expect(hashTree(join(cache, 'search-index'))).toEqual(hashTree(join(root, 'changed')));
	});

	test('without a cache, it indexes every time and keeps nothing', async () => {
		const root = tempDir('folio-search-');
		await writeSearchIndex(collectPublications(people('Sketch of the Engine')), join(root, 'out'));
		expect(readdirSync(root)).toEqual(['out']);
		expect(hashTree(join(root, 'out')).size).toBeGreaterThan(3);
	});
});
