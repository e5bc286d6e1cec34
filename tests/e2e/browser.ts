import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadSettings } from '../../src/config.ts';
import { ProfileSchema, type Profile } from '../../src/schema/profile.ts';
import { launchBrowser } from './chromium.ts';

export const settings = loadSettings();

export { CHROMIUM, CHROMIUM_ARGS, launchBrowser } from './chromium.ts';

/**
 * One Chromium for a test file, launched once the sites it reads are known to be built, closed
 * at the end; returns a getter because the browser exists only after beforeAll.
 */
export function useBrowser(sites: readonly { dir: string; command: string }[]): () => Browser {
	let browser: Browser | undefined;
	beforeAll(async () => {
		for (const site of sites) requireBuilt(site.dir, site.command);
		browser = await launchBrowser();
	});
	afterAll(async () => {
		await browser?.close();
	});
	return () => browser!;
}

/** The browser tests read a built site; they never build one. */
export function requireBuilt(dir: string, command: string): void {
	if (!existsSync(join(dir, 'index.html'))) {
		throw new Error(`${dir}/index.html is missing: build it first (\`${command}\`); the browser tests do not build.`);
	}
}

/** Facts come from the content the site was built from, never from names written into a test. */
export function loadPeople(content = settings.content): Profile[] {
	const dir = join(content, 'people');
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.map((file) => ProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
}

/** Every HTML page in a built site, as paths under the base ("", "people/x/", "404.html"). */
export function htmlPages(dir: string): string[] {
	return (readdirSync(dir, { recursive: true }) as string[])
		.filter((file) => file.endsWith('.html'))
		.map((file) => file.replace(/(^|\/)index\.html$/, '$1'))
		.sort();
}

/** What a page did that a static page built from documents must never do, gathered while it runs. */
export interface PageWatch {
	/** Content-Security-Policy violations the page reported (directive and blocked URL). */
	violations: string[];
	/** Console errors and uncaught exceptions. */
	errors: string[];
	/** alert(), confirm() and prompt() calls: the usual proof that injected script ran. */
	dialogs: string[];
	/** Every URL the page requested. */
	requests: string[];
}

/**
 * Watches a page from before its first script: CSP violations are collected by a listener the
 * browser installs ahead of the page's own code (CDP init scripts are not subject to the page's CSP).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
	const watch: PageWatch = { violations: [], errors: [], dialogs: [], requests: [] };
	await page.exposeBinding('__reportViolation', (_source, text: string) => void watch.violations.push(text));
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (e) => {
			void (window as unknown as { __reportViolation: (s: string) => Promise<void> }).__reportViolation(
				`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.documentURI}`
			);
		});
	});
	page.on('console', (msg) => {
		if (msg.type() === 'error') watch.errors.push(`${page.url()}: ${msg.text()}`);
	});
	page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
	page.on('dialog', (dialog) => {
		watch.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
		void dialog.dismiss();
	});
	page.on('request', (request) => watch.requests.push(request.url()));
	return watch;
}
