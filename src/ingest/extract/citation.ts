import { expandYear } from '../dates.ts';
import { memoizeForDocument } from '../memo.ts';
import { firstAuthor, INVERTED_NAME_TEXT, isAuthorName, isInvertedList, isPersonName, isSamePerson, splitAuthors } from '../names.ts';
import { NAME_PARTICLES } from '../vocab/names.ts';
import { cleanField, wordCount } from '../text.ts';
import { AWARD_WORDS, PAREN_VENUE, STATUS_PATTERNS, VENUE_TAG, VENUE_WORDS } from '../vocab/venues.ts';
import { matchesOf } from '../matches.ts';
import { COUNTRY } from '../vocab/places.ts';

/** What a piece of a citation is. */
export type Role = 'authors' | 'venue' | 'award' | 'title';

/** A venue named in text, with its short form and year where given. */
export interface VenueMatch {
	short?: string;
	full?: string;
	year?: number;
}

/** Share of list items that read as person names. */
function nameShare(items: string[]): number {
	return items.length === 0 ? 0 : items.filter(isPersonName).length / items.length;
}

/**
 * Whether a segment is an author list; the owner's name counts even alone. Kept per document: a
 * line is asked as a whole and again as its first sentence, which is often all of it.
 */
export function isAuthorList(text: string, owner?: string): boolean {
	const answers = answersFor(owner ?? '');
	let answer = answers.get(text);
	if (answer === undefined) answers.set(text, (answer = judgeAuthorList(text, owner)));
	return answer;
}

/** The answers given so far in this document, per owner: the header's lines are read before the owner is known. */
const answersFor = memoizeForDocument(() => new Map<string, boolean>());

/** "土本彩花, 浜崎亮, 岩村健二", "정하은, 김서연*": names in Chinese characters, kana or Hangul, as papers in those languages list their authors (a corresponding author starred). */
const CJK_NAME_LIST = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,5}[*†‡]?(?:,\s?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,5}[*†‡]?)+$/u;

function judgeAuthorList(text: string, owner?: string): boolean {
	if (CJK_NAME_LIST.test(text.replace(/[\s,;]+$/, ''))) return true;
	const isOwner = (a: string) => owner !== undefined && isSamePerson(a, owner);
	// The list must open with a name: "Title, A, B" is a title followed by authors. Most segments
	// of a publication section are titles and venues, which their first piece settles.
	const first = firstAuthor(text);
	if (first === undefined || !isAuthorName(first, owner)) return false;
	const { authors, truncated } = splitAuthors(text);
	if (authors.length >= 2) return nameShare(authors) >= 0.75;
	// "A. Abdelrahman et al.": one name and the others cut.
	return authors.length === 1 && (isOwner(authors[0]!) || (truncated && isPersonName(authors[0]!)));
}

export function isAwardText(text: string): boolean {
	return AWARD_WORDS.test(text) && wordCount(text) <= 10 && !VENUE_WORDS.test(text.replace(/\bposter\b/i, ''));
}

/** "Ecology Letters, 26(4), 512–525", "Journal of Glaciology, 68(4), pp. 611–624" (British Harvard), "Oecologia, 189, 1–12", "Annals of X, 50(1):1–30, 2021", "Water Res. 57 (4), e2020WR028912" (as citation profiles list it, no comma), "eLife 6: e27810 (2017)" (the life sciences' "volume: pages (year)"): a journal's name (the first group), then volume and pages. */
export const JOURNAL_VOLUME = /^((?:\p{Lu}|[a-z](?=\p{Lu}))[^:]{2,120}?)(?:(?:,\s*|\s)\d+(?:\s*\(\d{1,3}\))?(?:,|:)\s*(?!(?:19|20)\d{2}\.?$)(?:e?\d+|e[a-z]{1,3}\d+|e\d{4}[A-Z]{2,3}\d+|\d+\s*[–-]\s*\d+|Article\s+\w+|[A-Z]\d{1,6})(?:,\s*(?:19|20)\d{2})?|\s\d+:\s?(?:e?\d+|\d+\s*[–-]\s*\d+)\s\((?:19|20)\d{2}\)|,\s*(?!(?:19|20)\d{2}\b)\d+(?:\s*\(\d{1,3}\))?,\s*pp?\.\s?\d+(?:\s*[–-]\s*\d+)?)\.?$/u;

/**
 * "Phys. Rev. B 104, 094421 (2021)", "Nature Phys. 17, 1234 (2021)", "Science 371, 1200–1205
 * (2021)": a journal named with its volume, first page and year, as physics cites it; and
 * "Ann. of Math. (2) 195 (2022), no. 3, 701–745", volume, year and pages, as mathematics does;
 * "PMLA 135, no. 2 (2020): 301–18", as Chicago's notes do; "JHEP 05 (2023) 118" and "JINST 17
 * P09012 (2022)", as particle physics does. The name is the first group.
 */
export const CITED_JOURNAL =
	/^(\p{Lu}[^,\d()]{1,80}?(?:\s\(\d\))?),?\s(?:vol\.\s?)?\d{1,4}(?:,\s*(?:p\.\s?)?[A-Z]?\d{1,7}(?:\s*[–-]\s*\d+)?\s*\((?:\p{Lu}\p{Ll}{2,8}\.?\s)?(?:19|20)\d{2}\)|\s\((?:19|20)\d{2}\)(?:,\s*no\.\s*\d+(?:[–-]\d+)?)?,\s*\d+\s*[–-]\s*\d+|(?:,\s*no\.\s*\d+)?\s\((?:\p{Lu}\p{L}+\.?\s)?(?:19|20)\d{2}\)(?::\s*\d+\s*[–-]\s*\d+)?|\s\((?:19|20)\d{2}\)\s\d{1,7}(?:\s*[–-]\s*\d+)?|\s[A-Z]\d{1,7}\s\((?:19|20)\d{2}\))\.?$/u;

/**
 * "Plant Physiology  193(2)  1204-1219  2023/10", "Plant Methods  18  Article 97  2022/08": a journal, its
 * volume (and issue), pages and year (and month), set apart by spaces, no commas, as research databases
 * list a paper under its title and authors. The name is the first group.
 */
export const SPACED_JOURNAL = /^(\P{N}{2,120}?)\s\d{1,4}(?:\s?\(\d{1,4}\))?\s(?:Article\s)?[A-Za-z]?\d+(?:\s?[–-]\s?[A-Za-z]?\d+)?\s(?:19|20)\d{2}(?:[/.](?:0?[1-9]|1[0-2]))?\.?$/u;

/** "10.1093/plphys/kiad366": a DOI wherever it stands, without the stop or bracket that may close its sentence; the DOI is the first group. */
export const DOI = /\b(10\.\d{4,9}\/[^\s,;]+[^\s,;.)])/;

/** "arXiv:2301.01234", "arXiv: 2301.01234v2": a preprint's identifier; the number is the first group. */
export const ARXIV_ID = /\barXiv:\s?(\d{4}\.\d{4,5}(?:v\d+)?)/i;

/** "Chicago: University of Chicago Press, 2019", "Cham: Springer; 2023" (Vancouver): a book's imprint, "City[, ST]: Publisher, Year"; publisher and year are groups. */
export const IMPRINT = String.raw`\p{Lu}[\p{L}.'’ -]{1,40}(?:,\s*\p{Lu}{2})?:\s*(\p{Lu}[^:()]{2,80}?)[,;]\s*((?:19|20)\d{2})`;
/** A sentence that is an imprint and nothing else, in brackets or not. */
export const BOOK_IMPRINT = new RegExp(String.raw`^\(?${IMPRINT}\)?\.?$`, 'u');
/** "Princeton UP, 2019.", "Routledge, 2016.": MLA's imprint, the publisher and the year with no city. */
export const MLA_IMPRINT = /^(\p{Lu}[\p{L}&.'’ -]{0,60}?\s(?:UP|Press|Publishing|Publishers)|Routledge|Bloomsbury(?: Academic)?|Palgrave Macmillan|Verso|Polity),\s*((?:19|20)\d{2})\.?$/u;

/** "U.S. Patent", "Indian Patent Application": the office a patent was filed with (the first group). */
export const PATENT_OFFICE = /^\s*((?:[\p{Lu}][\p{L}.]*\s){0,3}Patent(?:\s(?:Application|Appl\.))?)\b/u;
const PATENT_NUMBER = new RegExp(`${PATENT_OFFICE.source}(?:\\s(?:No\\.|Number))?\\s?[A-Z]{0,2}\\s?\\d`, 'u');
const IEEE_NUMBERS = /,\s(?:[Vv]ol\.|pp\.)\s?\d/;

/** Whether a segment names where a paper appeared. */
export function isVenueText(text: string): boolean {
	const t = text.trim();
	// "Poster: Title" labels a title; the venue comes after it.
	if (/^(?:poster|demo|short paper|extended abstract)\s*:/i.test(t)) return false;
	if (/^[Ii]n:?\s+\p{Lu}/u.test(t)) return true;
	// A colon marks a title ("Name: what it does"), unless it sits between numbers ("12(3):45") or
	// names a venue's part ("IEEE Transactions on Circuits and Systems I: Regular Papers, vol. 67").
	// "…from discharge letters": a journal's "Letters" is capitalised; the word in lower case is a title's.
	if (VENUE_WORDS.test(t.includes('letters') ? t.replace(/\bletters\b/g, '') : t) && (!/:/.test(t.replace(/\)?:\s?\d/g, '')) || isVenuePart(t))) return true;
	if (STATUS_PATTERNS.some((s) => s.re.test(t)) && wordCount(t) <= 8) return true;
	if (JOURNAL_VOLUME.test(t) || CITED_JOURNAL.test(t) || SPACED_JOURNAL.test(t)) return true;
	// "IEEE Microw. Wireless Compon. Lett., vol. 27, no. 6, pp. 551–553": a volume or pages, as IEEE numbers them.
	if (IEEE_NUMBERS.test(t)) return true;
	// "Water Resources Research  ISSN: 0043-1397  ed: …", "v.55 fasc.9 p.7712 - 7731 ,2019,": a national CV catalogue's journal line and its numbers.
	if (ISSN_TAIL.test(t) || CATALOGUE_NUMBERS.test(t)) return true;
	// "U.S. Patent No. 11,238,517 B2", "Indian Patent Application No. 2023…": the office a patent was filed with and its number.
	if (PATENT_NUMBER.test(t)) return true;
	const tag = VENUE_TAG.exec(t);
	if (tag && cleanField(t.slice(tag[0].length)) === '') return true;
	if (/^\([^()]{2,60}\s(?:'|’)?(?:(?:19|20)\d{2}|\d{2})\)\.?$/.test(t)) return true;
	return /^[\p{Lu}][\w\s&-]{1,80}\s(?:19|20)\d{2}\.?$/u.test(t) && wordCount(t) <= 10 && !isPersonName(t.replace(/\s\d{4}\.?$/, ''));
}

/**
 * "  ISSN: 0043-1397  ed: American Geophysical Union": the ISSN a national CV catalogue (Colombia's
 * CvLAC, Brazil's Lattes) prints after the journal's name, and the publisher after it.
 */
export const ISSN_TAIL = /\s+ISSN:?\s*\d{4}-?\d{3}[\dXx]\b.*$/;
/** "v.84 fasc.N/A p.41 - 55 ,2017,": such a catalogue's volume, issue, pages and year, a line of their own; the year captured. */
export const CATALOGUE_NUMBERS = /^v\.\s?\S+\s+fasc\.\s?\S+\s+p\.\s?[\w\s–-]*?\s?,\s?((?:19|20)\d{2})\s?,/;

/** "Journal of the Royal Statistical Society: Series B": a venue's name before the colon, a few words of its part after. */
function isVenuePart(text: string): boolean {
	const m = /^([^:]+):\s*([^:,]+)(?:,|$)/.exec(text);
	return m !== null && VENUE_WORDS.test(m[1]!) && wordCount(m[2]!) <= 3 && /^\p{Lu}/u.test(m[2]!);
}

const EDITORS_BEFORE_BOOK = /^[^()]{2,200}?\s\((?:Eds?|Hrsg|dir|coord|org|a cura di)\.?\),\s*/i;
const EDITION_AND_PAGES = /\s*\((?:\d+(?:st|nd|rd|th)\s+ed\.(?:,\s*)?)?(?:pp?\.\s*[\d–-]+)?\)/;

/** Reads the short venue and year out of a venue text. */
export function readVenue(text: string): VenueMatch {
	// "In P. Marchetti & R. Oyelaran (Eds.), Handbook of X (2nd ed., pp. 88–112)": the book, not its editors or its edition.
	// "In Proceedings of the …": the proceedings' name as written, without the word that leads to it;
	// "(E-pub ahead of print) In: Journal": nor a note that the paper is out before its issue.
	const unled = text.replace(/^(?:\((?:e-?pub(?:lished)?\s)?ahead of print\)\s*)?in:?\s+/i, '');
	const opened = unled.includes('(') ? unled.replace(EDITORS_BEFORE_BOOK, '').replace(EDITION_AND_PAGES, '') : unled;
	// A bracket is what the note and the bracketed short names below need; most venues have none.
	const bracketed = opened.includes('(');
	const t = (bracketed ? opened.replace(/\((?:[*†\s:]*)equal contribution[^()]*\)|\(in prep(?:aration|\.)?\)/gi, '') : opened).trim();
	const out: VenueMatch = {};
	const tag = VENUE_TAG.exec(t);
	if (tag && cleanField(t.slice(tag[0].length)) === '') {
		return { short: tag[1]!, year: expandYear(tag[2]!.length === 2 ? `'${tag[2]}` : tag[2]!)! };
	}
	for (const m of bracketed ? matchesOf(PAREN_VENUE, t) : []) {
		const inner = m[1]!;
		// An issue ("(3)", "(S2)") or a note ("(abstract only)") is no venue's short name.
		if (/^(?:[A-Z]?\d+|[ivx]+|equal|with|see|eds?\.?)$/i.test(inner) || /^[a-z][a-z ]*$/.test(inner) || STATUS_PATTERNS.some((p) => p.re.test(inner))) continue;
		out.short = inner;
		const y = m[2] ? expandYear(`'${m[2]}`) : m[3] ? Number(m[3]) : undefined;
		if (y) out.year = y;
	}
	const full = venueName(t);
	// "(Under review)" names no place at all.
	if (!full) return out;
	// "Preprint" or "Under review" is a status, not a place.
	if (STATUS_PATTERNS.some((p) => p.re.test(full)) && wordCount(full) <= 2 && !/arxiv|biorxiv|medrxiv|ssrn/i.test(full)) return out;
	// The short name leaves out the "Proceedings of the" that the full name keeps.
	const named = full.replace(/^proc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?(?=\S)/i, '');
	if (!out.short && /^[\p{Lu}][\w-]*$/u.test(named)) out.short = named;
	if (!out.short && !/\(/.test(named) && wordCount(named) <= 8) out.short = named;
	if (full && full !== out.short) out.full = full;
	if (out.year === undefined) {
		const years = matchesOf(/\b((?:19|20)\d{2})\b/g, t).map((m) => Number(m[1]));
		if (years.length) out.year = years[years.length - 1]!;
	}
	return out;
}

const BIBLATEX_VOLUME = /(?<=\p{L})\s\d{1,4}\.\d{1,4}$/u;

/** A month before a year ("Mar. 2023", "May 12, 2023") closing an IEEE-style venue. */
const MONTH_DATE = /,?\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?(?:\s\d{1,2})?,?\s+(?:19|20)\d{2}\.?$/;

/** "…, Valence, Espagne": a city and its country closing a meeting's name. */
const MEETING_PLACE = new RegExp(`,\\s*\\p{Lu}[\\p{L}.' -]{1,30},\\s*(?:${COUNTRY})\\.?$`, 'u');

const ACS_YEAR_VOLUME = /\s(?:19|20)\d{2}(?:,\s*\d+(?:\s*\(\d+\))?,\s*[\w–-]+|,\s*(?:submitted|in press|accepted))\.?$/;

/** A venue's name without its volume, issue, pages and date. */
function venueName(venue: string): string {
	// "J. Am. Chem. Soc. 2021, 143, 1234–1240", "Chem. Rev. 2024, submitted": ACS's year, volume and pages.
	if (venue.includes(', ')) venue = venue.replace(ACS_YEAR_VOLUME, '');
	const cited = CITED_JOURNAL.exec(venue) ?? JOURNAL_VOLUME.exec(venue) ?? SPACED_JOURNAL.exec(venue);
	const name = cleanField(
		// "Neural Networks, 2023, 165: 301-312": the year before the volume is no part of the name either.
		// "BAAS, 51, 3, 371": a volume and an issue as bare numbers before the page stay with the name the pattern reads.
		cited ? cited[1]!.replace(/,\s*(?:19|20)\d{2}$/, '').replace(/(?:,\s*\d+){1,2}$/, '') : venue
			.replace(ISSN_TAIL, '')

			// "Green Chemistry 26 11 (2024): 6521-6534. http://dx.doi.org/…": volume, issue, year and pages, then the link (CIÊNCIAVITAE's).
			.replace(/\s+https?:\/\/\S+.*$/, '')
			.replace(/\s+\d+(?:\s+\d+)?\s+\((?:19|20)\d{2}\):\s*[\w–-]+\.?$/, '')
			// "Journal of Hydrology. 630, p. 130712", "The Lancet Planetary Health. 8, 3, p. e201-e210 10 p.": a research portal's volume, issue and pages.
			.replace(/(?<!\b(?:[Nn]o|[Vv]ol|pp?|[Aa]rt|Nr|S))\.\s+(?!(?:19|20)\d{2}\b)\d+(?:,\s*\d+)?(?:,\s*(?:p\.\s*)?[A-Za-z]{0,4}\d+(?:\s*[–-]\s*[A-Za-z]{0,4}\d+)?)?(?:\s+\d+\s+p\.?)?\.?$/, '')
			.replace(/\b(arXiv|bioRxiv|medRxiv)(?:\s*:\s*|\s+(?=[\w.]*\d))[\w./-]+(?:\s*\[[\w.-]+\])?/i, '$1')
			// "Available at SSRN 3412876": the repository, as Google Scholar names it, and the paper's number there.
			.replace(/^available at (SSRN)\s+\d+/i, '$1')
			// "bioRxiv … -- under review": where the paper stands, after a dash.
			.replace(/\s+(?:--?|[—–])\s+(?:under review|submitted|in revision|in press|accepted)\b.*$/i, '')
			.replace(/\barXiv preprint (?=arXiv\b)/i, '')
			// "Economies of Grace, ed. R. Hollis": a book's editors are no part of its name.
			.replace(/(?<!\bInt\.),?\s+(?:ed\.|eds\.|edited by)(?:\s.*)?$/i, '')
			.replace(/\s*\([^()]*\b(?:under review|submitted|in press|accepted|to appear|forthcoming)\b[^()]*\)/gi, '')
			.replace(/,?\s*\b(?:in press|to appear|forthcoming|im Druck|angenommen|eingereicht|sous presse|en prensa|in (?:corso di )?stampa|sottopost[oa] a)(?:\s+(?:in|at)\b)?\.?/i, '')
			// "24.117 (2023)": volume and article number, as Google Scholar's BibTeX export gives them.
			.replace(/\s+\d+\.\d+\s*\((?:19|20)\d{2}\)/g, '')
			// Volume, issue and pages ("12(3):45–52", "vol. 3, pp. 1-10") are not part of the venue's name.
			.replace(/,?\s*(?:(?:vol|Bd|Jg)\.?\s*)?\d+\s*(?:\([A-Z]?\d+\)\s*(?::\s*(?:[A-Z]|[a-z]{1,4})?\d+(?:\s*[–-]\s*[A-Z]?\d+)?)?|:\s*(?:[A-Z]|[a-z]{1,4})?\d+(?:\s*[–-]\s*[A-Z]?\d+)?)/g, '')
			// Korean's "제52권, 제3호": volume and issue.
			.replace(/,?\s*제\s?\d+\s?[권호]/g, '')
			// German's "Bd. 40", "H. 3", "S. 34–38" are volume, issue and pages too.
			// Brazil's ABNT writes them "v. 850, n. 3, p. 3317-3332".
			.replace(/,?\s*(?:vol(?:ume)?\.?|(?:art(?:icle)?\.?\s*)?no\.?|pp\.?|\bp\.|\bv\.|\bn\.|pages?|article(?:\s(?:id|number))?|Bd\.|Jg\.|Nr\.|H\.|S\.)\s*\d+(?:\s*[–-]\s*\d+)?/gi, '')
			// "S. e2022WR033817": an article's number where its pages would stand.
			.replace(/,?\s*(?:S\.|pp?\.)\s*e\d{4,}\w*/g, '')
			.replace(MONTH_DATE, '')
			.replace(/,\s*\d+\s*[–-]\s*\d+\.?$/, '')
			// "…, e202204417": an article's number in place of pages.
			.replace(/,\s*e\d{4,}\.?$/, '')
			// "…, BAAS, 51, 3, 371": volume, issue and page as bare numbers.
			.replace(/(?:,\s*(?:vol\.?\s*)?\d+){1,3}\.?$/, '')
			// "…, EGU2020-11873 (abstract only)": a meeting's number for the abstract, and a note on what was published.
			.replace(/\s*\((?:abstract|extended abstract|poster|talk|oral)(?:\s+only)?\)\.?$/i, '')
			.replace(/,\s*[A-Z][A-Z0-9]*\d-\d+\.?$/, '')
			.replace(/,\s*(?:19|20)\d{2}\.?\s*$/, '')
			.replace(/\s+(?:19|20)\d{2}\.?$/, '')
			// "Cell Systems (2024)": the year in brackets after the name.
			.replace(/\s*\((?:19|20)\d{2}[a-z]?\)\.?$/, '')
			// Where a meeting was held ("…, Boston, MA", "…, Galway, Irlande", "…, Virtual") is no part of its name.
			.replace(/,\s*(?:\p{Lu}[\p{L}.' -]{1,30},\s*\p{Lu}{2}(?:,\s*(?:USA|UK|Canada|Australia))?|Virtual|Online)\.?$/u, '')
			.replace(MEETING_PLACE, '')
			// "… (ECOC 2022), Lyon, France": after the meeting's short name and year, only where it met.
			.replace(/(\((?:[A-Z][\w&-]*)(?:[\s'’]+\d{2,4})?\)),(?:\s*\p{Lu}[\p{L}.' -]{1,30},?){1,3}\.?$/u, '$1'),
	);
	// "Phys. Rev. Lett." keeps its last stop, as its other words do, and so does "Compositio Math. 158 (2022)",
	// where the volume follows in the same sentence; "N Engl J Med." (NLM) is a sentence of its own, and its stop ends it.
	// "Neuron 112.9", "Current Biology 30.14": biblatex's volume and issue after the journal's name.
	if (/\d\.\d/.test(name)) return name.replace(BIBLATEX_VOLUME, '');
	return name.endsWith('.') && !cited && !/\p{L}\.\s/u.test(name) ? name.slice(0, -1) : name;
}

/** "and", "&", and before an initial the "e", "y", "et", "und" of other languages' lists ("S. Wagenknecht e A. Ferri"). */
const NAME_JOIN = /\s+(?:and|&)\s+|\s+(?:e|y|et|und)\s+(?=\p{Lu}\.)/u;

/**
 * "A. Author, B. Author, and C. Author, Title, Phys. Rev. B 104, 094421 (2021).": the run of names
 * a comma-separated citation opens with, and the rest. Two names at least, or the owner's.
 */
export function splitNameRun(text: string, owner?: string): { authors: string; rest: string } | undefined {
	if (!text.includes(',')) return undefined;
	const parts = text.split(/,\s*/);
	const isName = (part: string) => part.split(NAME_JOIN).every((p) => isAuthorName(p.replace(/[*†‡]+/g, ''), owner));
	let i = 0;
	let names = 0;
	for (; i < parts.length - 1 && isName(parts[i]!.replace(/^(?:and|&)\s+/, '')); i++) names += parts[i]!.split(NAME_JOIN).length;
	const rest = parts.slice(i).join(', ');
	if (i === 0 || !cleanField(rest) || (names < 2 && !(owner !== undefined && isSamePerson(parts[0]!, owner)))) return undefined;
	return { authors: parts.slice(0, i).join(', '), rest };
}

/** "Title, Venue 104, 094421 (2021)": where the title ends and the venue starts, at a comma. */
export function splitTitleVenue(text: string): { title?: string; venue: string } | undefined {
	const parts = text.split(/,\s*/);
	for (let j = 0; j < parts.length; j++) {
		const venue = parts.slice(j).join(', ');
		if (isVenueText(venue) && !(j === 0 && VENUE_WORDS.test(venue) && !CITED_JOURNAL.test(venue) && !/^arXiv:/i.test(venue))) return j === 0 ? { venue } : { title: parts.slice(0, j).join(', '), venue };
	}
	return undefined;
}

/**
 * "Title, Ann. of Math. (2) 195 (2022), no. 3, 701–745": a title, then a journal cited with its
 * volume and year, at a comma; "Title, in: Book (Editors, eds.), Series, Publisher, 2023": a
 * chapter's title, then the book it is in.
 */
export function splitTitleBeforeJournal(text: string): { title: string; venue: string } | undefined {
	// Both forms name a year; and a journal or book cited is a few hundred characters at most, so only
	// the last parts of a line are asked (a long line of commas was once read in time that grew as its square).
	if (!ANY_CITED_YEAR.test(text)) return undefined;
	const parts = text.split(', ');
	let j = parts.length - 1;
	for (let length = parts[j]!.length; j > 1 && length + parts[j - 1]!.length + 2 <= MAX_CITED_VENUE; j--) length += parts[j - 1]!.length + 2;
	for (j = Math.max(j, 1); j < parts.length; j++) {
		const venue = parts.slice(j).join(', ');
		if (CITED_JOURNAL.test(venue) || IN_BOOK.test(venue)) return { title: parts.slice(0, j).join(', '), venue };
	}
	return undefined;
}

const ANY_CITED_YEAR = /(?:19|20)\d{2}/;
/** The longest journal or book, with its volume, pages, editors and year, that splitTitleBeforeJournal asks after. */
const MAX_CITED_VENUE = 400;
const IN_BOOK = /^in:?\s\p{Lu}[^]*\b(?:19|20)\d{2}\b/u;

/** Splits "Title, Author A, Author B" at the run of names that ends it. */
export function splitTitleAuthors(text: string, owner?: string): { title: string; authors: string } | undefined {
	// A title and two names take two commas; most sentences asked have none.
	if (!text.includes(',')) return undefined;
	const parts = text.replace(/[.,]\s*$/, '').split(/,\s*/);
	let i = parts.length;
	while (i > 0 && isAuthorName(parts[i - 1]!.replace(/^and\s+/, '').replace(/\s+et al\.?$/, '').replace(/[*†]/g, ''), owner)) i--;
	const names = parts.length - i;
	if (i === 0 || names < 2) return undefined;
	return { title: parts.slice(0, i).join(', '), authors: parts.slice(i).join(', ') };
}

/** Leading status phrase in parentheses: "(Under review at PLDI '22) Authors…". */
export function splitLeadingStatus(text: string): { status?: string; rest: string } {
	const m = /^\(([^()]{3,80})\)\s*/.exec(text);
	if (m && STATUS_PATTERNS.some((s) => s.re.test(m[1]!))) return { status: m[1]!, rest: text.slice(m[0].length) };
	return { rest: text };
}

/** "[ICLR’24]", "[NeurIPS 2023]", "[ICML’23 W]": a venue's short name and year in brackets; the tag ends in a letter, so "[C12]" is none. */
const BRACKETED_TAG = /^\[([A-Za-z][\w-]{0,14}[A-Za-z])\s?['’]?\s?((?:19|20)\d{2}|\d{2})(?:\s[A-Z]{1,3})?\]\s*/;

/** "🏆 Best Paper · ", "Oral · ": an honour between a venue tag and the title. */
const TAGGED_HONOUR = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)*((?:Best|Outstanding|Distinguished) [\p{L} ]{2,30}?|Oral|Spotlight)\s+·\s+/u;

/** Leading venue tag: "SC 2023 Clover: …" → SC, 2023, "Clover: …". */
export function splitLeadingTag(text: string): { venue?: string; year?: number; honour?: string; rest: string } {
	// "[ICLR’24] Title", "[ICML’23 W] Title", "[Workshop’20] Title": a tag in brackets; only an acronym names the venue.
	const bracketed = text[0] === '[' ? BRACKETED_TAG.exec(text) : null;
	if (bracketed) {
		const year = expandYear(bracketed[2]!.length === 2 ? `'${bracketed[2]}` : bracketed[2]!);
		const rest = text.slice(bracketed[0].length).trim();
		if (year !== undefined) return /[A-Z].*[A-Z]/.test(bracketed[1]!) ? { venue: bracketed[1]!, year, rest } : { year, rest };
	}
	const m = VENUE_TAG.exec(text);
	if (!m) return { rest: text };
	const rest = text.slice(m[0].length).trim();
	// "Poster: Title" or "Title 2020" are not tags: a tag is an acronym with a year.
	if (!/[A-Z].*[A-Z]|^(?:arXiv|\w+Rxiv)$/.test(m[1]!) || /^[:]/.test(rest)) return { rest: text };
	// "**EuroSys 2021** 🏆 *Best Paper* · Title": an honour between the tag and the title.
	const honour = rest.includes('·') ? TAGGED_HONOUR.exec(rest) : null;
	const year = expandYear(m[2]!.length === 2 ? `'${m[2]}` : m[2]!)!;
	return honour ? { venue: m[1]!, year, honour: honour[1]!, rest: rest.slice(honour[0].length) } : { venue: m[1]!, year, rest };
}

/** Particles a surname may hold ("van der Berg"), from the names vocabulary. */
const PARTICLE = `(?:${[...NAME_PARTICLES].join('|')})`;
const SURNAME = `(?:${PARTICLE}\\s)*\\p{Lu}[\\p{L}'’-]+(?:\\s(?:${PARTICLE}|\\p{Lu}[\\p{L}'’-]+))*`;
const INITIALS = '\\p{Lu}\\.(?:\\s?-?\\p{Lu}\\.)*';
const APA_AUTHOR = `${SURNAME},\\s${INITIALS}`;
/** "& Last, D.", "and Last, D.", and Spanish's, French's and German's "y", "et", "und" before the last author (ahead of a surname's particles). */
const LAST_AUTHOR_JOIN = '&\\s|and\\s|y\\s|et\\s|und\\s';
/** "Surname, A. B., Other, C., & Last, D. (2019[, July])." — an author–date (APA) citation's head; "(in press)", and "(sous presse)", "(en prensa)", "(im Druck)" as other languages write it, in place of the year. */
// German CVs write "Surname, A.; Other, B. (2024): Title.": semicolons between the authors, a colon after the year.
const APA_HEAD = new RegExp(`^(${APA_AUTHOR}(?:[,;]?\\s(?:${LAST_AUTHOR_JOIN})?${APA_AUTHOR})*)(?:,?\\s(?:et al\\.|…|\\.\\.\\.))?\\s?\\((?:((?:19|20)\\d{2})[a-z]?(?:,\\s[^()]{1,30})?|(in press|forthcoming|submitted|under review|n\\.\\s?d\\.|sous presse|soumis|en prensa|im Druck|eingereicht|in stampa|no prelo))\\)[.:]?\\s*`, 'iu');
/**
 * "Kettleborough, S. N., Haverkamp, L.*, & Vasquez-Orr, T. 2023, ApJL, 951, L28": astronomy's
 * (ADS's) head, the year after the authors with a comma after it, then the journal, volume and
 * page with no title (or a quoted title and the book it is in).
 */
const ADS_HEAD = new RegExp(`^(${APA_AUTHOR}(?:,?\\s(?:${LAST_AUTHOR_JOIN})?${APA_AUTHOR})*)(?:,?\\set al\\.)?\\s((?:19|20)\\d{2})[a-z]?,\\s+`, 'u');
const ADS_YEAR = /\.\s(?:19|20)\d{2}[a-z]?,\s/;
/**
 * "Rankin, E., Okoro, T. & Lind, A., Feb 2025, In: Journal. 10, 2, p. 1-9": a research portal's
 * (Pure's) citation under its title, the authors and the date of publication before the venue.
 */
// "…, Accepted/In press - 2025, In: …", "…, E-pub ahead of print - 12 Nov 2024, …": where the paper stood before its date;
// "… & 3 others, 2023": the authors the portal left out; "…, 2021. Abstract from …": a contribution's date closes its sentence.
const PORTAL_STATUS = String.raw`(?:(Accepted\/In press|In preparation|Submitted)|E-pub ahead of print)\s-\s`;
const PORTAL_HEAD = new RegExp(`^(${APA_AUTHOR}(?:,?\\s(?:${LAST_AUTHOR_JOIN})?${APA_AUTHOR})*)(?:,?\\set al\\.|,?\\s&\\s\\d+\\sothers)?,\\s(?:${PORTAL_STATUS})?(?:\\d{1,2}\\s)?(?:\\p{Lu}\\p{Ll}{2,4}\\s)?((?:19|20)\\d{2})[,.]\\s+`, 'u');
const PORTAL_YEAR = new RegExp(`(?:\\.|others),\\s(?:${PORTAL_STATUS})?(?:\\d{1,2}\\s)?(?:\\p{Lu}\\p{Ll}{2,4}\\s)?(?:19|20)\\d{2}[,.]\\s`, 'u');
/** "Ada Lovelace, Alan Turing (2023).": full names before the year. */
const NAMED_DATE_HEAD = /^([^()]{3,300}?)\s\(((?:19|20)\d{2})[a-z]?\)\.\s*/;
const AUTHOR_MARKS = /(\p{Lu}\.?)[*†‡]+(?=\s*[,;&(]|\s+and\s)/gu;
/** "*Delacroix, M. A.": a student's mark before the surname. */
const LEADING_AUTHOR_MARKS = /(^|,\s|&\s|\band\s)[*†‡]+(?=\p{Lu})/gu;
const APA_AUTHORS = new RegExp(`(?:${LAST_AUTHOR_JOIN})?(${SURNAME}),\\s(${INITIALS})`, 'gu');

/** "Feng, J., & Oduya, M." to "J. Feng, M. Oduya": the form the rest of a profile's author lists take. */
const turnedAuthors = (text: string): string => matchesOf(APA_AUTHORS, text).map((a) => `${a[2]} ${a[1]}`).join(', ');

/** An author–date citation's head: its authors and year, and the citation after them. */
export interface AuthorDateHead {
	authors: string;
	/** Absent where the bracket says where the paper stands instead ("(in press)"). */
	year?: number;
	/** "in press", "forthcoming", "submitted": what the bracket said in place of a year. */
	status?: string;
	rest: string;
}

/**
 * Splits an author–date citation's head from the rest: the authors, turned from "Surname, A. B."
 * into "A. B. Surname" (the form the rest of a profile's author lists take), and the year. APA's
 * "(2023)." and Chicago's ". 2023." both.
 */
export function splitAuthorDateHead(text: string, owner?: string): AuthorDateHead | undefined {
	// An author–date head holds a bracketed year, Chicago's ". 2022. " or astronomy's ". 2022, "; most citations have none.
	const bracketed = text.includes('(');
	const ads = ADS_YEAR.test(text);
	if (bracketed || ads) {
		// "Reyes, M.*," or "Holt, P.†": a student's or an equal share's mark is no part of the name.
		if (/[*†‡]/.test(text)) text = text.replace(AUTHOR_MARKS, '$1').replace(LEADING_AUTHOR_MARKS, '$1');
		const adsHead = ads ? ADS_HEAD.exec(text) : null;
		if (adsHead) return { authors: turnedAuthors(adsHead[1]!), year: Number(adsHead[2]), rest: text.slice(adsHead[0].length) };
	}
	const portalHead = PORTAL_YEAR.test(text) ? PORTAL_HEAD.exec(text) : null;
	if (portalHead) return { authors: turnedAuthors(portalHead[1]!), year: Number(portalHead[3]), ...(portalHead[2] ? { status: 'in press' } : {}), rest: text.slice(portalHead[0].length) };
	if (!bracketed) return CHICAGO_YEAR.test(text) ? splitChicagoHead(text, owner) : undefined;
	const m = text.includes(', ') ? APA_HEAD.exec(text) : null;
	if (m) return { authors: turnedAuthors(m[1]!), ...(m[2] ? { year: Number(m[2]) } : /n\.\s?d\./i.test(m[3]!) ? {} : { status: m[3]! }), rest: text.slice(m[0].length) };
	// "Ada Lovelace, Alan Turing (2023). Title. Venue.": full names, as Hugo's academic theme lists them.
	const named = NAMED_DATE_HEAD.exec(text);
	// No name runs on for more than a few words: "… Meireles RA. Conformational locking of … Nature 121: e23188 (2024)." holds a title.
	if (named && named[1]!.split(/,\s*|\s+(?:and|&)\s+/).every((name) => wordCount(name) <= 5) && isAuthorList(named[1]!, owner)) return { authors: named[1]!, year: Number(named[2]), rest: text.slice(named[0].length) };
	// "Breitkreuz, Jonas, Teodora Vukmirović, and Friederike Amsel-Hartwig (2023).": biblatex's authors, the first
	// turned, the others in natural order, "et al." where the list was cut.
	const turned = named ? chicagoAuthors(named[1]!.replace(/,?\s+et al\.?$/, ''), owner) : undefined;
	if (named && turned) return { authors: turned, year: Number(named[2]), rest: text.slice(named[0].length) };
	// "Otieno DW, Achterberg LM (2025) Title. Journal 12: 3–4.": biology's names, initials after them, and the year in brackets.
	const initialled = VANCOUVER_DATE_HEAD.exec(text);
	if (initialled) return { authors: initialled[1]!, ...(initialled[2] ? { year: Number(initialled[2]) } : { status: initialled[3]! }), rest: text.slice(initialled[0].length) };
	return CHICAGO_YEAR.test(text) ? splitChicagoHead(text, owner) : undefined;
}

const CHICAGO_YEAR = /\.\s(?:19|20)\d{2}[a-z]?\.\s/;

/** "Lastname, First, and First Lastname. 2022. \"Title.\" Journal 77 (3): 1201–45.": Chicago's author–date head. */
const CHICAGO_HEAD = /^(\p{Lu}[^.()"“]{1,200}?(?:\s\p{Lu}\.)?)\.\s((?:19|20)\d{2})[a-z]?\.\s+(?=["“\p{Lu}])/u;

/**
 * Splits a Chicago author–date head: the first author inverted ("Lastname, First"), the others in
 * natural order. The first author is turned as APA's are, so a profile's author lists read alike.
 */
function splitChicagoHead(text: string, owner?: string): AuthorDateHead | undefined {
	const m = CHICAGO_HEAD.exec(text);
	const authors = m ? chicagoAuthors(m[1]!, owner) : undefined;
	return authors ? { authors, year: Number(m![2]), rest: text.slice(m![0].length) } : undefined;
}

/** "Lastname, First, and First Lastname": the first author turned, the others as written; undefined unless all are names. */
function chicagoAuthors(names: string, owner?: string): string | undefined {
	const parts = names.split(/,\s*(?:and\s+)?|\s+and\s+/);
	if (parts.length < 2 || /\s/.test(parts[0]!.trim())) return undefined;
	const authors = [`${parts[1]!} ${parts[0]!}`, ...parts.slice(2)];
	return authors.every((a) => isAuthorName(a, owner)) ? authors.join(', ') : undefined;
}

/** The names before a quoted title, perhaps a year between them (ASME's "…, 2023, “Title,”"), and the quote on. */
// Economics writes the year in brackets: "Abernathy, R. and N. Vashchenko (2023). “Title.” Journal".
const QUOTED_TITLE_HEAD = /^([^“"()]{3,300}?[.,]?)(?:\s((?:19|20)\d{2})[a-z]?[.,]|\s\(((?:19|20)\d{2})[a-z]?\)[.,]?)?\s+(?=[“"]\p{Lu})/u;
const APA_AUTHOR_LIST = new RegExp(`^${APA_AUTHOR}(?:,?\\s(?:&\\s|and\\s)?${APA_AUTHOR})*\\.?$`, 'u');

/**
 * "Harris, J., Okonkwo, T. “Title.” Venue." (APA without a year yet), ASME's "Oduya, M. J., and
 * Strand, H. K., 2017, “Title,” Journal …" and ASA's or Chicago's "Lastname, First, and First
 * Lastname. “Title.” …": the authors before a quoted title, turned as author–date heads are, and
 * the year between them. IEEE's "A. Name, B. Name, “Title,” …" is no such head, and is left alone.
 */
export function splitQuotedTitleHead(text: string, owner?: string): { authors: string; year?: number; rest: string } | undefined {
	const m = text.includes('“') || text.includes('"') ? QUOTED_TITLE_HEAD.exec(text) : null;
	if (!m) return undefined;
	// "Achterhof, Wilhelmina, et al.": MLA's first author and the others cut.
	const names = m[1]!.trim().replace(/,$/, '').replace(/,?\s+et al\.?$/, '');
	// "Martins, Diogo F.; Rebelo, Catarina Valente. “Title”.": names inverted, semicolons between them, kept as written.
	const inverted = names.includes(';') ? names.replace(/\.+$/, '') : '';
	const authors = inverted && isInvertedList(inverted) ? inverted : APA_AUTHOR_LIST.test(names) ? turnedAuthors(names) : chicagoAuthors(names.replace(/\.$/, ''), owner);
	if (!authors) return undefined;
	const year = m[2] ?? m[3];
	return year ? { authors, year: Number(year), rest: text.slice(m[0].length) } : { authors, rest: text.slice(m[0].length) };
}

/** "Hartung, Lea/Voßkuhl, Mareike (Hg.): Title": names surname first, slashes between them, editors marked, then a colon. */
const COLON_AUTHORS_HEAD = new RegExp(String.raw`^(${INVERTED_NAME_TEXT}(?:\s?\/\s?${INVERTED_NAME_TEXT})*)(\s\((?:Hg|Hrsg|Ed|Eds)\.\))?:\s+(?=\p{Lu}|„|")`, 'u');

/**
 * "Voßkuhl, Mareike: Title. In: Journal 46 (2023), S. 187–209.", "Hartung, Lea/Voßkuhl, Mareike (Hg.):
 * Title, Stuttgart: Steiner 2025.": a German citation's authors, surname first, before a colon. They are
 * kept as written, a semicolon between them; editors mark an edited book.
 */
export function splitColonAuthorsHead(text: string): { authors: string; edited: boolean; rest: string } | undefined {
	const m = text.includes(':') ? COLON_AUTHORS_HEAD.exec(text) : null;
	if (!m) return undefined;
	return { authors: m[1]!.split(/\s?\/\s?/).join('; '), edited: m[2] !== undefined, rest: text.slice(m[0].length) };
}

/** "S. M. Arriaga-Bennett", "Thu Nguyen": an author in natural order, after an inverted first one. */
const NATURAL_AUTHOR = `(?:${INITIALS}\\s?|\\p{Lu}\\p{Ll}+\\s(?:\\p{Lu}\\.\\s)?)${SURNAME}`;
const GIVEN = `(?:${INITIALS}|\\p{Lu}\\p{Ll}+(?:\\s\\p{Lu}\\.)?)`;
const MARKS = '[*†‡]*';
const INVERTED_HEAD = new RegExp(
	`^(${SURNAME}),\\s(${GIVEN})${MARKS}((?:(?:,\\s(?:and\\s)?|\\s(?:and|&)\\s)${NATURAL_AUTHOR}${MARKS})*)(?:\\.|(?<=\\.))\\s+(?=["“]?\\p{Lu}|(?:19|20)\\d{2}[a-z]?\\.)`,
	'u',
);

/**
 * "Okafor, J.*, and S. M. Arriaga-Bennett†. Title. Journal 58:211–224." (ecology's style) and
 * "Lastname, First, and First Lastname. 2021. Title.": the first author inverted, the others in
 * natural order, a full stop after them. The first is turned, so a profile's author lists read
 * alike; the year after them is left to be read as the sentence it is. Every name must read as a
 * person's, and a lone author must be the owner ("Washington, D.C. Housing …" is a title).
 */
export function splitInvertedHead(text: string, owner?: string): { authors: string; rest: string } | undefined {
	const m = text.includes(', ') ? INVERTED_HEAD.exec(text) : null;
	if (!m) return undefined;
	const others = m[3] ? m[3].replace(/[*†‡]/g, '').split(/,\s(?:and\s)?|\s(?:and|&)\s/).filter(Boolean) : [];
	const authors = [`${m[2]} ${m[1]}`, ...others];
	const named = authors.length > 1 ? authors.every((a) => isAuthorName(a, owner)) : owner !== undefined && isSamePerson(authors[0]!, owner);
	return named ? { authors: authors.join(', '), rest: text.slice(m[0].length) } : undefined;
}

/** A law review's abbreviated name: capitalised words and abbreviations ("J. ADMIN. GOVERNANCE", "Halloran L.J."). */
const LAW_JOURNAL = String.raw`\p{Lu}[\p{L}.&’'-]*(?:\s(?:&\s)?\p{Lu}[\p{L}.&’'-]*)*`;
/** "Title, 98 WEXFORD L. REV. 1123 (2019)", "Title, 104 MARLOWE L. REV. (forthcoming 2025)": volume, journal, first page, year. */
const LEGAL_ARTICLE = new RegExp(String.raw`^([^()]{3,300}?),\s\d{1,4}\s(${LAW_JOURNAL})\s(?:\d{1,5}(?:,\s\d{1,5})?\s)?\((forthcoming\s)?((?:19|20)\d{2})\)`, 'u');
/** "Title, in RESEARCH HANDBOOK 212 (A. Editor ed., Publisher 2023)": a chapter, its book, page, editors, publisher and year. */
const LEGAL_CHAPTER = new RegExp(String.raw`^(.{3,300}?),\sin\s(\p{Lu}[^()]{2,200}?)\s\d{1,5}\s\([^()]*?\beds?\.,\s[^()]*?((?:19|20)\d{2})\)`, 'u');

/** An outlet as the Bluebook sets it, in small capitals: "SLATE", "L.A. TIMES", "SCOTUSBLOG". */
const OUTLET = String.raw`\p{Lu}[\p{Lu}.&’'-]+(?:\s\p{Lu}[\p{Lu}.&’'-]*)*`;
const LEGAL_MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\.?`;
/** "Title, SLATE (Jan. 19, 2024)", "Title, SCOTUSBLOG (Oct. 4, 2023, 10:12 AM)": a piece online, its outlet and its day. */
const LEGAL_ONLINE = new RegExp(String.raw`^([^()]{3,300}?),\s(${OUTLET})\s\(${LEGAL_MONTH}\s\d{1,2},\s((?:19|20)\d{2})(?:,[^()]*)?\)`, 'u');
/** "Title, L.A. TIMES, June 2, 2021, at A13": a newspaper piece, its paper, date and page. */
const LEGAL_NEWSPAPER = new RegExp(String.raw`^([^()]{3,300}?),\s(${OUTLET}),\s${LEGAL_MONTH}\s\d{1,2},\s((?:19|20)\d{2})(?:,\sat\s\w+)?\.?`, 'u');

const LEGAL_SHAPE = new RegExp(String.raw`,\s(?:\d{1,4}\s\p{Lu}|in\s\p{Lu}|${OUTLET}(?:\s\(|,\s\p{Lu}\p{Ll}{2,}\.?\s\d))`, 'u');

/** A citation as the Bluebook sets it, which US law faculty list their work in: no authors, the title first. */
export interface LegalCitation {
	title: string;
	venue: string;
	year: number;
	forthcoming: boolean;
	chapter: boolean;
	rest: string;
}

/**
 * Reads a Bluebook citation: an article ("Title, 71 Halloran L.J. 455 (2022) (with A. Name)") or a
 * chapter in a book ("Title, in BOOK 45 (Editor ed., Publisher 2020)"). What follows (a co-author in
 * brackets) is left as the rest.
 */
export function splitLegalCitation(text: string): LegalCitation | undefined {
	// Asked of most citations' first line: a volume after a comma, or ", in ", says one could be a Bluebook citation.
	if (!LEGAL_SHAPE.test(text)) return undefined;
	const article = LEGAL_ARTICLE.exec(text);
	if (article) return { title: article[1]!, venue: article[2]!, year: Number(article[4]), forthcoming: article[3] !== undefined, chapter: false, rest: text.slice(article[0].length) };
	const chapter = text.includes(' in ') ? LEGAL_CHAPTER.exec(text) : null;
	if (chapter) return { title: chapter[1]!, venue: chapter[2]!, year: Number(chapter[3]), forthcoming: /\bforthcoming\b/.test(chapter[0]), chapter: true, rest: text.slice(chapter[0].length) };
	const piece = LEGAL_ONLINE.exec(text) ?? LEGAL_NEWSPAPER.exec(text);
	if (piece) return { title: piece[1]!, venue: piece[2]!, year: Number(piece[3]), forthcoming: false, chapter: false, rest: text.slice(piece[0].length) };
	return undefined;
}

/** "Achterberg, R. M., & Osei, K. A. Title": authors as APA writes them, no year after them. */
const APA_LIST_HEAD = new RegExp(`^(${APA_AUTHOR}(?:,?\\s(?:&\\s|and\\s)?${APA_AUTHOR})*)\\s+(?=["“]?\\p{Lu})`, 'u');

/**
 * The authors a citation-like line opens with, in APA's form without a year or the first inverted
 * ("Achterberg, R. M., & Osei, K. A. Title. Venue."), as a talk or a poster is listed; and the rest.
 */
export function splitCitedAuthors(text: string, owner?: string): { authors: string; rest: string } | undefined {
	const apa = text.includes(', ') ? APA_LIST_HEAD.exec(text) : null;
	if (apa) return { authors: turnedAuthors(apa[1]!), rest: text.slice(apa[0].length) };
	return splitInvertedHead(text, owner);
}

const VANCOUVER_AUTHOR = "\\p{Lu}[\\p{L}'’-]+(?:\\s\\p{Lu}[\\p{L}'’-]+)*\\s(?:\\p{Lu}{1,3}|(?:\\p{Lu}\\.){1,3})";
/** "Hale P, Ostrowski T, Mbeki A, et al. Title.", "Quintanar Oyarzábal M.E., Haverkamp J. Title": authors as medicine lists them (Vancouver, NLM), the initials' stops kept or not. */
// "Otieno DW, Achterberg LM & Sato K (2025)": the last name after "&" or "and", as Australian and British styles join it.
const VANCOUVER_DATE_HEAD = new RegExp(`^(${VANCOUVER_AUTHOR}(?:(?:,\\s|,?\\s(?:&|and)\\s)${VANCOUVER_AUTHOR})*(?:,\\s(?:et al\\.?|and others))?)\\s\\((?:((?:19|20)\\d{2})[a-z]?|(in press|forthcoming|accepted|submitted))\\)\\.?\\s+`, 'u');
const VANCOUVER_HEAD = new RegExp(`^(${VANCOUVER_AUTHOR}(?:,\\s${VANCOUVER_AUTHOR})+(?:,\\s(?:et al|and others))?)(?:\\.|(?<=\\.))\\s+`, 'u');

/**
 * Splits a Vancouver citation's authors ("Hale P, Ostrowski T") from the rest, as written. Two
 * authors at least: "Ada Q. Lovelace" opens with a name and an initial too.
 */
export function splitVancouverHead(text: string): { authors: string; rest: string } | undefined {
	// "Kowalczyk JM#, Ramirez P#": a shared first place marked after the initials.
	if (/[#*†‡]/.test(text)) text = text.replace(/(\s\p{Lu}{1,3})[#*†‡]+(?=[,.\s])/gu, '$1');
	const m = text.includes(', ') ? VANCOUVER_HEAD.exec(text) : null;
	return m ? { authors: m[1]!.replace(/,\s(?:et al|and others)$/, ''), rest: text.slice(m[0].length) } : undefined;
}

/** "Feng, J.; Quintero-Vashti, R.*; Oduya, M. Title.": authors as chemistry lists them (ACS), a semicolon between; the title may be quoted. */
// Brazil's ABNT, as the Lattes platform prints it, stops the list once more after the last initial ("PARANHOS, R. M. . Title").
// A student's or a shared place's mark may follow any author ("Adeyemi, N.†").
const ACS_HEAD = new RegExp(`^(${APA_AUTHOR}[*†‡]*(?:;\\s(?:and\\s)?${APA_AUTHOR}[*†‡]*)+)(?:\\s?\\.)?\\s+(?=["“]?\\p{Lu})`, 'u');

/**
 * Splits an ACS citation's authors from the rest: two authors at least, each turned as APA's are
 * ("Feng, J." to "J. Feng"), so a profile's author lists read alike; the corresponding author's star dropped.
 */
export function splitAcsHead(text: string): { authors: string; rest: string } | undefined {
	const m = text.includes('; ') ? ACS_HEAD.exec(text) : null;
	return m ? { authors: turnedAuthors(m[1]!), rest: text.slice(m[0].length) } : undefined;
}

/** "Ada Lovelace, Alan Turing: Title. Venue 2023: 1-12": authors, then a colon, as DBLP lists a paper. */
const DBLP_HEAD = /^([^:]{3,300}?):\s+(?=[\p{Lu}\d])/u;

/** "… PLDI 2024: 1120-1143", "… CoRR abs/2311.09823 (2023)": how a DBLP entry ends, which a title with a colon does not. */
const DBLP_TAIL = /\s(?:19|20)\d{2}:\s*[\w:–-]+\s*$|\((?:19|20)\d{2}\)\s*$/;

/** An initial among names: "J. Wetterkamp", "Smith, J.", "Smith JA" (a title's words before a colon hold none). */
const NAME_INITIAL = /(?:^|[\s,])\p{Lu}\.|\s\p{Lu}{1,2}(?:,|$)/u;

/**
 * Splits authors written before a colon from the rest: DBLP's "Jane Doe, John Roe: Title. PLDI
 * 2024: 1–9", and the "J. Wetterkamp, L. Voßkuhl und M. Obenhaus: Title. Journal …" of German and
 * some chemistry and physics lists. Every name before the first colon a person's, or the owner's;
 * a DBLP tail or an initial tells names from a title's first words ("Deep Learning: A Review").
 */
export function splitDblpHead(text: string, owner?: string): { authors: string; rest: string } | undefined {
	const m = text.includes(': ') ? DBLP_HEAD.exec(text) : null;
	if (!m) return undefined;
	const rest = text.slice(m[0].length);
	if (DBLP_TAIL.test(text)) {
		const names = m[1]!.split(/,\s*/);
		return names.every((n) => isAuthorName(n, owner)) ? { authors: names.join(', '), rest } : undefined;
	}
	// "…, J. Phys.: Condens. Matter 28": a journal's abbreviation before a colon ends in a stop; a name does not.
	// A sentence's end before the colon ("…, H. Ortiz. TileSpec: Title") leaves the authors in an earlier sentence.
	if (!NAME_INITIAL.test(m[1]!) || m[1]!.endsWith('.') || /\p{Ll}{2}\.\s/u.test(m[1]!)) return undefined;
	const { authors } = splitAuthors(m[1]!);
	return authors.length > 0 && authors.every((n) => isAuthorName(n, owner)) ? { authors: authors.join(', '), rest } : undefined;
}

/** "2021;384(5):403-416", "2018;138(Suppl 1):A1234", "2019 Nov;4(11)": where and when in a medical journal. */
// "2023 Jul 11;35(7):1201-1218.e7": an article's number after its pages; "2024 Feb 9:2024.02.07.579311": a preprint's identifier.
export const YEAR_VOLUME = /^((?:19|20)\d{2})(?:\s+\p{Lu}\p{Ll}{2,8}(?:\s+\d{1,2})?)?(?:;\s*[\w ()]+(?::\s*[\w–-]+(?:\.e\d+)?)?|:\s*\d{4}\.\d{2}\.\d{2}\.\d+(?:v\d+)?)\.?$/u;
