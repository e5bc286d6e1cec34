import type { Publication } from '../../schema/index.ts';
import { isPersonName, withoutHomonymNumber } from '../names.ts';
import { cleanField } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { JOURNAL_ABBREVIATIONS } from '../vocab/venues.ts';

/**
 * "[j12]", "[c31]", "[i5]": a bibliography database's key for a record (dblp's), the kind of record
 * in lower case and its number, alone on its line or before the record.
 */
const RECORD_KEY = /^\[([a-z])(\d{1,4})\](?:\s+(.+))?$/;

/** What each kind of key says a record is. */
const KEY_TYPES: Readonly<Record<string, Publication['type']>> = { j: 'journal', c: 'conference', e: 'other', r: 'other' };

/**
 * Where and when, as such a record ends: "IEEE Trans. Knowl. Data Eng. 37(2): 812-826 (2025)",
 * "KDD 2024: 1123-1134", "ECML/PKDD (3) 2022", "Trans. Mach. Learn. Res. 2024 (2024)",
 * "CoRR abs/2403.01234 (2024)". The venue's name is the first group; the year the last that matched.
 */
const VENUE_AND_NUMBERS =
	/^(.+?)\s(?:\d+(?:\(\d+(?:-\d+)?\))?:\s?\S+\s\(((?:19|20)\d{2})\)|(?:\(\d+\)\s)?((?:19|20)\d{2})(?::\s?\S+)?|\d+\s\(((?:19|20)\d{2})\)|abs\/(\d{4}\.\d{4,5})\s\(((?:19|20)\d{2})\)|\d+,\s\S+\s((?:19|20)\d{2}))$/;

const MAX_VENUE_LENGTH = 240;

/** "Data Eng.", "Proc.", "HILDA@SIGMOD", "eLife": a word of a venue's abbreviated name; no word of a sentence. */
function isVenueWord(word: string): boolean {
	if (/^\p{Ll}/u.test(word) && !/\p{Lu}/u.test(word.slice(1))) return false;
	if (!word.endsWith('.')) return true;
	const stem = word.slice(0, -1);
	return stem.length <= 8 || JOURNAL_ABBREVIATIONS.includes(stem);
}

/** The venue a record's text ends with, its name and year, if the words before the numbers are a venue's. */
function venueOf(text: string): { name: string; year?: number; arxiv?: string } | undefined {
	const m = VENUE_AND_NUMBERS.exec(text);
	if (!m || !m[1]!.split(/\s+/).every(isVenueWord)) return undefined;
	const year = m.slice(2).find((g) => g !== undefined && /^(?:19|20)\d{2}$/.test(g));
	return { name: m[1]!.replace(/,$/, ''), ...(year ? { year: Number(year) } : {}), ...(m[5] ? { arxiv: m[5] } : {}) };
}

/**
 * "Title? More title. IEEE Trans. Knowl. Data Eng. 37(2): 812-826 (2025)": the title ends at the first
 * stop after which the rest reads as a venue and its numbers.
 */
function splitTitleVenue(text: string): { title: string; venue: ReturnType<typeof venueOf> } {
	for (const m of text.matchAll(/[.?!]\s+(?=[\p{Lu}\d@])/gu)) {
		// A venue and its numbers are a few words: a longer rest is still the title, and is not read again.
		if (text.length - m.index > MAX_VENUE_LENGTH) continue;
		const venue = venueOf(text.slice(m.index + m[0].length));
		if (venue) return { title: text.slice(0, m.index + 1), venue };
	}
	return { title: text, venue: undefined };
}

/** "Ada Byron, Alan Turing 0002: Title. Venue": the authors before the colon, each a person's name. */
function splitColonAuthors(text: string): { authors: string[]; rest: string } | undefined {
	const colon = text.indexOf(': ');
	if (colon < 0) return undefined;
	const authors = text.slice(0, colon).split(/,\s+/).map(withoutHomonymNumber);
	return authors.every(isPersonName) ? { authors, rest: text.slice(colon + 2) } : undefined;
}

/** A record's text read: its authors, title and venue; the venue undefined while the text has not reached it. */
interface RecordText {
	authors: string[];
	title: string;
	venue: ReturnType<typeof venueOf>;
}

function readRecordText(text: string): RecordText | undefined {
	const head = text.includes(': ') ? splitColonAuthors(text) : undefined;
	return head && { authors: head.authors, ...splitTitleVenue(head.rest) };
}

/** One record: its key, its lines (the links a page sets between them are page chrome, read past before) and their text read. */
function toPublication(kind: string, lines: readonly Line[], { authors, title, venue }: RecordText): Publication {
	const pub: Publication = { title: cleanField(title.replace(/\.$/, '')), authors, awards: [], source: spanOf(lines) };
	if (venue) pub.venue = venue.name;
	if (venue?.year !== undefined) pub.year = venue.year;
	const preprint = kind === 'i' && /^(?:CoRR|arXiv)\b/.test(venue?.name ?? '');
	// "HILDA@SIGMOD": a workshop held at a conference, as dblp names it.
	const type = preprint ? 'preprint' : kind === 'c' && /@|\bWorkshops?\b/.test(venue?.name ?? '') ? 'workshop' : kind === 'b' ? (/\bUniv|\bthesis\b/i.test(venue?.name ?? '') ? 'thesis' : 'other') : KEY_TYPES[kind];
	if (type) pub.type = type;
	pub.status = preprint ? 'preprint' : 'published';
	if (venue?.arxiv) pub.url = `https://arxiv.org/abs/${venue.arxiv}`;
	return pub;
}

/**
 * Step 5g. A bibliography database's records (dblp's person page): "[j12]" over "Authors:" over "Title.
 * Venue 37(2): 812-826 (2025)", or all on one line. Read only where two or more keys open records, so
 * that a CV's own labels ("[J3]", in capitals) are left to the citation reader.
 */
export function readKeyedRecords(section: Section, ctx: ExtractContext): Section {
	if (section.kind !== 'publications' || section.lines.filter((l) => RECORD_KEY.test(l.text)).length < 2) return section;
	const used = new Set<Line>();
	const lines = section.lines;
	for (let i = 0; i < lines.length; i++) {
		const key = RECORD_KEY.exec(lines[i]!.text);
		if (!key) continue;
		// The record runs to the line that ends it with its venue, or to the next key or year.
		let end = i;
		let text = key[3] ?? '';
		let read = readRecordText(text);
		while (!read?.venue && end + 1 < lines.length && !RECORD_KEY.test(lines[end + 1]!.text) && !/^(?:19|20)\d{2}$/.test(lines[end + 1]!.text)) {
			text = `${text} ${lines[++end]!.text}`.trim();
			read = readRecordText(text);
		}
		if (!read) continue;
		const record = lines.slice(i, end + 1);
		const pub = toPublication(key[1]!, record, read);
		ctx.draft.publications.push(pub);
		ctx.trace.place(...record);
		for (const line of record) used.add(line);
		i = end;
	}
	return { ...section, lines: lines.filter((line) => !used.has(line)) };
}

