import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { htmlPages, launchBrowser, requireBuilt, settings } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

// axe-core's own bundle, injected into each page as the axe browser extensions do.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
	id: string;
	impact: string | null;
	help: string;
	nodes: { target: string[] }[];
}

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	server = await serveStatic('dist', settings.base);
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

describe('accessibility (axe-core)', () => {
	test.each(['light', 'dark'] as const)('no page has a violation in the %s scheme', async (colorScheme) => {
		// axe is injected as an inline script, which the pages' own CSP rightly refuses; the test steps around it.
		const page = await browser.newPage({ colorScheme, bypassCSP: true });
		const found: string[] = [];
		const pages = htmlPages('dist');
		for (const path of pages) {
			await page.goto(`${server.url}${path}`);
			await page.addScriptTag({ content: AXE_SOURCE });
			const violations = await page.evaluate(
				async () => (await (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe.run()).violations
			);
			for (const v of violations) {
				found.push(`${path || '/'}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
			}
		}
		await page.close();
		console.log(`axe (${colorScheme}): ${pages.length} pages, ${found.length} violations`);
		expect(found).toEqual([]);
	});
});
