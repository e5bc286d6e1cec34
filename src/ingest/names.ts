import { memoizeForDocument } from './memo.ts';
import { HONORIFICS, NAME_PARTICLES, NOT_NAME_WORDS } from './vocab/names.ts';

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.?)$/u;

/** Whether a short phrase reads as a person's name: 2–5 capitalised words, no digits, no institution words. */
export function isPersonName(text: string): boolean {
	const t = text.trim();
	if (t.length < 3 || t.length > 60 || /[\d@:;()[\]/|]/.test(t)) return false;
	const words = t.split(/\s+/);
	if (words.length < 2 || words.length > 5) return false;
	let capitalised = 0;
	for (const w of words) {
		if (NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]$/, ''))) return false;
		if (NAME_PARTICLES.has(w)) continue;
		if (!NAME_WORD.test(w)) return false;
		capitalised++;
	}
	return capitalised >= 2;
}

/** Whether a text is a name in a script written without spaces or Latin letters (李华, 김민준). */
export function isNativeScriptName(text: string): boolean {
	return /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Greek}\s·・]{1,20}$/u.test(text.trim());
}

/** Words separated by single spaces, apostrophes or hyphens: nothing to clean, and most names look so. */
const PLAIN_NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

/** Removes equal-contribution marks, footnote symbols and honorifics from one author or advisor. */
export function cleanPersonName(text: string): string {
	if (PLAIN_NAME.test(text) && !HONORIFICS.test(text)) return text;
	return text
		.replace(HONORIFICS, '')
		.replace(/\((?:[*†‡§\s:]*)?(?:equal contribution|co-first authors?|corresponding author)\)/gi, '')
		.replace(/[*†‡§¶#]+/g, '')
		.replace(/(?<=\p{L})\d+$/u, '')
		.replace(/\s+/g, ' ')
		.replace(/^[\s,.;]+|[\s,;]+$/g, '')
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
	let t = text.replace(/\((?:[*†‡§\s:]*)?(?:equal contribution|co-first authors?)\)/gi, '').trim();
	// A word of its own: "Janet Allen" holds "et Al" too.
	const truncated = /\bet\.? al\b/i.test(t);
	t = (truncated ? t.replace(/,?\s*\bet\.? al\b\.?/gi, '') : t).replace(/\.$/, '');
	const authors = t
		.split(/\s*[,;]\s*(?:and\s+|&\s*)?|\s+and\s+|\s+&\s+/)
		.map(cleanPersonName)
		.filter((a) => a.length > 1);
	return { authors, truncated };
});

/** Splits people named together: "Prof. A & Prof. B", "A, B and C". */
export function splitPeople(text: string): string[] {
	return text
		.split(/\s*(?:,|&|;|\band\b|\|)\s*/)
		.map(cleanPersonName)
		.filter((p) => p.length > 1);
}

/** A name reduced for comparison: no case, accents, punctuation or honorifics. */
export const nameKey = memoizeForDocument(reduceName);

function reduceName(name: string): string {
	const clean = cleanPersonName(name);
	// Accents go by decomposing letters and dropping the marks; ASCII has neither to undo.
	return (/^[\x20-\x7e]*$/.test(clean) ? clean : clean.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
		.toLowerCase()
		.replace(/[^\p{L}\s]/gu, '')
		.replace(/\s+/g, ' ')
		.trim();
}

/** A name's reduced words; one side of most comparisons is the owner, asked about again and again. */
const nameWords = memoizeForDocument((name: string) => nameKey(name).split(' '));

/** Whether two writings name one person: "D. Vaughan" and "Dorothy Vaughan", accents and case aside. */
export function isSamePerson(a: string, b: string): boolean {
	const x = nameWords(a);
	const y = nameWords(b);
	if (x.length < 2 || y.length < 2 || x[x.length - 1] !== y[y.length - 1]) return false;
	return x[0]![0] === y[0]![0];
}
