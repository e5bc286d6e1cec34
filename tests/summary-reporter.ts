import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain "N passed, N failed" line, which CI systems read without knowing vitest. */
export default class SummaryReporter implements Reporter {
	onTestRunEnd(modules: readonly TestModule[]): void {
		let passed = 0;
		let failed = 0;
		let skipped = 0;
		for (const m of modules) {
			for (const t of m.children.allTests()) {
				const state = t.result().state;
				if (state === 'passed') passed++;
				else if (state === 'failed') failed++;
				else skipped++;
			}
		}
		process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
	}
}
