import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { FolioError } from './ingest/errors.ts';

/** Where documents come from and how the site is addressed: settings, never code. */
export interface Settings {
	/** Folder of raw documents, relative to the project root. */
	seeds: string;
	/** Folder ingest writes typed profiles to; regenerated on every run. */
	content: string;
	/** Folder the static site is built into. */
	out: string;
	title: string;
	description: string;
	/** Absolute origin the site is served from, for canonical URLs, sitemap and feeds. */
	site: string;
	/** Sub-path the site lives under ("/" or "/lab/"). */
	base: string;
	/**
	 * Entries per listing page (people, publications, members of an organisation); lists of bare
	 * links (venues, organisations, a venue's papers) take ten times as many. Keeps every page
	 * small however many people the site has.
	 */
	pageSize: number;
}

const DEFAULTS: Settings = {
	seeds: 'seeds',
	content: 'content',
	out: 'dist',
	title: 'folio',
	description: 'Researcher profiles built from their CVs.',
	site: 'https://example.org',
	base: '/',
	pageSize: 100,
};

/** Environment variables that override the `folio` key of package.json, for CI and one-off builds. */
const ENV_KEYS: Record<keyof Settings, string> = {
	seeds: 'FOLIO_SEEDS',
	content: 'FOLIO_CONTENT',
	out: 'FOLIO_OUT',
	title: 'FOLIO_TITLE',
	description: 'FOLIO_DESCRIPTION',
	site: 'FOLIO_SITE',
	base: 'FOLIO_BASE',
	pageSize: 'FOLIO_PAGE_SIZE',
};

export function loadSettings(root = process.cwd(), env = process.env): Settings {
	const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { folio?: Partial<Settings> };
	const settings: Settings = { ...DEFAULTS, ...pkg.folio };
	for (const key of Object.keys(ENV_KEYS) as (keyof Settings)[]) {
		const value = env[ENV_KEYS[key]];
		if (value) (settings as unknown as Record<string, string | number>)[key] = key === 'pageSize' ? Number(value) : value;
	}
	if (!Number.isInteger(settings.pageSize) || settings.pageSize < 1) {
		throw new FolioError(`folio setting "pageSize" must be a whole number of at least 1 (FOLIO_PAGE_SIZE or package.json), not ${JSON.stringify(settings.pageSize)}`);
	}
	if (!settings.base.startsWith('/')) settings.base = `/${settings.base}`;
	if (!settings.base.endsWith('/')) settings.base = `${settings.base}/`;
	return settings;
}

let site: Settings | undefined;

/**
 * The settings of this process (package.json and the environment it started with), read once:
 * every page of a build asks for them, and reading package.json per page cost a second per
 * thousand profiles.
 */
export function siteSettings(): Settings {
	return (site ??= loadSettings());
}

/**
 * Astro's cache folder for a build into `out`: its content store and the pages an incremental
 * build reuses. One per output folder, so builds of other sites (the tests build five) do not
 * overwrite each other's cache and render everything again.
 */
export function astroCacheDir(out: string, root = process.cwd()): string {
	return resolve(root, 'node_modules/.astro/builds', relative(root, resolve(root, out)).replace(/[^\w.-]+/g, '_'));
}

/**
 * Whether a build keeps what the next build can reuse (the ingest cache, Astro's incremental build
 * and the search index). Keeping costs the first build a copy of every page and every profile; a
 * CI job on a fresh clone never reads it, so where `CI` is set it is off unless
 * `FOLIO_INCREMENTAL=1` (a job that caches `.cache/` and node_modules/.astro).
 * `FOLIO_INCREMENTAL=0` turns it off anywhere.
 */
export function incrementalBuilds(env: NodeJS.ProcessEnv = process.env): boolean {
	if (env.FOLIO_INCREMENTAL === '1' || env.FOLIO_INCREMENTAL === '0') return env.FOLIO_INCREMENTAL === '1';
	return !env.CI;
}
