import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { requireBuilt } from './browser.ts';

/** The most HTML one page may weigh: lists split into pages long before they reach it. */
const MAX_HTML_BYTES = 300 * 1024;

/**
 * The builds `npm test` makes, and any others named in FOLIO_CHECK_DIST (comma-separated), e.g. a
 * large generated corpus: `FOLIO_CHECK_DIST=.cache/scale/dist-1000 npx vitest run tests/e2e/size.test.ts`.
 */
const DIRS = [
	'dist',
	'test-results/dist-subpath',
	'test-results/dist-hostile',
	...(process.env['FOLIO_CHECK_DIST']?.split(',').filter(Boolean) ?? []),
];

describe('page weight', () => {
	test.each(DIRS)(`no HTML page in %s is larger than ${MAX_HTML_BYTES / 1024} KB`, (dir) => {
		requireBuilt(dir, 'npm run build');
		const pages = (readdirSync(dir, { recursive: true }) as string[])
			.filter((file) => file.endsWith('.html'))
			.map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
			.sort((a, b) => b.bytes - a.bytes);
		const largest = pages.slice(0, 3).map((p) => `${p.file} ${(p.bytes / 1024).toFixed(1)} KB`);
		console.log(`${dir}: ${pages.length} pages; largest ${largest.join(', ')}`);
		expect(pages.filter((p) => p.bytes > MAX_HTML_BYTES).map((p) => `${p.file}: ${p.bytes} bytes`)).toEqual([]);
	});
});
