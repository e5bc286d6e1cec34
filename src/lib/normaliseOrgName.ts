/** Abbreviations CVs use for the same word; only unambiguous ones ("St." could be Saint or State). */
const ABBREVIATIONS: Record<string, string> = {
	univ: 'university',
	uni: 'university',
	inst: 'institute',
	intl: 'international',
	natl: 'national',
	dept: 'department',
};

/** Words whose presence never tells two places apart: "The University of X", "X at Y" / "X, Y". */
const FILLER = new Set(['the', 'at']);

/** Legal-form suffixes: "Acme Inc." and "Acme" are one employer. Only dropped at the end. */
const LEGAL_SUFFIX = /( (inc|ltd|llc|corp|corporation|co|gmbh|plc|ag|sa|limited))+$/;

/**
 * The key that decides whether two written organisation names are one place. Conservative: case,
 * accents, punctuation, "&"/"and", a leading "The", a trailing acronym in parentheses, common
 * abbreviations and legal suffixes are ignored; word order is kept, so "University of X" and
 * "X University" (often different schools) stay apart, and acronyms are never expanded.
 */
export function normaliseOrgName(name: string): string {
	const words = name
		// "Massachusetts Institute of Technology (MIT)": the acronym repeats the name.
		.replace(/\s*\(\s*[\p{Lu}&.\s]{2,12}\)\s*$/u, '')
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
		.split(' ')
		.filter((w, i) => w && !(FILLER.has(w) && (w === 'the' || i > 0)))
		.map((w) => ABBREVIATIONS[w] ?? w);
	return words.join(' ').replace(LEGAL_SUFFIX, '');
}
