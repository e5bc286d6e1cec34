import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		projects: [
			{ test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
			{
				// Browser tests share one built dist/ and one Chromium; run their files one after another.
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					environment: 'node',
					fileParallelism: false,
					testTimeout: 60_000,
					hookTimeout: 120_000,
				},
			},
		],
	},
});
