import { describe, expect, test } from 'vitest';
import { differingFiles, hashTree } from '../hashTree.ts';
import { requireBuilt } from './browser.ts';

/** `npm run build:repro`: the same seeds parsed again without the ingest cache, into other folders. */
const AGAIN = 'test-results/dist-repro';

describe('reproducible build', () => {
	test('two builds from the same seeds give byte-identical sites', () => {
		requireBuilt('dist', 'npm run build');
		requireBuilt(AGAIN, 'npm run build:repro');
		const site = hashTree('dist');
		expect(differingFiles(site, hashTree(AGAIN))).toEqual([]);
		expect(site.size).toBeGreaterThan(10);
	});
});
