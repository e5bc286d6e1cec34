import type { DateRange, Profile } from '../schema/index.ts';
import { displayName } from './displayName.ts';
import { formatDateRange } from './formatDateRange.ts';
import { normaliseOrgName } from './normaliseOrgName.ts';
import { oncePerPeople } from './oncePerPeople.ts';
import { organisationAnchor } from './organisationAnchor.ts';
import type { PersonRef } from './types.ts';

/** What someone did at an organisation, as one line of the index. */
export interface OrganisationRole {
	kind: 'education' | 'experience' | 'project';
	/** Degree and field, role, or project title: whatever the entry names. */
	what: string | undefined;
	dates: string | undefined;
}

export interface Organisation {
	anchor: string;
	/** The spelling most entries use; ties go to the longest. */
	name: string;
	/** Other spellings that were merged into this one. */
	variants: string[];
	members: { person: PersonRef; roles: OrganisationRole[] }[];
}

interface Mention {
	name: string;
	person: PersonRef;
	role: OrganisationRole;
}

const dates = (range: DateRange | undefined) => (range ? formatDateRange(range) : undefined);
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ') || undefined;

/** Every organisation a profile names, with what the person did there. */
function mentions(person: Profile): Mention[] {
	const ref = { slug: person.slug, name: displayName(person) };
	return [
		...person.education.map((e) => ({
			name: e.institution,
			person: ref,
			role: { kind: 'education' as const, what: joined(e.degree, e.field), dates: dates(e.dates) },
		})),
		...person.experience.map((e) => ({
			name: e.organization,
			person: ref,
			role: { kind: 'experience' as const, what: e.role, dates: dates(e.dates) },
		})),
		...person.projects.flatMap((p) =>
			p.organization
				? [{ name: p.organization, person: ref, role: { kind: 'project' as const, what: p.title, dates: dates(p.dates) } }]
				: []
		),
	];
}

/** The spelling used most often; among equals the longest ("University" over "Univ."), then the first met. */
function commonest(names: string[]): string {
	const counts = new Map<string, number>();
	for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
	const better = ([name, n]: [string, number], [bestName, bestN]: [string, number]) =>
		n > bestN || (n === bestN && name.length > bestName.length);
	return [...counts].reduce((best, next) => (better(next, best) ? next : best))[0];
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Organisations and institutions across all profiles (education, experience, projects), merged
 * by normalised name, each with the people who were there. Most people first, then by name.
 */
export const collectOrganisations = oncePerPeople(function collectOrganisations(people: Profile[]): Organisation[] {
	const byKey = new Map<string, Mention[]>();
	for (const mention of people.flatMap(mentions)) {
		const key = normaliseOrgName(mention.name);
		if (!key) continue;
		const list = byKey.get(key);
		if (list) list.push(mention);
		else byKey.set(key, [mention]);
	}
	const organisations = [...byKey.values()].map((list): Organisation => {
		const name = commonest(list.map((m) => m.name));
		const members = new Map<string, Organisation['members'][number]>();
		for (const { person, role } of list) {
			const member = members.get(person.slug) ?? { person, roles: [] };
			member.roles.push(role);
			members.set(person.slug, member);
		}
		return {
			anchor: organisationAnchor(name),
			name,
			variants: [...new Set(list.map((m) => m.name))].filter((v) => v !== name),
			members: [...members.values()],
		};
	});
	return organisations.sort(
		(a, b) => b.members.length - a.members.length || collator.compare(a.name, b.name)
	);
});
