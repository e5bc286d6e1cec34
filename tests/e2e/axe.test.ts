import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlPages, useBrowser, settings } from './browser.ts';
import { serveStatic } from './serve.ts';

// axe-core's own bundle, injected into each page as the axe browser extensions do.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
	id: string;
	impact: string | null;
	help: string;
	nodes: { target: string[] }[];
}

/** The seeds on one page each, and split into pages of two under /lab/ (pagers, letters, year parts). */
const SITES = [
	{ name: 'seeds', dir: 'dist', base: settings.base, command: 'npm run build', schemes: ['light', 'dark'] },
	{ name: 'paginated', dir: 'test-results/dist-subpath', base: '/lab/', command: 'npm run build:subpath', schemes: ['light'] },
] as const;
const CASES = SITES.flatMap((site) => site.schemes.map((colorScheme) => ({ ...site, colorScheme })));

const browser = useBrowser(SITES);

/** axe's violations on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
	await page.addScriptTag({ content: AXE_SOURCE });
	const found = await page.evaluate(
		async () => (await (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe.run()).violations
	);
	return found.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A sweep visits every page (about 80–100 here, more as the seeds grow) and axe takes most of a
 * second on each: the limit is a guard against a hang, sized for the work, not a speed target.
 */
const SWEEP_TIMEOUT = 600_000;

describe('accessibility (axe-core)', () => {
	test.each(CASES)('no page of the $name site has a violation in the $colorScheme scheme', async ({ dir, base, colorScheme }) => {
		const server = await serveStatic(dir, base);
		// axe is injected as an inline script, which the pages' own CSP rightly refuses; the test steps around it.
		const page = await browser().newPage({ colorScheme, bypassCSP: true });
		const found: string[] = [];
		const pages = htmlPages(dir);
		for (const path of pages) {
			await page.goto(`${server.url}${path}`);
			found.push(...(await violations(page, path || '/')));
		}
		await page.close();
		await server.close();
		console.log(`axe (${dir}, ${colorScheme}): ${pages.length} pages, ${found.length} violations`);
		expect(found).toEqual([]);
	}, SWEEP_TIMEOUT);

	test.each(['light', 'dark'] as const)('search results have no violation in the %s scheme', async (colorScheme) => {
		const server = await serveStatic('dist', settings.base);
		const page = await browser().newPage({ colorScheme, bypassCSP: true });
		await page.goto(`${server.url}publications/?type=conference`);
		await page.locator('[data-results] li').first().waitFor();
		const found = await violations(page, 'publications/?type=conference');
		await page.close();
		await server.close();
		expect(found).toEqual([]);
	});
});
