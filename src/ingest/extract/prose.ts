import type { Education, Experience } from '../../schema/index.ts';
import { splitPeople } from '../names.ts';
import { cleanField, splitSentences, splitTopics, wordCount } from '../text.ts';
import { spanOf, type Line } from '../types.ts';
import { DEGREE } from '../vocab/degrees.ts';
import { ROLE_WORDS } from '../vocab/roles.ts';
import { matchesOf } from '../matches.ts';

/** Phrases that introduce research topics in prose; what follows them is a list of topics. */
const INTEREST_CUE = /\b(?:(?:lies?|sits?|is|are|work) at the intersection of|research interests? (?:include|includes|are|lie in|span|cover)|(?:am|is|are) (?:broadly |mainly |primarily |particularly |especially )?interested in|interests? (?:include|are|lie in)|focus(?:es)? (?:is |are )?(?:on|in)|particularly (?:in|on)|especially (?:in|on)|specifically (?:in|on)|(?:my )?research (?:is |focuses )?on|^(?:research )?interests(?=:))\s*:?\s*/gi;
/** Generic nouns that close a topic list without being topics ("profiling aspects"). */
const TRAILING_GENERIC = /\s+(?:aspects?|areas?|topics?|problems?|domains?|fields?)$/i;

/** Research topics named in a prose sentence, or none when it names none. */
export function interestsFromProse(text: string): string[] {
	const out: string[] = [];
	for (const sentence of splitSentences(text)) {
		const cues = matchesOf(INTEREST_CUE, sentence);
		cues.forEach((cue, i) => {
			const end = cues[i + 1]?.index ?? sentence.length;
			// "…, and C, with a particular focus on D": the words before the next cue belong to it.
			const list = sentence.slice(cue.index + cue[0].length, end).replace(/,?\s*with (?:a |an )?(?:particular |special |strong |specific )?$/i, '').replace(/[,;]\s*$/, '');
			for (const topic of splitTopics(list)) {
				const t = cleanField(topic.replace(TRAILING_GENERIC, ''));
				if (t && wordCount(t) <= 10) out.push(t);
			}
		});
	}
	return out;
}

/** Degrees and positions told in first-person prose: "I received my M.S. in X and B.E. in Y from Z". */
export function educationFromProse(line: Line): Education[] {
	const out: Education[] = [];
	const source = spanOf([line]);
	for (const sentence of splitSentences(line.text)) {
		const advisors = matchesOf(/\b(?:work(?:ing|ed)?|advised|supervised) (?:with|by) ((?:Prof\.?|Professor|Dr\.?)\s+[\p{Lu}][\p{L}.-]*(?:\s+[\p{Lu}][\p{L}.-]*){0,3})/gu, sentence).flatMap((m) => splitPeople(m[1]!));
		const student = /\b(?:graduate|Ph\.?D\.?|doctoral|master'?s|undergraduate|postdoctoral) (?:student|researcher|candidate) (?:at|in) (?:the )?([\p{Lu}][^,;.]*)/u.exec(sentence);
		if (student) out.push({ institution: cleanField(student[1]!), advisors, details: [cleanField(sentence.slice(student.index).replace(/\.$/, ''))], source });
		const received = /\b(?:received|earned|obtained|completed|hold|got) (?:my |a |an |the )?(.+?)\s+from\s+(?:the )?([\p{Lu}][^,;.]*)/u.exec(sentence);
		if (!received) continue;
		for (const part of received[1]!.split(/\s*(?:,|\band\b)\s*(?=\S)/)) {
			const m = DEGREE.exec(part);
			if (!m) continue;
			const field = /\s+in\s+(.+)$/.exec(part.slice(m.index + m[0].length));
			// "from Stellan University in 2021": the year it was given, no part of the university's name.
			const year = /\s+in\s+((?:19|20)\d{2})$/.exec(received[2]!);
			const e: Education = { institution: cleanField(year ? received[2]!.slice(0, year.index) : received[2]!), degree: m[0], advisors, details: [], source };
			if (year) e.dates = { end: year[1]!, raw: year[1]! };
			if (field) e.field = cleanField(field[1]!);
			out.push(e);
		}
	}
	return out;
}

/** A capitalised name, up to what ends it in a sentence: a comma, a bracket, "from", "in 2018", "where". */
const ORG = String.raw`(?:the\s)?(\p{Lu}[\p{L}'’&.-]*(?:\s(?:of|for|and|de|the|\p{Lu}[\p{L}'’&.-]*))*)`;
const ROLE = String.raw`(\p{Lu}?[\p{L}-]+(?:\s[\p{L}-]+){0,5}?)(?=\s+(?:at|in|with|from|since|and)\b|\s*[,.;(]|$)`;
const YEARS = String.raw`(?:\s+(?:from\s+((?:19|20)\d{2})\s+(?:to|until)\s+((?:19|20)\d{2}|present)|\(((?:19|20)\d{2})\s?[–-]\s?((?:19|20)\d{2}|present)\)|in\s+((?:19|20)\d{2})|since\s+((?:19|20)\d{2})))?`;
/** "was an Assistant Professor of Nursing at Cobb Valley College from 2012 to 2018", "a data analyst at X (2013–2015)". */
const HELD_AT = new RegExp(String.raw`\b(?:is|was|served as|serves as|worked as|works as|spent \w+ years? as|began (?:her|his|their) career as)\s+an?\s+${ROLE}\s+(?:at|in|with)\s+${ORG}${YEARS}`, 'gu');
/** "She joined Harrowgate as an Assistant Professor in 2018". */
const JOINED = new RegExp(String.raw`\bjoined\s+${ORG}\s+as\s+an?\s+${ROLE}${YEARS}`, 'u');
/** "was promoted to Associate Professor with tenure in 2023". */
const PROMOTED = new RegExp(String.raw`\bpromoted to\s+${ROLE}(?:\s+with tenure)?\s+in\s+((?:19|20)\d{2})`, 'u');

/**
 * Positions a biography tells, for a profile that lists none: "She joined Harrowgate as an
 * Assistant Professor in 2018 and was promoted to Associate Professor in 2023." Only a role a job
 * title's words name, at a named organisation, is read.
 */
export function experienceFromProse(line: Line): Experience[] {
	const out: Experience[] = [];
	const source = spanOf([line]);
	const held = (role: string, organization: string, start?: string, end?: string): void => {
		if (!ROLE_WORDS.test(role)) return;
		const e: Experience = { organization: cleanField(organization.replace(/\s(?:of|for|and|de|the)$/, '')), role: cleanField(role), advisors: [], highlights: [], source };
		if (start || end) e.dates = { ...(start ? { start } : {}), ...(end ? { end } : {}), raw: [start, end].filter(Boolean).join('–') };
		out.push(e);
	};
	for (const sentence of splitSentences(line.text)) {
		const joined = JOINED.exec(sentence);
		if (joined) {
			held(joined[2]!, joined[1]!, joined[3] ?? joined[5] ?? joined[7] ?? joined[8], joined[4] ?? joined[6]);
			const promoted = PROMOTED.exec(sentence.slice(joined.index + joined[0].length));
			if (promoted) held(promoted[1]!, joined[1]!, promoted[2]);
		}
		for (const m of matchesOf(HELD_AT, sentence)) held(m[1]!, m[2]!, m[3] ?? m[5] ?? m[7] ?? m[8], m[4] ?? m[6]);
	}
	return out;
}
