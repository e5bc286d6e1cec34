import type { APIRoute, GetStaticPaths } from 'astro';
import { getPeople } from '../lib/getPeople.ts';
import { personJson } from '../lib/machineFiles.ts';
import type { Profile } from '../schema/index.ts';

/** /people/<slug>.json on the dev server; a build writes these files alongside the pages (profileFiles). */
export const getStaticPaths = (async () => (await getPeople()).map((person) => ({ params: { slug: person.slug }, props: { person } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(personJson(props['person'] as Profile), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
