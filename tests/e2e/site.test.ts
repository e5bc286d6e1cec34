import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normaliseTitle } from '../../src/lib/normaliseTitle.ts';
import { normaliseOrgName } from '../../src/lib/normaliseOrgName.ts';
import { organisationAnchor } from '../../src/lib/organisationAnchor.ts';
import { titleAnchor } from '../../src/lib/titleAnchor.ts';
import { venueAnchor } from '../../src/lib/venueAnchor.ts';
import { venueOf } from '../../src/lib/venueOf.ts';
import type { Profile } from '../../src/schema/profile.ts';
import { launchBrowser, loadPeople, requireBuilt, settings } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

const people: Profile[] = loadPeople();

const label = (p: Profile) => p.name ?? `Unnamed profile (${p.slug})`;
const squash = (text: string) => text.replace(/\s+/g, ' ');

/** The seed document's text, whitespace-squashed, to check what the page shows against the source. */
const seedText = (p: Profile) => squash(readFileSync(join(settings.seeds, p.source.file), 'utf8'));

/** Titles of a person's publications that their seed file states verbatim. */
const titlesInSeed = (p: Profile) =>
	p.publications.map((pub) => pub.title).filter((t) => seedText(p).includes(t));

// The person to click through to: named, with the most publications that the seed states verbatim.
const subject = people
	.filter((p) => p.name !== null && titlesInSeed(p).length > 0)
	.sort((a, b) => titlesInSeed(b).length - titlesInSeed(a).length)[0];

const distinctTitles = new Set(
	people.flatMap((p) => p.publications.map((pub) => normaliseTitle(pub.title)))
);

let server: StaticServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	server = await serveStatic('dist', settings.base);
	browser = await launchBrowser();
	page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

/** Landmarks and headings every page must have; no client JavaScript ships unless a page needs it. */
async function expectPageBasics(p: Page, scripts = 0) {
	expect(await p.locator('h1').count()).toBe(1);
	expect(await p.locator('html').getAttribute('lang')).toBe('en');
	expect(await p.locator('header, main, footer, nav').count()).toBeGreaterThanOrEqual(4);
	expect(await p.locator('script:not([type="application/ld+json"])').count()).toBe(scripts);
}

describe('folio site', () => {
	test('content has people and a subject with publications found in its seed', () => {
		expect(people.length).toBeGreaterThan(0);
		expect(
			subject,
			'no named profile has a publication title that appears verbatim in its seed'
		).toBeDefined();
	});

	test('home lists every person, linked to their page', async () => {
		await page.goto(server.url);
		await expectPageBasics(page);
		for (const person of people) {
			const link = page.locator(`main a[href="${settings.base}people/${person.slug}/"]`);
			await expect(link.textContent()).resolves.toContain(label(person));
		}
		expect(await page.locator('main h2').count()).toBe(people.length);
	});

	test('a person page shows the profile and the publications its seed lists', async () => {
		const person = subject!;
		await page.goto(server.url);
		await page.getByRole('link', { name: label(person), exact: true }).click();
		await page.waitForURL(`**/people/${person.slug}/`);
		await expectPageBasics(page);
		expect(squash(await page.locator('h1').innerText())).toContain(label(person));
		const text = squash(await page.locator('main').innerText());
		for (const title of titlesInSeed(person)) expect(text).toContain(title);
		for (const pub of person.publications) expect(text).toContain(pub.title);
		for (const interest of person.interests) expect(text).toContain(interest);
		expect(text).toContain(`source: ${person.source.file}`);
		// A section per non-empty kind, and none for empty kinds.
		const kinds = {
			education: 'Education',
			experience: 'Experience',
			publications: 'Publications',
			awards: 'Awards',
			talks: 'Talks',
			service: 'Service',
			teaching: 'Teaching',
			projects: 'Projects',
		} as const;
		for (const [key, heading] of Object.entries(kinds)) {
			const count = await page
				.getByRole('heading', { level: 2, name: heading, exact: true })
				.count();
			expect(count, heading).toBe(person[key as keyof typeof kinds].length > 0 ? 1 : 0);
		}
		// The person's own name is highlighted wherever it appears in an author list.
		const ownAuthorships = person.publications.filter((pub) =>
			pub.authors.includes(person.name!)
		).length;
		expect(await page.locator('main li strong', { hasText: person.name! }).count()).toBe(
			ownAuthorships
		);
	});

	test('the publication index lists every distinct publication once, linked to who lists it', async () => {
		const person = subject!;
		await page.goto(`${server.url}people/${person.slug}/`);
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Publications' })
			.click();
		await page.waitForURL('**/publications/');
		// The filters' small script, and nothing else.
		await expectPageBasics(page, 1);
		const items = page.locator('main li[id^="pub-"]');
		expect(await items.count()).toBe(distinctTitles.size);
		const ids = await items.evaluateAll((els) => els.map((el) => el.id));
		expect(new Set(ids).size).toBe(ids.length);
		for (const pub of person.publications) {
			const item = items.filter({ hasText: pub.title });
			expect(await item.count(), pub.title).toBe(1);
			const listedBy = item.locator('p', { hasText: 'Listed by' });
			expect(
				await listedBy.locator(`a[href="${settings.base}people/${person.slug}/"]`).count()
			).toBe(1);
		}
		const first = person.publications[0]!;
		await items
			.filter({ hasText: first.title })
			.locator('p', { hasText: 'Listed by' })
			.getByRole('link', { name: label(person) })
			.click();
		await page.waitForURL(`**/people/${person.slug}/`);
	});

	test('each /people/<slug>.json is the validated profile', async () => {
		for (const person of people) {
			const res = await fetch(`${server.url}people/${person.slug}.json`);
			expect(res.status).toBe(200);
			expect(JSON.parse(await res.text())).toEqual(JSON.parse(JSON.stringify(person)));
		}
	});

	test('an unknown address gets the 404 page', async () => {
		const res = await page.goto(`${server.url}no-such-page/`);
		expect(res?.status()).toBe(404);
		expect(await page.locator('h1').innerText()).toBe('Page not found');
	});

	test('each publication on a person page links to its own page, which offers its BibTeX', async () => {
		const person = subject!;
		await page.goto(`${server.url}people/${person.slug}/`);
		for (const pub of person.publications) {
			const href = `${settings.base}publications/${titleAnchor(pub.title)}/`;
			expect(await page.locator(`main a[href="${href}"]`).count(), pub.title).toBeGreaterThan(0);
		}
		const first = person.publications[0]!;
		await page.getByRole('link', { name: first.title, exact: true }).first().click();
		await page.waitForURL(`**/publications/${titleAnchor(first.title)}/`);
		await expectPageBasics(page);
		expect(squash(await page.locator('h1').innerText())).toBe(squash(first.title));
		const bibtex = await page.locator('pre').innerText();
		expect(bibtex).toMatch(/^@\w+\{[a-z0-9]+,/);
		const bibHref = await page.getByRole('link', { name: /\.bib file/ }).getAttribute('href');
		const file = await fetch(new URL(bibHref!, page.url()));
		expect(file.status).toBe(200);
		expect((await file.text()).trim()).toBe(bibtex.trim());
		// The way back: its entry on the index.
		await page.getByRole('link', { name: 'All publications' }).click();
		await page.waitForURL(`**/publications/#${titleAnchor(first.title)}`);
	});

	test('the organisations index links each place to its page, which has everyone who studied or worked there', async () => {
		await page.goto(server.url);
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organisations' }).click();
		await page.waitForURL('**/organisations/');
		await expectPageBasics(page);
		const expected = new Map<string, Set<string>>();
		for (const person of people) {
			const names = [...person.education.map((e) => e.institution), ...person.experience.map((e) => e.organization)];
			for (const name of names.filter((n) => normaliseOrgName(n))) {
				const anchor = organisationAnchor(name);
				expected.set(anchor, (expected.get(anchor) ?? new Set()).add(person.slug));
			}
		}
		for (const anchor of expected.keys()) {
			expect(await page.locator(`main a[href="${settings.base}organisations/${anchor}/"]`).count(), anchor).toBe(1);
		}
		for (const [anchor, slugs] of expected) {
			await page.goto(`${server.url}organisations/${anchor}/`);
			await expectPageBasics(page);
			for (const slug of slugs) {
				expect(await page.locator(`main a[href="${settings.base}people/${slug}/"]`).count(), `${anchor}: ${slug}`).toBe(1);
			}
		}
	});

	test('the venues index links each venue to its page, which lists its publications', async () => {
		await page.goto(server.url);
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' }).click();
		await page.waitForURL('**/venues/');
		await expectPageBasics(page);
		const expected = new Map<string, Set<string>>();
		for (const pub of people.flatMap((p) => p.publications)) {
			const venue = venueOf(pub);
			if (!venue) continue;
			expected.set(venueAnchor(venue), (expected.get(venueAnchor(venue)) ?? new Set()).add(titleAnchor(pub.title)));
		}
		for (const anchor of expected.keys()) {
			expect(await page.locator(`main a[href="${settings.base}venues/${anchor}/"]`).count(), anchor).toBe(1);
		}
		for (const [anchor, titles] of expected) {
			await page.goto(`${server.url}venues/${anchor}/`);
			await expectPageBasics(page);
			for (const title of titles) {
				expect(await page.locator(`main a[href="${settings.base}publications/${title}/"]`).count(), `${anchor}: ${title}`).toBe(1);
			}
		}
	});
});
