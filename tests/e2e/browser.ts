import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { loadSettings } from '../../src/config.ts';
import { ProfileSchema, type Profile } from '../../src/schema/profile.ts';

export const settings = loadSettings();

/** Debian's Chromium, never a downloaded one; flags that keep it quiet and offline in CI. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** The browser tests read a built site; they never build one. */
export function requireBuilt(dir: string, command: string): void {
	if (!existsSync(join(dir, 'index.html'))) {
		throw new Error(`${dir}/index.html is missing: build it first (\`${command}\`); the browser tests do not build.`);
	}
}

/** Facts come from the content the site was built from, never from names written into a test. */
export function loadPeople(): Profile[] {
	const dir = join(settings.content, 'people');
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
