import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { siteSettings } from '../config.ts';
import { absoluteUrl } from '../lib/absoluteUrl.ts';
import { collectPublications } from '../lib/collectPublications.ts';
import { getPeople } from '../lib/getPeople.ts';
import { publicationPaths } from '../lib/publicationPaths.ts';
import { plainText } from '../lib/formattedText.ts';

/**
 * RSS of every publication, newest first. A CV gives years only, so an item's date is 1 January
 * of its year; an undated publication has no date rather than an invented one.
 */
export const GET: APIRoute = async ({ site }) => {
	const settings = siteSettings();
	const publications = collectPublications(await getPeople());
	return rss({
		title: `${settings.title}: publications`,
		description: settings.description,
		site: absoluteUrl('/', site!),
		items: publications.map(({ anchor, publication: p, listedBy }) => ({
			title: plainText(p.title),
			link: absoluteUrl(publicationPaths(anchor).page, site!),
			...(p.year ? { pubDate: new Date(Date.UTC(p.year, 0, 1)) } : {}),
			description: [p.authors.join(', '), p.venueFull ?? p.venue, p.year].filter(Boolean).join('. '),
			categories: [p.type, p.venue, ...listedBy.map((ref) => ref.name)].filter((c) => c !== undefined),
		})),
		customData: '<language>en</language>',
	});
};
