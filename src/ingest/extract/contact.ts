import { WebUrlSchema, type Contact } from '../../schema/contact.ts';
import { isPersonName } from '../names.ts';
import type { ExtractContext, Line, Section } from '../types.ts';
import { BARE_DOMAIN_LINE, BARE_HOST_URL, BARE_ORCID, CONTACT_HOSTS, CONTACT_LABEL, CONTACT_WORDS, EMAIL, HANDLE_URL, LABELLED_DOMAIN, LABELLED_HANDLE, PHONE, WEB_URL } from '../vocab/contact.ts';
import { joinLines, tableCells } from '../lines.ts';
import { POSTNOMINALS } from '../vocab/names.ts';
import { sectionKindOf } from '../classify.ts';
import { splitTopics } from '../text.ts';
import { splitLabel } from './labels.ts';

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
	// "ada.github.io (Personal)": LinkedIn labels each site it lists with its kind in brackets.
	const domain = LABELLED_DOMAIN.exec(rest)?.[1] ?? BARE_DOMAIN_LINE.exec(rest.trim().replace(/\s+\(\p{L}+\)$/u, ''))?.[0];
	const urls = [...(rest.match(WEB_URL) ?? []), ...(rest.match(BARE_HOST_URL) ?? []), ...(domain ? [domain] : [])];
	// Every link leaves the line in one pass (one at a time cost the square of a line of links), and
	// only the first few are asked for a field: no contact line holds more.
	if (urls.length > 0) rest = rest.replace(WEB_URL, ' ').replace(BARE_HOST_URL, ' ');
	if (domain) rest = rest.replace(domain, ' ');
	for (const url of urls.slice(0, MAX_CONTACT_LINKS)) {
		const full = toWebUrl(url);
		const key = CONTACT_HOSTS.find((h) => h.re.test(full))?.key ?? 'homepage';
		// An address the profile's schema would refuse is no contact: one bad link must not cost the whole profile.
		if (!contact[key] && WebUrlSchema.safeParse(full).success) contact[key] = full;
	}
	for (const handle of rest.includes(':') ? rest.matchAll(LABELLED_HANDLE) : []) {
		const site = handle[1]!.toLowerCase() as keyof typeof HANDLE_URL;
		if (!contact[site]) contact[site] = `${HANDLE_URL[site]}${handle[2]}`;
		rest = rest.replace(handle[0], ' ');
	}
	const orcid = BARE_ORCID.exec(rest);
	if (orcid && !contact.orcid) {
		contact.orcid = `https://orcid.org/${orcid[0]}`;
		rest = rest.replace(orcid[0], ' ');
	}
	return rest.replace(CONTACT_LABEL, ' ').replace(CONTACT_WORDS, ' ').replace(/[|·•,;:]+/g, ' ').replace(/\s+/g, ' ').trim();
}

const MAX_CONTACT_LINKS = 40;

/** A link as found in text ("www.x.org", "https://x.org") to an absolute web address. */
export function toWebUrl(found: string): string {
	return /^https?:\/\//i.test(found) ? found : `https://${found}`;
}

/**
 * Reads a line's emails and links into contact fields. True when a field took the line: it held a
 * contact, or nothing but contact labels and separators. A phone number or an address has no field
 * (a profile is published), so a line of nothing else stays listed as unplaced.
 */
export function readContactLine(line: Line, contact: Contact): boolean {
	const before = JSON.stringify(contact);
	const rest = readContacts([line.markupOnly ? '' : line.text, ...line.links].join(' '), contact);
	return (rest.length < 3 && !PHONE.test(line.text)) || JSON.stringify(contact) !== before;
}

/** "Name:", and the label in the languages a form is written in ("Nome e cognome:", "Nombre y apellidos:", "Nom et prénom:"). */
// "Family name, First name: Meireles, Rita" (the ERC's CV template): the name written last name first.
// "Faculty Member: Okafor-Lindgren, Marit E." (a US activity report's header): whose report it is.
const NAME_LABEL = /^(?:(?:family|last|sur)\s?name,\s*(?:first|given)\s+names?(?:\(s\))?|(?:full\s+)?name(?:\(s\))?|name of the (?:faculty|teacher|candidate|applicant|employee)|faculty member|nome(?: e cognome| completo)?|cognome e nome|nombre(?: y apellidos| completo)?|nom(?: et prénom)?|prénom et nom|vor- und nachname)\s*(?::|\t|\s{2,})\s*(\S.*)$/i;

/** A "Contact" or "Personal information" section: a stated name, emails and links; a phone or an address has no field and stays listed as unplaced. */
export function extractContact(section: Section, ctx: ExtractContext): void {
	for (const line of joinBrokenLinks(section.lines)) {
		// A form's "Personal information" block states the name when no header did.
		const name = ctx.draft.name === undefined ? labelledName(line) : undefined;
		const labelled = name === undefined && line.text.includes(':') ? splitLabel(line.text) : undefined;
		if (name && isPersonName(name)) {
			ctx.draft.name = name;
			ctx.trace.place(line);
		} else if (labelled && sectionKindOf(labelled.label) === 'interests') {
			// "Research areas: catchment hydrology; peatland restoration": the topics, among the personal details.
			ctx.draft.interests.push(...splitTopics(labelled.value));
			ctx.trace.place(line);
		} else if (labelled && !ctx.draft.headline && CURRENT_POSITION.test(labelled.label)) {
			ctx.draft.headline = labelled.value;
			ctx.trace.place(line);
		} else if (readContactLine(line, ctx.draft.contact)) ctx.trace.place(line);
	}
}

/** "Current position:", "Present position:": the post a form's personal details state, the headline. */
const CURRENT_POSITION = /^(?:current|present)\s+(?:position|post|appointment)$/i;

/** "www.linkedin.com/in/ada-" over "lovelace-6b2a91 (LinkedIn)": a link a narrow column broke, and its label. */
const BROKEN_LINK = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*[-?=&/_]$/;
const LINK_REST = /^[\w%&=?.#/-]+(?:\s+\([\p{L} ]{2,20}\))?$/u;

/** The side column's lines, each link a narrow column broke (LinkedIn's PDF) read whole. */
function joinBrokenLinks(lines: readonly Line[]): Line[] {
	const out: Line[] = [];
	for (const line of lines) {
		const last = out[out.length - 1];
		if (last && BROKEN_LINK.test(last.text) && LINK_REST.test(line.text)) {
			const text = `${last.text}${line.text}`;
			out[out.length - 1] = { ...joinLines(last, line), text, cells: [text] };
		}
		else out.push(line);
	}
	return out;
}

/**
 * "Name: Ada Lovelace", "NAME: Lovelace, Ada", "Name      Lovelace, Ada" (a form's column, whose
 * gap only the line as written keeps): the name a form states, first name first.
 */
export function labelledName(line: Line): string | undefined {
	// "| Name | Elina Harjukelo |": a form's table, the label in one cell and the name in the next.
	const cells = line.raw.startsWith('|') ? tableCells(line.raw).filter(Boolean) : [];
	const m = NAME_LABEL.exec(line.text) ?? NAME_LABEL.exec(line.raw.trim()) ?? (cells.length === 2 ? NAME_LABEL.exec(`${cells[0]}: ${cells[1]}`) : null);
	if (!m) return undefined;
	// "Okafor-Lindgren, Marit E., PhD, RN": the credentials after a name written surname first go before it is turned.
	const inverted = /^([^,]+),\s*([^,]+)$/.exec(m[1]!.trim().replace(POSTNOMINALS, ''));
	return inverted ? `${inverted[2]!.trim()} ${inverted[1]!.trim()}` : m[1]!.trim();
}
