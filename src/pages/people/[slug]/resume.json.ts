import type { APIRoute, GetStaticPaths } from 'astro';
import { absoluteUrl } from '../../../lib/absoluteUrl.ts';
import { getPeople } from '../../../lib/getPeople.ts';
import { toJsonResume } from '../../../lib/toJsonResume.ts';
import type { Profile } from '../../../schema/index.ts';

/** Each profile as JSON Resume, for résumé themes and tools that speak that schema. */
export const getStaticPaths = (async () =>
	(await getPeople()).map((person) => ({ params: { slug: person.slug }, props: { person } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
	const person = props['person'] as Profile;
	const resume = toJsonResume(person, absoluteUrl(`/people/${person.slug}/resume.json`, site!));
	return new Response(`${JSON.stringify(resume, null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
