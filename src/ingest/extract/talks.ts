import { splitGostCitation, type GostCitation } from './gostCitation.ts';
import type { Publication, Talk } from '../../schema/index.ts';
import { findDateRanges, monthUnderYear, parseDatePoint, splitLeadingDate, withoutMonthDay, YEAR_ALONE, type FoundRange } from '../dates.ts';
import { cleanField, splitSentences, wordCount } from '../text.ts';
import { splitAuthors } from '../names.ts';
import { isAuthorList, splitAuthorDateHead, splitCitedAuthors } from './citation.ts';
import { isSubgroupOf } from '../vocab/sections.ts';
import { sectionKindOf } from '../classify.ts';
import { logicalLines } from './wrapped.ts';
import { placeStart } from './org.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';

/**
 * "*Title*, Sept. 2021 at Host (note)": a talk written on one line, its title set in italics or
 * first; or "2023   Title, Host", the date in a left column.
 */
/** "(invited talk)", "(oral)", "(seminar talk)" after a GOST talk's title: what kind of talk, no part of its title. */
const KIND_AFTER_TITLE = /\s*\((?:invited|oral|plenary|keynote|contributed|seminar|poster)(?:\s(?:talk|presentation|lecture|report))?\)$/i;

/** "Author A.B. Title (invited talk) // Meeting (City, 3–7 October 2022).": a talk cited as GOST cites a paper. */
function gostTalk(cited: GostCitation, line: Line): Talk {
	const talk: Talk = { title: cleanField(cited.title.replace(KIND_AFTER_TITLE, '')), host: cleanField(cited.venue), source: spanOf([line]) };
	const date = talkDate(cited.after);
	const point = date && (date.range.start ?? date.range.end);
	if (point) talk.date = point;
	else if (cited.year !== undefined) talk.date = String(cited.year);
	// "(Kazan, 3–7 October 2022)": where, before the dates.
	const place = /^\s\(([^,()]+),/.exec(cited.after)?.[1];
	if (place) talk.location = cleanField(place);
	return talk;
}

export function parseTalkLine(line: Line, owner?: string): Talk | undefined {
	const gost = line.text.includes(' // ') ? splitGostCitation(line.text) : undefined;
	if (gost) return gostTalk(gost, line);
	// "Lee, A., & *Ng, B. (2023, March 23–25). Title [Paper presentation]. Meeting, City.": APA's form for a talk.
	const apa = line.text.includes('(') ? splitAuthorDateHead(line.text) : undefined;
	const lead = apa ? undefined : splitLeadingDate(line.text);
	// "2024 Achterberg, R. M. Title. Meeting, City.": a talk listed as a citation; the authors go, the first sentence is the title.
	const cited = apa ?? (lead ? splitCitedAuthors(lead.rest) : undefined);
	const text = (cited?.rest ?? lead?.rest ?? line.text).replace(SYMPOSIUM_CLAUSE, '').replace(APA_DESCRIPTION, '');
	// A quoted or italic title wherever it stands: "Keynote, \"Title,\" Host, 2016", "Seminar, *Title*, 2023".
	// After APA's authors and date the title is the first sentence, in italics or not; an italic title
	// after it is the symposium's ("In A. Chair (Chair), *Symposium* [Symposium].").
	const marked = apa ? undefined : markedTitle(text, line);
	const sentences = cited && !marked ? splitSentences(text) : [];
	const title = marked?.title ?? (sentences.length > 1 ? sentences[0]! : undefined) ?? /^(.+?),\s/.exec(text)?.[1] ?? (lead ? text : undefined);
	// A line of rules or stops ("---") leaves no title.
	const cleanTitle = title ? cleanField(title) : '';
	if (!title || !cleanTitle) return undefined;
	// "F. Name, A. Name, “Title”, Meeting, …": the authors before a quoted title are who gave it, not where.
	const before = marked && isAuthorList(cleanField(marked.before), owner) ? '' : marked?.before.replace(TALK_LABEL, '');
	let rest = marked ? `${before}, ${marked.after.replace(LABEL_AFTER, ', ')}` : text.slice(title.length);
	const talk: Talk = { title: cleanTitle, source: spanOf([line]) };
	// "2024⇥“Title,” Meeting, Santa Fe, April 2024.": the month the line gives beats the year in the column;
	// a finer date in the column is the talk's as it is.
	const dated = lead && lead.range.raw.length > 4 ? undefined : talkDate(rest);
	const point = dated && (dated.range.start ?? dated.range.end)!;
	const finer = point !== undefined && point.length > 4 && (!lead || point.startsWith(lead.range.raw));
	const date = lead && !finer ? { range: lead.range, index: 0, length: 0 } : dated;
	// "(2024, April 18–20)": APA's date, its month read where it gives one.
	const apaMonth = apa?.year !== undefined ? APA_MONTH.exec(line.text)?.[2] : undefined;
	if (apa?.year !== undefined) talk.date = (apaMonth ? parseDatePoint(`${apaMonth} ${apa.year}`) : undefined) ?? String(apa.year);
	else if (date) {
		talk.date = (date.range.start ?? date.range.end)!;
		rest = rest.slice(0, date.index) + rest.slice(date.index + date.length);
	}
	// The host follows "at", or stands between the title and the date.
	// "[Slides](…)", "[Video](…)" after the talk: its links' labels, no part of where it was given.
	if (line.raw.includes('](')) rest = rest.replace(LINK_LABELS_AT_END, '');
	const host = /\bat\s+([^(,;]+)/.exec(rest)?.[1] ?? withoutBrackets(withoutMonthDay(rest));
	const { name: where, place } = splitPlace(cleanField(host.replace(/\s+,/g, ',').replace(/,\s*,/g, ',').replace(/^[\s,;]+|[\s,;.]+$/g, '')));
	if (where) talk.host = where;
	if (place) talk.location = place;
	// "Number Theory Seminar, University of Michigan, February 20": a talk whose title is not given, named
	// by where it was given; the seminar and its institution are both its title and its host.
	// "Invited seminar, Department of Statistics, …": what kind of talk it was names neither.
	if (!marked && !cited && EVENT_NAME.test(cleanTitle)) {
		const named = TALK_LABEL.test(cleanTitle) ? where : [cleanField(cleanTitle.replace(NOTE_IN_BRACKETS, '')), where].filter(Boolean).join(', ');
		if (named) talk.title = talk.host = named;
	}
	return talk;
}

/** "(online)", "(upcoming)", "(in Spanish)": a note on how a talk was given, no part of the seminar's name ("(ESNM 2022)" is). */
const NOTE_IN_BRACKETS = /\s*\((?:online|virtual|remote|hybrid|(?:via )?zoom|upcoming|cancell?ed|postponed|invited|in \p{Lu}\p{Ll}+)\)/giu;

/** "Number Theory Seminar", "Colloquium", "Arizona Winter School (online)": the name of an event, not of a talk given at it. */
const EVENT_NAME = /(?:^|\s)(?:seminar|colloquium|workshop|symposium|conference|meeting|school|webinar|forum|lecture series)(?:\s*\([^()]*\))?$/i;

/** A text without its brackets, the innermost first; a bracket left open stays (a pattern that looked past it took time that grew as the line's square). */
function withoutBrackets(text: string): string {
	let out = text;
	for (let inner = out.replace(BRACKETED, ''); inner !== out; inner = out.replace(BRACKETED, '')) out = inner;
	return out;
}
const BRACKETED = /\([^()]*\)/g;

/** "(2024, April 18–20)": the year and the month of APA's date. */
const APA_MONTH = /\(((?:19|20)\d{2}),\s*(\p{L}+)/u;

/** "Biennial Meeting, Chicago, IL, United States": the host, then the city, state and country it met in, which are where, not who. */
function splitPlace(host: string): { name: string; place?: string } {
	const parts = host.split(/\s*,\s*/);
	const at = placeStart(parts);
	return at === undefined ? { name: host } : { name: parts.slice(0, at).join(', '), place: parts.slice(at).join(', ') };
}

/** The talk's own date: a month beats a bare year, which is often the meeting's name ("NeurIPS 2023, …, December 2023"). */
function talkDate(text: string): FoundRange | undefined {
	const found = findDateRanges(text);
	return found.find((f) => (f.range.start ?? f.range.end)!.length > 4) ?? found[0];
}

/** "[Paper presentation]", "[Poster session]", "[Keynote address]": APA's description of what was given, neither title nor host. */
const APA_DESCRIPTION = /\s*\[(?:paper|poster|keynote|invited|symposium|conference|roundtable|panel)[^\]]{0,40}\]/gi;

/** "In A. Chair (Chair), Symposium Title [Symposium].": the symposium a talk was part of, neither its title nor where it was given. */
const SYMPOSIUM_CLAUSE = /(?<=[.?!])\s+In\s[^()]{2,120}\((?:[Cc]o-?)?[Cc]hairs?\),\s[^[\]]{2,300}?\s*\[[Ss]ymposium[^\]]*\]\.?/;

const LINK_LABELS_AT_END = /(?:[\s,|·]+(?:slides|video|recording|pdf|poster|abstract|paper|code|link|youtube))+\s*$/i;

/** "2024: Meeting, City; Meeting, City": a year and the meetings of that year. */
const YEAR_OF_MEETINGS = /^((?:19|20)\d{2}):\s+(.+;.+)$/;

/** "Brown Development Breakfast", "NEUDC (Dartmouth)", "UCT SALDRU Seminar": a meeting's name, each word capitalised. */
const MEETING_NAME = /^(?:\p{Lu}[\p{L}\d&'’.-]*|of|on|in|for|and|the|&|\(\p{Lu}[\p{L}\d]*\))(?:\s(?:\p{Lu}[\p{L}\d&'’.-]*|of|on|in|for|and|the|&|\(\p{Lu}[\p{L}\d]*\)))*$/u;
/** A department, a school, a university: where a talk was given, no meeting of a list. */
const UNIT_OR_INSTITUTION = /\b(?:Department|School|Faculty|University|Institute|College|Division)\b/;

/**
 * "2024: SOLE Annual Meeting, Portland; NTA Annual Conference, Detroit", or with the year in a column,
 * "2025⇥NEUDC (Yale); World Bank DIME Seminar" and "2023⇥Brown Development Breakfast, UCT SALDRU
 * Seminar": the meetings a paper was presented at that year, the city each met in left out. A list
 * with commas alone is read so only where every part is a meeting's name, and two or more.
 */
function meetingsOfYear(line: Line): { year: string; names: string[] } | undefined {
	const colon = line.text.includes(';') ? YEAR_OF_MEETINGS.exec(line.text) : null;
	const column = colon ? null : YEAR_COLUMN.exec(line.text);
	// The year in a column of its own, as the line was written (a wrapped line joined to it keeps one cell).
	if (!colon && !(column && /^\s*(?:19|20)\d{2}(?:\t|\s{2,})/.test(line.raw))) return undefined;
	const [year, list] = colon ? [colon[1]!, colon[2]!] : [column![1]!, column![2]!];
	const parts = (list.includes(';') ? list.split(/\s*;\s*/) : list.split(/\s*,\s*/)).map((m) => cleanField(m.replace(/\*/g, ''))).filter(Boolean);
	// "SOLE Annual Meeting, Portland", "NEUDC (Yale)": the city, or the university that hosted it, is no part of its name.
	const names = parts.map((m) => m.replace(/,\s*\p{Lu}[\p{L}.' -]{1,30}$/u, '').replace(/\s\(\p{Lu}\p{Ll}+\)$/u, ''));
	if (!colon && (names.length < 2 || !names.every((n) => MEETING_NAME.test(n) && !UNIT_OR_INSTITUTION.test(n) && /\s|^\p{Lu}{2,}/u.test(n)))) return undefined;
	return { year, names };
}
const YEAR_COLUMN = /^((?:19|20)\d{2})\s+(.+[;,].+)$/;

/** What kind of talk it was ("Keynote", "Invited talk"): neither title nor host. */
const KIND_OF_TALK = '(?:keynote(?: address| lecture| talk)?|plenary(?: lecture| talk)?|invited (?:talk|lecture|seminar)|contributed talk|guest lecture|colloquium talk|panelist|panel(?: discussion)?|discussant|moderator|invited speaker)';
/** The label alone before the title: "Keynote, \"Title\"". */
const TALK_LABEL = new RegExp(`^\\s*${KIND_OF_TALK}\\s*[,:–-]?\\s*$`, 'i');
/** The label just after the title: "\"Title,\" Keynote, Host". */
const LABEL_AFTER = new RegExp(`^\\s*,?\\s*${KIND_OF_TALK}\\s*,`, 'i');

/** A quoted title anywhere in the line, or an italic one, with what stands before and after it. */
function markedTitle(text: string, line: Line): { title: string; before: string; after: string } | undefined {
	// German quotes open low („Titel“ or „Titel”), French ones with guillemets.
	const quoted = /["“„«]\s?([^"”“„«»]{3,300}?)[.,]?\s?["”“»]/.exec(text);
	// "**Title** — Invited talk, Host, Nov 2025": a title set in bold at the line's start.
	const bold = line.strong.find((s) => s.length >= 3 && text.startsWith(s));
	if (bold && quoted?.index !== 0) return { title: bold, before: '', after: text.slice(bold.length).replace(/^\s*[—–-]\s*/, ', ') };
	const italic = line.emphasis.find((e) => e.length >= 3 && text.includes(e));
	const at = italic ? text.indexOf(italic) : -1;
	// Whichever comes first: "*Title*, workshop “Name”, …" names the workshop in quotes.
	// An italic span that holds the quotes ("*\"Title\"*") gives the quoted title, without them.
	if (quoted && (at < 0 || quoted.index <= at)) return { title: quoted[1]!, before: text.slice(0, quoted.index), after: text.slice(quoted.index + quoted[0].length) };
	if (!italic) return undefined;
	return { title: italic, before: text.slice(0, at), after: text.slice(at + italic.length) };
}

/** A quoted title and at most a short label before it ("Oral presentation: “Title”"). */
const TITLE_ONLY = /^(?:\p{L}[\p{L} -]{0,30}:\s*)?["“][^"”]{3,300}["”]\.?$/u;

/** A line that is a quoted title and nothing else. */
const QUOTED_ALONE = /^["“][^"”]{3,300}["”]$/;

/** The lines indented under line i, up to the first that is not. */
function indentedUnder(lines: readonly Line[], i: number): Line[] {
	const under: Line[] = [];
	for (let j = i + 1; j < lines.length && lines[j]!.indent > lines[i]!.indent; j++) under.push(lines[j]!);
	return under;
}

/**
 * "Lee, A. (2024, May). Title [Poster presentation]." over the lines indented under it: APA's hanging
 * indent, one talk; so is "2014⇥“Title,”" over "⇥Meeting, City, January 2014.", a line that broke off after its comma.
 */
const continuesCitedTalk = (prev: Line, line: Line): boolean =>
	line.bullet === 0 &&
	!line.blankBefore &&
	line.mdHeading === 0 &&
	((line.indent > prev.indent && (/,["”]?$/.test(prev.text) || splitAuthorDateHead(prev.text) !== undefined)) || datedRest(prev, line));

/**
 * "F. Name, “Title”, GDCh" over "Wissenschaftsforum Chemie 2023, Leipzig, 09/2023 (invited talk).": a
 * cited talk whose line broke before its date, the rest at the same indent with the date and the stop.
 */
const datedRest = (prev: Line, line: Line): boolean =>
	line.indent === prev.indent && /["”]/.test(prev.text) && !/[.)]$/.test(prev.text) && !/["“]/.test(line.text) && (prev.text.endsWith(',') || findDateRanges(prev.text).length === 0) && findDateRanges(line.text).length > 0 && /[.)]$/.test(line.text);

/** "Posters:", "Poster presentations": a group of a talks list whose entries are posters. */
const POSTERS_GROUP = /^posters?\b/i;

/** "(poster)", "(poster; Best Poster Award)." at a line's end: what was shown was a poster. */
const POSTER_MARK = /\(poster\b([^()]*)\)\.?$/i;

/** A poster listed among talks: its quoted title, the authors before it, the meeting as its venue. */
function posterOf(line: Line, talk: Talk, owner?: string): Publication | undefined {
	const quoted = /^(.*?)["“][^"”]{3,300}["”]/.exec(line.text);
	if (!quoted) return undefined;
	const before = cleanField(quoted[1]!);
	const authors = isAuthorList(before, owner) ? splitAuthors(before).authors : [];
	const honour = cleanField((POSTER_MARK.exec(line.text)?.[1] ?? '').replace(/^[;,]\s*/, ''));
	const pub: Publication = { title: talk.title, authors, type: 'poster', status: 'published', awards: honour ? [honour] : [], source: talk.source };
	const venue = talk.host?.split(/,\s*/)[0];
	if (venue) pub.venue = venue;
	if (talk.date) pub.year = Number(talk.date.slice(0, 4));
	return pub;
}

/** A line that names where and when, "Host, 2023", and precedes its title. */
const HOST_LINE = /^(.+?),?\s+((?:19|20)\d{2})\.?$/;

/** "in Proc. of …", "Proceedings", "pp. 812–814", "논문집": where a paper read at a meeting was published. */
const PROCEEDINGS = /\b(?:in\s+)?Proc(?:eedings\b|\.)|\bpp\.\s?\d|논문집|予稿集|论文集/;

/** "[C7] A. Name, B. Name, “Title,” …": a paper cited with its authors before its quoted title. */
function isCitedPaper(text: string, owner?: string): boolean {
	const quote = /["“]/.exec(text);
	return quote !== null && quote.index > 0 && isAuthorList(cleanField(text.slice(0, quote.index).replace(/^\[[A-Z]{0,3}\d{1,4}\]\s*/, '')), owner);
}

/**
 * A list headed as talks ("학술대회 발표", "Conference Presentations") whose entries are papers: most
 * cited with their authors, and a third at least in the meeting's proceedings. Its papers were published.
 */
export function isPaperList(section: Section, owner?: string): boolean {
	const lines = section.lines.filter((l) => !isSubgroupOf('talks', l.text));
	if (lines.length < 2) return false;
	const cited = lines.filter((l) => isCitedPaper(l.text, owner)).length;
	const published = lines.filter((l) => PROCEEDINGS.test(l.text)).length;
	return cited * 3 >= lines.length * 2 && published * 3 >= lines.length;
}

/** A line that can only say where: short, undated, unquoted, capitalised but not in capitals (a table's column names), naming no section, and no list's item. */
const isHostUnder = (line: Line): boolean =>
	line.bullet === 0 && wordCount(line.text) <= 12 && /^\p{Lu}/u.test(line.text) && /\p{Ll}/u.test(line.text) && !/["“”.:]$|["“]/.test(line.text) && findDateRanges(line.text).length === 0 && sectionKindOf(line.text) === undefined;

/** Step 5h. Talks: "Host, Year" followed by the title, or the title first with date and host. */
export function extractTalks(section: Section, ctx: ExtractContext): void {
	const lines = logicalLines(section.lines, continuesCitedTalk).map(([line]) => line);
	// "### 2023" over the talks given that year: the year of those that give none.
	let yearHeading: string | undefined;
	let posters = false;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!;
		// `<a href="…">` around a repository's card: markup with a link, no talk; it stays listed as unplaced.
		if (line.markupOnly) continue;
		// "Posters", "Symposia": the list's own subheading, no talk; under "Posters:" each entry is a poster.
		if (isSubgroupOf('talks', line.text)) {
			posters = POSTERS_GROUP.test(line.text);
			ctx.trace.place(line);
			continue;
		}
		if (YEAR_ALONE.test(line.text)) {
			yearHeading = line.text.slice(0, 4);
			ctx.trace.place(line);
			continue;
		}
		const meetings = meetingsOfYear(line);
		if (meetings) {
			// A talk named by the meeting it was given at: its title and its host.
			for (const meeting of meetings.names) ctx.draft.talks.push({ title: meeting, host: meeting, date: meetings.year, source: spanOf([line]) });
			ctx.trace.place(line);
			continue;
		}
		// A line with a marked title is a whole talk, no "Host, Year" line; only lines shaped like one are asked.
		const hostLine = HOST_LINE.exec(line.text);
		const host = hostLine && !markedTitle(line.text, line) ? hostLine : null;
		const next = lines[i + 1];
		const title = next && cleanField(next.text);
		if (host && next && title && !HOST_LINE.test(next.text) && !YEAR_ALONE.test(next.text) && next.bullet === 0 && next.mdHeading === 0) {
			ctx.draft.talks.push({ title, host: cleanField(host[1]!), date: host[2]!, source: spanOf([line, next]) });
			ctx.trace.place(line, next);
			i++;
			continue;
		}
		// "“Agency Silence”" over "⇥Faculty Colloquium, Ashcombe Law School (Mar. 2022)" and more such lines:
		// one talk given at each place indented under its title.
		const given = QUOTED_ALONE.test(line.text) ? indentedUnder(lines, i) : [];
		if (given.length > 0) {
			const title = cleanField(line.text.replace(/^["“]|["”]$/g, ''));
			for (const at of given) {
				const where = parseTalkLine({ ...at, text: `"${title}", ${at.text}` });
				ctx.draft.talks.push({ ...(where ?? { title }), title, source: spanOf([line, at]) });
			}
			ctx.trace.place(line, ...given);
			i += given.length;
			continue;
		}
		// "2024" read with the first talk under it (a date standing above its entry): the year of the talks after it too.
		const joinedYear = line.also?.length ? /^((?:19|20)\d{2})\s/.exec(line.text)?.[1] : undefined;
		if (joinedYear) yearHeading = joinedYear;
		// "Nov 2025" + "Title" over "Some Seminar, Some University": where the talk above was given, on the line under it.
		const dated = ctx.draft.talks[ctx.draft.talks.length - 1];
		if (dated && i > 0 && dated.source.line === lines[i - 1]!.n && dated.host === undefined && dated.date !== undefined && isHostUnder(line)) {
			dated.host = cleanField(line.text);
			dated.source = spanOf([lines[i - 1]!, line]);
			ctx.trace.place(line);
			continue;
		}
		const talk = parseTalkLine(line, ctx.owner);
		if (!talk) continue;
		// "Invited talk: “Title”" under "Date Place" + "Meeting" (Europass): the title of the talk above,
		// whose meeting is its host.
		const above = ctx.draft.talks[ctx.draft.talks.length - 1];
		if (above && i > 0 && above.source.line === lines[i - 1]!.n && TITLE_ONLY.test(line.text) && !/["“]/.test(lines[i - 1]!.text)) {
			// A meeting read as an untitled talk is already its own host.
			above.host = above.host === above.title ? above.host : [above.title, above.host].filter(Boolean).join(', ');
			above.title = talk.title;
			above.source = spanOf([lines[i - 1]!, line]);
			ctx.trace.place(line);
			continue;
		}
		// "…, February 20" under "2025": the year the heading gives, the month the line does.
		if (yearHeading && (!talk.date || (joinedYear && talk.date === joinedYear))) talk.date = monthUnderYear(line.text, yearHeading) ?? yearHeading;
		// "…, Meeting, City, 07/2016 (poster)." in a list of talks and posters: a poster is a paper of its own.
		const poster = posters || POSTER_MARK.test(line.text) ? posterOf(line, talk, ctx.owner) : undefined;
		if (poster) ctx.draft.publications.push(poster);
		else ctx.draft.talks.push(talk);
		ctx.trace.place(line);
	}
}
