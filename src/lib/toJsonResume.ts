import type { DateRange, Profile } from '../schema/index.ts';
import { contactLinks } from './contactLinks.ts';
import { doiUrl } from './doiUrl.ts';
import { safeHref } from './safeHref.ts';

type Entry = Record<string, unknown>;

/** The JSON Resume 1.x document folio writes (every key optional in the published schema). */
export interface JsonResume {
	$schema: string;
	basics: Entry;
	work: Entry[];
	volunteer: Entry[];
	education: Entry[];
	awards: Entry[];
	publications: Entry[];
	interests: Entry[];
	projects: Entry[];
	meta: Entry;
}

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Drops undefined, empty-string and empty-array values: absent is how JSON Resume says "unknown". */
function compact(entry: Entry): Entry {
	return Object.fromEntries(
		Object.entries(entry).filter(
			([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)
		)
	);
}

/** "YYYY" and "YYYY-MM" pass as they are; "present" is not a date there, so an open end is absent. */
const date = (value: string | undefined) => (value === 'present' ? undefined : value);
const range = (r: DateRange | undefined) => ({ startDate: date(r?.start), endDate: date(r?.end) });

/** The handle a profile URL ends in: `?user=` for Scholar, else the last path segment. */
function username(href: string): string | undefined {
	const url = new URL(href);
	return url.searchParams.get('user') ?? url.pathname.split('/').filter(Boolean).pop();
}

/**
 * A profile as JSON Resume (design notes, parsing.md §3). Talks and teaching become typed
 * `projects`, service becomes `volunteer`; publications keep their authors as an extra key, which
 * the schema allows. Media and unplaced lines have no place there and are left out.
 */
export function toJsonResume(person: Profile, canonical: string): JsonResume {
	const links = contactLinks(person.contact);
	const email = links.find((l) => l.href.startsWith('mailto:'));
	const homepage = links.find((l) => l.label === 'Homepage');
	const profiles = links
		.filter((l) => l !== email && l !== homepage)
		.map((l) => compact({ network: l.label, username: username(l.href), url: l.href }));
	return {
		$schema: SCHEMA,
		basics: compact({
			name: person.name ?? undefined,
			label: person.headline,
			email: email?.href.replace(/^mailto:/, ''),
			url: homepage?.href,
			summary: person.summary,
			profiles,
		}),
		work: person.experience.flatMap((e) =>
			(e.periods?.length ? e.periods : [e.dates]).map((period) =>
				compact({
					name: e.organization,
					position: e.role,
					location: e.location,
					...range(period),
					highlights: e.highlights,
				})
			)
		),
		volunteer: person.service.map((s) =>
			compact({ organization: s.venue, position: s.role, startDate: s.year ? String(s.year) : undefined })
		),
		education: person.education.map((e) =>
			compact({ institution: e.institution, studyType: e.degree, area: e.field, ...range(e.dates), score: e.gpa })
		),
		awards: person.awards.map((a) =>
			compact({ title: a.title, awarder: a.issuer, date: a.year ? String(a.year) : undefined, summary: a.details })
		),
		publications: person.publications.map((p) =>
			compact({
				name: p.title,
				publisher: p.venueFull ?? p.venue,
				releaseDate: p.year ? String(p.year) : undefined,
				url: (p.url ? safeHref(p.url) : undefined) ?? (p.doi ? doiUrl(p.doi) : undefined),
				authors: p.authors,
			})
		),
		interests: person.interests.map((name) => ({ name })),
		projects: [
			...person.projects.map((p) =>
				compact({
					name: p.title,
					description: p.summary,
					highlights: p.highlights,
					keywords: p.tools,
					roles: p.role ? [p.role] : [],
					entity: p.organization,
					...range(p.dates),
					url: (p.url ? safeHref(p.url) : undefined) ?? (p.doi ? doiUrl(p.doi) : undefined),
				})
			),
			...person.talks.map((t) =>
				compact({ type: 'talk', name: t.title, entity: t.host, startDate: date(t.date) })
			),
			...person.teaching.map((t) =>
				compact({
					type: 'teaching',
					name: t.code ? `${t.course} (${t.code})` : t.course,
					roles: t.role ? [t.role] : [],
					entity: t.institution,
					description: t.term,
				})
			),
		],
		meta: { canonical, version: 'v1.0.0' },
	};
}
