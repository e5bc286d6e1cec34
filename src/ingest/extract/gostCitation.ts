/**
 * "Korobova E.A., Lindqvist P. Title // Physical Review B. 2021. Vol. 103, No. 4. P. 045301.": a
 * citation as Russian and other post-Soviet CVs write it (GOST 7.1): the authors surname first,
 * their initials joined by stops, then the title, and after "//" the journal or book, the year,
 * the volume and the pages, each closed by a stop.
 */
export interface GostCitation {
	/** As written: "Korobova E.A.". */
	authors: string[];
	title: string;
	/** The text after "//" up to the year or the place in brackets: the journal, the book or the meeting. */
	venue: string;
	year?: number;
	/** "submitted to …", "accepted": where the paper stands, where it says so. */
	status?: string;
	/** "Vol. 107": the venue is a journal's (or a series'). */
	volume: boolean;
	/** What follows the venue: its year, volume and pages, or a meeting's place and dates in brackets. */
	after: string;
}

/** "Korobova E.A.", "Lindqvist-Berg P.", "Коробова Е.А.": a surname, then one initial or two. */
const GOST_AUTHOR = String.raw`\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s\p{Lu}\.(?:\s?\p{Lu}\.)?`;
const GOST_AUTHORS = new RegExp(String.raw`^(${GOST_AUTHOR}(?:,\s${GOST_AUTHOR})*)(?:,?\s\[(?:et al\.|и др\.)\])?\s+(?=\S)`, 'u');
const AUTHOR = new RegExp(GOST_AUTHOR, 'gu');
/** ". 2023." after the venue, or "(2025)" after one a paper was sent to. */
const YEAR = /(?:^|[.,(]\s?)((?:19|20)\d{2})(?=[.)\s,;]|$)/;
/** "(accepted)", "submitted to", "in press": where a paper stands. */
const STATUS = /\b(submitted to|accepted|in press|в печати)\b/i;

export function splitGostCitation(text: string): GostCitation | undefined {
	const at = text.indexOf(' // ');
	if (at < 0) return undefined;
	const head = GOST_AUTHORS.exec(text.slice(0, at));
	if (!head) return undefined;
	const title = text.slice(head[0].length, at).replace(/[.\s]+$/, '');
	const tail = text.slice(at + 4);
	const status = STATUS.exec(tail)?.[1]?.toLowerCase();
	// The venue runs to the first stop before the year, or the bracket that names the meeting's place and dates.
	const venue = tail
		.replace(/^submitted to\s+/i, '')
		.split(/\s\(|\s\/\s|\.\s(?=(?:19|20)\d{2}\b|Vol\.|Т\.|No\.|P\.|С\.)/)[0]!
		.replace(/[.\s]+$/, '');
	// "(St. Petersburg, 24–28 June 2019)": a meeting's year stands in its dates.
	const rest = tail.slice(tail.indexOf(venue) + venue.length);
	const year = YEAR.exec(rest)?.[1] ?? /\b((?:19|20)\d{2})\b/.exec(rest)?.[1];
	const authors = head[1]!.match(AUTHOR) ?? [];
	return { authors, title, venue, ...(year ? { year: Number(year) } : {}), ...(status ? { status } : {}), volume: /\b(?:Vol|Т)\.\s?\d/.test(tail), after: rest };
}
