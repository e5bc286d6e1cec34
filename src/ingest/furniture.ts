import { parseDateRange, RECORD_DATES } from './dates.ts';
import { isPersonName } from './names.ts';
import type { Line } from './types.ts';
import { wordCount } from './text.ts';
import { tableCells } from './lines.ts';
import { isTabTableHeader } from './tabTables.ts';

/** "Page 2 of 3", "Page 2", "2/3", "2 (4)" (as Swedish documents count pages) as page footers write them. */
const PAGE_MARK = /\bPage\s+\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?\b/i;
const BARE_PAGE_NUMBER = /^[-–—\s]*\d{1,3}(?:\s*\/\s*\d{1,3}|\s\(\d{1,3}\))?[-–—\s]*$/;
const isBarePageNumber = (text: string): boolean => text.length <= 11 && BARE_PAGE_NUMBER.test(text);

/** "Ada Lovelace – Curriculum Vitae 2/3": a running footer that counts the pages after the document's title. */
const RUNNING_FOOTER = /\b(?:curriculum vitae|cv|résumé|resume|lebenslauf)\W{0,3}\d{1,2}\s?\/\s?\d{1,2}$/i;
/** "| :---- | :---- |", "|---|---|": the rule under a markdown table's first row, layout and no content. */
const TABLE_RULE = /^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-{0,}:?\s*$/;
/** "---", "* * *", "___": markdown's thematic break, a rule between parts of the page. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** "— — — — —", "═══════", "~~~~~~": a rule drawn in dashes or lines of text, as OCR reads a page's rule. */
const DRAWN_RULE = /^(?:[—–=~_═─━]\s*){3,}$/;
/** "+------+------+", "+======+": a grid table's border, as pandoc writes a Word document's tables. */
const GRID_TABLE_BORDER = /^\s*\+(?:[-=:]{3,}\+)+\s*$/;

/**
 * A footer that counts the page in words ("Page 2 of 6", "Generated on 02/03/2025 9:41 AM   Page 2 of 3"); a bare
 * number is not enough here, as a table copied a cell to a line sets counts and years by turns.
 */
const marksPage = (line: Line | undefined): boolean => line !== undefined && line.text.includes('age') && PAGE_MARK.test(line.text) && wordCount(line.text) <= 12;

/**
 * Whether a line is a PDF page's furniture rather than the document's: a page number, or a running
 * header or footer that carries one ("Ada Lovelace — Curriculum Vitae   Page 2 of 3"). Text
 * extraction leaves these between the lines of whatever section a page break fell in.
 */
export function isPageFurniture(line: Line): boolean {
	const text = line.text;
	if (line.raw.includes('-') && line.raw.includes('|') && TABLE_RULE.test(line.raw)) return true;
	if (line.raw.includes('+') && GRID_TABLE_BORDER.test(line.raw)) return true;
	if (THEMATIC_BREAK.test(line.raw) || DRAWN_RULE.test(line.text)) return true;
	if (isBarePageNumber(text)) return true;
	if (RUNNING_FOOTER.test(text) && wordCount(text) <= 10) return true;
	return marksPage(line);
}

/** Words a web page's navigation and footer are made of. */
const NAV_WORDS = /^(?:home|about(?: me)?|publications|papers|research|teaching|people|team|news|blog|cv|contact|projects|talks|software|login|log in|privacy|accessibility|sitemap|search|imprint|impressum|terms|cookies|apply|visit|give|donate|menu|events|news & events|alumni(?: & friends)?|academics|admissions|directory|privacy (?:statement|policy)|non-discrimination notice|website feedback|feedback|profiles|research (?:output|outputs|units)|prizes|activities|datasets|student theses|press\/media|help & faq|contact us|emergency information|disclaimer(?: and copyright)?|copyright|browse|research areas|organi[sz]ations|media experts|find an expert|overview|biography|supervision|grants|media|개인정보처리방침|이메일무단수집거부|찾아오시는 길|사이트맵|로그인)$/i;
/** "Facebook X LinkedIn Instagram YouTube": a page's row of links to its social accounts. */
const SOCIAL_ROW = /^(?:(?:Facebook|X|Twitter|LinkedIn|Instagram|YouTube|Bluesky|Mastodon|TikTok|Flickr|Email|RSS)\s*)+$/;

/** A profile site's name standing alone, as its page header is copied with the profile ("Google Scholar"). */
const PROFILE_SITE = /^(?:google scholar|semantic scholar|researchgate|orcid|dblp|academia\.edu|linkedin)$/i;
/** A page's buttons and links, copied as lines of their own, and the names its images are given ("Acme logo"). */
const PAGE_BUTTON = /^(?:questions|jobs|full-text available|download|see all|join for free|log in|search for publications, researchers,? or questions|license cc[\w .-]{0,20}|(?:all|research items|article|conference paper|preprint|presentation|poster|chapter|book|thesis|data|other) \(\d+\)|zum inhalt springen|sprache wählen:?.{0,30}|menü|startseite|suche|zurück zur .{1,40}|impressum|datenschutz(?:erklärung)?|barrierefreiheit|skip to (?:search form|account menu|main navigation|search|navigation)|author|create free account|follow author\.*|claim author page|has pdf|publication type|more filters|filters|sort by (?:most influential|citation count|recency)|expand|pdf|save|alert|cite|next|\d+ citations?|citing authors|referenced authors|stay connected with .{1,40}|목록|[가-힣 ]{0,20}보기|my profile|my library|metrics|alerts|settings|sort by (?:citations|year|title|date)|view|electronic edition (?:via doi|@ \S+)|(?:export|share) record|table of contents in dblp|view in dblp search|export bibliography|ask others|refine list|refine by (?:author|venue|type|year)|\(and \d+ more\)|showing all \d+ records|see faq|(?:default search action|combined dblp search|search dblp)|(?:author|venue|publication) search|browse (?:persons|conferences|journals|series)|search api|sparql query service|update feed|(?:xml|rdf) dump|manage site settings|what is the meaning of the colors in the publication lists\?|follow|show more|load more|see all|view all|get my own profile|sign in|sign up|help privacy terms|share this page|view all news|related news|back to top|print|contact us|directions & parking|message|more|connect|endorse|contact info|show (?:publication|credential|project)|other authors|(?:…\s?)?see more|(?:show|view) all(?: \d+)?(?: [\w &]+)?(?:\s?→)?|\+\d+|\d+ endorsements?|top voices|people also viewed|sort|show (?:more|less) detail|privacy policy|terms of use|accessibility statement|cookie policy|collapse all|expand all|search|sign in\/register|cookies? settings|accept all cookies|reject (?:all|unnecessary) cookies|sort by:.{0,40}|my network|messaging|notifications|\d+ notifications? total|for business|try premium(?: for .{1,12})?|(?:·\s?)?(?:1st|2nd|3rd\+?)|[\d,]+ followers|\d+\+? connections|.{3,120} and \d+ other mutual connections?|endorsed by .{3,120}|passed linkedin skill assessment|showing \d+ of \d+(?: [\w &]+)?|export publications|log in to pure|.{0,80}\bpowered by pure\b.*|.{0,80}\bdata protection policy|all content on this site: copyright\b.*|we use cookies\b.*|research (?:output|activity) per year|search by expertise, name or affiliation|select a country\/territory|dive into details by clicking on the dots or|view all \d+ [\w/ ]+|(?:authori[sz]ed|maintained) by:.{1,80}|cricos provider code:.{1,20}|we acknowledge the traditional (?:owners|custodians)\b.*|sayfa başına dön|giriş yap|ana sayfa|toggle navigation|ctrl k)$/i;
/** "Article (28)  Conference contribution (5)": kinds of item and how many of each a list holds, two or more. */
const FACET_COUNTS = /^\p{L}[\p{L} -]{0,40}\(\d+\)(?:\s+\p{L}[\p{L} -]{0,40}\(\d+\))+$/u;
/** "expand_more", "content_copy", "chevron_left": the names of a page's icons, which a copy keeps as words. */
const ICON_NAME = /^[a-z]+(?:_[a-z]+)+$/;
/**
 * A record page's notes on an item (ORCID): where it came from ("Source: Crossref"), which version
 * is shown, the journal's ISSN, and the pager under the list.
 */
const RECORD_NOTE = /^(?:source:\s.{1,80}|preferred source \(of \d+\)|part of issn:\s?[\dX-]+|items per page:\s?\d+|\d+\s?[–-]\s?\d+ of \d+|record last modified\b.*|organi[sz]ation identifiers|ror:\s\S+|prize:\s(?:prize \(including medals and awards\)|fellowship awarded competitively|honorary award|other distinction))$/i;
/**
 * A citation profile's numbers about the person, not their work: "Citations 3054 2443", "h-index 23 21",
 * a row of years over a row of counts (the chart), "3 articles 12 articles" (public access), the pager.
 */
const PROFILE_METRICS = /^(?:research items \d+ \| reads [\d,]+ \| citations [\d,]+|(?:citations|h-index|i10-index)(?:\s+\d+){1,2}|all\s+since\s+(?:19|20)\d{2}|\d+ articles?\s+\d+ articles?|not available\s+available|based on funding mandates|public access(?:\s+view all)?|cited by(?:\s+view all)?|articles\s+\d+\s?[–-]\s?\d+|(?:(?:19|20)\d{2}\s+){2,}(?:19|20)\d{2}|(?:19|20)\d{2}\s(?:…\s?)?(?:19|20)\d{2}|(?:\d+\s+){3,}\d+)$/i;
/** "Acme Bio logo": the name a page gives a logo; "Python, R and +3 skills": the skills a profile ties to a job. */
const PROFILE_ALT_TEXT = /^(?:[\w.,&'’ -]{2,80} logo|.{2,120}\band \+\d+ skills?)$/i;

/**
 * Whether a line is a web page's chrome copied with its content: a navigation bar ("Home |
 * Publications | Contact"), a copyright or "Last updated" footer. It belongs to no section, and
 * stays listed as unplaced.
 */
export function isWebChrome(line: Line): boolean {
	const text = line.text;
	if (/^(?:©|\(c\)\s*(?:19|20)\d{2}|copyright\b|last (?:updated|modified)\b|skip to (?:main )?content$|(?:최종\s?수정일|최종\s?업데이트|最終更新日?|最后更新)\s*[:：])/i.test(text)) return true;
	// "Some Council © 2024 | Some Office": a site's owner, its copyright and its departments, as its footer sets them.
	if (text.length <= 150 && /\s©\s?(?:19|20)\d{2}\b/.test(text)) return true;
	if (text.length <= 40 && (PROFILE_SITE.test(text) || PAGE_BUTTON.test(text))) return true;
	if (text.length <= 100 && (ICON_NAME.test(text) || RECORD_NOTE.test(text) || PROFILE_METRICS.test(text))) return true;
	if ((/ logo$/i.test(text) || text.endsWith(' skills')) && PROFILE_ALT_TEXT.test(text.replace(/ Logo$/, ' logo'))) return true;
	// "Search 223,418,902 papers from all fields of science": a search box's prompt.
	if (/^search [\d,]+ (?:papers|publications|articles)\b/i.test(text)) return true;
	if (text.length <= 80 && SOCIAL_ROW.test(text)) return true;
	// "Article (28)  Chapter (3)  Letter (2)": a research portal's counts by kind, over the list they filter.
	if (text.endsWith(')') && FACET_COUNTS.test(text)) return true;
	// "Apply   Visit   Give": a menu whose items the copy set apart by runs of spaces.
	if (line.cells.length >= 3 && line.cells.every((c) => c === '' || NAV_WORDS.test(c)) && line.cells.filter(Boolean).length >= 3) return true;
	if (!text.includes('|')) return false;
	const items = text.split(/\s*\|\s*/).filter(Boolean);
	return items.length >= 3 && items.filter((i) => NAV_WORDS.test(i)).length >= Math.max(2, items.length - 1);
}

/** The names tables give their columns. */
const COLUMN_NAME = /^(?:anno accademico|anno|insegnamento|corso di studio|ruolo|cfu|ects|crediti|año|asignatura|rol|créditos|année|rôle|jahr|lehrveranstaltung|rolle|years?|dates?|period|duration|when|roles?|positions?|titles?|organi[sz]ations?|institutions?|company|employer|affiliation|authors?|venues?|journal|conference|notes?|description|details|awards?|honou?rs?|courses?|terms?|semester|degrees?|fields?|subject|location|place|city|event|topic|status|type|links?|amount|funder|agency|name)$/i;

/**
 * "| Year | Role | Organisation |" over the table's rule: the names of its columns, layout as the
 * rule is. A first row that holds data (Google Docs exports one over the rule too) is kept.
 */
export function isTableHeader(line: Line, next: Line | undefined): boolean {
	if (!next || !line.raw.trimStart().startsWith('|') || !next.raw.includes('-') || !TABLE_RULE.test(next.raw)) return false;
	const cells = tableCells(line.raw).map((c) => c.replace(/[*_]/g, '')).filter(Boolean);
	// "| Name | Elina Harjukelo |" over the rule: a form's table of labels and values, its first row a person's name, no header.
	if (cells.length === 2 && /^(?:full\s)?name$/i.test(cells[0]!) && isPersonName(cells[1]!)) return false;
	// "Project title", "Amount (EUR)", "Role of the PI": in a wider table, a name whose first or last word is a column's.
	const named = (c: string) => COLUMN_NAME.test(c) || (cells.length >= 3 && namesColumnInPart(c));
	return cells.length >= 2 && cells.filter(named).length * 2 >= cells.length;
}

function namesColumnInPart(cell: string): boolean {
	const words = cell.replace(/\s*\([^()]*\)$/, '').trim().split(/\s+/);
	return words.length <= 4 && (COLUMN_NAME.test(words[0]!) || COLUMN_NAME.test(words[words.length - 1]!));
}

/**
 * "Senior Research Scientist" right under "Senior Research Scientist": a web page copied with the
 * text it gives screen readers beside what it shows (LinkedIn's profile does), each line twice. The
 * second says nothing the first does not. A list's items are left alone: a list may name a thing twice.
 */
function repeatsLineAbove(line: Line, above: Line | undefined): boolean {
	return above !== undefined && above.n === line.n - 1 && line.bullet === 0 && line.mdHeading === 0 && line.text === above.text && line.text.length > 2 && /\p{L}{2}/u.test(line.text);
}

/**
 * "Home" over "About" over "Research" over "People": a site's menu copied a link a line. Three such
 * lines in a row are a menu, even where one of them ("Research") could head a section.
 */
function menuLines(lines: readonly Line[]): Set<Line> {
	const menu = new Set<Line>();
	let run: Line[] = [];
	const isNavItem = (line: Line | undefined) => line !== undefined && line.bullet === 0 && line.text.length <= 30 && NAV_WORDS.test(line.text);
	for (let i = 0; i <= lines.length; i++) {
		const line = lines[i];
		// "Biography" after a blank line and over a paragraph: the page's own heading after its tabs, no menu item.
		if (isNavItem(line) && !(line!.blankBefore && run.length > 0 && !isNavItem(lines[i + 1]))) {
			run.push(line!);
			continue;
		}
		if (run.length >= 3) for (const l of run) menu.add(l);
		run = [];
	}
	return menu;
}

/**
 * Step 3b. Sets a document's page furniture (and a markdown table's rules and column names) apart:
 * it is no part of any section, and nothing is lost by reading past it. A web page's chrome is no
 * part of any section either, but it is text the person may want to see, so it stays unplaced.
 */
/** The kind of item a record page names under its dates. */
const RECORD_ITEM_KIND = /^(?:employment|education|qualification|distinction|invited position|membership|service)$/i;

/** "Employment" under "2022-01-01 to present | Associate Professor": the item's kind, as ORCID labels each; no heading. */
const isRecordItemKind = (line: Line, above: Line | undefined): boolean => above !== undefined && RECORD_ITEM_KIND.test(line.text) && RECORD_DATES.test(above.text);

/**
 * "Contributors" over the work's authors, "Added" over "2024-04-02", "URL" over its link: the labels
 * a record page (ORCID) sets over an item's details when they are shown. The label is furniture and
 * so is a date it labels; the authors and the link are the item's.
 */
const RECORD_DATE_LABEL = /^(?:added|last modified)$/i;
const RECORD_DETAIL_LABEL = /^(?:contributors|url)$/i;
const isRecordDetailLabel = (line: Line, next: Line | undefined): boolean => next !== undefined && (RECORD_DETAIL_LABEL.test(line.text) || RECORD_DATE_LABEL.test(line.text));
const isLabelledRecordDate = (line: Line, above: Line | undefined): boolean => above !== undefined && RECORD_DATE_LABEL.test(above.text) && /^(?:19|20)\d{2}-\d{2}-\d{2}$/.test(line.text);

/** `<p align="center">`, `</p>`, an image, a comment: markup with no text and no link, only layout. */
const isBareMarkup = (line: Line): boolean => line.markupOnly === true && line.links.length === 0;

/** "Curriculum Vitae — A. Name", "Jane Doe, CV", "Jane Doe – CV 2024-10-07", "…, CV January 2025": a document's running title, which alone could be a line of it. */
// "A. Name – Curriculum Vitae      January 2025": the month it was written, in a column of its own.
const RUNNING_TITLE = /^(?:curriculum vitae|cv|résumé|resume|lebenslauf)\b|\b(?:curriculum vitae|cv|résumé|resume|lebenslauf)(?:,?\s(?:[\d./-]{4,10}|\p{L}{3,9}\.?\s(?:19|20)\d{2}))?$/iu;

/** A page's number alone ("- 2 -") or its mark ("Page 2 of 3"). */
const isPageNumber = (line: Line | undefined): boolean =>
	line !== undefined && (isBarePageNumber(line.text) || (line.text.includes('age') && PAGE_MARK.test(line.text) && wordCount(line.text) <= 4));

/**
 * "Curriculum Vitae — A. Name" over "- 2 -", "Page 2 of 3" over "Nora K. Name     October 2024": a running
 * title beside a page's number, the document's name or the person's with the date it was written, is
 * the page's furniture too; so is the document's first line again there (the owner's name a
 * Canadian Common CV repeats over each page).
 */
const isRunningTitle = (line: Line, lines: readonly Line[], i: number, repeated: ReadonlySet<string>): boolean =>
	(repeated.has(line.text) && (marksPage(lines[i - 1]) || marksPage(lines[i + 1]))) ||
	((isPageNumber(lines[i - 1]) || isPageNumber(lines[i + 1])) && wordCount(line.text) <= 8 && (RUNNING_TITLE.test(line.text) || namedAndDated(line) || (i > 0 && line.text === lines[0]!.text)));


/**
 * "Okafor-Lindgren, Marit E. | Annual Faculty Activity Report | 01/01/2024 - 12/31/2024" beside each
 * page's number: a line that stands beside two page marks or more, as written each time, is the
 * pages' running head, however long.
 */
function repeatedBesidePages(lines: readonly Line[]): Set<string> {
	const seen = new Map<string, number>();
	lines.forEach((line, i) => {
		if (!marksPage(line)) return;
		// An entry's line ("2017   Invited seminar, …") is none, however often a page break falls beside it.
		for (const next of [lines[i - 1], lines[i + 1]]) if (next && !marksPage(next) && wordCount(next.text) >= 3 && next.bullet === 0 && !/^\s*\d/.test(next.text) && !/[.,;]$/.test(next.text)) seen.set(next.text, (seen.get(next.text) ?? 0) + 1);
	});
	return new Set([...seen].filter(([, n]) => n >= 2).map(([text]) => text));
}

/** "Nora K. Name        October 2024": a person's name in one column and a date in the other. */
function namedAndDated(line: Line): boolean {
	const cells = line.cells.filter(Boolean);
	return cells.length === 2 && isPersonName(cells[0]!) && parseDateRange(cells[1]!) !== undefined;
}

/** A line broken off mid-sentence: no stop at its end, and a joining word, a comma or a split word's hyphen there. */
const BROKEN_OFF = /(?:\b(?:and|or|of|with|for|in|on|the|a|an|to|via|from|by|at)|[,;]|\p{L}-)$/u;

/** "English" over "Nederlands": a page's choice of language, each language by its own name, two or more in a row. */
const LANGUAGE_NAME = /^(?:english|nederlands|deutsch|français|español|svenska|suomi|dansk|norsk|português|italiano|polski|čeština|magyar|eesti|latviešu|lietuvių|日本語|中文|한국어)$/i;
const isLanguageSwitch = (lines: readonly Line[], i: number): boolean =>
	LANGUAGE_NAME.test(lines[i]!.text) && (LANGUAGE_NAME.test(lines[i - 1]?.text ?? '') || LANGUAGE_NAME.test(lines[i + 1]?.text ?? ''));

export function splitFurniture(lines: readonly Line[]): { content: Line[]; furniture: Line[] } {
	const content: Line[] = [];
	const furniture: Line[] = [];
	const menu = menuLines(lines);
	const repeated = repeatedBesidePages(lines);
	let pageBreak = false;
	lines.forEach((line, i) => {
		if (isPageFurniture(line) || isRunningTitle(line, lines, i, repeated) || isBareMarkup(line) || isTableHeader(line, lines[i + 1]) || isTabTableHeader(line, lines[i + 1]) || repeatsLineAbove(line, lines[i - 1]) || isRecordItemKind(line, lines[i - 1]) || isRecordDetailLabel(line, lines[i + 1]) || isLabelledRecordDate(line, lines[i - 1])) {
			furniture.push(line);
			pageBreak ||= isPageNumber(line);
		} else if (!menu.has(line) && !isWebChrome(line) && !isLanguageSwitch(lines, i)) {
			// A sentence a page broke off goes on at the next page's first line: the blank lines around the page's furniture part no paragraphs.
			const above = content[content.length - 1];
			content.push(pageBreak && line.blankBefore && above !== undefined && BROKEN_OFF.test(above.text) ? { ...line, blankBefore: false } : line);
			pageBreak = false;
		}
	});
	return { content, furniture };
}
