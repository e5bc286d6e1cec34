import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSettings } from '../../src/config.ts';
import { normaliseTitle } from '../../src/lib/normaliseTitle.ts';
import { ProfileSchema, type Profile } from '../../src/schema/profile.ts';
import { serveStatic, type StaticServer } from './serve.ts';

const settings = loadSettings();
const SHOTS = 'test-results/screenshots';
const VIEWPORTS = [
	{ name: 'phone', width: 375, height: 812 },
	{ name: 'desktop', width: 1440, height: 900 },
] as const;

/** Facts come from the content the site was built from, never from names written into the test. */
const people: Profile[] = readdirSync(join(settings.content, 'people'))
	.filter((file) => file.endsWith('.json'))
	.map((file) =>
		ProfileSchema.parse(JSON.parse(readFileSync(join(settings.content, 'people', file), 'utf8')))
	);

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
	if (!existsSync('dist/index.html')) {
		throw new Error(
			'dist/index.html is missing: build the site first (`npm run build`); the browser test does not build.'
		);
	}
	server = await serveStatic('dist', settings.base);
	browser = await chromium.launch({
		executablePath: '/usr/bin/chromium',
		headless: true,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--no-first-run',
		],
	});
	page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

/** Landmarks and headings every page must have; no client JavaScript ships. */
async function expectPageBasics(p: Page) {
	expect(await p.locator('h1').count()).toBe(1);
	expect(await p.locator('html').getAttribute('lang')).toBe('en');
	expect(await p.locator('header, main, footer, nav').count()).toBeGreaterThanOrEqual(4);
	expect(await p.locator('script').count()).toBe(0);
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
		await expectPageBasics(page);
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

	test('pages fit phone and desktop widths; screenshots saved', async () => {
		mkdirSync(SHOTS, { recursive: true });
		const pages = { home: '', person: `people/${subject!.slug}/`, publications: 'publications/' };
		for (const viewport of VIEWPORTS) {
			const view = await browser.newPage({
				viewport: { width: viewport.width, height: viewport.height },
			});
			for (const [name, path] of Object.entries(pages)) {
				await view.goto(`${server.url}${path}`);
				const overflow = await view.evaluate(
					() => document.documentElement.scrollWidth - window.innerWidth
				);
				expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
				await view.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
			}
			await view.close();
		}
	});
});
