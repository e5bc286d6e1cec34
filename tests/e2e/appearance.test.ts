import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { htmlPages, launchBrowser, loadPeople, requireBuilt, settings } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

const SHOTS = 'test-results/screenshots';
const VIEWPORTS = [
	{ width: 375, height: 812 },
	{ width: 1440, height: 900 },
] as const;

const people = loadPeople();
// The fullest profile shows the most layout: the one with the most entries overall.
const size = (p: (typeof people)[number]) =>
	p.education.length + p.experience.length + p.publications.length + p.projects.length + p.awards.length;
const fullest = [...people].sort((a, b) => size(b) - size(a))[0]!;

/** One page of each kind; the publication page is looked up once the build is known to exist. */
const PAGES = {
	home: '',
	person: `people/${fullest.slug}/`,
	publications: 'publications/',
	publication: '',
	venues: 'venues/',
	organisations: 'organisations/',
};

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	PAGES.publication = htmlPages('dist').find((p) => /^publications\/pub-/.test(p))!;
	server = await serveStatic('dist', settings.base);
	browser = await launchBrowser();
	mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

describe('appearance', () => {
	test('pages fit 375 px and 1440 px without sideways scrolling; screenshots saved', async () => {
		for (const viewport of VIEWPORTS) {
			const view = await browser.newPage({ viewport });
			for (const [name, path] of Object.entries(PAGES)) {
				await view.goto(`${server.url}${path}`);
				const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
				expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
				await view.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
			}
			await view.close();
		}
	});

	test.each([
		{ name: 'a paginated build (pagers, letters, year pages)', dir: 'test-results/dist-subpath', base: '/lab/', command: 'npm run build:subpath' },
		{ name: 'the hostile documents (long unbroken strings)', dir: 'test-results/dist-hostile', base: '/', command: 'npm run build:hostile' },
	])('every page of $name fits 375 px', async ({ dir, base, command }) => {
		requireBuilt(dir, command);
		const other = await serveStatic(dir, base);
		const view = await browser.newPage({ viewport: VIEWPORTS[0] });
		const wide: string[] = [];
		for (const path of htmlPages(dir)) {
			await view.goto(`${other.url}${path}`);
			const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			if (overflow > 0) wide.push(`${path || '/'} scrolls ${overflow}px sideways`);
		}
		await view.close();
		await other.close();
		expect(wide).toEqual([]);
	});

	test('dark mode follows the system setting, with no script', async () => {
		const background = async (colorScheme: 'light' | 'dark') => {
			const view = await browser.newPage({ colorScheme, viewport: { width: 1440, height: 900 } });
			await view.goto(`${server.url}${PAGES.person}`);
			const colours = await view.evaluate(() => ({
				background: getComputedStyle(document.documentElement).backgroundColor,
				text: getComputedStyle(document.body).color,
			}));
			if (colorScheme === 'dark') await view.screenshot({ path: `${SHOTS}/person-dark-1440.png`, fullPage: true });
			await view.close();
			return colours;
		};
		const light = await background('light');
		const dark = await background('dark');
		expect(dark.background).not.toBe(light.background);
		expect(dark.text).not.toBe(light.text);
		// Dark means dark: the background's channels are low.
		const channels = dark.background.match(/\d+/g)!.slice(0, 3).map(Number);
		expect(Math.max(...channels)).toBeLessThan(64);
	});

	test('printing a person page gives a clean CV: no navigation, footer or notes; black on white', async () => {
		const view = await browser.newPage({ colorScheme: 'dark' });
		await view.goto(`${server.url}${PAGES.person}`);
		await view.emulateMedia({ media: 'print' });
		const printed = await view.evaluate(() => {
			const shown = (selector: string) =>
				[...document.querySelectorAll(selector)].some((el) => el.checkVisibility());
			return {
				nav: shown('body > header, nav'),
				footer: shown('body > footer'),
				notes: [...document.querySelectorAll('main p')].some(
					(p) => p.textContent?.startsWith('source:') && p.checkVisibility()
				),
				background: getComputedStyle(document.documentElement).backgroundColor,
				text: getComputedStyle(document.body).color,
				h1: getComputedStyle(document.querySelector('h1')!).display,
			};
		});
		expect(printed).toEqual({
			nav: false,
			footer: false,
			notes: false,
			background: 'rgb(255, 255, 255)',
			text: 'rgb(0, 0, 0)',
			h1: 'block',
		});
		await view.pdf({ path: `${SHOTS}/person-print.pdf` });
		await view.close();
	});

	test('a person page ships no JavaScript; only the publication index has a script', async () => {
		const view = await browser.newPage();
		const scripts = async (path: string) => {
			await view.goto(`${server.url}${path}`);
			return view.evaluate(() =>
				[...document.querySelectorAll('script')]
					.filter((s) => s.type !== 'application/ld+json')
					.map((s) => s.src || 'inline')
			);
		};
		for (const person of people) expect(await scripts(`people/${person.slug}/`), person.slug).toEqual([]);
		for (const path of [PAGES.home, PAGES.publication, PAGES.venues, PAGES.organisations]) {
			expect(await scripts(path), path).toEqual([]);
		}
		expect(await scripts(PAGES.publications)).toHaveLength(1);
		await view.close();
	});
});
