import type { APIRoute, GetStaticPaths } from 'astro';
import { collectPublications } from '../lib/collectPublications.ts';
import { getPeople } from '../lib/getPeople.ts';
import { toBibtex } from '../lib/toBibtex.ts';
import type { Publication } from '../schema/index.ts';

/** /publications/<id>.bib on the dev server; a build writes these files alongside the pages (profileFiles). */
export const getStaticPaths = (async () =>
	collectPublications(await getPeople()).map(({ anchor, publication }) => ({ params: { anchor }, props: { publication } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(toBibtex(props['publication'] as Publication), { headers: { 'Content-Type': 'application/x-bibtex; charset=utf-8' } });
