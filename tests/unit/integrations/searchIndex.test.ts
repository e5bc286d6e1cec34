import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stagingBeside } from '../../../src/integrations/searchIndex.ts';

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
