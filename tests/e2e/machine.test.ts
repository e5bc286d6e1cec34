import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectPublications } from '../../src/lib/collectPublications.ts';
import { htmlPages, launchBrowser, loadPeople, requireBuilt, settings } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
	validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

const people = loadPeople();
const publications = collectPublications(people);
/** Where the built site says it lives: the configured site and base. */
const siteRoot = new URL(settings.base, settings.site).href;

let server: StaticServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	server = await serveStatic('dist', settings.base);
	browser = await launchBrowser();
	page = await browser.newPage();
});

afterAll(async () => {
	await browser?.close();
	await server?.close();
});

const get = async (path: string) => {
	const res = await fetch(`${server.url}${path}`);
	expect(res.status, path).toBe(200);
	return res.text();
};
const meta = (name: string) =>
	page.locator(`meta[name="${name}"], meta[property="${name}"]`).evaluateAll((els) => els.map((el) => el.getAttribute('content')));
const jsonLd = async () =>
	(await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

describe('machine-readable outputs', () => {
	test('person pages carry schema.org Person JSON-LD and OpenGraph tags', async () => {
		for (const person of people) {
			await page.goto(`${server.url}people/${person.slug}/`);
			const [data, ...rest] = await jsonLd();
			expect(rest).toEqual([]);
			expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', url: `${siteRoot}people/${person.slug}/` });
			const alumni = (data!['alumniOf'] as { name: string }[] | undefined)?.map((o) => o.name) ?? [];
			expect(new Set(alumni)).toEqual(new Set(person.education.map((e) => e.institution)));
			const affiliations = (data!['affiliation'] as { name: string }[] | undefined)?.map((o) => o.name) ?? [];
			expect(new Set(affiliations)).toEqual(new Set(person.experience.map((e) => e.organization)));
			expect(await meta('og:type')).toEqual(['profile']);
			expect(await meta('og:url')).toEqual([`${siteRoot}people/${person.slug}/`]);
			expect((await meta('og:title'))[0]).toBeTruthy();
		}
	});

	test('each publication page has Google Scholar citation_* tags and ScholarlyArticle JSON-LD', async () => {
		for (const { anchor, publication: p } of publications) {
			await page.goto(`${server.url}publications/${anchor}/`);
			expect(await meta('citation_title')).toEqual([p.title]);
			expect(await meta('citation_author')).toEqual(p.authors);
			expect(await meta('citation_publication_date')).toEqual(p.year ? [String(p.year)] : []);
			const venue = p.venueFull ?? p.venue;
			const conference = ['conference', 'workshop', 'poster'].includes(p.type ?? '');
			expect(await meta('citation_conference_title')).toEqual(conference && venue ? [venue] : []);
			expect(await meta('citation_journal_title')).toEqual(p.type === 'journal' && venue ? [venue] : []);
			expect((await meta('citation_doi')).length).toBe(p.doi ? 1 : 0);
			const [data] = await jsonLd();
			expect(data).toMatchObject({ '@type': 'ScholarlyArticle', headline: p.title, url: `${siteRoot}publications/${anchor}/` });
			expect((data!['author'] as unknown[]).length).toBe(p.authors.length);
			expect(await meta('og:type')).toEqual(['article']);
		}
	});

	test('the sitemap lists every page at its public address, and robots.txt points to it', async () => {
		const index = await get('sitemap-index.xml');
		const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
		expect(chunks.length).toBeGreaterThan(0);
		const urls = (await Promise.all(chunks.map((url) => get(url.slice(siteRoot.length))))).flatMap((xml) =>
			[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
		);
		const expected = htmlPages('dist')
			.filter((p) => p !== '404.html')
			.map((p) => `${siteRoot}${p}`);
		expect(urls.sort()).toEqual(expected.sort());
		expect(await get('robots.txt')).toContain(`Sitemap: ${siteRoot}sitemap-index.xml`);
	});

	test('the RSS feed has one item per publication, linking to its page', async () => {
		const xml = await get('publications.xml');
		expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
		const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
		expect(links).toEqual(publications.map((p) => `${siteRoot}publications/${p.anchor}/`));
	});

	test('/publications.json has every publication once, with its page, BibTeX and people', async () => {
		const { publications: listed } = JSON.parse(await get('publications.json')) as {
			publications: { id: string; title: string; page: string; bibtex: string; listedBy: { slug: string }[] }[];
		};
		expect(listed.map((p) => p.id)).toEqual(publications.map((p) => p.anchor));
		for (const [i, item] of listed.entries()) {
			expect(item.title).toBe(publications[i]!.publication.title);
			expect(item.page).toBe(`${siteRoot}publications/${item.id}/`);
			expect(item.bibtex).toBe(`${siteRoot}publications/${item.id}.bib`);
			expect(item.listedBy.map((r) => r.slug)).toEqual(publications[i]!.listedBy.map((r) => r.slug));
			expect(await get(`publications/${item.id}.bib`)).toMatch(/^@\w+\{/);
		}
	});

	test('each person has a JSON Resume that the published schema accepts', async () => {
		for (const person of people) {
			const resume = JSON.parse(await get(`people/${person.slug}/resume.json`)) as Record<string, unknown>;
			let errors: unknown = 'not run';
			validate(resume, (e) => (errors = e));
			expect(errors, person.slug).toBeNull();
			expect((resume['publications'] as unknown[]).length).toBe(person.publications.length);
			expect((resume['education'] as unknown[]).length).toBe(person.education.length);
		}
	});
});
