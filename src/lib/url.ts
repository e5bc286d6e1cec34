/** Prefixes an internal path with the configured base, so the site also works under a sub-path. */
export function withBase(path: string): string {
	const base = import.meta.env.BASE_URL.endsWith('/')
		? import.meta.env.BASE_URL
		: `${import.meta.env.BASE_URL}/`;
	return `${base}${path.replace(/^\/+/, '')}`;
}
