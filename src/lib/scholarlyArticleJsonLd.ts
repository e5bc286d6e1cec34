import type { Publication } from '../schema/index.ts';
import { doiUrl } from './doiUrl.ts';
import { safeHref } from './safeHref.ts';
import { plainText } from './formattedText.ts';

export interface LinkedAuthor {
	name: string;
	/** The author's page on this site, when they have one. */
	url?: string | undefined;
}

/** schema.org ScholarlyArticle for a publication's own page. */
export function scholarlyArticleJsonLd(
	p: Publication,
	url: string,
	authors: LinkedAuthor[]
): Record<string, unknown> {
	const data: Record<string, unknown> = {
		'@context': 'https://schema.org',
		'@type': 'ScholarlyArticle',
		headline: plainText(p.title),
		name: plainText(p.title),
		url,
		author: authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
	};
	if (p.year) data['datePublished'] = String(p.year);
	const venue = p.venueFull ?? p.venue;
	if (venue) data['isPartOf'] = { '@type': p.type === 'journal' ? 'Periodical' : 'CreativeWork', name: venue };
	if (p.type) data['genre'] = p.type;
	if (p.status) data['creativeWorkStatus'] = p.status;
	if (p.awards.length > 0) data['award'] = p.awards;
	const sameAs = [p.doi ? doiUrl(p.doi) : undefined, p.url ? safeHref(p.url) : undefined].filter(
		(href) => href !== undefined
	);
	if (sameAs.length > 0) data['sameAs'] = sameAs;
	if (p.doi) data['identifier'] = { '@type': 'PropertyValue', propertyID: 'DOI', value: p.doi };
	return data;
}
