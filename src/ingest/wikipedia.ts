import { asLayoutLine } from './text.ts';

/** The line under a Wikipedia article's title, which a copy of the page keeps. */
export const WIKIPEDIA_PAGE = /^From Wikipedia, the free encyclopedia\s*$/m;

/** "4 languages", "Article", "View history": the page's tabs and counters, the line after the title. */
const AFTER_TITLE = /^(?:\d+ languages?|Add languages)$/;
/** The notices over an article ("This biography of a living person needs …", "Find sources: …", "For the …, see …"). */
const NOTICE = /^(?:This (?:biography|article|section)\b.*|Find sources:.*|For (?:the|other) .{2,80}, see .*|\(Learn how and when to remove this (?:message|template message)\))$/;
/** The page's foot: the databases that index the person, its categories, the licence and the site's links. */
const FOOT_START = /^(?:Authority control(?: databases)?\b.*|Categories?:.*|Retrieved from ".*)$/;
/** A heading's "[edit]" link, and a footnote's mark after a word ("…Research[13]", "…chemist.[4]", "[a]", "[note 2]"). */
const EDIT_LINK = /\[edit\]\s*$/;
const FOOTNOTE_MARK = /(?<=[\p{L}\d.,;:)”"’])\[(?:\d{1,3}|[a-z]|note \d{1,2}|citation needed)\](?=[\s.,;:)]|$)/gu;

/**
 * Step 2c. A Wikipedia article copied from the browser, read line for line: the menus, tools and
 * notices above the article, and the foot under it, become layout; headings lose their "[edit]" and
 * sentences their footnote marks. The article's title stays, the first line of what it says of the person.
 */
export function readWikipediaCopy(text: string): string {
	const lines = text.split('\n');
	const from = lines.findIndex((l) => WIKIPEDIA_PAGE.test(l));
	const titleAt = lines.findIndex((l, i) => i < from && AFTER_TITLE.test(l.trim())) - 1;
	let foot = false;
	let label: string | undefined;
	let inInfobox = true;
	return lines
		.map((line, i) => {
			const trimmed = line.trim();
			foot ||= i > from && FOOT_START.test(trimmed);
			if ((i <= from && i !== titleAt) || foot || NOTICE.test(trimmed)) return trimmed ? asLayoutLine(line) : line;
			const read = line.replace(EDIT_LINK, '').replace(FOOTNOTE_MARK, '');
			// The infobox, from the title to the article's first paragraph: "Fields⇥Atmospheric chemistry" over
			// "Aerosol physics", a label and its values a line each, read as "Fields: …" lines.
			inInfobox &&= trimmed.length <= INFOBOX_VALUE;
			if (!inInfobox) return read;
			// "Scientific career": a heading inside the infobox, over rows of its own.
			if (INFOBOX_HEADING.test(trimmed)) {
				label = undefined;
				return asLayoutLine(line);
			}
			const row = INFOBOX_ROW.exec(read);
			if (row) label = row[1];
			return row ? `${row[1]}: ${row[2]}` : label && trimmed ? `${label}: ${trimmed}` : read;
		})
		.join('\n');
}

/** "Fields⇥Atmospheric chemistry": an infobox's row, its label and the value beside it. */
const INFOBOX_ROW = /^([A-Z][A-Za-z ]{1,30})\t+(\S.*)$/;
/** The headings an infobox sets over its groups of rows. */
const INFOBOX_HEADING = /^(?:Scientific career|Personal details|Academic background|Academic work|Signature)$/;
/** An infobox value is short; the article's first paragraph is not. */
const INFOBOX_VALUE = 120;
