import type { Publication } from '../../schema/index.ts';
import { findDateRanges, parseDatePoint, RECORD_DATES, splitLeadingDate, startYearOf, YEAR_ALONE } from '../dates.ts';
import { isAuthorName, isPersonName, splitAuthors, splitPeople } from '../names.ts';
import { cleanField, splitSentences, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { isSubgroupOf } from '../vocab/sections.ts';
import { JOURNAL_ABBREVIATIONS, JOURNAL_WORD, MONTH_YEAR, opensProfileRecord, STATUS_PATTERNS, TYPE_PATTERNS } from '../vocab/venues.ts';
import { continuesLine, logicalLines } from './wrapped.ts';
import { splitGostCitation } from './gostCitation.ts';
import { readGermanCitation, REVIEW } from './germanCitation.ts';
import { citationRows, type TableRowLine, type YearColumnLine } from './citationRows.ts';
import { extractTalks } from './talks.ts';
import {
	isAuthorList,
	isAwardText,
	ARXIV_ID,
	BOOK_IMPRINT,
	MLA_IMPRINT,
	IMPRINT,
	CITED_JOURNAL,
	DOI,
	isVenueText,
	JOURNAL_VOLUME,
	SPACED_JOURNAL,
	readVenue,
	splitAuthorDateHead,
	type AuthorDateHead,
	splitVancouverHead,
	splitAcsHead,
	splitDblpHead,
	splitTitleBeforeJournal,
	splitInvertedHead,
	splitLegalCitation,
	splitQuotedTitleHead,
	splitColonAuthorsHead,
	YEAR_VOLUME,
	splitLeadingStatus,
	splitLeadingTag,
	splitNameRun,
	splitTitleAuthors,
	splitTitleVenue,
	type Role,
	type VenueMatch,
	PATENT_OFFICE,
	CATALOGUE_NUMBERS,
	ISSN_TAIL,
} from './citation.ts';

/** A publication under construction: the lines it spans and what they said. */
interface Block {
	lines: Line[];
	titles: { text: string; line: Line }[];
	authors?: string;
	/** The authors as the citation wrote them, where no splitting at commas may read them ("Voßkuhl, Mareike"). */
	authorList?: string[];
	venues: string[];
	tag?: { venue: string; year?: number };
	statusText?: string;
	trailingYear?: number;
	/** A volume and pages were given ("2021;384(5):403-416", "26(4), 512–525"), as journals number their issues. */
	volume?: boolean;
	/** The authors came before any title ("Authors. Title. Venue."), so what follows the title is its venue. */
	authorsFirst?: boolean;
	/** APA's bracketed description after a title: "[Poster]", "[Paper presentation]". */
	format?: string;
	/** A line that is a year and nothing else: the year of the citations under it. */
	yearHeading?: number;
	/** "In: A. Editor, editors." (Vancouver): the next sentence is the book the chapter is in. */
	bookNext?: boolean;
	/** A chapter's pages in a book and its editors were given: the book is the venue. */
	chapter?: boolean;
	/** A book's imprint was given ("City: Publisher, 2019"). */
	book?: boolean;
	/** A line was a title in quotes and nothing else, as only a work's title is set: that alone makes a work ("“Title”" under Work in Progress). */
	quoted?: boolean;
	/** The publisher an imprint names, the venue of a book that names no other. */
	publisher?: string;
	awards: string[];
	/** An "Abstract:" line under the entry opened its abstract, which runs on over the lines indented under it. */
	abstract?: boolean;
	/** The venue came from a profile's "Venue · date" line. */
	listed?: boolean;
	/** The line the authors were read from. */
	authorsLine?: Line;
	/** The authors were listed a name to a line under the record. */
	namesListed?: boolean;
	/** A "TLDR" label was read: the next line is the summary it labels. */
	summaryNext?: boolean;
}

const newBlock = (): Block => ({ lines: [], titles: [], venues: [], awards: [] });

/** Role of a whole line, before it is split into sentences. */
function lineRole(line: Line, owner?: string): Role {
	// "Compositio Math. 159 (2023), no. 8, 1611–1662. MR4612389 [arXiv]": a venue, whatever identifiers and links follow it.
	const bare = withoutIndexNotes(withoutLinkLabels(line.text));
	const text = bare.includes('arXiv:') ? bare.replace(PAGES_BEFORE_ARXIV, '$1') : bare;
	if (line.strong.some((s) => s === text) && !isAwardText(text)) return 'title';
	if (isAwardText(text)) return 'award';
	if (text.includes(' · ') && LISTED_VENUE.test(text)) return 'venue';
	if (isAuthorList(text, owner)) return 'authors';
	if (isVenueText(text)) return 'venue';
	return 'title';
}

/** Step 5e. Publications: one entry per citation, in any of the common layouts. */
export function extractPublications(section: Section, ctx: ExtractContext): void {
	if (isTalkList(section)) return extractTalks({ ...section, kind: 'talks' }, ctx);
	const typeHint = TYPE_PATTERNS.find((t) => t.re.test(section.title))?.type;
	let group: string | undefined;
	let yearHeading: number | undefined;
	for (const block of splitBlocks(citationRows(section), ctx.owner)) {
		if (block.yearHeading !== undefined) {
			yearHeading = block.yearHeading;
			ctx.trace.place(...block.lines);
			continue;
		}
		// "(* denotes a student advisee)": a legend for the list, no citation; it stays listed as unplaced.
		// "(Authors are listed alphabetically, as is customary in mathematics.)": a note on the list, in brackets.
		if (block.lines.length === 1 && (LEGEND.test(block.lines[0]!.text) || LIST_NOTE.test(block.lines[0]!.text))) continue;
		// Two title-like lines before any author or venue: the first names a topic group, if a paper follows
		// under it ("Co-authors" over a list of names heads none, and stays listed as unplaced).
		const grouped = block.titles.length > 1 && block.titles[0]!.line !== block.titles[1]!.line && isGroupHeading(block.titles[0]!.text) && cleanField(block.lines[0]!.text) === block.titles[0]!.text;
		const pub = grouped ? toPublication({ ...block, titles: block.titles.slice(1), lines: block.lines.slice(1) }, typeHint, block.titles[0]!.text) : toPublication(block, typeHint, group);
		if (pub && grouped) group = block.titles[0]!.text;
		if (pub && pub.year === undefined && yearHeading !== undefined) pub.year = yearHeading;
		// "In: ebd., S. 95–121": in the same book as the paper above, and of its year.
		const above = ctx.draft.publications[ctx.draft.publications.length - 1];
		if (pub && above && IBID.test(pub.venue ?? '')) {
			if (above.venue) pub.venue = above.venue;
			else delete pub.venue;
			if (above.year !== undefined) pub.year ??= above.year;
			if (above.type) pub.type = above.type;
		}
		// A research profile's "Presentation" record is a talk given at the meeting its "Conference:" line names.
		if (pub && block.format === 'Presentation') {
			const host = block.venues[0]?.replace(/^Conference:\s*/, '');
			ctx.draft.talks.push({ title: pub.title, ...(host ? { host: cleanField(host) } : {}), ...(pub.year ? { date: String(pub.year) } : {}), source: pub.source });
			ctx.trace.place(...block.lines);
			continue;
		}
		if (pub) {
			ctx.draft.publications.push(pub);
			ctx.trace.place(...block.lines);
		} else if (block.lines.length === 1 && block.titles.length === 1 && !block.authors && block.venues.length === 0 && isGroupHeading(block.titles[0]!.text) && cleanField(block.lines[0]!.text) === block.titles[0]!.text) {
			// Only a line that is the heading and nothing else: a citation read wrongly stays listed as unplaced.
			group = block.titles[0]!.text;
			ctx.trace.place(...block.lines);
		}
	}
}


/** "“Brocade in Year II,” College Art Association Annual Conference, New York, February 2019.": a paper read at a meeting. */
const PAPER_READ = /^["“][^"”]{3,300}["”],?\s[^"“”]{3,200},\s\p{L}{3,9}\.?\s(?:19|20)\d{2}\.?$/u;

/**
 * "Conference Papers" in the humanities: papers read at meetings, talks. Every line a quoted title,
 * the meeting and its month, and no authors: no paper of a proceedings reads so.
 */
function isTalkList(section: Section): boolean {
	if (!/\bpapers\b/i.test(section.title) || section.lines.length < 2) return false;
	// "2025⇥“Title,” Meeting, City, January 2025.": the year may stand in a column before it too, and a
	// line may be the rest of one a page wrapped.
	const entries: string[] = [];
	for (const l of section.lines) {
		const text = splitLeadingDate(l.text)?.rest ?? l.text;
		if (l.indent > 0 && entries.length > 0 && text === l.text && !/^["“]/.test(text)) entries[entries.length - 1] += ` ${text}`;
		else entries.push(text);
	}
	return entries.length >= 2 && entries.every((text) => PAPER_READ.test(text) && parseDatePoint(text.slice(text.lastIndexOf(',') + 1).replace(/\.$/, '')) !== undefined);
}

/** A line that opens with its authors: the rest of a citation whose title and year stood above it. */
const opensWithAuthors = (line: Line | undefined, owner?: string) =>
	line !== undefined && line.bullet === 0 && (splitVancouverHead(line.text) !== undefined || opensWithAuthor(line.text, owner) || splitAuthorDateHead(line.text, owner) !== undefined);

/** After a finished entry, a line opens the next if it reads as a title, opens with authors or is a legal citation. */
function startsCitation(line: Line, cur: Block, owner?: string): boolean {
	const role = lineRole(line, owner);
	return role === 'title' || (cur.authors !== undefined && opensWithAuthor(line.text, owner)) || splitLegalCitation(line.text) !== undefined;
}

/** "A. Smith and J. Public, \"Title,\" …": a citation that opens with its first author. */
function opensWithAuthor(text: string, owner?: string): boolean {
	const head = /^([^,]+?)(,|\s+and\s)/.exec(text);
	if (!head || !isAuthorName(head[1]!, owner)) return false;
	// "Forest Ecology and Management. Elsevier. …": a journal whose first words read as a name; an author's "and" joins two names.
	// The second name ends at a comma, or at the stop after it ("A. Name and B. Name. Title."), its initials' stops aside.
	return head[2] === ',' || isAuthorName(SECOND_NAME.exec(text.slice(head[0].length))?.[1]!.trim() ?? '', owner);
}

const SECOND_NAME = /^((?:\p{Lu}\.\s?)*[^,.]+?)(?=[,.](?:\s|$)|$)/u;

function isGroupHeading(text: string): boolean {
	// "Published and accepted papers.": a heading may close with a stop, as an amsart CV sets its run-in headings.
	return wordCount(text) <= 8 && !/[.,;:]/.test(text.replace(/\.$/, '')) && /^\p{Lu}/u.test(text);
}

/** "MANUSCRIPTS UNDER REVIEW", "Book Chapters": a short line in capitals or title case heads a group; a paper's title is seldom so. */
function isHeadingCase(text: string): boolean {
	return isGroupHeading(text) && (text === text.toUpperCase() || /^\p{Lu}\S*(?:\s+(?:\p{Lu}\S*|and|of|in|for|the|on|&))*$/u.test(text));
}

const ABSTRACT = /^abstract\s*[:.–—-]\s/i;

/** Splits a section into citation blocks: at list items, venue tags, bold titles, or a title after a finished entry. */
function splitBlocks(lines: readonly Line[], owner?: string): Block[] {
	const blocks: Block[] = [];
	let cur = newBlock();
	const flush = () => {
		if (cur.lines.length) blocks.push(cur);
		cur = newBlock();
	};
	let afterRow = false;
	const logical = logicalLines(lines, (prev, line) => continuesLine(prev, line, owner));
	for (const [at, [line, physical]] of logical.entries()) {
		// A table's row ended: the next line is the next paper's title.
		if (afterRow) flush();
		afterRow = (line as TableRowLine).rowEnd === true;
		// "Title" over "2024" over "Authors. Journal …" (Europass): a year right under a title alone is its year.
		if (YEAR_ALONE.test(line.text) && cur.titles.length === 1 && cur.authors === undefined && cur.venues.length === 0 && cur.trailingYear === undefined && !cur.tag && opensWithAuthors(logical[at + 1]?.[0], owner)) {
			cur.trailingYear = Number(line.text.slice(0, 4));
			cur.lines.push(...physical);
			continue;
		}
		// "### Published and accepted", "In Press", "(Authors are listed alphabetically.)": a subheading or a note on the list, a block of its own.
		// "### Title of the paper" over "Author A, Author B (2023) Journal …": a heading over its authors is a paper's title
		// (org-mode and site generators give each paper a heading of its own), no group of the list.
		const paperHeading = line.mdHeading > 0 && opensWithAuthors(logical[at + 1]?.[0], owner);
		if (paperHeading) flush();
		// "* denotes equal contribution.": a legend for the list, its mark read as a list item's bullet.
		else if ((line.mdHeading > 0 || LIST_NOTE.test(line.text) || LEGEND.test(line.text) || isSubgroupOf('publications', line.text)) && !YEAR_ALONE.test(line.text)) {
			flush();
			blocks.push({ ...newBlock(), lines: physical, titles: [{ text: cleanField(line.text), line }] });
			continue;
		}
		if (YEAR_ALONE.test(line.text)) {
			flush();
			blocks.push({ ...newBlock(), lines: physical, yearHeading: Number(line.text.slice(0, 4)) });
			continue;
		}
		// "     Reviewed in: …", "     Winner, X Prize, 2020.": a note indented under a finished entry belongs to it;
		// so does an indented list item under one that is none ("⇥•⇥Reprinted in …").
		const entryDone = cur.titles.length > 0 && (cur.authors !== undefined || cur.venues.length > 0 || cur.trailingYear !== undefined);
		// "Abstract: Between 2011 and 2019, …" under a paper: its abstract, told in the first person or not, and the lines indented under it.
		if ((entryDone && ABSTRACT.test(line.text)) || (cur.abstract && line.indent > 0 && !/^["“]/.test(line.text))) {
			cur.abstract = true;
			cur.lines.push(...physical);
			continue;
		}
		// "Article" over "Mar 2025" over the title (ResearchGate): the kind of record opens the next one, its date under it.
		if (opensProfileRecord(line.text, logical[at + 1]?.[0].text)) {
			flush();
			cur.format = line.text;
			cur.lines.push(...physical);
			continue;
		}
		if (cur.format !== undefined && cur.titles.length === 0 && cur.trailingYear === undefined && MONTH_YEAR.test(line.text)) {
			cur.trailingYear = Number(line.text.slice(-4));
			cur.lines.push(...physical);
			continue;
		}
		// "TLDR" over a sentence: a research profile's summary of the paper, the line after the label.
		if (entryDone && SUMMARY_LABEL.test(line.text)) {
			cur.summaryNext = true;
			cur.lines.push(...physical);
			continue;
		}
		if (cur.summaryNext) {
			cur.summaryNext = false;
			cur.lines.push(...physical);
			continue;
		}
		// "Computer Science · Medicine": the fields a profile tags the paper with, a note on it.
		if (cur.titles.length > 0 && FIELDS_OF_STUDY.test(line.text)) {
			cur.lines.push(...physical);
			continue;
		}
		// "We integrated … from 14 donors to…": a summary a page cut short, under a finished entry; no title.
		// "This paper contains the main results of my thesis.": the owner's note on the entry above.
		// "Field trials off the Norwegian coast." under a record a profile lists ("Venue · date"): its description.
		if (entryDone && ((line.text.endsWith('…') && wordCount(line.text) >= 8) || ((FIRST_PERSON.test(line.text) || (cur.listed && !cur.namesListed)) && /\.$/.test(line.text) && line.bullet === 0))) {
			cur.lines.push(...physical);
			continue;
		}
		// An entry with its title and authors but no venue yet reads the venue under them ("- **Title**" over "  Authors" over "  *ICRA 2024*").
		const awaitedVenue = cur.venues.length === 0 && cur.tag === undefined && isVenueText(withoutLinkLabels(line.text));
		if (entryDone && !awaitedVenue && (line.bullet === 0 || cur.lines[0]!.bullet === 0) && line.indent >= 2 && line.indent > cur.lines[0]!.indent && !/^["“*]/.test(line.text)) {
			cur.lines.push(...physical);
			if (AWARD_WORDS_START.test(line.text) || isAwardText(line.text)) cur.awards.push(cleanField(line.text));
			continue;
		}
		// "Lena Osei-Bonsu" over "Aurelia Mendonça" under a record a profile lists with no authors (LinkedIn's
		// "Other authors", a name to a line): its authors.
		if (entryDone && line.bullet === 0 && (cur.authors === undefined || cur.namesListed) && cur.listed && isPersonName(line.text) && wordCount(line.text) <= 4) {
			cur.authors = cur.authors === undefined ? line.text : `${cur.authors}, ${line.text}`;
			cur.namesListed = true;
			cur.lines.push(...physical);
			continue;
		}
		// "Research output: Contribution to journal › Article", "Open Access", "3 Citations (Scopus)": a research portal's notes on the record above.
		if (entryDone && (PORTAL_RECORD_NOTE.test(line.text) || RECORD_FLAGS.test(line.text))) {
			cur.lines.push(...physical);
			// The kind names the record's type: "Contribution to journal › Article", "Chapter in Book/Report/Conference proceeding › Chapter".
			const kind = /^Research output:\s*(.+)$/.exec(line.text)?.[1];
			if (kind) cur.format ??= kind;
			if (kind?.endsWith('› Chapter')) cur.chapter = true;
			continue;
		}
		// "Yayın Yeri: Journal, cilt.402, ss.140-152, 2024", "Published in: Journal 12(3)": where the paper above appeared, labelled.
		const venueLabel = cur.titles.length > 0 && cur.venues.length === 0 && line.text.includes(':') ? VENUE_LABEL.exec(line.text) : null;
		if (venueLabel) {
			cur.lines.push(...physical);
			readLabelledVenue(cur, line.text.slice(venueLabel[0].length));
			continue;
		}
		const tag = splitLeadingTag(line.text);
		// Read once here: it opens an entry of its own, and readLine takes its authors and year.
		const authorDate = splitAuthorDateHead(line.text, owner);
		const complete = cur.titles.length > 0 && (cur.authors !== undefined || cur.venues.length > 0 || cur.tag !== undefined || cur.statusText !== undefined || cur.book === true || cur.format !== undefined);
		const tagOnly = tag.venue !== undefined && cleanField(tag.rest) === '';
		// A title alone on the line above (a research portal's record) is this head's paper.
		const titledAbove = authorDate !== undefined && cur.lines.length === 1 && cur.titles.length === 1 && cur.authors === undefined && cur.venues.length === 0 && !cur.tag && !isHeadingCase(cur.titles[0]!.text);
		const awaitsVenue = cur.titles.length > 0 && cur.authors !== undefined && cur.venues.length === 0 && cur.tag === undefined;
		// The line's role matters only after a finished entry, so it is read only then.
		const starts =
			// A list item after an entry with its authors and year and no title (astronomy's "Authors 2023, ApJ, 951, 28") is the next one too.
			(line.bullet > 0 && line.bullet <= 2 && cur.lines.length > 0 && (complete || cur.titles.length > 0 || !!cur.tag || (cur.authors !== undefined && cur.trailingYear !== undefined))) ||
			// A tag opens the next entry, unless this one has its title and authors and waits for its venue ("NeurIPS 2022 Workshop on …").
			((tag.venue !== undefined || tag.year !== undefined) && !tagOnly && cur.lines.length > 0 && !awaitsVenue) ||
			(tagOnly && (cur.venues.length > 0 || cur.tag !== undefined)) ||
			(complete && startsCitation(line, cur, owner)) ||
			(cur.lines.length > 0 && authorDate !== undefined && !titledAbove) ||
			// Authors before a quoted title ("Last, First, and First Last. “Title.” …"), after an entry that has its title.
			(cur.titles.length > 0 && splitQuotedTitleHead(line.text, owner) !== undefined) ||
			// A line that opens with a quoted title, after an entry that has its title: the next citation.
			(cur.titles.length > 0 && /^["“]/.test(line.text));
		if (starts && (line as TableRowLine).rowEnd !== true) flush();
		cur.lines.push(...physical);
		readLine(cur, line, owner, authorDate, physical[0]!.text);
		// "Rankin, E., 2018, Remote Sensing of Uplands. Fenwick, R. (ed.). …" under its chapter's title: the book is where it appeared.
		// The book's editors, edition and publisher after it are no titles either, nor a journal's volume and pages.
		const after = titledAbove ? cur.titles.splice(1) : [];
		if (after.length && cur.venues.length === 0) cur.venues.push(after[0]!.text);
		const columnYear = (line as YearColumnLine).columnYear;
		if (columnYear !== undefined) cur.trailingYear ??= columnYear;
	}
	flush();
	return blocks;
}

/** "Published in:", "Yayın Yeri:" (Turkish, place of publication): a label before where a paper appeared. */
const VENUE_LABEL = /^(?:published in|appeared in|venue|yay[ıi]n yeri)\s*:\s*/i;
/** "cilt.402, sa.3, ss.140-152": Turkish's volume, issue and pages, as the venue readers know them in English. */
const TURKISH_NUMBERING: [RegExp, string][] = [[/\bcilt\.\s?(?=\d)/g, 'vol. '], [/\bsa\.\s?(?=\d)/g, 'no. '], [/\bss\.\s?(?=\d)/g, 'pp. ']];
/** A note in brackets closing the venue: "(Baskıda)", "(in press)". */
const CLOSING_NOTE = /\s*\(([^()]{2,40})\)\.?$/;

/** The venue a label gave, its closing note a status where it names one. */
function readLabelledVenue(block: Block, written: string): void {
	let text = TURKISH_NUMBERING.reduce((t, [re, english]) => t.replace(re, english), written);
	const note = CLOSING_NOTE.exec(text);
	if (note && STATUS_PATTERNS.some((p) => p.re.test(note[1]!))) {
		block.statusText ??= note[1]!;
		text = text.slice(0, note.index);
	}
	if (text !== written && /\bvol\. \d/.test(text)) block.volume = true;
	block.venues.push(cleanField(text));
}

/** A citation's authors read off its start, the year when it stands between them and the title, and the rest. */
type AuthorsHead = { authors: string; year?: number; rest: string };

/** Reads one line into the block: a line may hold a tag, a status, a title, authors, a venue and an award. */
/** Reads one line into the block; `written` is the first line of the file it holds, where a page wrapped it. */
function readLine(block: Block, line: Line, owner?: string, lineAuthorDate?: AuthorDateHead, written = line.text): void {
	let text = line.text;
	// "2024-05-22 | Journal article" under a work's title and journal (ORCID): its date and kind; the line above was its venue.
	const dated = text.includes(' | ') ? RECORD_DATES.exec(text) : null;
	const work = dated ? RECORD_WORK_KIND.exec(text.slice(dated[0].length)) : null;
	if (dated && work) {
		block.trailingYear ??= Number(dated[1]);
		block.format ??= work[1]!;
		if (block.titles.length > 1 && block.venues.length === 0) block.venues.push(block.titles.pop()!.text);
		return;
	}
	// "Korobova E.A., Lindqvist P. Title // Physical Review B. 2021. Vol. 103 …": a GOST citation, read whole.
	const gost = block.authors === undefined && text.includes(' // ') ? splitGostCitation(text) : undefined;
	if (gost) {
		block.authors = gost.authors.join(', ');
		block.authorList = gost.authors;
		block.titles.push({ text: cleanField(gost.title), line });
		if (gost.venue) block.venues.push(gost.venue);
		if (gost.year !== undefined) block.trailingYear ??= gost.year;
		if (gost.status) block.statusText ??= gost.status;
		if (gost.volume) block.volume = true;
		return;
	}
	// "…". Nature. 533 (7604): 521–526.": a journal's volume, issue and pages, as Wikipedia's citations set them.
	if (text.includes(": ") && CS1_NUMBERS.test(text)) block.volume = true;
	// "v.84 fasc.N/A p.41 - 55 ,2017,  DOI: …" under the journal: the year the catalogue gives; the DOI is read below.
	const numbers = CATALOGUE_NUMBERS.exec(text);
	if (numbers) {
		block.trailingYear ??= Number(numbers[1]);
		text = cleanField(text.slice(numbers[0].length)) || text;
	}
	const status = splitLeadingStatus(text);
	if (status.status) {
		block.statusText = status.status;
		text = status.rest;
	}
	const tag = splitLeadingTag(text);
	if (tag.venue) {
		block.tag = tag.year === undefined ? { venue: tag.venue } : { venue: tag.venue, year: tag.year };
		if (tag.honour) block.awards.push(tag.honour);
		text = tag.rest;
	} else if (tag.year !== undefined) {
		// "[Workshop’20] Title": a bracketed tag that names no venue still gives the year.
		block.trailingYear ??= tag.year;
		text = tag.rest;
	}
	// "Cell Systems Reports · Mar 12, 2021": a profile page's listing of where and when, under the title.
	const listed = block.titles.length > 0 && block.venues.length === 0 && text.includes(' · ') ? LISTED_VENUE.exec(text) : null;
	if (listed) {
		block.venues.push(listed[1]!);
		block.trailingYear ??= Number(listed[2]);
		block.listed = true;
		return;
	}
	// The venue's cell of a table's row: "Brantwood Water Institute", "Water Res. 55 (4), 3012-3030, 2019".
	if ((line as TableRowLine).rowEnd && block.titles.length > 0 && block.venues.length === 0) {
		const year = /,\s*((?:19|20)\d{2})$/.exec(text);
		if (year) block.trailingYear ??= Number(year[1]);
		return void block.venues.push(year ? text.slice(0, year.index) : text);
	}
	// "Title, 71 Halloran L.J. 455 (2022)": a law review article as the Bluebook cites it, title first.
	const legal = block.venues.length === 0 && block.authors === undefined ? splitLegalCitation(text) : undefined;
	if (legal) {
		// "Note, Removal Deadlines, 97 …": the Bluebook's label for a student's note is no part of its title.
		block.titles.push({ text: cleanField(legal.title.replace(/^(?:Note|Comment|Recent Case|Book Review),\s+/, '')), line });
		block.venues.push(legal.venue);
		block.trailingYear ??= legal.year;
		if (legal.forthcoming) block.statusText ??= 'forthcoming';
		if (legal.chapter) block.chapter = true;
		else block.volume = true;
		text = legal.rest;
	}
	// The head read off the whole line holds unless a status or tag stood before it.
	const authorDate = block.authors !== undefined ? undefined : text === line.text ? lineAuthorDate : splitAuthorDateHead(text, owner);
	if (authorDate) {
		block.authorsFirst = block.titles.length === 0;
		block.authors = authorDate.authors;
		if (authorDate.year !== undefined) block.trailingYear = authorDate.year;
		if (authorDate.status) block.statusText ??= authorDate.status;
		text = authorDate.rest;
	}
	// Authors before the title, as medicine (Vancouver), chemistry (ACS) and DBLP list them.
	// After a title on a line of its own ("Title" over "Quintanar M.E., Haverkamp J. Journal …", Europass), medicine's and chemistry's ("Lobo, T. F.; Meireles, R. S. Journal …") authors still open their line.
	const head: AuthorsHead | undefined =
		block.authors !== undefined ? undefined
		: block.titles.length === 0 ? (splitVancouverHead(text) ?? splitAcsHead(text) ?? splitDblpHead(text, owner) ?? splitQuotedTitleHead(text, owner) ?? splitInvertedHead(text, owner))
		: block.venues.length === 0 && text === line.text ? (splitVancouverHead(text) ?? splitAcsHead(text))
		: undefined;
	// "Voßkuhl, Mareike: Title. Subtitle. In: Journal 46 (2023), S. 187–209.": a German citation, read whole.
	// "Rez. zu: A. Author, Title, Place 2020. In: Journal …": a review, read so with no authors.
	const fresh = head === undefined && block.authors === undefined && block.titles.length === 0;
	const german = fresh ? splitColonAuthorsHead(text) : undefined;
	const review = fresh && REVIEW.test(text);
	const cited = german ? readGermanCitation(german.rest) : review ? readGermanCitation(text) : undefined;
	if ((german || review) && cited) {
		block.authorsFirst = true;
		if (german) {
			block.authors = german.authors;
			block.authorList = german.authors.split('; ');
		}
		if (cited.inJournal || review) block.volume = true;
		if (cited.inBook) block.chapter = true;
		block.titles.push({ text: cleanField(cited.title), line });
		if (cited.venue) block.venues.push(cited.venue);
		if (cited.year !== undefined) block.trailingYear ??= cited.year;
		if (cited.status) block.statusText ??= cited.status;
		if (german?.edited || cited.book) block.book = true;
		return;
	}
	if (head) {
		block.authorsFirst = block.titles.length === 0;
		block.authors = head.authors;
		// ASME's "…, 2023, “Title,”": the year between the names and the title.
		if (head.year) block.trailingYear ??= head.year;
		text = head.rest;
	}
	// "[paper] [code] [slides]": the labels of links after a citation, no part of it; nor are an
	// index's identifiers and an impact factor ("[PMID: 37681234]", "PMCID: PMC123", "(IF: 16.6)").
	text = withoutLinkLabels(text);
	// "… 2021. [doi](…) [PDF](…)": links' labels after the citation, their brackets gone with the markup.
	if (line.links.length > 0) text = text.replace(LINK_LABEL_WORDS_AT_END, '');
	// "… 1021–1078. MR4712209": MathSciNet's number, as mathematicians end a citation with it.
	text = withoutIndexNotes(text);
	// "… PMCID: PMC6763251. *co-first authors": the key to the list's marks (its star may be gone with the markup), no part of the citation.
	if (text.includes(' author') || text.includes('equal')) text = text.replace(MARKS_KEY, '');
	// "**KDD 2024** (Oral)": how the paper was presented, an honour of its own.
	const honour = text.includes('(') ? PRESENTATION_HONOUR.exec(text) : null;
	if (honour) {
		block.awards.push(honour[1]!);
		text = cutOut(text, honour);
	}
	// "Title (Oxford: Oxford University Press, 2019).": a book's imprint in brackets, its publisher and year.
	const imprint = text.includes(':') && text.includes('(') ? BRACKETED_IMPRINT.exec(text) : null;
	if (imprint) {
		block.publisher ??= imprint[1]!;
		block.trailingYear ??= Number(imprint[2]);
		block.book = true;
		text = cutOut(text, imprint);
	}
	// "Title [Poster]. Event, City.": APA's description of the work, no part of title or venue.
	const format = text.includes('[') ? APA_FORMAT.exec(text) : null;
	if (format) {
		block.format = format[1]!;
		text = cutOut(text, format);
	}
	// A closing link or DOI ("… 512–525. https://doi.org/10.…") is no sentence of the citation; the DOI is read from the line.
	if (text.includes('http') || text.includes('doi:')) text = text.replace(/\s+(?:https?:\/\/|doi:\s?)\S+$/i, '');
	// "Phys. Rev. D 104, 072001 (2021), arXiv:2103.01234 [hep-ex]": the published paper's preprint, no venue of its own (its link is kept).
	if (text.includes('arXiv:')) text = text.replace(PREPRINT_AFTER_JOURNAL, '');
	// "… 43 (2018), no. 9, 1287–1322. arXiv:1705.08213 [math.AP]": after the pages (a mathematician's
	// citation), the arXiv number is the published paper's preprint too.
	if (text.includes('arXiv:')) text = text.replace(PAGES_BEFORE_ARXIV, '$1');
	// The same on a line of its own, under a journal's year and pages.
	if (ARXIV_ONLY.test(text) && block.venues.some((v) => /\((?:19|20)\d{2}\)/.test(v) && /\d\s?[–-]\s?\d|\bpp\./.test(v))) return;
	// "… (2024). — analysis contact; background estimation.": the author's note on their part, no part of the citation.
	if (text.includes(' — ') || text.includes(' – ')) text = text.replace(PART_NOTE, '');
	if (!cleanField(text)) return;
	if (line.strong.some((s) => s === text) && !isAwardText(text)) {
		block.titles.push({ text: cleanField(text), line });
		return;
	}
	// A quoted title is the strongest cue a citation gives: authors before it, the venue after it.
	// "(with A. Name and B. Name)": the owner's co-authors, as mathematicians and economists list them.
	const co = block.authors === undefined && text.includes('(with ') ? WITH_COAUTHORS.exec(text) : null;
	if (co) {
		block.authors = [owner, co[1]!].filter(Boolean).join(', ');
		text = cutOut(text, co, ' ');
	}
	// A quoted title, or an italic one before the venue, is the strongest cue a citation gives: authors before it, the venue after it.
	const quoted = block.titles.length === 0 ? quotedTitle(text) : undefined;
	// The quoted title is all its line of the file says, but for a note in brackets ("(with A. Name)",
	// "(data collection in progress)"); what a page wrapped under it ("Abstract: …") may follow.
	if (quoted && quoted.index === 0 && text === line.text) {
		const own = written === text ? quoted : quotedTitle(written);
		if (own?.index === 0 && cleanField(written.slice(own.length).replace(/\([^()]*\)/g, '')) === '') block.quoted = true;
	}
	const marked = block.titles.length === 0 ? (quoted ?? italicTitle(text, line, owner)) : undefined;
	// IEEE's "“Title,” IEEE Trans. Microw. Theory Techn., vol. 69, …, Sep. 2021.": after a title closed with a
	// comma, the venue runs on to the end, however many abbreviated words end in a stop.
	let venueRuns = false;
	if (marked) {
		for (const sentence of splitSentences(text.slice(0, marked.index))) readSentence(block, sentence, line, owner);
		block.titles.push({ text: cleanField(marked.title), line });
		const after = text.slice(marked.index + marked.length);
		venueRuns = /,["”]$/.test(text.slice(marked.index, marked.index + marked.length)) || /^["”]?,/.test(after);
		text = after.replace(/^[\s,.;:]+/, '');
		// "*Title*, with L. Haskins and M. Oduya, J. Number Theory **7** (2023)": the owner's co-authors, then the venue.
		const co = block.authors === undefined && text.startsWith('with ') ? leadingCoauthors(text) : undefined;
		if (co) {
			block.authors = [owner, co.names].filter(Boolean).join(', ');
			text = co.rest;
		}
	}
	const sentences = splitSentences(text);
	const venueEnd = venueRuns ? sentences.findIndex((sentence) => IEEE_VENUE_END.test(sentence)) : -1;
	if (venueEnd > 0) sentences.splice(0, venueEnd + 1, sentences.slice(0, venueEnd + 1).join(' '));
	for (const sentence of sentences) readSentence(block, sentence, line, owner);
}

/** "Hydrobiologia, v. 850, p. 3317-3332": a journal's volume as Brazil's ABNT writes it. */
const ABNT_VOLUME = /,\sv\.\s?\d/;
/** "npj Digital Medicine": a venue a research profile lists that is a name of words naming no meeting, nor a short name in capitals. */
const PROFILE_JOURNAL = /^(?!.*\b(?:Proceedings|Conference|Symposium|Workshop|Meeting|Congress|Colloquium|Chapter|Forum|Summit|Proc|Conf)\b)(?:[\p{L}&:'’-]+\s){1,8}[\p{L}&'’-]+$/u;
/** "Scand J Public Health", "Occup Environ Med": a journal as the NLM abbreviates it (Vancouver), its words without stops. */
const NLM_JOURNAL = new RegExp(String.raw`^(?=.*\b(?:J|${JOURNAL_ABBREVIATIONS.join('|')})\b(?!\.))\p{Lu}[\p{L}-]*(?:\s(?:\p{Lu}[\p{L}-]*|&))*$`, 'u');
const MEETING_WORDS = /\b(?:Proceedings|Conference|Symposium|Workshop|Meeting|Congress|Colloquium)\b|\b(?:Proc|Conf|Symp)\./i;
/**
 * "Proceedings of the ACM Web Conference", "Proceedings of CIKM": a meeting's, whatever volume and
 * pages follow. "Proceedings of the National Academy of Sciences", "Proc. IEEE" and "Proceedings of
 * the ACM on Programming Languages" are journals.
 */
const CONFERENCE_VENUE = /\b(?:Conference|Symposium|Workshop|Congress|Colloquium)\b|\bProc(?:eedings|\.)\s+(?:of\s+(?:the\s+)?)?(?:(?:19|20)\d{2}\s+)?(?!(?:IEEE|ACM)\b)[A-Z]{2,}\b/;

/** A book's imprint in brackets inside a citation: "Title (Oxford: Oxford University Press, 2019)." */
const BRACKETED_IMPRINT = new RegExp(String.raw`\s*\(${IMPRINT}\)`, 'u');
/** "Journal · Mar 12, 2021", "Publisher · 2019": where and when, as LinkedIn lists a publication. */
const LISTED_VENUE = /^(.{2,120}?)\s·\s(?:(?:\d{1,2}\s)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s(?:\d{1,2},\s)?)?((?:19|20)\d{2})$/;
/** The fields of study a research profile tags a paper with ("Computer Science · Medicine"). */
const FIELD_OF_STUDY = '(?:Computer Science|Medicine|Biology|Physics|Chemistry|Mathematics|Psychology|Economics|Engineering|Environmental Science|Materials Science|Political Science|Sociology|Business|Geology|Geography|History|Art|Philosophy|Linguistics|Education|Law|Agricultural and Food Sciences)';
const FIELDS_OF_STUDY = new RegExp(`^${FIELD_OF_STUDY}(?:\\s·\\s${FIELD_OF_STUDY})*$`);
/** What each kind of record is, as a paper's type. */
const RECORD_TYPES: Readonly<Record<string, Publication['type']>> = { Article: 'journal', 'Conference Paper': 'conference', Preprint: 'preprint', Poster: 'poster', Chapter: 'other', Book: 'other', Thesis: 'thesis', 'Technical Report': 'other' };

/** "TLDR": a research profile's one-sentence summary of the paper above follows on the next line. */
const SUMMARY_LABEL = /^(?:TLDR|TL;DR)$/;
/** How an IEEE reference's venue ends: its volume, pages or date ("vol. 69, no. 9, pp. 4001–4019, Sep. 2021."). */
const IEEE_VENUE_END = /\b(?:vol\.|pp\.|no\.)\s?\d|,\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s(?:\d{1,2},?\s)?(?:19|20)\d{2}\.?$/;
const PART_NOTE = /(?<=[.)\]])\s+[—–]\s+\p{L}[^—–]*$/u;
/** "arXiv:2103.01234 [hep-ex]": a preprint's number and its subject class. */
const ARXIV_REF = String.raw`arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?`;
const PREPRINT_AFTER_JOURNAL = new RegExp(String.raw`(?<=[\d)]),\s*${ARXIV_REF}`);
const ARXIV_ONLY = new RegExp(String.raw`^${ARXIV_REF}\.?$`);
const PAGES_BEFORE_ARXIV = new RegExp(String.raw`(\d+\s?[–-]\s?\d+\.|\d+\s?pp\.)\s*${ARXIV_REF}\.?$`);
const CHAPTER_PAGES = /^(?:pages?|pp?\.)\s*\d+\s*[–-]\s*\d+\s+in\s+.+,\s+(?:editors?|eds?\.?)\.?$/i;
/** "In: Lee A, Roe B, editors.", "I: Ek B, redaktörer.", "In: Kurz M, Hrsg.": a chapter's book's editors, as Vancouver sets them before the book. */
const EDITORS_OF_BOOK = /^(?:In|I|Im|Dans|En):\s.{2,200},\s*(?:editors?|eds?\.?|redaktörer|redaktør(?:er)?|Hrsg\.?|red\.|éditeurs?|dir\.)\.?$/i;
const AWARD_WORDS_START = /^(?:winner|recipient|finalist|shortlisted|honou?rable mention)\b/i;
const LIST_NOTE = /^\([^()]{10,200}\.\)$/;
/** ". 113 (5): 3321–3368", ". 74: 201–224": a journal's volume, issue and pages after its name. */
const CS1_NUMBERS = /\.\s\d{1,4}(?:\s\(\d{1,5}\))?:\s[\w]+(?:[–-][\w]+)?(?:\.|\s|$)/;
/** "ebd.", "ebenda", "ibid.": the same place as the citation above. */
const IBID = /^(?:ebd|ebenda|ibid|ibidem)\.?$/i;
const LEGEND = /^\(?\s*[*†‡§]*\s*(?:denotes?|indicates?|marks?)\b/i;
const IN_PREPARATION = /\bin prep(?:aration|\.)?(?!\w)/i;
/** A text without an index's identifiers, an impact factor and a count of citations ("[PMID: 37681234]", "(IF: 16.6)", "MR4612389", "[12 cites]"). */
const withoutIndexNotes = (text: string) => (/PMC?ID|\bIF\b|impact factor|\bMR\s?\d|MNiSW|\d cit/i.test(text) ? text.replace(INDEX_NOTES, '') : text);
/** "IF = 5.4, MNiSW: 100 pts": also the impact factor and the Polish ministry's points a column sets beside a paper. */
const INDEX_NOTES = /\s*[;,]?\s*(?:\[\d+ (?:cites|citations)\]|\[\s*PMC?ID:?\s*(?:PMC)?\d+\s*\]|\bPMC?ID:?\s*(?:PMC)?\d+\.?|\((?:IF|impact factor):?\s*[\d.]+\)|\bIF\s?=\s?[\d.]+|,?\s*MNiSW:?\s*\d[\d\s]*\s?pts?\.?|\bMR\s?\d{6,8}\b\.?)/gi;
/** What kind of work a record page's date line names, and its DOI or link after it. */
const RECORD_WORK_KIND = /^(journal article|preprint|conference (?:paper|abstract|poster|proceedings)|book chapter|book|edited book|dissertation\/thesis|report|working paper|review|data ?set|software|other)(?:\s+(?:DOI|URL):?\s*\S+)?$/i;
const MARKS_KEY = /(?<=\.)\s+[*†‡]*\s?(?:co-?first authors?|equal(?:ly contributing)? (?:contribution|authors?)|contributed equally|corresponding authors?|senior authors?)\.?$/i;
/** A research portal's notes under a record: its kind, whether it is open, a file, its citation count. */
const PORTAL_RECORD_NOTE = /^(?:Research output:\s.+|Open Access|File|\d+\s+Citations?\s+\([^()]+\))$/;
/** "Peer-reviewed  Lead author  Corresponding author", "Publicado": a research database's flags on the record above. */
const RECORD_FLAGS = /^(?:(?:peer[- ]reviewed|refereed|invited|(?:lead|first|last|corresponding|senior) author|international co-authorship|open access|publicad[oa]|published)(?:\s+|$))+$/i;
/** The labels a CV gives the links after a citation. */
const LINK_LABEL_WORDS = 'paper|pdf|code|slides|video|poster|project(?: page)?|website|bibtex|bib|doi|html|blog|data(?:set)?|supp(?:lementary)?|demo|publisher|link|replication|openreview|github|zenodo|osf|hal|researchgate|pubmed|ads|inspire|mathscinet|zbmath|dblp';
/** "[paper] [code] [arXiv]": labels in brackets, which may name a preprint or a talk as well. */
const LINK_LABELS = new RegExp(String.raw`\s*\[(?:${LINK_LABEL_WORDS}|talk|arxiv|preprint)\]`, 'gi');
const withoutLinkLabels = (text: string) => (text.includes('[') ? text.replace(LINK_LABELS, '') : text);
/** "… 2021. doi PDF": labels left bare at the citation's end by their links' markup ("arXiv" there may be the venue). */
const LINK_LABEL_WORDS_AT_END = new RegExp(String.raw`(?<=[.,;)])(?:[\s,|·]+(?:${LINK_LABEL_WORDS}))+\s*$`, 'i');
const PRESENTATION_HONOUR = /\s*\((Oral|Spotlight|Long talk|Short talk|Contributed talk|Oral presentation|Plenary)\)/i;
/** "Poster", "Poster #214": the form an abstract took. An oral or a spotlight is an honour, read as an award. */
const PRESENTATION_FORMAT = /^(?:poster|flash talk)(?: presentation| session)?(?:\s*#\s*\w+)?\.?(?=\s|$)/i;
const APA_FORMAT = /\s*\[(Poster|Paper presentation|Conference presentation|Symposium|Conference session|Abstract|Keynote address)[^\]]*\]/i;
const STATUS_LEAD = /^(?:revise (?:and|&) resubmit|R&R|under review|under revision|submitted|accepted|conditionally accepted|to appear|forthcoming|in press|(?:major|minor) revision)\b/i;

const WITH_COAUTHORS = /\s*,?\s*\(with\s+([^()]{3,200})\)/i;

const isNameList = (text: string) => {
	const people = splitPeople(text);
	return people.length > 0 && people.every(isPersonName);
};

/** "with A. Name and B. Name, Journal …": the names after "with", up to the first part that is no name. */
function leadingCoauthors(text: string): { names: string; rest: string } | undefined {
	const parts = text.slice('with '.length).split(/,\s*/);
	let n = 0;
	while (n < parts.length - 1 && isNameList(parts[n]!)) n++;
	return n > 0 ? { names: parts.slice(0, n).join(', '), rest: parts.slice(n).join(', ') } : undefined;
}

/** Where a title stands in a citation, and what it says. */
interface MarkedTitle {
	index: number;
	length: number;
	title: string;
}

/** The text without what a match found in it, a separator in its place. */
const cutOut = (text: string, m: RegExpExecArray, separator = ''): string => `${text.slice(0, m.index)}${separator}${text.slice(m.index + m[0].length)}`;

function quotedTitle(text: string): MarkedTitle | undefined {
	// "“Gulls.” Book, edited by …": a title of one short word only where it opens what is left of the citation.
	const m = /["“]([^"”]{8,400}?)[.,]?["”]/.exec(text) ?? SHORT_QUOTED.exec(text) ?? (text.includes('‘') ? SINGLE_QUOTED.exec(text) : null);
	return m ? { index: m.index, length: m[0].length, title: m[1]! } : undefined;
}
const SHORT_QUOTED = /^["“]([^"”]{3,7}?)[.,]["”]/;
/** "(2023) ‘Title’, Journal": British Harvard's single quotes; an apostrophe inside ("Scotland’s") closes nothing. */
const SINGLE_QUOTED = /(?<!\p{L})‘((?:[^‘’]|’(?=\p{L})){8,400}?)[.,]?’(?!\p{L})/u;

/**
 * "A. Author, *Title*, Compos. Math. 158 (2022)" and "Author (2020). *Book Title*. Publisher.": an
 * italic segment of the citation that words follow is the title. One that numbers follow ("*Journal, 162*, 104–115",
 * "*Journal* 77 (3)") or that ends the citation is its journal, as APA and Chicago set it.
 */
function italicTitle(text: string, line: Line, owner?: string): MarkedTitle | undefined {
	for (const span of line.emphasis) {
		const index = span.length >= 8 ? text.indexOf(span) : -1;
		if (index < 0) continue;
		// Only authors, or nothing, stand before a title: after "Title." an italic span is the meeting or journal.
		const before = cleanField(text.slice(0, index));
		if (before && !isAuthorList(before, owner)) continue;
		const after = text.slice(index + span.length);
		// A whole segment of the citation, not a species' name inside a title ("… in *E. coli* and …").
		if (!/(?:^|[.,;:)]\s*|^\s+)$/.test(text.slice(0, index)) || !/^\s*(?:[,.:;]|\[)/.test(after)) continue;
		if (/^\s*[,.:]?\s*[\p{L}[]/u.test(after) && !/^\s*[,.]?\s*(?:pp?\.|pages?|vol\.?|volume|no\.|article|issue)\b/i.test(after) && !isVenueText(span)) {
			return { index, length: span.length, title: span };
		}
	}
	return undefined;
}

function readSentence(block: Block, sentence: string, line: Line, owner?: string): void {
	const s = sentence.replace(/\((?:[*†\s:]*)equal contribution\)/gi, '').replace(TRAILING_NOTES, '').trim();
	if (!cleanField(s)) return;
	// "Authors. 2023. Title. In Venue." (ACM): the year stands as a sentence of its own.
	const bareYear = /^\(?((?:19|20)\d{2})[a-z]?\)?\.?$/.exec(s);
	if (bareYear) return void (block.trailingYear ??= Number(bareYear[1]));
	// "N Engl J Med. 2021;384(5):403-416.": the journal stood as the sentence before its year and volume.
	const yearVolume = YEAR_VOLUME.exec(s);
	if (yearVolume) {
		block.trailingYear ??= Number(yearVolume[1]);
		block.volume = true;
		if (block.titles.length > 1 && block.venues.length === 0) block.venues.push(block.titles.pop()!.text);
		return;
	}
	// "Inventors: R. T. Maddox, K. Ishikawa" under a patent's title: its authors; "Assignee: X, Inc.", who holds it.
	const labelled = block.titles.length > 0 ? PATENT_LABEL.exec(s) : null;
	if (labelled) {
		if (/^inventors?$/i.test(labelled[1]!)) block.authors ??= cleanField(labelled[2]!);
		return;
	}
	// "2024, Vol. 61, Issue 4, pp. 812-825" (a research portal's record, after its journal and publisher): the year and the volume.
	const portalVolume = block.titles.length > 0 ? PORTAL_VOLUME.exec(s) : null;
	if (portalVolume) {
		block.trailingYear ??= Number(portalVolume[1]);
		block.volume = true;
		return;
	}
	// "Poster #214": how an abstract was presented, neither an award nor its venue.
	const presented = block.titles.length > 0 ? PRESENTATION_FORMAT.exec(s) : null;
	if (presented) {
		block.format ??= cleanField(s.slice(0, presented[0].length));
		const rest = cleanField(s.slice(presented[0].length));
		if (rest && isAwardText(rest)) block.awards.push(rest.replace(/^\((.*)\)$/, '$1'));
		return;
	}
	if (isAwardText(s) && block.titles.length > 0) return void block.awards.push(cleanField(s));
	// "Pages 143–167 in D. Moreno and K. Strauss, editors.": a chapter's pages and its book's editors; the book's title follows.
	if (block.titles.length > 0 && CHAPTER_PAGES.test(s)) return void (block.chapter = true);
	if (block.titles.length > 0 && EDITORS_OF_BOOK.test(s)) {
		block.chapter = true;
		return void (block.bookNext = true);
	}
	if (block.bookNext) {
		block.bookNext = false;
		return void block.venues.unshift(cleanField(s));
	}
	// "City: Publisher, 2019." after a title: a book, published where and when its imprint says; MLA writes "Publisher, 2019.".
	const imprint = block.titles.length > 0 ? (BOOK_IMPRINT.exec(s) ?? MLA_IMPRINT.exec(s)) : null;
	if (imprint) {
		block.venues.push(imprint[1]!);
		block.trailingYear ??= Number(imprint[2]);
		block.book = true;
		return;
	}
	// "Revise and Resubmit at Journal", "[Manuscript submitted for publication]": where the paper stands.
	if (block.titles.length > 0 && (STATUS_LEAD.test(s) || (/^\[.*\]\.?$/.test(s) && STATUS_PATTERNS.some((p) => p.re.test(s))))) return void (block.statusText ??= s.replace(/^\[|\]\.?$/g, ''));
	if (block.authors === undefined && isAuthorList(s, owner)) {
		block.authorsFirst = block.titles.length === 0;
		block.authorsLine = line;
		return void (block.authors = s);
	}
	// "A. Author and B. Author, Title, Phys. Rev. B 104, 094421 (2021).": names, then title and venue at commas.
	const run = block.authors === undefined && block.titles.length === 0 ? splitNameRun(s, owner) : undefined;
	if (run) {
		block.authors = run.authors;
		block.authorsFirst = true;
		// "Title, Comm. Math. Phys. 391 (2022), no. 2, 611–648": a journal cited whole after the title's comma comes first.
		const parts = splitTitleBeforeJournal(run.rest) ?? splitTitleVenue(run.rest);
		if (!parts) return readSentence(block, run.rest, line, owner);
		// Physics often cites a paper by its journal alone: the reference is then all the title there is.
		block.titles.push({ text: cleanField(parts.title ?? parts.venue), line });
		block.venues.push(parts.venue);
		return;
	}
	// "Title, Compos. Math. 160 (2024), no. 5, 1021–1078": mathematics sets no quotes or italics round a
	// title; it ends at the comma before the journal's volume, year and pages.
	const cited = block.titles.length === 0 && s.includes(', ') ? splitTitleBeforeJournal(s) : undefined;
	if (cited) {
		block.titles.push({ text: cleanField(cited.title), line });
		block.venues.push(cited.venue);
		return;
	}
	// "In Defense of Priors" right after the authors is a title; "In Venue" follows one.
	const followsTitle = block.titles.length > 0;
	if (isVenueText(s) && (followsTitle || ((block.authors !== undefined || block.tag) && !/^In:?\s/.test(s)))) return void block.venues.push(s);
	const mixed = block.authors === undefined ? splitTitleAuthors(s, owner) : undefined;
	if (mixed) {
		block.titles.push({ text: cleanField(mixed.title), line });
		block.authors = mixed.authors;
		return;
	}
	// Authors first, then the title: the sentence after the title is where it appeared ("… (2021). Title. Cognitive Science.").
	if (block.authorsFirst && block.titles.length === 1 && block.venues.length === 0 && wordCount(s) <= 12) return void block.venues.push(s);
	// The title on a line, its authors on the next (a research portal's record): the line after them is where it appeared too.
	const portalRecord = block.authorsLine !== undefined && block.authorsLine !== line && block.titles.length === 1 && block.titles[0]!.line !== line && block.titles[0]!.line !== block.authorsLine;
	if (portalRecord && block.venues.length === 0 && wordCount(s) <= 12) return void block.venues.push(s);
	// "Wiley.", "CSIRO Publishing." after the journal: who published it, no title.
	if (portalRecord && block.venues.length > 0 && PUBLISHER.test(cleanField(s))) return;
	const year = /,\s*((?:19|20)\d{2})\s*$/.exec(s);
	if (year) block.trailingYear = Number(year[1]);
	const title = cleanField(year ? s.slice(0, year.index) : s);
	if (block.titles.length > 0 && block.authors === undefined && block.venues.length === 0 && isVenueText(title)) return void block.venues.push(s);
	// "Data Mixtures Are All You Need? Scaling Laws for …": a question's subtitle on the title's own line.
	const question = block.titles[block.titles.length - 1];
	if (question?.line === line && block.venues.length === 0 && /[?!]$/.test(question.text)) return void (question.text = `${question.text} ${title}`);
	block.titles.push({ text: title, line });
}

const PATENT_PENDING = /\b(?:pending|under examination)\b/i;
const PATENT_LABEL = /^(inventors?|assignees?)\s*:\s*(.+)$/i;
/** The year of the first date a text names: "granted on 07/11/2022 (Application … filed on 10/05/2019)" was granted in 2022. */
const firstYear = (text: string) => findDateRanges(text).map((f) => startYearOf(f.range)).find((y) => y !== undefined);
const PUBLISHER = /^(?:Wiley(?:-Blackwell)?|Elsevier|Springer(?: Nature)?|Taylor & Francis|Routledge|SAGE|Oxford University Press|Cambridge University Press|CSIRO Publishing|MDPI|Frontiers|PLOS|IEEE|ACM|Nature Portfolio|Cell Press|De Gruyter|Brill|Emerald|IOP Publishing|Royal Society(?: of Chemistry)?|American Chemical Society|BMJ|Wolters Kluwer|Thieme|Karger|Hindawi|[\p{Lu}][\p{L}&.' -]{1,40}\s(?:Press|Publishing|Publishers|Verlag|Éditions))$/u;
const PORTAL_VOLUME = /^((?:19|20)\d{2}),\s(?:Vol\.|Issue|pp\.|\d)[^]*$/;

/**
 * "… (2025). doi:10.1038/… [4]", "…, 2024. [IF: 7.1]": a DOI (read from the whole citation), a count of
 * citations in square brackets and the journal's impact factor after the venue, no part of it.
 */
const TRAILING_NOTES = /(?:\s*(?:doi:\s?|https?:\/\/(?:dx\.)?doi\.org\/)10\.\d{4,9}\/\S+|\s*Available from:\s*\S+|\s*\[(?:\d{1,5}|[–—-])\]|,?\s*[[(]?\b(?:IF|Impact Factor)\s?[:=-]?\s?\d+(?:\.\d+)?[\])]?)+\.?$/i;

/** A venue's name with nothing left of its volume, pages or status in it: it can stand as the venue. */
const isWholeVenueName = (full: string) => !/\d/.test(full) && !STATUS_PATTERNS.some((p) => p.re.test(full));

/** "I developed a model …", "We showed …": a sentence in the first person, which no citation holds. */
const FIRST_PERSON = /(?:^|[.;,]\s)I\s\p{Ll}|\b(?:[Ww]e|[Mm]y|[Oo]ur)\s\p{Ll}/u;

/** Assembles a block; returns nothing for prose that only looks like a citation. */
function toPublication(block: Block, typeHint: string | undefined, group: string | undefined): Publication | undefined {
	// "Authors 2023, ApJ, 947, 88": astronomy, as physics often does, leaves the title out; the citation of the journal stands for it.
	const first = block.titles[0] ?? (block.authors !== undefined && block.trailingYear !== undefined && block.venues.length > 0 ? { text: cleanField(block.venues[0]!), line: block.lines[0]! } : undefined);
	if (!first) return undefined;
	let title = first.text;
	// "When does sparsity hurt? Structured pruning under shift. In Findings of …": a question's
	// subtitle was read as the venue; the venue is the sentence after it.
	if (/[?!]$/.test(title) && block.venues.length >= 2 && !isVenueText(block.venues[0]!) && isVenueText(block.venues[1]!)) {
		title = `${title} ${cleanField(block.venues.shift()!)}`;
	}
	const evidence = block.authors !== undefined || block.venues.length > 0 || block.tag !== undefined || block.statusText !== undefined || block.trailingYear !== undefined || block.quoted === true;
	if (!evidence || wordCount(title) > 40) return undefined;
	// A numbered paragraph of a biosketch ("2. Metabolic inflexibility in HFpEF. After establishing my laboratory, I …"):
	// its title is the topic's, and the sentences after it tell the story in the first person.
	// A journal cited with its volume and pages is a paper's, whatever the owner says of it after.
	const onlyVenues = block.authors === undefined && block.tag === undefined && block.statusText === undefined && block.trailingYear === undefined && !block.venues.some((v) => CITED_JOURNAL.test(v.trim()) && /\d\s?[–-]\s?\d/.test(v));
	if (onlyVenues && !block.quoted && !block.abstract && block.lines.some((l) => FIRST_PERSON.test(l.text))) return undefined;
	let type: Publication['type'];
	const prefix = /^(Poster|Demo|Extended Abstract|Short Paper)\s*:\s*/i.exec(title);
	if (prefix) {
		type = /poster|demo|abstract/i.test(prefix[1]!) ? 'poster' : undefined;
		title = title.slice(prefix[0].length);
	}
	const venues = block.venues.length || !block.publisher ? block.venues : [block.publisher];
	const venueText = venues.join(' ');
	// "U.S. Patent 10,981,442 B2", "Indian Patent Application No. 2023…, filed …": the office that granted it, and when.
	const patent = PATENT_OFFICE.exec(venueText);
	// "US Patent 11,452,118. Issued September 27, 2022.": the date may stand in the sentence after the number.
	const written = patent ? block.lines.map((l) => l.text).join(' ') : '';
	const patentYear = patent ? firstYear(written.slice(Math.max(0, written.indexOf(patent[1]!)))) : undefined;
	const venue: VenueMatch = patent ? { short: patent[1]!, ...(patentYear !== undefined ? { year: patentYear } : {}) } : venues.length ? readVenue(venues[0]!) : {};
	if (patent) type ??= 'other';
	const statusVenue = block.statusText ? readVenue(block.statusText.replace(/^.*?\b(?:at|to|in)\s+(?!appear\b)(?:the\s+)?/i, '')) : {};
	// A long name with no short form ("IEEE Transactions on Circuits and Systems I: Regular Papers") is the venue as written.
	const short = block.tag?.venue ?? venue.short ?? statusVenue.short ?? (venue.full && isWholeVenueName(venue.full) ? venue.full : undefined);
	// "Nucl. Part." then "Phys. Proc. 318 (2022) 45–50": a venue's name cut into two may give its year in the second.
	const year = block.tag?.year ?? block.trailingYear ?? venue.year ?? statusVenue.year ?? venues.slice(1).map((v) => readVenue(v).year).find((y) => y !== undefined);
	const allText = `${block.statusText ?? ''} ${venueText} ${block.tag?.venue ?? ''}`;
	// A venue makes a paper published, unless it is still being written ("(in preparation)").
	// A patent applied for and still pending or under examination is under review.
	const pendingPatent = patent && PATENT_PENDING.test(venueText) ? 'under-review' : undefined;
	const status = pendingPatent ?? STATUS_PATTERNS.find((p) => p.re.test(allText))?.status ?? ((short || venue.full) && !IN_PREPARATION.test(allText) ? 'published' : undefined);
	type ??= (block.format !== undefined ? RECORD_TYPES[block.format] : undefined) ?? TYPE_PATTERNS.find((p) => p.re.test(`${venueText} ${block.statusText ?? ''} ${block.format ?? ''} ${block.tag?.venue ?? ''}`))?.type;
	// "Artigo em revista" over the list: the group names the kind of its papers, as a section's title does.
	type ??= (group === undefined ? undefined : TYPE_PATTERNS.find((p) => p.re.test(group))?.type) ?? (typeHint as Publication['type']);
	// "In A. Editor (Ed.), Book (pp. 88–112)": a chapter in an edited book.
	// "*Book*, edited by A. Editor, Publisher, 2016, pp. 387–99." (MLA): a chapter too.
	if (type === undefined && (block.book || block.chapter || /\((?:Eds?|Hrsg)\.\)[,:]|,\s+edited by\s/i.test(venueText))) type = 'other';
	if (type === undefined && CONFERENCE_VENUE.test(venueText)) type = 'conference';
	// "Remote Sensing of Environment, Bd. 318, S. 114582": a volume (German's "Bd.", "Jg.") is a journal's.
	if (type === undefined && /\b(?:Bd|Jg)\.\s?\d/.test(venueText)) type = 'journal';
	// An ISSN is a serial's: the catalogue's journal line ("Dyna  ISSN: 0012-7353  ed: …").
	if (type === undefined && block.venues.some((v) => ISSN_TAIL.test(v))) type = 'journal';
	if (type === undefined && (block.volume || block.venues.some((v) => JOURNAL_VOLUME.test(v.trim()) || CITED_JOURNAL.test(v.trim()) || SPACED_JOURNAL.test(v.trim()) || ABNT_VOLUME.test(v)))) type = 'journal';
	// "Invent. Math.", "Phys. Rev.": a name abbreviated word by word is a journal's, unless it names a meeting.
	if (type === undefined && JOURNAL_WORD.test(venueText) && !MEETING_WORDS.test(venueText)) type = 'journal';
	// A venue named with no meeting's word and no short name in capitals ("npj Digital Medicine", "The Lancet
	// Digital Health", as a research profile lists it) is a journal; the rest ("KDD", "NeurIPS 2023") meetings.
	if (type === undefined && NLM_JOURNAL.test(cleanField(venues[0] ?? '')) && !MEETING_WORDS.test(venueText)) type = 'journal';
	if (type === undefined && (short || venue.full)) type = block.listed && PROFILE_JOURNAL.test(venueText) ? 'journal' : 'conference';
	const pub: Publication = {
		title: cleanField(title),
		authors: block.authorList ?? (block.authors ? splitAuthors(block.authors).authors : []),
		awards: block.awards,
		source: spanOf(block.lines),
	};
	if (short) pub.venue = cleanField(short);
	if (venue.full && venue.full !== pub.venue) pub.venueFull = venue.full;
	if (year) pub.year = year;
	if (status) pub.status = status;
	if (type) pub.type = type;
	if (group) pub.group = group;
	// A DOI or an arXiv id may stand on any of the citation's lines; most citations have neither.
	const text = block.lines.some((l) => l.text.includes('10.') || l.text.includes('arXiv:')) ? block.lines.map((l) => l.text).join(' ') : '';
	const doi = text.includes('10.') ? DOI.exec(text) : null;
	if (doi) pub.doi = doi[1]!;
	const arxiv = text.includes('arXiv:') ? ARXIV_ID.exec(text) : null;
	if (arxiv) pub.url = `https://arxiv.org/abs/${arxiv[1]!}`;
	return pub;
}
