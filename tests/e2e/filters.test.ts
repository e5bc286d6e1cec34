import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../src/lib/collectPublications.ts';
import { venueAnchor } from '../../src/lib/venueAnchor.ts';
import { venueOf } from '../../src/lib/venueOf.ts';
import { useBrowser, loadPeople, settings, watchPage } from './browser.ts';
import { serveStatic } from './serve.ts';

// Expected results come from the same merged list the page was built from.
const people = loadPeople();
const publications = collectPublications(people);
/** Entries shown: the page's own list (ids), or search results (data-anchor). */
const visibleIds = (page: Page) =>
	page.locator('li[data-pub]:visible').evaluateAll((els) => els.map((el) => el.id || (el as HTMLElement).dataset['anchor']!).sort());
const idsWhere = (keep: (p: (typeof publications)[number]) => boolean) =>
	publications.filter(keep).map((p) => p.anchor).sort();

/** The seeds site on one page, and the same seeds built under /lab/ with pages of two (npm run build:subpath). */
const SITES = [
	{ name: 'one page', dir: 'dist', base: settings.base, command: 'npm run build' },
	{ name: 'many pages', dir: 'test-results/dist-subpath', base: '/lab/', command: 'npm run build:subpath' },
] as const;

const browser = useBrowser(SITES);

describe('publication index filters', () => {
	test('without JavaScript the whole list, counts and BibTeX are there and no dead form shows', async () => {
		const server = await serveStatic('dist', settings.base);
		const context = await browser().newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${server.url}publications/`);
		expect(await page.locator('#publication-filters').isVisible()).toBe(false);
		expect(await visibleIds(page)).toEqual(idsWhere(() => true));
		expect(await page.locator('li[data-pub] details pre').count()).toBe(publications.length);
		const perYear = page.locator('section[aria-labelledby="counts-year"] li');
		const years = new Set(publications.map((p) => p.publication.year));
		expect(await perYear.count()).toBe(years.size);
		await context.close();
		await server.close();
	});

	test.each(SITES)('$name: year, type, venue, person and text search every publication; the address keeps them', async ({ dir, base }) => {
		const server = await serveStatic(dir, base);
		const page = await browser().newPage();
		const watch = await watchPage(page);
		await page.goto(`${server.url}publications/`);
		const form = page.locator('#publication-filters');
		await form.waitFor({ state: 'visible' });
		const all = idsWhere(() => true);
		const onFirstPage = await visibleIds(page);
		const status = form.locator('[data-status]');
		/** Results of a search, once it has answered. */
		const more = page.locator('[data-more]');
		const results = async () => {
			await page.locator('[data-results]').waitFor({ state: 'visible' });
			await expect.poll(() => status.innerText()).toMatch(/^Showing \d+ of \d+ (matching )?publications/);
			// Results come a batch at a time; ask for the rest.
			while (await more.isVisible()) {
				const before = await status.innerText();
				await more.click();
				await expect.poll(() => status.innerText()).not.toBe(before);
			}
			expect(await status.innerText()).toMatch(/^Showing \d+ of \d+ publications$/);
			return visibleIds(page);
		};
		const clear = async () => {
			await form.getByRole('button', { name: 'Clear filters' }).click();
			await expect.poll(() => visibleIds(page)).toEqual(onFirstPage);
		};

		const year = publications.find((p) => p.publication.year !== undefined)!.publication.year!;
		await form.getByLabel('Year', { exact: true }).selectOption(String(year));
		expect(await results()).toEqual(idsWhere((p) => p.publication.year === year));
		// Results replace the page's own list while a filter is on.
		expect(await page.locator('[data-listing]').isVisible()).toBe(false);
		expect(page.url()).toContain(`year=${year}`);
		await clear();

		// The commonest type: on the seeds, more results than one batch, so "Show more" is used.
		const types = publications.flatMap((p) => (p.publication.type ? [p.publication.type] : []));
		const typed = types.sort((a, b) => types.filter((t) => t === b).length - types.filter((t) => t === a).length)[0]!;
		await form.getByLabel('Type', { exact: true }).selectOption(typed);
		expect(await results()).toEqual(idsWhere((p) => p.publication.type === typed));
		await clear();

		// The last venue and person in the list: on a paginated site, far from the first page.
		const withVenue = publications.filter((p) => venueOf(p.publication)).at(-1)!;
		const venue = venueAnchor(venueOf(withVenue.publication)!);
		await form.getByLabel('Venue', { exact: true }).selectOption(venue);
		expect(await results()).toEqual(
			idsWhere((p) => venueOf(p.publication) !== undefined && venueAnchor(venueOf(p.publication)!) === venue)
		);
		await clear();

		const person = people.filter((p) => p.publications.length > 0).at(-1)!;
		await form.getByLabel('Person', { exact: true }).selectOption(person.slug);
		expect(await results()).toEqual(idsWhere((p) => p.listedBy.some((r) => r.slug === person.slug)));
		await clear();

		// A distinctive title word finds its paper wherever it is listed; words match regardless of case.
		const target = publications.at(-1)!;
		const word = target.publication.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.replace(/\W+$/, '');
		await form.getByLabel(/Search/).fill(word.toUpperCase());
		const found = await results();
		expect(found).toContain(target.anchor);
		expect(found.length).toBeLessThan(all.length);
		expect(await status.innerText()).toBe(`Showing ${found.length} of ${all.length} publications`);

		// The filtered view is an address: reloading it shows the same list.
		await page.reload();
		await form.waitFor({ state: 'visible' });
		expect(await results()).toEqual(found);
		await page.close();
		await server.close();
		// All of it under the page's Content-Security-Policy, which refused nothing.
		expect([...watch.violations, ...watch.errors, ...watch.dialogs]).toEqual([]);
	});
});
