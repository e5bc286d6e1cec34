import { hash } from 'node:crypto';
import { siteSettings } from '../config.ts';

/**
 * Digests of the objects props share: a profile, a publication or the name index is hashed once
 * per build however many pages carry it. Sound because no route changes its props (see oncePerPeople).
 */
const digests = new WeakMap<object, string>();

function digestOf(value: unknown): string {
	if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
	let digest = digests.get(value);
	if (digest === undefined) {
		// Lists and maps are digests of their items, so a page of a hundred people reuses the digest
		// of each person; any other object is hashed whole.
		const text = Array.isArray(value)
			? `[${value.map(digestOf).join(',')}]`
			: value instanceof Map
				? `Map[${[...value].map(digestOf).join(',')}]`
				: JSON.stringify(value, mapsAsEntries);
		digest = hash('sha1', text, 'base64url');
		digests.set(value, digest);
	}
	return digest;
}

function mapsAsEntries(_key: string, value: unknown): unknown {
	return value instanceof Map ? { Map: [...value] } : value;
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
		.map((key) => `${key}=${digestOf(props[key])}`);
	return hash('sha1', `${shownSettings()}|${parts.join('|')}`, 'base64url');
}

/** getStaticPaths' entries, each with the cacheKey of its props. */
export function withCacheKeys<Path extends { props: Record<string, unknown> }>(paths: Path[]): (Path & { cacheKey: string })[] {
	return paths.map((path) => ({ ...path, cacheKey: pageCacheKey(path.props) }));
}
