import { listingPath } from './paginate.ts';

/** Site path (without the base) of a venue's page, or of page `n` of it. */
export function venuePath(anchor: string, n = 1): string {
	return listingPath(`/venues/${anchor}/`, n);
}

/** Site path (without the base) of an organisation's page, or of page `n` of it. */
export function organisationPath(anchor: string, n = 1): string {
	return listingPath(`/organisations/${anchor}/`, n);
}
