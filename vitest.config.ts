import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		projects: [
			{ test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
			{
				// Browser tests share one built dist/ and one Chromium; run their files one after another.
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					environment: 'node',
					fileParallelism: false,
					testTimeout: 60_000,
					hookTimeout: 120_000,
					sequence: { groupOrder: 2 },
				},
			},
			{
				// Builds sites of their own: after the unit tests and before the browser tests, so Lighthouse never shares the CPU with a build.
				test: {
					name: 'build',
					include: ['tests/build/**/*.test.ts'],
					environment: 'node',
					fileParallelism: false,
					testTimeout: 300_000,
					hookTimeout: 300_000,
					sequence: { groupOrder: 1 },
				},
			},
		],
	},
});
