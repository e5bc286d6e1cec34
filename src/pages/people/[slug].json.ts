import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';

/** One static JSON file per person: exactly the validated collection entry, pretty-printed. */
export const getStaticPaths = (async () => {
	const entries = await getCollection('people');
	return entries.map((entry) => ({
		params: { slug: entry.data.slug },
		props: { data: entry.data },
	}));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
	new Response(`${JSON.stringify(props['data'], null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
