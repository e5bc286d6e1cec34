import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, loadPeople, requireBuilt, settings } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

/** The bar on every category, for the three pages most people land on. */
const MIN_SCORE = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUT = 'test-results/lighthouse';

const subject = loadPeople()
	.filter((p) => p.name !== null)
	.sort((a, b) => b.publications.length - a.publications.length)[0]!;
const PAGES = { home: '', person: `people/${subject.slug}/`, publications: 'publications/' };

let server: StaticServer;
let chrome: chromeLauncher.LaunchedChrome;
const scores: Record<string, Record<string, number | null>> = {};

beforeAll(async () => {
	requireBuilt('dist', 'npm run build');
	server = await serveStatic('dist', settings.base);
	chrome = await chromeLauncher.launch({
		chromePath: CHROMIUM,
		chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
	});
	mkdirSync(OUT, { recursive: true });
}, 60_000);

afterAll(async () => {
	writeFileSync(`${OUT}/scores.json`, `${JSON.stringify(scores, null, 2)}\n`);
	chrome?.kill();
	await server?.close();
});

// Lighthouse's default run: a throttled mid-range phone, the harder of its two presets.
describe('Lighthouse', () => {
	test.each(Object.entries(PAGES))(
		`%s scores at least ${MIN_SCORE} in every category`,
		async (name, path) => {
			const result = await lighthouse(`${server.url}${path}`, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [...CATEGORIES],
			});
			expect(result).toBeDefined();
			const { lhr, report } = result!;
			writeFileSync(`${OUT}/${name}.json`, String(report));
			scores[name] = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
			console.log(`lighthouse ${name}: ${JSON.stringify(scores[name])}`);
			// Name the failing audits, so a drop says what to fix.
			const failing = CATEGORIES.flatMap((c) =>
				(lhr.categories[c]?.auditRefs ?? [])
					.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
					.map((ref) => `${c}/${ref.id}: ${lhr.audits[ref.id]?.score}`)
			);
			for (const c of CATEGORIES) {
				expect(lhr.categories[c]?.score ?? 0, `${c}; below-par audits: ${failing.join(', ')}`).toBeGreaterThanOrEqual(MIN_SCORE);
			}
		},
		180_000
	);
});
