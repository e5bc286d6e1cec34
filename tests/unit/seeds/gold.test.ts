import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCORER = join(ROOT, '../shared/eval/score.mjs');
const GOLD = join(ROOT, '../shared/eval/gold');

interface Score {
	fieldF1: number;
	entryF1: number;
	docs: { stem: string; fieldF1: number; error?: string }[];
}

/** The hand-checked gold profiles live beside the repository (CI has them); the scorer runs our parse command. */
describe.runIf(existsSync(SCORER))('extraction against the hand-checked gold', () => {
	let score: Score;
	beforeAll(() => {
		const out = execFileSync(process.execPath, [SCORER, '--docs', 'seeds', '--gold', GOLD, '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
		score = JSON.parse(out) as Score;
	}, 150_000);

	test('field F1 is at least 95% and entry F1 at least 97%', () => {
		expect(score.fieldF1).toBeGreaterThanOrEqual(0.95);
		expect(score.entryF1).toBeGreaterThanOrEqual(0.97);
	});

	test('every seed parses without error and scores at least 90%', () => {
		for (const doc of score.docs) {
			expect(doc.error, doc.stem).toBeUndefined();
			expect(doc.fieldF1, doc.stem).toBeGreaterThanOrEqual(0.9);
		}
	});
});
