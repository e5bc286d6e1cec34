import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/absoluteUrl.ts';

/** Everything may be crawled; the sitemap's address depends on the site and base settings. */
export const GET: APIRoute = ({ site }) =>
	new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml', site!)}\n`, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
