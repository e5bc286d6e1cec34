import type { Browser } from 'playwright-core';

export interface PageWeight {
	path: string;
	html: number;
	css: number;
	js: number;
	total: number;
}

export interface CrawlResult {
	/** Every internal URL reached (without fragment), with its HTTP status. */
	status: Map<string, number>;
	/** Internal link occurrences followed (a[href] and link[href]). */
	linkCount: number;
	/** Links that did not resolve: a non-200 target or a missing fragment id. */
	broken: string[];
	/** HTML+CSS+JS bytes each HTML page loads. */
	weights: PageWeight[];
}

const RESOURCE_TYPES = { document: 'html', stylesheet: 'css', script: 'js' } as const;

/**
 * Follows every internal link from `start` breadth-first, the way a visitor (or a link checker)
 * would: each HTML page is loaded in the browser, other files are fetched. A link resolves when
 * its target answers 200 and, if it has a fragment, the target page has an element with that id.
 * Links that leave `scope` (the origin plus base) are not internal and are not followed.
 */
export async function crawl(browser: Browser, start: string, scope = start): Promise<CrawlResult> {
	const page = await browser.newPage();
	const status = new Map<string, number>();
	const ids = new Map<string, Set<string>>();
	const fragments: { from: string; url: string; id: string }[] = [];
	const weights: PageWeight[] = [];
	const broken: string[] = [];
	const queue = [start];
	let linkCount = 0;
	const origin = new URL(start).origin;

	while (queue.length > 0) {
		const url = queue.shift()!;
		if (status.has(url)) continue;
		const probe = await fetch(url);
		status.set(url, probe.status);
		const type = probe.headers.get('content-type') ?? '';
		await probe.arrayBuffer();
		if (probe.status !== 200 || !type.startsWith('text/html')) continue;

		const weight: PageWeight = { path: url.slice(scope.length), html: 0, css: 0, js: 0, total: 0 };
		const sizes: Promise<void>[] = [];
		const onResponse = (response: import('playwright-core').Response) => {
			const kind = RESOURCE_TYPES[response.request().resourceType() as keyof typeof RESOURCE_TYPES];
			if (kind) sizes.push(response.body().then((body) => void (weight[kind] += body.length)));
		};
		page.on('response', onResponse);
		await page.goto(url, { waitUntil: 'load' });
		await Promise.all(sizes);
		page.off('response', onResponse);
		weight.total = weight.html + weight.css + weight.js;
		weights.push(weight);

		const found = await page.evaluate(() => ({
			hrefs: [...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>('a[href], link[href]')].map(
				(el) => el.href
			),
			ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
		}));
		ids.set(url, new Set(found.ids));
		for (const href of found.hrefs) {
			const target = new URL(href);
			if (target.origin !== origin) continue;
			linkCount++;
			const hash = decodeURIComponent(target.hash.slice(1));
			target.hash = '';
			const bare = target.href;
			if (!bare.startsWith(scope)) {
				broken.push(`${url} → ${href} (outside ${scope})`);
				continue;
			}
			if (hash) fragments.push({ from: url, url: bare, id: hash });
			if (!status.has(bare)) queue.push(bare);
		}
	}
	await page.close();

	for (const [url, code] of status) if (code !== 200) broken.push(`${url} answered ${code}`);
	for (const { from, url, id } of fragments) {
		if (status.get(url) === 200 && !ids.get(url)?.has(id)) broken.push(`${from} → ${url}#${id} (no such id)`);
	}
	return { status, linkCount, broken, weights };
}
