import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/absoluteUrl.ts';
import { collectPublications } from '../lib/collectPublications.ts';
import { getPeople } from '../lib/getPeople.ts';
import { publicationPaths } from '../lib/publicationPaths.ts';

/** The cross-person index for machines: every publication once, with who lists it and where it lives. */
export const GET: APIRoute = async ({ site }) => {
	const publications = collectPublications(await getPeople()).map(({ anchor, publication, listedBy }) => {
		const paths = publicationPaths(anchor);
		const { source: _source, group: _group, ...fields } = publication;
		return {
			id: anchor,
			page: absoluteUrl(paths.page, site!),
			bibtex: absoluteUrl(paths.bib, site!),
			...fields,
			listedBy: listedBy.map((ref) => ({ ...ref, page: absoluteUrl(`/people/${ref.slug}/`, site!) })),
		};
	});
	return new Response(`${JSON.stringify({ publications }, null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
