/** A site path under a base ("/" or "/lab/", with or without its last slash). */
export function joinBase(base: string, path: string): string {
	return `${base.endsWith('/') ? base : `${base}/`}${path.replace(/^\/+/, '')}`;
}

/** Prefixes an internal path with the configured base, so the site also works under a sub-path. */
export function withBase(path: string): string {
	return joinBase(import.meta.env.BASE_URL, path);
}
