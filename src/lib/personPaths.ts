export interface PersonPaths {
	/** The profile in the contract's shape. */
	json: string;
	/** The profile as JSON Resume. */
	resume: string;
}

/** Site paths (without the base) of a person's files for machines; the page is /people/<slug>/. */
export function personPaths(slug: string): PersonPaths {
	return {
		json: `/people/${slug}.json`,
		resume: `/people/${slug}/resume.json`,
	};
}
