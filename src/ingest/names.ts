import { memoizeForDocument } from './memo.ts';
import { isAsciiLetter } from './text.ts';
import { HONORIFICS, NAME_PARTICLES, NOT_NAME_WORDS, POSTNOMINALS } from './vocab/names.ts';

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.?)$/u;

/** Whether a short phrase reads as a person's name: 2–5 capitalised words, no digits, no institution words. */
export function isPersonName(text: string): boolean {
	const t = text.trim();
	if (t.length < 3 || t.length > 60 || /[\d@:;()[\]/|]/.test(t)) return false;
	const words = SINGLE_SPACED.test(t) ? t.split(' ') : t.split(/\s+/);
	if (words.length < 2 || words.length > 5) return false;
	let capitalised = 0;
	// Particles are lower-case and no particle is an institution word, so a particle passes at once;
	// the shape test is cheaper than the vocabulary lookup and rejects most words that are not names.
	for (const w of words) {
		if (NAME_PARTICLES.has(w)) continue;
		if (!NAME_WORD.test(w) || NOT_NAME_WORDS.has(lowerWord(w))) return false;
		capitalised++;
	}
	return capitalised >= 2;
}

/** Words separated by one space each: split without a pattern. */
const SINGLE_SPACED = /^\S+(?: \S+)*$/;

/** A word lower-cased, without one final full stop or comma, for the vocabulary. */
function lowerWord(w: string): string {
	const last = w[w.length - 1];
	return (last === '.' || last === ',' ? w.slice(0, -1) : w).toLowerCase();
}

/** Whether a text is a name in a script written without spaces or Latin letters (李华, 김민준). */
export function isNativeScriptName(text: string): boolean {
	return /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Greek}\s·・]{1,20}$/u.test(text.trim());
}

/**
 * Words of letters (inner apostrophes and hyphens, an initial's full stop) separated by single
 * spaces, ending in a letter or an initial ("Grace B. Hopper", "Hopper G."): nothing to clean,
 * and most names look so.
 */
const PLAIN_NAME = /^\p{L}[\p{L}'’-]*\.?(?: \p{L}[\p{L}'’-]*\.?)*$/u;
/** A final full stop that closes an initial, which cleaning keeps. */
const FINAL_INITIAL = /(?:^| )[A-Z]\.$/;

const isPlainName = (text: string) => PLAIN_NAME.test(text) && (!text.endsWith('.') || FINAL_INITIAL.test(text)) && !HONORIFICS.test(text);

/** "Jonas Weidemann 0002": the number a bibliography database (dblp) sets after a name it holds for two people; no part of it. */
export function withoutHomonymNumber(name: string): string {
	return name.replace(/\s+0\d{3}$/, '');
}

/** Removes equal-contribution marks, footnote symbols and honorifics from one author or advisor. */
export function cleanPersonName(text: string): string {
	if (isPlainName(text)) return text;
	return text
		.replace(HONORIFICS, '')
		.replace(/\((?:[*†‡§\s:]*)?(?:equal contribution|co-first authors?|corresponding author)\)/gi, '')
		.replace(/[*†‡§¶#]+/g, '')
		.replace(/(?<=\p{L})\d+$/u, '')
		.replace(/\s+/g, ' ')
		.replace(/^[\s,.;]+|[\s,;]+$/g, '')
		// "(MURAT SEZER)": a name a form set in brackets whole.
		.replace(/^\(([^()]+)\)$/, '$1')
		// A sentence's full stop after a surname goes; an initial keeps its dot.
		.replace(/(?<!\b\p{Lu})\.$/u, '')
		.trim();
}

/** Splits an author list as written: "A, B, and C", "A and B", "A; B"; drops "et al.". */
export function splitAuthors(text: string): { authors: string[]; truncated: boolean } {
	const { authors, truncated } = splitAuthorsOnce(text);
	return { authors: [...authors], truncated };
}

const splitAuthorsOnce = memoizeForDocument((text: string): { authors: string[]; truncated: boolean } => {
	const { pieces, truncated } = authorPieces(text);
	return { authors: pieces.map(cleanPersonName).filter((a) => a.length > 1), truncated };
});

const COLLABORATION = /,?\s*(?:\((?:the\s)?[^()]{1,60}\bCollaborations?\)|\b(?:for|on behalf of)\s+the\s+[^,;()]{1,60}\bCollaborations?\b)/gi;

// "A · B · C": a research profile sets its authors apart by middle dots.
const AUTHOR_SEPARATORS = /\s*[,;]\s*(?:and\s+|&\s*)?|\s+and\s+|\s+&\s+|\s+·\s+/;
const AUTHOR_SEPARATORS_ANY_LANGUAGE = /\s*[,;]\s*(?:(?:and|y|et|und)\s+|&\s*)?|\s+(?:and|y|et|und)\s+|\s+e\s+(?=\p{Lu}\.)|\s+&\s+/u;

/**
 * "de Vries-Okonkwo, M. A. (Keynote speaker)", "van Dijk, T., …": a name written surname first
 * whose particle opens a line in lower case, which no wrapped sentence's rest does.
 */
const PARTICLES = [...NAME_PARTICLES].join('|');
const PARTICLE_NAME_FIRST = new RegExp(String.raw`^(?:${PARTICLES})\s(?:(?:${PARTICLES})\s)*\p{Lu}[\p{L}'’-]+,\s\p{Lu}\.`, 'u');
export const opensWithParticleName = (text: string): boolean => PARTICLE_NAME_FIRST.test(text);

/** "Martins, Diogo F.; Rebelo, C. V.": a list of names each written surname first, set apart by semicolons. */
export const INVERTED_NAME_TEXT = String.raw`\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3},\s\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3}`;
const INVERTED_NAME = new RegExp(`^${INVERTED_NAME_TEXT}$`, 'u');
export const isInvertedList = (text: string): boolean => text.split(/\s*;\s*/).every((part) => INVERTED_NAME.test(part.replace(/\.$/, '')));

/** An author list cut at its separators, each piece as written: cleaning waits until a piece is asked for. */
const authorPieces = memoizeForDocument((text: string): { pieces: string[]; truncated: boolean } => {
	let t = text.includes('(') ? text.replace(/\((?:[*†‡§\s:]*)?(?:equal contribution|co-first authors?)\)/gi, '').trim() : text.trim();
	// "A. Name et al. (CORVUS Collaboration)", "A. Name, on behalf of the CORVUS Collaboration": the
	// collaboration a physicist signs with is no author of the list.
	if (t.includes('ollaboration')) t = t.replace(COLLABORATION, '').trim();
	// A word of its own: "Janet Allen" holds "et Al" too. "A, B, +3 authors C": a profile's cut list.
	const truncated = /\bet\.? al\b|\+\d+ authors\b|\[\.\.\.\]/i.test(t);
	t = (truncated ? t.replace(/,?\s*\bet\.? al\b\.?/gi, '').replace(/\+\d+ authors\s*/gi, '').replace(/\s*\[\.\.\.\]\s*·?/g, '') : t).replace(/\.$/, '');
	// "Rebelo, Catarina Valente; Lemos, Inês": names inverted, a semicolon between them, each kept as written.
	if (t.includes(';') && isInvertedList(t)) return { pieces: t.split(/\s*;\s*/), truncated };
	// "A. Quiroga y R. Benítez": Spanish, French and German lists join their last author with their own "and".
	const joined = t.includes(' y ') || t.includes(' et ') || t.includes(' und ') || t.includes(' e ');
	return { pieces: t.split(joined ? AUTHOR_SEPARATORS_ANY_LANGUAGE : AUTHOR_SEPARATORS), truncated };
});

/**
 * The first author a list names, as splitAuthors would give it. Whether a text is an author list
 * at all turns on its first name, and most texts asked about are titles and venues: their other
 * pieces are never cleaned.
 */
export function firstAuthor(text: string): string | undefined {
	for (const piece of authorPieces(text).pieces) {
		const author = cleanPersonName(piece);
		if (author.length > 1) return author;
	}
	return undefined;
}

/** Splits people named together: "Prof. A & Prof. B", "A, B and C". */
export function splitPeople(text: string): string[] {
	return (
		text
			.split(/\s*(?:,|&|;|\band\b|\|)\s*/)
			// "Arnav Keswani, M.D., Ph.D.": credentials after a name are no people of their own.
			.filter((p) => ` ${p}`.replace(POSTNOMINALS, '') !== '')
			// "Marcus Feldhaus, 2013/9 - 2018/11": when each supervised, no person.
			.filter((p) => !/^[\d\s/.–-]+$|^(?:19|20)\d{2}\S*\s*[–-]\s*(?:present|\S+)$/i.test(p))
			.map(cleanPersonName)
			.filter((p) => p.length > 1)
	);
}

/** A name reduced for comparison: no case, accents, punctuation or honorifics. */
export const nameKey = memoizeForDocument(reduceName);

function reduceName(name: string): string {
	// Reducing drops every character that is not a letter or a space, so cleaning changes the result
	// only where it removes letters (an honorific, a note in brackets) or changes a letter's
	// neighbours: a capital sigma lower-cases to a final ς only where no letter follows it.
	const clean = HONORIFICS.test(name) || name.includes('(') || name.includes('Σ') ? cleanPersonName(name) : name;
	if (/^[\x20-\x7e]*$/.test(clean)) return reduceAscii(clean);
	// Accents go by decomposing letters and dropping the marks.
	return clean
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^\p{L}\s]/gu, '')
		.replace(/\s+/g, ' ')
		.trim();
}

/** The reduction of printable ASCII in one pass: letters lower-cased, runs of spaces as one, nothing else. */
function reduceAscii(text: string): string {
	let out = '';
	let space = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 32) space = out.length > 0;
		else if (isAsciiLetter(c)) {
			if (space) out += ' ';
			space = false;
			out += String.fromCharCode(c | 32);
		}
	}
	return out;
}

/** A name's reduced words; one side of most comparisons is the owner, asked about again and again. */
const nameWords = memoizeForDocument((name: string) => nameKey(name).split(' '));

/**
 * Whether two writings name one person: "D. Vaughan" and "Dorothy Vaughan", "Vaughan D" and
 * "Vaughan, D." (the surname, then the initials) too, "Vaughan Dorothy" (the surname first), accents and case aside.
 */
export function isSamePerson(a: string, b: string): boolean {
	const x = nameWords(a);
	const y = nameWords(b);
	if (x.length < 2 || y.length < 2) return false;
	if (x[x.length - 1] === y[y.length - 1]) return x[0]![0] === y[0]![0];
	if (x.length === 2 && x[1]!.length <= 3) return x[0] === y[y.length - 1] && x[1]![0] === y[0]![0];
	// "KOÇAK DERYA" and "Derya Koçak": the surname first, as national registers and East Asian usage write a name.
	return x.length === 2 && y.length === 2 && x[0] === y[1] && x[1] === y[0];
}

/** A person's name, or the document owner's as an author list writes it ("A. Lovelace", "Lovelace, A."). */
export function isAuthorName(text: string, owner?: string): boolean {
	return isPersonName(text) || (owner !== undefined && isSamePerson(text, owner));
}

/**
 * "ADA M. LOVELACE", as LaTeX headers set a name in capitals, to "Ada M. Lovelace". Where only the
 * surname is in capitals, it is told apart so: "TSUCHIMOTO Ayaka" (Japanese and French usage, the
 * surname first) is "Ayaka Tsuchimoto", and "Wei JIANG" is "Wei Jiang". Any other name with a
 * lower-case letter is left as written.
 */
export function unshoutName(name: string): string {
	if (!/\p{Lu}{2}/u.test(name)) return name;
	if (!/\p{Ll}/u.test(name)) return capitalise(name);
	const first = SURNAME_FIRST.exec(name);
	if (first) return `${first[2]} ${capitalise(first[1]!)}`;
	const last = SURNAME_LAST.exec(name);
	return last ? `${last[1]} ${capitalise(last[2]!)}` : name;
}

const capitalise = (text: string) => text.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
/** Capitals before the given names: "TSUCHIMOTO Ayaka", "LE BIHAN Anne-Marie". */
const SURNAME_FIRST = /^(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,2}) (\p{Lu}\p{Ll}[\p{L}'’-]*(?: \p{Lu}(?:\p{Ll}[\p{L}'’-]*|\.))*)$/u;
/** Given names before the capitals: "Wei JIANG", "Anne-Marie LE BIHAN". */
const SURNAME_LAST = /^(\p{Lu}\p{Ll}[\p{L}'’-]*(?: \p{Lu}(?:\p{Ll}[\p{L}'’-]*|\.))*) (\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,2})$/u;
