import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { crawl } from './crawl.ts';
import { htmlPages, launchBrowser, requireBuilt, settings } from './browser.ts';
import { serveStatic } from './serve.ts';

/** The second build `npm test` makes, under a sub-path, to prove the base setting holds. */
const SUBPATH_DIST = 'test-results/dist-subpath';
const SUBPATH_BASE = '/lab/';

let browser: Browser;

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	requireBuilt(SUBPATH_DIST, 'npm run build:subpath');
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser?.close();
});

describe('internal links', () => {
	test('every internal link from the home page resolves, fragments included; page weights recorded', async () => {
		const server = await serveStatic('dist', settings.base);
		try {
			const result = await crawl(browser, server.url);
			expect(result.broken).toEqual([]);
			// The crawl reaches every page the build wrote, except the 404 page nothing links to.
			const reached = [...result.status.keys()].map((url) => url.slice(server.url.length));
			for (const path of htmlPages('dist').filter((p) => p !== '404.html')) expect(reached).toContain(path);

			mkdirSync('test-results', { recursive: true });
			writeFileSync(
				'test-results/links.json',
				`${JSON.stringify({ pages: result.weights.length, urls: result.status.size, links: result.linkCount, weights: result.weights }, null, 2)}\n`
			);
			console.log(
				`links: ${result.linkCount} internal links to ${result.status.size} URLs checked on ${result.weights.length} pages`
			);
		} finally {
			await server.close();
		}
	});

	test(`a build under ${SUBPATH_BASE} keeps every internal link inside the sub-path and resolving`, async () => {
		const server = await serveStatic(SUBPATH_DIST, SUBPATH_BASE);
		try {
			const result = await crawl(browser, server.url);
			expect(result.broken).toEqual([]);
			expect(result.weights.length).toBe(htmlPages(SUBPATH_DIST).length - 1);
		} finally {
			await server.close();
		}
	});
});
