import type { APIRoute } from 'astro';
import { siteSettings } from '../../config.ts';
import { getPeople } from '../../lib/getPeople.ts';
import { publicationIndex } from '../../lib/publicationIndex.ts';

/**
 * The venue and person choices of the index's filters, as [value, label, count]: thousands of
 * them on a large site, so the filter script fetches them once instead of every page carrying them.
 */
export const GET: APIRoute = async () => {
	const { facets } = publicationIndex(await getPeople(), siteSettings().pageSize);
	const compact = (options: typeof facets.venue) => options.map((o) => [o.value, o.label, o.count]);
	return new Response(`${JSON.stringify({ venue: compact(facets.venue), person: compact(facets.person) })}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
