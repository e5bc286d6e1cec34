import type { Contact } from '../schema/contact.ts';
import { isPersonName } from './names.ts';
import { CONTACT_HOSTS } from './vocab/contact.ts';

/** Front matter keys a site theme's author page sets, read as the corrections they amount to. */
export interface ThemeReading {
	corrections: Record<string, unknown>;
	/** The theme's keys that were read, so none of them is reported as left alone. */
	read: string[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Hugo Blox's (Wowchemy's) author profile: `first_name` and `last_name`, `role` and the first of
 * `organizations` for the headline, `bio` for the summary, and the links of `social`. Only what the
 * page states plainly is read; its education list and the rest are left alone with a warning.
 */
export function readThemeKeys(data: Record<string, unknown>): ThemeReading {
	const corrections: Record<string, unknown> = {};
	const read: string[] = [];
	const first = text(data['first_name']);
	const last = text(data['last_name']);
	if (first && last) {
		corrections['name'] = `${first} ${last}`;
		read.push('first_name', 'last_name');
	}
	// Pandoc's, Quarto's and R Markdown's `author`: the one who wrote a CV is the one it is about.
	const author = documentAuthor(data['author']);
	if (author && !first) {
		corrections['name'] = author;
		read.push('author');
	}
	const role = text(data['role']);
	const organisations = Array.isArray(data['organizations']) ? data['organizations'] : [];
	const organisation = text((organisations[0] as { name?: unknown } | undefined)?.name);
	if (role) {
		corrections['headline'] = organisation ? `${role}, ${organisation}` : role;
		read.push('role', ...(organisation ? ['organizations'] : []));
	}
	const bio = text(data['bio']);
	if (bio) {
		corrections['summary'] = bio;
		read.push('bio');
	}
	const contact = socialContact(data['social']);
	if (contact) {
		corrections['contact'] = contact;
		read.push('social');
	}
	return { corrections, read };
}

/** `social: [{ icon: envelope, link: 'mailto:…' }, { link: https://github.com/… }]`: each link by its host. */
function socialContact(social: unknown): Contact | undefined {
	if (!Array.isArray(social)) return undefined;
	const contact: Contact = {};
	for (const entry of social) {
		const link = text((entry as { link?: unknown } | null)?.link);
		if (!link) continue;
		if (/^mailto:/i.test(link)) contact.email ??= link.slice('mailto:'.length);
		else if (/^https?:\/\//i.test(link)) {
			const key = CONTACT_HOSTS.find((h) => h.re.test(link))?.key;
			if (key) contact[key] ??= link;
		}
	}
	return Object.keys(contact).length ? contact : undefined;
}

/**
 * `author: Ada Lovelace`, `author: [Ada Lovelace]`, `author: [{ name: Ada Lovelace, … }]`: the
 * document's one author, where the value reads as a person's name. Several authors, or a value
 * that is no name ("The Lab"), name no one.
 */
function documentAuthor(value: unknown): string | undefined {
	const one = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
	const name = text(one) ?? text((one as { name?: unknown } | null | undefined)?.name);
	return name && isPersonName(name) ? name : undefined;
}
