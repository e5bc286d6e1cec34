import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectPublications } from '../../src/lib/collectPublications.ts';
import { venueAnchor } from '../../src/lib/venueAnchor.ts';
import { venueOf } from '../../src/lib/venueOf.ts';
import { launchBrowser, loadPeople, requireBuilt, settings, watchPage } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

// Expected results come from the same merged list the page was built from.
const people = loadPeople();
const publications = collectPublications(people);
const visibleIds = (page: Page) =>
	page.locator('li[data-pub]:visible').evaluateAll((els) => els.map((el) => el.id).sort());
const idsWhere = (keep: (p: (typeof publications)[number]) => boolean) =>
	publications.filter(keep).map((p) => p.anchor).sort();

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

describe('publication index filters', () => {
	test('without JavaScript the whole list, counts and BibTeX are there and no dead form shows', async () => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${server.url}publications/`);
		expect(await page.locator('#publication-filters').isVisible()).toBe(false);
		expect(await visibleIds(page)).toEqual(idsWhere(() => true));
		expect(await page.locator('li[data-pub] details pre').count()).toBe(publications.length);
		const perYear = page.locator('section[aria-labelledby="counts-year"] li');
		const years = new Set(publications.map((p) => p.publication.year));
		expect(await perYear.count()).toBe(years.size);
		await context.close();
	});

	test('year, type, venue and person narrow the list, and so does text; the address keeps them', async () => {
		const page = await browser.newPage();
		const watch = await watchPage(page);
		await page.goto(`${server.url}publications/`);
		const form = page.locator('#publication-filters');
		await form.waitFor({ state: 'visible' });
		const all = idsWhere(() => true);
		expect(await visibleIds(page)).toEqual(all);

		const year = publications.find((p) => p.publication.year !== undefined)!.publication.year!;
		await form.getByLabel('Year', { exact: true }).selectOption(String(year));
		expect(await visibleIds(page)).toEqual(idsWhere((p) => p.publication.year === year));
		// Year sections with nothing left are hidden too.
		expect(await page.locator('section[data-year-section]:visible').count()).toBe(1);
		expect(page.url()).toContain(`year=${year}`);

		await form.getByRole('button', { name: 'Clear filters' }).click();
		await expect.poll(() => visibleIds(page)).toEqual(all);

		const typed = publications.find((p) => p.publication.type)!.publication.type!;
		await form.getByLabel('Type', { exact: true }).selectOption(typed);
		expect(await visibleIds(page)).toEqual(idsWhere((p) => p.publication.type === typed));
		await form.getByRole('button', { name: 'Clear filters' }).click();

		const withVenue = publications.find((p) => venueOf(p.publication))!;
		const venue = venueAnchor(venueOf(withVenue.publication)!);
		await form.getByLabel('Venue', { exact: true }).selectOption(venue);
		expect(await visibleIds(page)).toEqual(
			idsWhere((p) => venueOf(p.publication) !== undefined && venueAnchor(venueOf(p.publication)!) === venue)
		);
		await form.getByRole('button', { name: 'Clear filters' }).click();

		const person = people.find((p) => p.publications.length > 0)!;
		await form.getByLabel('Person', { exact: true }).selectOption(person.slug);
		expect(await visibleIds(page)).toEqual(idsWhere((p) => p.listedBy.some((r) => r.slug === person.slug)));
		await form.getByRole('button', { name: 'Clear filters' }).click();

		// A distinctive title word finds its paper; words match regardless of case.
		const target = publications[0]!;
		const word = target.publication.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.replace(/\W+$/, '');
		await form.getByLabel(/Search/).fill(word.toUpperCase());
		const found = await visibleIds(page);
		expect(found).toContain(target.anchor);
		expect(found.length).toBeLessThan(all.length);
		expect(await form.locator('[data-status]').innerText()).toBe(`Showing ${found.length} of ${all.length} publications`);

		// The filtered view is an address: reloading it shows the same list.
		await page.reload();
		await form.waitFor({ state: 'visible' });
		expect(await visibleIds(page)).toEqual(found);
		await page.close();
		// All of it under the page's Content-Security-Policy, which refused nothing.
		expect([...watch.violations, ...watch.errors, ...watch.dialogs]).toEqual([]);
	});
});
