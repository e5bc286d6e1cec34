export interface PublicationPaths {
	/** The paper's own page, the one Google Scholar's `citation_*` tags live on. */
	page: string;
	/** Its BibTeX as a static file. */
	bib: string;
	/** Its entry on the cross-person index. */
	inIndex: string;
}

/** Site paths (without the base) of everything addressed by a publication's anchor. */
export function publicationPaths(anchor: string): PublicationPaths {
	return {
		page: `/publications/${anchor}/`,
		bib: `/publications/${anchor}.bib`,
		inIndex: `/publications/#${anchor}`,
	};
}
