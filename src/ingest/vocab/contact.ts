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
export const WEB_URL = /\b(?:https?:\/\/|www\.)[^\s<>()|,]+[^\s<>()|,.;:]/gi;
/** A bare ORCID iD or a handle such as "github.com/x" written without a scheme. */
/** A bare domain after a web label: "Website: ada.example.org". */
export const LABELLED_DOMAIN = /\b(?:website|homepage|home page|web|url|blog)\s*:\s*((?:[\w-]+\.)+[a-z]{2,}(?:\/[^\s|,;]*)?)/i;
export const BARE_ORCID = /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/;
export const BARE_HOST_URL = /\b(?:github\.com|gitlab\.com|linkedin\.com\/in|twitter\.com|x\.com|scholar\.google\.[a-z.]+)\/[^\s<>()|,]+[^\s<>()|,.;:]/gi;

/** A phone number as CVs write it: "(555) 123-4567", "+1 555 123 4567". */
export const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}\b/;
