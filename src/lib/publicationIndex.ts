import type { Profile } from '../schema/index.ts';
import { collectPublications, type IndexedPublication } from './collectPublications.ts';
import { collectVenues, type Venue } from './collectVenues.ts';
import { paginations, type Pagination } from './paginate.ts';
import { publicationFacets, type Facets } from './publicationFacets.ts';
import { publicationIndexHrefs, publicationPages, type PublicationPage } from './publicationPages.ts';
import { venuePath } from './listingPaths.ts';
import { oncePerPeople } from './oncePerPeople.ts';

export interface CountLink {
	label: string;
	/** Site path without the base. */
	path: string;
	count: number;
}

/** Everything the pages of the publication index share. */
export interface PublicationIndex {
	publications: IndexedPublication[];
	venues: Venue[];
	pages: PublicationPage[];
	pagination: Pagination[];
	/** Where each publication sits on the index, by anchor: "/publications/2019/#pub-x". */
	hrefs: Map<string, string>;
	/** Every year, newest first, linked to where it starts. */
	years: CountLink[];
	/** The venues with the most publications, linked to their pages. */
	topVenues: CountLink[];
	/** How many people list at least one publication. */
	listers: number;
	/** The filters' choices with their counts. */
	facets: Facets;
}

/** How many venues the index names with their counts; the venues index has them all. */
export const TOP_VENUES = 30;

/** The indexes made of one list of people so far, by page size. */
const indexesOf = oncePerPeople((): Map<number, PublicationIndex> => new Map());

/**
 * The publication index of these people (in name order), in pages of at most `size` publications;
 * made once per build, though four route files ask for it.
 */
export function publicationIndex(people: Profile[], size: number): PublicationIndex {
	const indexes = indexesOf(people);
	let index = indexes.get(size);
	if (index === undefined) {
		index = makePublicationIndex(people, size);
		indexes.set(size, index);
	}
	return index;
}

function makePublicationIndex(people: Profile[], size: number): PublicationIndex {
	const publications = collectPublications(people);
	const venues = collectVenues(publications);
	const pages = publicationPages(publications, size);
	const { byAnchor, byYear } = publicationIndexHrefs(pages);
	const perYear = new Map<number | undefined, number>();
	for (const p of publications) perYear.set(p.publication.year, (perYear.get(p.publication.year) ?? 0) + 1);
	const years = pages.flatMap((page) =>
		page.sections
			.filter((s) => s.part === 1)
			.map((s) => ({
				label: s.year === undefined ? 'Year not stated' : String(s.year),
				path: byYear.get(s.id)!,
				count: perYear.get(s.year)!,
			}))
	);
	return {
		publications,
		venues,
		pages,
		pagination: paginations(pages),
		hrefs: byAnchor,
		years,
		topVenues: venues.slice(0, TOP_VENUES).map((v) => ({ label: v.name, path: venuePath(v.anchor), count: v.publications.length })),
		listers: new Set(publications.flatMap((p) => p.listedBy.map((ref) => ref.slug))).size,
		facets: publicationFacets(publications, venues),
	};
}
