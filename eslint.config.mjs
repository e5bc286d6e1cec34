// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	{ ignores: ['dist/', '.astro/', '.cache/', 'node_modules/', 'content/', 'test-results/', 'src/env.d.ts'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.ts', '**/*.mjs'],
		languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
		rules: {
			// Unused values are already reported by tsc (noUnusedLocals); "_"-prefixed ones are deliberate.
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
);
