import { isNativeScriptName, isPersonName, unshoutName, withoutHomonymNumber } from '../names.ts';
import { HONORIFICS, POSTNOMINALS } from '../vocab/names.ts';
import { CONTACT_LABEL_WORDS } from '../vocab/contact.ts';
import { scoreFeatures, type Feature } from '../score.ts';
import type { ExtractContext, Line, Section } from '../types.ts';
import { labelledName, readContactLine } from './contact.ts';
import { sectionKindOf } from '../classify.ts';
import { splitTopics, wordCount } from '../text.ts';
import { splitLabel } from './labels.ts';

/** Titles of the document itself that stand where a name would. */
// "NSF BIOGRAPHICAL SKETCH", "NIH Biosketch": a funder's initials may name the form.
const DOCUMENT_LABEL = /^(?:curriculum\s+vit(?:ae|æ)|vita|c\.?v\.?|r[ée]sum[ée]|portfolio|personal\s+(?:page|website)|home\s*page|(?:(?:NSF|NIH|ERC|SciENcv)\s+)?(?:biographical\s+sketch|biosketch))$/i;

interface Candidate {
	line: Line;
	index: number;
	name: string;
	native?: string;
	/** What followed the name on its line ("Ada Lovelace — Analyst"). */
	tagline?: string;
	/** The line says it is the name ("Name: …"). */
	labelled?: boolean;
	/** The line that holds the rest of a name set over two lines. */
	also?: Line;
	/** Degrees or credentials followed the name on its line ("…, PhD, RN"), or a title stood before it ("Doç. Dr. …"): a person's, as no menu item is. */
	credentialed?: boolean;
	/** Another line of the header names it too: the page's title ("dblp: Ada Byron"), as a copied page keeps it. */
	repeated?: boolean;
}

/** One capitalised word: a given name or a surname set on a line of its own. */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/** "Ingrid" over "Haldorsen-Achebe": a template that sets the given names and the surname apart (moderncv). */
function twoLineName(line: Line, next: Line | undefined, index: number): Candidate | undefined {
	if (!next || !NAME_WORD.test(line.text) || !NAME_WORD.test(next.text)) return undefined;
	const name = `${line.text} ${next.text}`;
	return isPersonName(name) && !sectionKindOf(next.text) ? { line, index, name, also: next } : undefined;
}

/** "Hua Li (李华)", "李华 (Hua Li)" or "Hua Li / 李华": a name with its native-script form. */
function splitNative(text: string): { name: string; native?: string } {
	const m = /^(.+?)\s*(?:\(([^()]+)\)|[/|｜]\s*(.+))$/.exec(text);
	const second = m?.[2] ?? m?.[3];
	if (m && second && isNativeScriptName(second)) return { name: m[1]!.trim(), native: second.trim() };
	if (m && second && isNativeScriptName(m[1]!) && isPersonName(second.trim())) return { name: second.trim(), native: m[1]!.trim() };
	return { name: text };
}

/** "Hi there, I'm Ada Lovelace 👋": a profile README greets its reader with the name. */
const GREETING = /^(?:(?:hi|hello|hey)(?:\s+there)?[,!]?\s+)?(?:i['’]m|i\s+am|this\s+is)\s+(?=\p{Lu})/iu;

const GRANT_PART = /\s*\((?:Chief|Principal|Lead|Partner|Co-?)?\s*(?:Investigator|Applicant)\b[^()]{0,20}\)$/i;
const BIRTH_NAME = /\s*\((?:née|nee|born|geb\.|geborene)\s[^()]{2,40}\)$/i;

/** A header line read as a name: "Name:" labels and honorifics go, a tagline after a dash is kept apart. */
function toCandidate(line: Line, index: number): Candidate {
	const labelled = labelledName(line);
	const text = withoutHomonymNumber(labelled ?? line.text)
		.replace(GREETING, '')
		.replace(HONORIFICS, '')
		// "Johanna Liebscher-Ammann (née Liebscher)": the name she was born with is no part of the name she goes by.
		.replace(BIRTH_NAME, '')
		// "Imogen Parrish-Wade (Chief Investigator 1)": the part a grant's form names its person by.
		.replace(GRANT_PART, '')
		.replace(POSTNOMINALS, '')
		// A nickname in quotes between the names ('Tomasz "Tom" Lindahl') is no part of the name.
		.replace(/(\p{L})\s+["“'‘][\p{L}.-]{1,20}["”'’]\s+(?=\p{Lu})/u, '$1 ');
	const dash = /^(.+?)\s+[—–|-]\s+(.+)$/.exec(text);
	if (dash && isPersonName(dash[1]!)) return { line, index, name: dash[1]!, tagline: dash[2]! };
	const credentialed = text.length < line.text.length && (POSTNOMINALS.test(line.text) || HONORIFICS.test(line.text));
	return { line, index, ...splitNative(text), ...(labelled ? { labelled: true } : {}), ...(credentialed ? { credentialed } : {}) };
}

const NAME_FEATURES: Feature<Candidate>[] = [
	{ name: 'reads as a person name', weight: 3, test: (c) => isPersonName(c.name) },
	{ name: 'first line', weight: 2, test: (c) => c.index === 0 },
	{ name: 'bold or heading', weight: 1, test: (c) => c.line.mdHeading > 0 || c.line.strong.includes(c.line.text) },
	{ name: 'native-script form beside it', weight: 1, test: (c) => c.native !== undefined },
	{ name: 'contact or digits', weight: -4, test: (c) => /[@\d:]|https?:/.test(c.name) },
	{ name: 'labelled as the name', weight: 2, test: (c) => c.labelled === true },
	{ name: 'credentials or a title beside it', weight: 1, test: (c) => c.credentialed === true },
	{ name: "named again in the page's title", weight: 1, test: (c) => c.repeated === true },
	{ name: "the document's title", weight: -6, test: (c) => DOCUMENT_LABEL.test(c.name) },
	// "Apply   Visit   Give": words set apart in columns are a menu or a table, no name.
	// A form's label and its value stand in columns too ("Name of the Faculty ⇥ : ⇥ …").
	{ name: 'words in columns', weight: -3, test: (c) => c.line.cells.filter(Boolean).length > 1 && c.labelled !== true },
];

/** "dblp: Ada Byron 0002", "Ada Byron - Google Scholar", "Ada Byron | Lab": a page's title, the name and the site's. */
function isPageTitleOf(text: string, name: string): boolean {
	const at = text.indexOf(name);
	if (at < 0 || text === name) return false;
	const before = text.slice(0, at);
	const after = withoutHomonymNumber(text.slice(at + name.length));
	return before.length <= 30 && after.length <= 30 && (before === '' || /[:|–—-]\s*$/.test(before)) && (after === '' || /^\s*[|–—-]/.test(after));
}

const PRONOUNS = /^\(?(?:she|he|they|ze|xe)\s?\/\s?(?:her|him|them|hers|his|theirs|zir|xem)(?:\s?\/\s?\w+)?\)?$/i;

const VERIFIED_EMAIL = /^verified email at [\w.-]+\.[a-z]{2,}(?:\s+-\s+homepage)?$/i;
/** "Water Resources", "Groundwater Hydrology, Contaminant Transport": topics, in words only. */
const TOPIC_TAGS = /^\p{L}[\p{L}' &/-]{1,60}(?:,\s*\p{L}[\p{L}' &/-]{1,60})*$/u;

const POSITION_LABEL = /\b(?:position|title|affiliation|appointment|current position)\b/i;

/** A label that is no contact field's ("Placement Director:", "Advisor:") before a person's name. */
function namesSomeoneElse(label: string, value: string): boolean {
	if (CONTACT_LABEL_WORD.test(label) || POSITION_LABEL.test(label)) return false;
	const first = value.split(/\s*[|·•,;]\s*/)[0]!.replace(HONORIFICS, '');
	return isPersonName(first);
}
const CONTACT_LABEL_WORD = new RegExp(`^(?:${CONTACT_LABEL_WORDS}|office|fax|name|full name)$`, 'i');

/**
 * "Research interests:   solid oxide cells; mixed ionic-electronic" over "                  conductors; …":
 * the lines a value goes on in, set under it at its column, with no label of their own.
 */
function valueGoesOn(line: Line, value: string, after: readonly Line[]): Line[] {
	const column = line.raw.indexOf(value.slice(0, 12));
	const rest: Line[] = [];
	for (const next of after) {
		if (column < 8 || next.blankBefore || next.indent < column - 1 || next.text.includes(':')) break;
		rest.push(next);
	}
	return rest;
}

/** Step 5b. The lines before the first heading: name, native-script name, headline, contact links. */
export function extractHeader(section: Section, ctx: ExtractContext): void {
	const { draft, trace } = ctx;
	let best: { c: Candidate; score: number } | undefined;
	section.lines.forEach((line, index) => {
		const split = twoLineName(line, section.lines[index + 1], index);
		for (const c of split ? [toCandidate(line, index), split] : [toCandidate(line, index)]) {
			// ", AA": a line that is all credentials leaves no name.
			if (!/\p{L}.*\p{L}/su.test(c.name)) continue;
			if (c.name.length > 3 && section.lines.some((l) => l !== line && l !== c.also && isPageTitleOf(l.text, c.name))) c.repeated = true;
			const { score, fired } = scoreFeatures(c, NAME_FEATURES);
			if (fired.length) trace.explain({ line: line.n, decision: 'name candidate', score, features: fired });
			if (score >= 3 && (!best || score > best.score)) best = { c, score };
		}
	});
	// "TSUCHIMOTO Ayaka" over "土本 彩花": the name in its own script, on the line under it.
	const under = best && !best.c.native && !best.c.also ? section.lines[best.c.index + 1] : undefined;
	const native = under && isNativeScriptName(under.text) ? under : undefined;
	if (best && native) best.c.native = native.text;
	const nameLines = best ? [best.c.line, ...(best.c.also ? [best.c.also] : []), ...(native ? [native] : [])] : [];
	if (best) {
		draft.name = unshoutName(best.c.name);
		if (best.c.native) draft.nativeName = best.c.native;
		if (best.c.tagline) draft.headline = best.c.tagline;
		trace.place(...nameLines);
	}
	let tagsFollow = false;
	const continued = new Set<Line>();
	section.lines.forEach((line, index) => {
		if (nameLines.includes(line) || continued.has(line)) return;
		// "Verified email at ucdavis.edu - Homepage": a citation profile's note on its owner, over the
		// research topics it lists as tags, one to a line or with commas between them.
		if (VERIFIED_EMAIL.test(line.text)) {
			tagsFollow = true;
			trace.place(line);
			return;
		}
		if (tagsFollow && TOPIC_TAGS.test(line.text)) {
			draft.interests.push(...splitTopics(line.text));
			trace.place(line);
			return;
		}
		// "She/Her": pronouns, as profile pages show them under the name; no headline.
		if (PRONOUNS.test(line.text)) return;
		// "Curriculum Vitae", "Résumé": a label for the document, not a fact in it.
		if (DOCUMENT_LABEL.test(line.text)) {
			trace.place(line);
			return;
		}
		// "Interests: A, B, C" under the name: a section written on one line.
		const labelled = line.text.includes(':') ? splitLabel(line.text) : undefined;
		if (labelled && sectionKindOf(labelled.label) === 'interests') {
			const rest = valueGoesOn(line, labelled.value, section.lines.slice(index + 1));
			rest.forEach((l) => continued.add(l));
			draft.interests.push(...splitTopics([labelled.value, ...rest.map((l) => l.text)].join(' ')));
			trace.place(line, ...rest);
			return;
		}
		// "Placement Director: Prof. Ada Byron | ada@…": someone else's contact, left for a person to see.
		if (labelled && namesSomeoneElse(labelled.label, labelled.value)) return;
		if (readContactLine(line, draft.contact)) {
			trace.place(line);
			return;
		}
		// "Position title & institution: Associate Professor, …": a form's label is no part of the headline.
		// Another form field ("eRA COMMONS USER NAME: …") is no headline.
		if (labelled && !POSITION_LABEL.test(labelled.label)) return;
		const text = labelled ? labelled.value : line.text;
		if (!draft.headline && best && line.n > nameLines[nameLines.length - 1]!.n && wordCount(text) <= 15 && !/[.!?]$/.test(text) && !/\d|@|https?:/.test(text)) {
			draft.headline = text;
			trace.place(line);
		}
	});
}
