import type { APIRoute, GetStaticPaths } from 'astro';
import { absoluteUrl } from '../lib/absoluteUrl.ts';
import { getPeople } from '../lib/getPeople.ts';
import { resumeJson } from '../lib/machineFiles.ts';
import { personPaths } from '../lib/personPaths.ts';
import type { Profile } from '../schema/index.ts';

/** /people/<slug>/resume.json on the dev server; a build writes these files alongside the pages (profileFiles). */
export const getStaticPaths = (async () => (await getPeople()).map((person) => ({ params: { slug: person.slug }, props: { person } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
	const person = props['person'] as Profile;
	return new Response(resumeJson(person, absoluteUrl(personPaths(person.slug).resume, site!)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
