import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, launchBrowser } from '../e2e/chromium.ts';
import { serveStatic } from '../e2e/serve.ts';

/** How long the publication index takes to answer, as a person waits for it. */
export interface SearchTiming {
	/** The first query on a freshly loaded page: Pagefind's script, its index and the result fragments. */
	firstMs: number;
	/** The median of the queries after it. */
	nextMs: number;
}

/** Queries after the first; their median is the steady answer time. */
const NEXT_QUERIES = 5;

/** Title words of papers spread over the site: the longest word of each, from its content files. */
function queryWords(content: string, count: number): string[] {
	const dir = join(content, 'people');
	const titles = readdirSync(dir)
		.sort()
		.flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { publications: { title: string }[] }).publications.map((p) => p.title));
	const step = Math.max(1, Math.floor(titles.length / count));
	return Array.from({ length: count }, (_, i) => titles[(i * step) % titles.length] ?? '')
		.map((title) => title.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? '')
		.filter(Boolean);
}

/**
 * Types words into the index's search field in Chromium and times each, from the keystroke to the
 * results on screen: the 120 ms the form waits for a next key is part of what a person waits.
 * Nothing is timed without Debian's Chromium (the bench does not install it) or without papers.
 */
export async function timeSearch(dist: string, content: string): Promise<SearchTiming | undefined> {
	const words = queryWords(content, NEXT_QUERIES + 1);
	if (!existsSync(CHROMIUM) || words.length === 0) return undefined;
	const server = await serveStatic(dist);
	const browser = await launchBrowser();
	try {
		const page = await browser.newPage();
		await page.goto(`${server.url}publications/`);
		const form = page.locator('#publication-filters');
		await form.waitFor({ state: 'visible' });
		const search = form.getByLabel(/Search/);
		const idle = (await form.getAttribute('data-idle')) ?? '';
		/** Waits until the form's status line says `idle`, or, without it, that an answer is on screen. */
		const settled = (idleText?: string) =>
			page.waitForFunction(
				(expected) => {
					const status = document.querySelector('#publication-filters [data-status]')?.textContent ?? '';
					return expected === undefined ? /^(Showing|No publication)/.test(status) : status === expected;
				},
				idleText,
				{ polling: 5 },
			);
		const times: number[] = [];
		for (const word of words) {
			await search.fill('');
			await settled(idle);
			const start = performance.now();
			await search.fill(word);
			await settled();
			times.push(performance.now() - start);
		}
		const next = times.slice(1).sort((a, b) => a - b);
		return { firstMs: times[0]!, nextMs: next[Math.floor(next.length / 2)]! };
	} finally {
		await browser.close();
		await server.close();
	}
}
