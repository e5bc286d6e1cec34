import type { Contact } from '../../schema/contact.ts';
import { BARE_HOST_URL, BARE_ORCID, CONTACT_HOSTS, CONTACT_LABEL, CONTACT_WORDS, EMAIL, LABELLED_DOMAIN, WEB_URL } from '../vocab/contact.ts';

/** "wzhang [at] example.edu", "ada (at) example (dot) org": an address spelled out against harvesters. */
const OBFUSCATED_EMAIL = /\b([\w.+-]+)\s*[[(]\s*at\s*[\])]\s*([\w-]+(?:\s*(?:\.|[[(]\s*dot\s*[\])])\s*[\w-]+)+)/gi;

/** Reads every email and link on a line into contact fields; returns what is left of the line. */
export function readContacts(text: string, contact: Contact): string {
	let rest = text.includes('[') || text.includes('(') ? text.replace(OBFUSCATED_EMAIL, (_, user: string, domain: string) => `${user}@${domain.replace(/\s*(?:[[(]\s*dot\s*[\])]|\.)\s*/gi, '.')}`) : text;
	const email = EMAIL.exec(rest);
	if (email && !contact.email) {
		contact.email = email[0].replace(/^mailto:/i, '');
		rest = rest.replace(email[0], ' ');
	}
	const domain = LABELLED_DOMAIN.exec(rest)?.[1];
	const urls = [...(rest.match(WEB_URL) ?? []), ...(rest.match(BARE_HOST_URL) ?? []), ...(domain ? [domain] : [])];
	for (const url of urls) {
		rest = rest.replace(url, ' ');
		const full = toWebUrl(url);
		const key = CONTACT_HOSTS.find((h) => h.re.test(full))?.key ?? 'homepage';
		if (!contact[key]) contact[key] = full;
	}
	const orcid = BARE_ORCID.exec(rest);
	if (orcid && !contact.orcid) {
		contact.orcid = `https://orcid.org/${orcid[0]}`;
		rest = rest.replace(orcid[0], ' ');
	}
	return rest.replace(CONTACT_LABEL, ' ').replace(CONTACT_WORDS, ' ').replace(/[|·•,;:]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A link as found in text ("www.x.org", "https://x.org") to an absolute web address. */
export function toWebUrl(found: string): string {
	return /^https?:\/\//i.test(found) ? found : `https://${found}`;
}
