import type { Education } from '../../schema/index.ts';
import { splitPeople } from '../names.ts';
import { cleanField, splitSentences, splitTopics, wordCount } from '../text.ts';
import { spanOf, type Line } from '../types.ts';
import { DEGREE } from '../vocab/degrees.ts';
import { matchesOf } from '../matches.ts';

/** Phrases that introduce research topics in prose; what follows them is a list of topics. */
const INTEREST_CUE = /\b(?:(?:lies?|sits?|is|are|work) at the intersection of|research interests? (?:include|includes|are|lie in|span|cover)|(?:am|is|are) (?:broadly |mainly |primarily |particularly |especially )?interested in|interests? (?:include|are|lie in)|focus(?:es)? (?:is |are )?(?:on|in)|particularly (?:in|on)|especially (?:in|on)|specifically (?:in|on)|(?:my )?research (?:is |focuses )?on)\s*:?\s*/gi;
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
			const e: Education = { institution: cleanField(received[2]!), degree: m[0], advisors, details: [], source };
			if (field) e.field = cleanField(field[1]!);
			out.push(e);
		}
	}
	return out;
}
