/**
 * What follows a German citation's authors ("Name, Vorname: …"): the title, title and subtitle set
 * apart by a full stop; then "In: " and where it appeared, or a book's place, publisher and year.
 */
export interface GermanCitation {
	title: string;
	venue?: string;
	year?: number;
	/** A book's imprint ("Göttingen: Wallstein 2022"): the publisher is where it appeared. */
	book?: boolean;
	/** "(im Druck)", "(eingereicht bei: Technikgeschichte)": how far it is. */
	status?: string;
	/** Where it appeared: a journal (by its volume and year) or a book (by its imprint). */
	inJournal?: boolean;
	inBook?: boolean;
}

/** ". In: " between a paper's title and where it appeared. */
const IN = /\.\s+In:\s+/;
/** "Berlin/Boston: De Gruyter 2019": a book's places, its publisher and its year. */
const IMPRINT = /,\s+(?:\p{Lu}[\p{L}.]*(?:\s?\/\s?|\s)?)+:\s+([^,:]+?)\s+((?:19|20)\d{2})\b/u;
/** "(Studien zur Geschichte der Wissenschaften, Bd. 14)": a book's series, in brackets before its imprint. */
const SERIES = /\s\((?=[^()]*\p{L}{3}[^()]*\s)(?:[^()]|\([^()]*\))*\)$/u;
/** "Annals of Science 82 (2025)": a journal's name, volume and year. */
const JOURNAL_YEAR = /^(.+?)\s\d+(?:\/\d+)?\s\(((?:19|20)\d{2})\)/;
/** "(im Druck)", "(im Erscheinen)", "(eingereicht bei: X)": the state of a paper not yet out. */
const STATE = /\s*\((im Druck|im Erscheinen|eingereicht(?: bei:\s*([^()]+))?|submitted(?: to:?\s*([^()]+))?|in press|forthcoming)\)\.?/i;
/** "Dies. (Hg.): ", "A. Name (Hg.): ": the book's editors before its title, after "In:". */
const EDITORS_FIRST = /^(?:Dies|Ders)\.\s*\((?:Hg|Hrsg)\.\):\s*|^[^:]{2,120}\((?:Hg|Hrsg|Eds?)\.\):\s*/;
/** ", hg. v. A. Name und B. Name", ", ed. by …": the book's editors after its title. */
const EDITORS_AFTER = /,\s+(?:hg\.\s?v\.|hrsg\.\s?v\.|ed\. by|edited by)\s.*$/;

/** "Art. „Nomenklatur“": an encyclopedia's article, by its headword. */
const HEADWORD = /^Art\.\s*[„"“]([^"“”]+)[“”"]$/;
/** "…, Stuttgart 2020": the reviewed book's place and year after its title. */
const REVIEWED_IMPRINT = /,\s+\p{Lu}[\p{L}/ .]*\s(?:19|20)\d{2}$/u;

const titleOf = (text: string): string => {
	const headword = HEADWORD.exec(text);
	return headword ? headword[1]! : text.replace(REVIEWED_IMPRINT, '');
};

/** "Rez. zu: A. Author, Title, Place 2020. In: Journal 106 (2022), …": a book review, a citation of its own with no authors before it. */
export const REVIEW = /^(?:Rez\.|Rezension)\s(?:zu|von):\s/;

/** Reads the rest of a German citation; undefined where it is no such citation's. */
export function readGermanCitation(rest: string): GermanCitation | undefined {
	const state = STATE.exec(rest);
	const text = (state ? rest.slice(0, state.index) + rest.slice(state.index + state[0].length) : rest).trim().replace(/\.$/, '');
	const status = state ? state[1] : undefined;
	const stated = <T extends GermanCitation>(c: T): T => (status ? { ...c, status } : c);
	const at = IN.exec(text);
	if (at) {
		const where = text.slice(at.index + at[0].length).replace(EDITORS_FIRST, '');
		const title = titleOf(text.slice(0, at.index));
		const imprint = IMPRINT.exec(where);
		if (imprint) return stated({ title, venue: where.slice(0, imprint.index).replace(EDITORS_AFTER, '').replace(SERIES, ''), year: Number(imprint[2]), inBook: true });
		const journal = JOURNAL_YEAR.exec(where);
		if (journal) return stated({ title, venue: journal[1]!, year: Number(journal[2]), inJournal: true });
		// "In: H-Soz-Kult, 14.03.2018, <https://…>": an online journal, the date it was published.
		const year = /\b((?:19|20)\d{2})\b/.exec(where)?.[1];
		return stated({ title, venue: where.split(/,\s/)[0]!, ...(year ? { year: Number(year) } : {}) });
	}
	const imprint = IMPRINT.exec(text);
	if (imprint) return stated({ title: text.slice(0, imprint.index).replace(SERIES, ''), venue: imprint[1]!, year: Number(imprint[2]), book: true });
	// "Title (eingereicht bei: Technikgeschichte)": where it was sent.
	const sentTo = state?.[2] ?? state?.[3];
	return sentTo ? stated({ title: text, venue: sentTo.trim() }) : undefined;
}
