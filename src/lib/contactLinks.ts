import type { Contact } from '../schema/index.ts';
import { safeHref } from './safeHref.ts';

export interface ContactLink {
	label: string;
	href: string;
	/** What the visitor reads: the address or handle, not the whole URL. */
	text: string;
}

type Builder = (value: string) => string | undefined;

/** A builder for services addressed by a bare handle ("lazycat", "@lazycat"). */
const handle =
	(prefix: string): Builder =>
	(v) => {
		const name = v.replace(/^@/, '');
		return /^[\w.-]{1,64}$/.test(name) ? `${prefix}${name}` : undefined;
	};

/** How a value that is neither a URL nor a host/path becomes a URL; order is display order. */
const SERVICES: [keyof Contact, string, Builder][] = [
	['email', 'Email', (v) => (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(v) ? `mailto:${v}` : undefined)],
	['homepage', 'Homepage', () => undefined],
	['github', 'GitHub', handle('https://github.com/')],
	[
		'scholar',
		'Google Scholar',
		(v) => (/^[\w-]{6,20}$/.test(v) ? `https://scholar.google.com/citations?user=${v}` : undefined),
	],
	[
		'orcid',
		'ORCID',
		(v) => (/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(v) ? `https://orcid.org/${v}` : undefined),
	],
	['linkedin', 'LinkedIn', handle('https://www.linkedin.com/in/')],
	['twitter', 'X / Twitter', handle('https://x.com/')],
];

const hasScheme = (v: string) => /^[a-z][a-z\d+.-]*:/i.test(v);
/** "github.com/x" or "example.org": a host written without its scheme. */
const isHostPath = (v: string) => /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(v) && !v.includes('@');

/** Contact details as safe links: URLs pass the scheme check, hosts get https, handles get built. */
export function contactLinks(contact: Contact): ContactLink[] {
	const links: ContactLink[] = [];
	for (const [key, label, build] of SERVICES) {
		const value = contact[key]?.trim();
		if (!value) continue;
		const candidate = hasScheme(value)
			? value
			: isHostPath(value)
				? `https://${value}`
				: build(value);
		const href = candidate === undefined ? undefined : safeHref(candidate);
		if (!href) continue;
		const text = value.replace(/^(https?:\/\/|mailto:)/i, '').replace(/\/$/, '');
		links.push({ label, href, text });
	}
	return links;
}
