import type { Publication } from '../schema/index.ts';
import { bareDoi } from './bareDoi.ts';
import { safeHref } from './safeHref.ts';
import { plainText } from './formattedText.ts';

export interface MetaTag {
	name: string;
	content: string;
}

/** Which Highwire tag names the venue, by publication type (Google Scholar inclusion guidelines). */
const VENUE_TAG: Partial<Record<NonNullable<Publication['type']>, string>> = {
	conference: 'citation_conference_title',
	workshop: 'citation_conference_title',
	poster: 'citation_conference_title',
	journal: 'citation_journal_title',
	thesis: 'citation_dissertation_institution',
};

/**
 * Google Scholar's `citation_*` meta tags for a publication's own page: title, every author in
 * order, the date (a year is allowed), the venue under the tag its type calls for, DOI and PDF.
 */
export function scholarMetaTags(p: Publication): MetaTag[] {
	const tags: MetaTag[] = [{ name: 'citation_title', content: plainText(p.title) }];
	for (const author of p.authors) tags.push({ name: 'citation_author', content: author });
	if (p.year) tags.push({ name: 'citation_publication_date', content: String(p.year) });
	const venue = p.venueFull ?? p.venue;
	const venueTag = p.type ? VENUE_TAG[p.type] : undefined;
	if (venue && venueTag) tags.push({ name: venueTag, content: venue });
	if (p.doi) tags.push({ name: 'citation_doi', content: bareDoi(p.doi) });
	const url = p.url ? safeHref(p.url) : undefined;
	if (url && /\.pdf$/i.test(new URL(url).pathname)) tags.push({ name: 'citation_pdf_url', content: url });
	return tags;
}
