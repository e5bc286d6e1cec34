import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFile } from '../../src/ingest/index.ts';
import { contentSecurityPolicy } from '../../src/lib/contentSecurityPolicy.ts';
import { plainText } from '../../src/lib/formattedText.ts';
import type { Profile } from '../../src/schema/profile.ts';
import { htmlPages, requireBuilt, useBrowser, loadPeople, settings, watchPage } from './browser.ts';
import { scanHtml } from './scanHtml.ts';
import { serveStatic } from './serve.ts';

/** The sites `npm test` builds: the seeds, the seeds under a sub-path, and documents written to attack the site. */
const SITES = [
	{ name: 'seeds', dir: 'dist', base: settings.base, command: 'npm run build' },
	{ name: 'sub-path', dir: 'test-results/dist-subpath', base: '/lab/', command: 'npm run build:subpath' },
	{ name: 'hostile', dir: 'test-results/dist-hostile', base: '/', command: 'npm run build:hostile' },
] as const;
/** Read from disk only: its thousands of pages are the same templates as the others. */
const SCALE_SITE = { name: 'scale', dir: 'test-results/dist-scale', base: '/', command: 'npm run build:scale' } as const;
const HOSTILE_SEEDS = 'tests/fixtures/hostile';
const HOSTILE_CONTENT = 'test-results/content-hostile';
/** The policies a page may carry: the strict one, and the same plus WebAssembly for the search index. */
const POLICIES = [contentSecurityPolicy(), contentSecurityPolicy({ wasm: true })];

const read = (dir: string, page: string) => readFileSync(join(dir, page.endsWith('.html') ? page : `${page}index.html`), 'utf8');

const browser = useBrowser(SITES);

describe('the checker itself', () => {
	test('finds handlers, script URLs, inline code and frames, and not escaped text', () => {
		const bad = scanHtml(
			'<head><meta http-equiv="Content-Security-Policy" content="x"></head><body>' +
				'<img src=x onerror=alert(1)><a title="a > b"onclick="x()" href=" jav&#x61;script:alert(1)">x</a>' +
				'<iframe src="data:text/html,x"></iframe><script>alert(1)</script><style>p{}</style><p style="x">' +
				'<script type="application/ld+json">{"a":"</b>"}</script>'
		);
		expect(bad.handlers).toHaveLength(2);
		expect(bad.scriptUrls).toHaveLength(2);
		expect(bad.inlineScripts).toHaveLength(1);
		expect(bad.inlineStyles).toHaveLength(2);
		expect(bad.embeds).toEqual(['<iframe>']);
		expect(bad.unsafeJsonLd).toHaveLength(1);
		expect(bad.policies).toEqual([{ content: 'x', index: 1 }]);
		const text = scanHtml(
			'<p title="<img src=x onerror=alert(1)>">&lt;script&gt;alert(1)&lt;/script&gt; onload=x javascript:alert(1)</p>' +
				'<title><script>not a script</script></title><!-- <img onerror=x> -->'
		);
		expect(text).toMatchObject({ handlers: [], scriptUrls: [], inlineScripts: [], inlineStyles: [], embeds: [] });
	});
});

describe.each([...SITES, SCALE_SITE])('built pages of the $name site', ({ dir, command }) => {
	test('every page carries the strict CSP first in its head, and nothing inline that it would refuse', () => {
		requireBuilt(dir, command);
		const problems: string[] = [];
		const pages = htmlPages(dir);
		for (const page of pages) {
			const found = scanHtml(read(dir, page));
			const where = (list: string[]) => list.map((item) => `${page || '/'}: ${item}`);
			problems.push(
				...where(found.handlers),
				...where(found.scriptUrls),
				...where(found.inlineScripts),
				...where(found.inlineStyles),
				...where(found.embeds),
				...where(found.unsafeJsonLd.map((body) => `JSON-LD can close its element: ${body}`))
			);
			const [policy, ...more] = found.policies;
			if (!policy || more.length > 0) problems.push(`${page || '/'}: ${found.policies.length} CSP meta tags`);
			else if (!POLICIES.includes(policy.content)) problems.push(`${page || '/'}: unexpected policy ${policy.content}`);
			// <html>, <head>, <meta charset>, then the policy.
			else if (policy.index !== 3) problems.push(`${page || '/'}: the CSP is element ${policy.index} of the head, not the first after the charset`);
		}
		expect(pages.length).toBeGreaterThan(0);
		expect(problems).toEqual([]);
	});

	test('no page sends a visitor to a script, data or other-scheme address it built from text', () => {
		const hrefs = htmlPages(dir).flatMap((page) =>
			[...read(dir, page).matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1]!)
		);
		const schemes = new Set(hrefs.map((h) => /^([a-z][a-z\d+.-]*):/i.exec(h)?.[1]?.toLowerCase() ?? 'relative'));
		expect([...schemes].filter((s) => !['relative', 'http', 'https', 'mailto'].includes(s))).toEqual([]);
	});
});

describe.each(SITES)('the $name site in Chromium, under its CSP', ({ dir, base }) => {
	test('no page reports a CSP violation, a console error or a dialog, or requests anything off the site', async () => {
		const server = await serveStatic(dir, base);
		const origin = new URL(server.url).origin;
		const page = await browser().newPage();
		const watch = await watchPage(page);
		try {
			// Module scripts run before the load event; whatever they fetch at start is requested by then.
			for (const path of htmlPages(dir)) await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
		} finally {
			await page.close();
			await server.close();
		}
		const problems = [
			...watch.violations.map((v) => `CSP ${v}`),
			...watch.errors,
			...watch.dialogs.map((d) => `dialog: ${d}`),
			...watch.requests.filter((url) => new URL(url).origin !== origin).map((url) => `requested ${url}`),
		];
		expect(watch.requests.length).toBeGreaterThan(htmlPages(dir).length);
		expect(problems).toEqual([]);
	});
});

describe('pages built from hostile documents', () => {
	const people: Profile[] = loadPeople(HOSTILE_CONTENT);
	const dir = SITES[2].dir;
	const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

	test('a front-matter homepage of javascript: stops that document with its file, line and rule; the others build', () => {
		expect(() => parseFile(join(HOSTILE_SEEDS, 'mallory-homepage.md'))).toThrow(
			/^mallory-homepage\.md:3: front matter "homepage": must be an http\(s\):\/\/ address$/
		);
		expect(people.map((p) => p.source.file).sort()).toEqual(['eve-mallory.md', 'js-front-matter.md', 'trudy-intruder.txt']);
		const everything = htmlPages(dir).map((page) => read(dir, page)).join('\n');
		expect(everything).not.toContain('A Paper That Must Not Be Published');
	});

	test('front matter in another language (---js) is text, never evaluated at build time', () => {
		expect(existsSync('test-results/hostile-front-matter-ran')).toBe(false);
		const person = people.find((p) => p.source.file === 'js-front-matter.md')!;
		expect(person.name).not.toBe('Evaluated');
		expect(person.unparsed.map((u) => u.text)).toContain('---js');
	});

	test('every hostile string that reaches a profile is shown on its page as text', async () => {
		const server = await serveStatic(dir, '/');
		const page = await browser().newPage();
		let checked = 0;
		try {
			for (const person of people) {
				await page.goto(`${server.url}people/${person.slug}/`);
				// The lines folio could not place are folded; unfold them to read them.
				await page.locator('details').evaluateAll((els) => els.forEach((el) => ((el as HTMLDetailsElement).open = true)));
				const shown = squash(await page.locator('body').innerText());
				const title = await page.title();
				const fields = [
					person.name,
					person.nativeName,
					person.headline,
					...(person.summary ? [person.summary] : []),
					...person.interests,
					...person.publications.map((p) => p.title),
					...person.awards.map((a) => a.title),
					...person.experience.map((e) => e.role),
					...person.unparsed.map((u) => u.text),
				].filter((f): f is string => typeof f === 'string' && /[<>&]|javascript:|data:|\{\{/.test(f));
				for (const field of fields) {
					expect(shown, `${person.slug}: ${field.slice(0, 80)}`).toContain(squash(plainText(field)));
					checked++;
				}
				if (person.name?.includes('<')) expect(title).toContain(person.name);
			}
			expect(checked).toBeGreaterThan(10);
			// Harmless formatting from a document is formatting.
			await page.goto(`${server.url}people/${people.find((p) => p.source.file === 'eve-mallory.md')!.slug}/`);
			expect(await page.locator('main i', { hasText: 'Drosophila' }).count()).toBeGreaterThan(0);
			expect(await page.locator('main sub', { hasText: '2' }).count()).toBeGreaterThan(0);
			expect(await page.locator('main sup', { hasText: '2' }).count()).toBeGreaterThan(0);
			// And nothing else became an element.
			expect(await page.locator('main script, main img, main iframe, main svg, main marquee, main style').count()).toBe(0);

			// Search results are written from the index as text too.
			const watch = await watchPage(page);
			await page.goto(`${server.url}publications/?q=tags`);
			const results = page.locator('[data-results]');
			await results.locator('li').first().waitFor();
			expect(await results.innerText()).toContain('Escherichia coli and <script> tags');
			expect(await results.locator('script, img, iframe, svg').count()).toBe(0);
			expect([...watch.violations, ...watch.errors, ...watch.dialogs]).toEqual([]);
		} finally {
			await page.close();
			await server.close();
		}
	});
});
