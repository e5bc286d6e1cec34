import { hash } from 'node:crypto';
import { incrementalBuilds, siteSettings } from '../config.ts';

/**
 * Digests of the objects props share: a profile, a publication or the name index is hashed once
 * per build however many pages carry it. Sound because no route changes its props (see oncePerPeople).
 */
const digests = new WeakMap<object, string>();

/** Objects whose text is longer are replaced by their digest, so a shared one is read once. */
const DIGEST_ABOVE = 512;

/**
 * A canonical text of a value: JSON for plain data, maps and sets as their entries, and any large
 * object as a digest of its own text. (JSON.stringify with a replacer for maps took three times as
 * long on the publication index.)
 */
function textOf(value: unknown): string {
	if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
	const known = digests.get(value);
	if (known !== undefined) return known;
	let text: string;
	if (Array.isArray(value)) text = `[${value.map(textOf).join(',')}]`;
	else if (value instanceof Map) text = `Map[${[...value].map(textOf).join(',')}]`;
	else if (value instanceof Set) text = `Set[${[...value].map(textOf).join(',')}]`;
	else {
		const proto = Object.getPrototypeOf(value) as unknown;
		// A Date or a class instance has no own keys to read: a key without them would never change.
		if (proto !== Object.prototype && proto !== null) throw new Error(`pageCacheKey: props hold a ${value.constructor.name}; pass plain data (a Date as its ISO string)`);
		const record = value as Record<string, unknown>;
		text = `{${Object.keys(record)
			.map((key) => `${JSON.stringify(key)}:${textOf(record[key])}`)
			.join(',')}}`;
	}
	if (text.length <= DIGEST_ABOVE) return text;
	const digest = `#${hash('sha1', text, 'base64url')}`;
	digests.set(value, digest);
	return digest;
}

/** The settings a page shows (the folders a build reads and writes are no part of any page). */
function shownSettings(): string {
	const { title, description, site, base, pageSize } = siteSettings();
	return JSON.stringify({ title, description, site, base, pageSize });
}

/**
 * What a page is made of: its props and the site settings Base.astro reads. Astro's incremental
 * build reuses last build's HTML when this and the page's code are unchanged, so every route
 * renders from its props alone (plus `Astro.site` and the base, which Astro hashes with its config).
 */
export function pageCacheKey(props: Record<string, unknown>): string {
	const parts = Object.keys(props)
		.sort()
		.map((key) => `${key}=${textOf(props[key])}`);
	return hash('sha1', `${shownSettings()}|${parts.join('|')}`, 'base64url');
}

/** Read once: astro.config.mjs decides from the same environment whether the build keeps pages. */
let keeping: boolean | undefined;

/** getStaticPaths' entries, each with the cacheKey of its props; as they are when the build keeps nothing. */
export function withCacheKeys<Path extends { props: Record<string, unknown> }>(paths: Path[]): (Path & { cacheKey?: string })[] {
	if (!(keeping ??= incrementalBuilds())) return paths;
	return paths.map((path) => ({ ...path, cacheKey: pageCacheKey(path.props) }));
}
