import { chromium, type Browser } from 'playwright-core';

// Apart from browser.ts, which sets up vitest: the bench launches the same browser outside the tests.

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
