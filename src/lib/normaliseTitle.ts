/**
 * The key that decides whether two listed publications are the same paper: lowercase, without
 * diacritics or punctuation, single-spaced. Capitalisation and dash styles vary between CVs.
 */
export function normaliseTitle(title: string): string {
	return title
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}
