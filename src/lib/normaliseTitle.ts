import { plainText } from './formattedText.ts';

/**
 * The key that decides whether two listed publications are the same paper: the words a reader
 * sees (formatting such as <i>…</i> dropped), lowercase, without diacritics or punctuation,
 * single-spaced. Capitalisation, dash styles and italics vary between CVs.
 */
export function normaliseTitle(title: string): string {
	return plainText(title)
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}
