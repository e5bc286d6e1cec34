import type { Contact } from '../../schema/contact.ts';

/** Which host makes a URL which kind of contact link; anything else on the header is a homepage. */
export const CONTACT_HOSTS: { key: keyof Contact; re: RegExp }[] = [
	{ key: 'github', re: /^(?:https?:\/\/)?(?:www\.)?github\.com\/[\w.-]+\/?$/i },
	{ key: 'scholar', re: /^(?:https?:\/\/)?scholar\.google\.[a-z.]+\/citations\?\S+$/i },
	{ key: 'orcid', re: /^(?:https?:\/\/)?(?:www\.)?orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\/?$/i },
	{ key: 'linkedin', re: /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?$/i },
	{ key: 'twitter', re: /^(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\/\w+\/?$/i },
];

/** The words a contact value is labelled with ("Email", "GitHub", "Phone"). */
export const CONTACT_LABEL_WORDS = 'e-?mail|mail|github|git|homepage|home page|website|web|url|scholar|google scholar|orcid|linkedin|twitter|x|phone|tel|mobile|cell|address';

/** Labels written before a contact value ("Email :", "GitHub:", "Web:"). */
export const CONTACT_LABEL = new RegExp(`\\b(?:${CONTACT_LABEL_WORDS})\\s*:\\s*`, 'gi');

/** Link words left behind once a link's address is taken ("[Homepage](…)"). */
export const CONTACT_WORDS = /\b(?:e-?mail|homepage|home page|website|web|github|google scholar|scholar|orcid|linkedin|twitter|cv|resume|blog)\b/gi;

// The look-behind lets a match start only where an address can start, so a long run of word
// characters is scanned once instead of once per position.
export const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
/** A web address; it ends at a quote, as an HTML attribute's value does. */
export const WEB_URL = /\b(?:https?:\/\/|www\.)[^\s<>()|,"']+[^\s<>()|,.;:"']/gi;
/** A bare ORCID iD or a handle such as "github.com/x" written without a scheme. */
/** A bare domain after a web label: "Website: ada.example.org". */
export const LABELLED_DOMAIN = /\b(?:website|homepage|home page|web|url|blog)\s*:\s*((?:[\w-]+\.)+[a-z]{2,}(?:\/[^\s|,;]*)?)/i;
/** A handle after its site's label: "GitHub: ada-l", "Twitter: @ada" (a template's icon gives the label). */
export const LABELLED_HANDLE = /\b(github|linkedin|twitter)\s*:\s*@?([\w-]{1,39})(?=\s*(?:[|·•,;]|$))/gi;
/** Where a labelled handle's profile is. */
export const HANDLE_URL = { github: 'https://github.com/', linkedin: 'https://www.linkedin.com/in/', twitter: 'https://twitter.com/' } as const;
/** A line that is a web address and nothing else, without "www." or a scheme: "ada.github.io", "ada.example.org/cv". */
export const BARE_DOMAIN_LINE = /^(?:[a-z\d][\w-]*\.)+(?:[a-z]{2}|com|org|net|edu|gov|info|io|dev|me|ai|app|page|site|science|xyz)(?:\/[^\s]*)?$/i;
export const BARE_ORCID = /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/;
export const BARE_HOST_URL = /\b(?:github\.com|gitlab\.com|linkedin\.com\/in|twitter\.com|x\.com|scholar\.google\.[a-z.]+)\/[^\s<>()|,"']+[^\s<>()|,.;:"']/gi;

/** A phone number as CVs write it: "(555) 123-4567", "+1 555 123 4567". */
export const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}\b/;

/** Font Awesome's code points (4 and later) for the icons CV templates set before contact values. */
export const ICON_LABELS: Record<number, string> = {
	0xf095: 'Phone', 0xf098: 'Phone', 0xf10b: 'Phone', 0xf3cd: 'Phone',
	0xf0e0: 'Email', 0xf003: 'Email', 0xf199: 'Email',
	0xf0ac: 'Web', 0xf015: 'Web', 0xf0c1: 'Web',
	0xf09b: 'GitHub', 0xf092: 'GitHub', 0xf113: 'GitHub',
	0xf08c: 'LinkedIn', 0xf0e1: 'LinkedIn',
	0xf099: 'Twitter', 0xf081: 'Twitter',
	0xf296: 'GitLab',
};
