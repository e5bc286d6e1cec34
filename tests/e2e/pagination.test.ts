import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectOrganisations } from '../../src/lib/collectOrganisations.ts';
import { collectPublications } from '../../src/lib/collectPublications.ts';
import { initialOf } from '../../src/lib/peoplePages.ts';
import { sortPeople } from '../../src/lib/sortPeople.ts';
import { launchBrowser, loadPeople, requireBuilt } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

/** `npm run build:subpath` builds the seeds with pages of two entries (FOLIO_PAGE_SIZE=2), so every list splits. */
const DIST = 'test-results/dist-subpath';
const BASE = '/lab/';
const PAGE_SIZE = 2;

const people = sortPeople(loadPeople());
const publications = collectPublications(people);

let server: StaticServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
	requireBuilt(DIST, 'npm run build:subpath');
	server = await serveStatic(DIST, BASE);
	browser = await launchBrowser();
	page = await browser.newPage();
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

/** Follows the pager's "Next" links from `start`, collecting `pick` from each page. */
async function walk(start: string, pick: (page: Page) => Promise<string[]>): Promise<string[][]> {
	const pages: string[][] = [];
	let url: string | undefined = start;
	while (url) {
		await page.goto(url);
		pages.push(await pick(page));
		const next = page.locator('nav a[rel="next"]');
		url = (await next.count()) > 0 ? new URL((await next.getAttribute('href'))!, page.url()).href : undefined;
		expect(pages.length, 'the pager loops').toBeLessThan(1000);
	}
	return pages;
}

const hrefs = (selector: string) => (p: Page) =>
	p.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href')!));

describe('lists split into pages', () => {
	test('the people pages hold everyone once, in name order, a page at a time; the letters lead to their pages', async () => {
		const pages = await walk(server.url, hrefs('main ul > li h2 a'));
		expect(pages.length).toBe(Math.ceil(people.length / PAGE_SIZE));
		for (const list of pages) expect(list.length).toBeLessThanOrEqual(PAGE_SIZE);
		expect(pages.flat()).toEqual(people.map((p) => `${BASE}people/${p.slug}/`));

		await page.goto(server.url);
		const letters = await page
			.getByRole('navigation', { name: 'People by first letter' })
			.locator('a')
			.evaluateAll((els) => els.map((el) => [el.textContent!.trim(), el.getAttribute('href')!] as const));
		expect(letters.map(([letter]) => letter)).toEqual([...new Set(people.map(initialOf))]);
		for (const [letter, href] of letters) {
			await page.goto(new URL(href, server.url).href);
			const shown = await hrefs('main ul > li h2 a')(page);
			const first = people.find((p) => initialOf(p) === letter)!;
			expect(shown, letter).toContain(`${BASE}people/${first.slug}/`);
		}
	});

	test('the publication pages hold every publication once, newest first, with every year counted and linked', async () => {
		const pages = await walk(`${server.url}publications/`, (p) =>
			p.locator('[data-listing] li[data-pub]').evaluateAll((els) => els.map((el) => el.id))
		);
		expect(pages.length).toBeGreaterThan(1);
		for (const list of pages) expect(list.length).toBeLessThanOrEqual(PAGE_SIZE);
		expect(pages.flat()).toEqual(publications.map((p) => p.anchor));

		await page.goto(`${server.url}publications/`);
		const counts = await page.locator('section[aria-labelledby="counts-year"] li').evaluateAll((els) =>
			els.map((el) => ({ label: el.querySelector('a')!.textContent!.trim(), href: el.querySelector('a')!.getAttribute('href')!, count: Number(/\((\d+)\)/.exec(el.textContent!)![1]) }))
		);
		const perYear = new Map<string, number>();
		for (const p of publications) {
			const label = p.publication.year === undefined ? 'Year not stated' : String(p.publication.year);
			perYear.set(label, (perYear.get(label) ?? 0) + 1);
		}
		expect(counts.map((c) => [c.label, c.count])).toEqual([...perYear]);
		// Each year's link opens the page where the year begins, at its heading.
		for (const { label, href } of counts) {
			await page.goto(new URL(href, server.url).href);
			const id = new URL(href, server.url).hash.slice(1);
			expect(await page.locator(`h2[id="${id}"]`).innerText(), label).toMatch(new RegExp(`^${label}`));
		}
	});

	test('an organisation with more people than a page lists them over its pages', async () => {
		const big = collectOrganisations(people).find((o) => o.members.length > PAGE_SIZE);
		expect(big, 'the seeds have an organisation with more people than a page').toBeDefined();
		const pages = await walk(`${server.url}organisations/${big!.anchor}/`, hrefs('main > ul > li > a'));
		expect(pages.length).toBe(Math.ceil(big!.members.length / PAGE_SIZE));
		expect(pages.flat()).toEqual(big!.members.map((m) => `${BASE}people/${m.person.slug}/`));
	});
});
