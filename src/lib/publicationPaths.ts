export interface PublicationPaths {
	/** The paper's own page, the one Google Scholar's `citation_*` tags live on. */
	page: string;
	/** Its BibTeX as a static file. */
	bib: string;
}

/**
 * Site paths (without the base) of everything addressed by a publication's anchor. Its entry on
 * the paginated index depends on the other publications: see publicationIndexHrefs.
 */
export function publicationPaths(anchor: string): PublicationPaths {
	return {
		page: `/publications/${anchor}/`,
		bib: `/publications/${anchor}.bib`,
	};
}
