import type { APIRoute, GetStaticPaths } from 'astro';
import { collectPublications } from '../../lib/collectPublications.ts';
import { getPeople } from '../../lib/getPeople.ts';
import { toBibtex } from '../../lib/toBibtex.ts';
import type { Publication } from '../../schema/index.ts';

/** One static .bib file per publication, the same entry its page and the index show. */
export const getStaticPaths = (async () =>
	collectPublications(await getPeople()).map(({ anchor, publication }) => ({
		params: { anchor },
		props: { publication },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
	new Response(toBibtex(props['publication'] as Publication), {
		headers: { 'Content-Type': 'application/x-bibtex; charset=utf-8' },
	});
