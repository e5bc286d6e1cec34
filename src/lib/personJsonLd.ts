import type { Profile } from '../schema/index.ts';
import { contactLinks } from './contactLinks.ts';
import { displayName } from './displayName.ts';
import { plainText } from './formattedText.ts';

const organisation = (type: string) => (name: string) => ({ '@type': type, name });

/**
 * schema.org Person for a profile page: every organisation worked at as `affiliation`, every
 * institution studied at as `alumniOf`, contact pages as `sameAs`, interests as `knowsAbout`.
 */
export function personJsonLd(person: Profile, url: string): Record<string, unknown> {
	const links = contactLinks(person.contact);
	const email = links.find((l) => l.href.startsWith('mailto:'));
	const sameAs = links.filter((l) => l !== email).map((l) => l.href);
	const unique = (names: string[]) => [...new Set(names)];
	const data: Record<string, unknown> = {
		'@context': 'https://schema.org',
		'@type': 'Person',
		name: plainText(displayName(person)),
		url,
	};
	if (person.nativeName) data['alternateName'] = person.nativeName;
	if (person.headline) data['description'] = plainText(person.headline);
	if (email) data['email'] = email.href.replace(/^mailto:/, '');
	if (sameAs.length > 0) data['sameAs'] = sameAs;
	if (person.interests.length > 0) data['knowsAbout'] = person.interests.map(plainText);
	const affiliation = unique(person.experience.map((e) => e.organization));
	if (affiliation.length > 0) data['affiliation'] = affiliation.map(organisation('Organization'));
	const alumniOf = unique(person.education.map((e) => e.institution));
	if (alumniOf.length > 0) data['alumniOf'] = alumniOf.map(organisation('EducationalOrganization'));
	return data;
}
