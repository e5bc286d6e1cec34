import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { requireBuilt } from './browser.ts';

/** `npm run build:repro`: the same seeds parsed again without the ingest cache, into other folders. */
const AGAIN = 'test-results/dist-repro';

/** Every file under a folder with the SHA-256 of its bytes, by relative path. */
function hashTree(root: string): Map<string, string> {
	const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => statSync(join(root, f)).isFile());
	return new Map(files.sort().map((f) => [f, createHash('sha256').update(readFileSync(join(root, f))).digest('hex')]));
}

describe('reproducible build', () => {
	test('two builds from the same seeds give byte-identical sites', () => {
		requireBuilt('dist', 'npm run build');
		requireBuilt(AGAIN, 'npm run build:repro');
		const first = hashTree('dist');
		const second = hashTree(AGAIN);
		const differ = [...new Set([...first.keys(), ...second.keys()])].filter((f) => first.get(f) !== second.get(f));
		expect(differ).toEqual([]);
		expect(first.size).toBeGreaterThan(10);
	});
});
