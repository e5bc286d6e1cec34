/** Title words that would make every key alike ("lin2024a", "lin2024the"). */
const STOP_WORDS = new Set(
	'a an and as at by for from in into of on or the to toward towards via with'.split(' ')
);

/** Lower-case ASCII letters and digits only: BibTeX keys outside ASCII break older toolchains. */
const ascii = (text: string) =>
	text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');

/**
 * A Google-Scholar-style BibTeX key: first author's family name, year, first significant title
 * word ("lin2026hybridgen"). Parts that have no ASCII form fall back to "anon" and "nd".
 */
export function citationKey(family: string | undefined, year: number | undefined, title: string): string {
	const word = title
		.split(/[^\p{L}\p{N}]+/u)
		.map(ascii)
		.find((w) => w.length > 1 && !STOP_WORDS.has(w));
	return `${ascii(family ?? '') || 'anon'}${year ?? 'nd'}${word ?? ''}`;
}
