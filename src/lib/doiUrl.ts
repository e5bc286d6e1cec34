import { bareDoi } from './bareDoi.ts';
import { safeHref } from './safeHref.ts';

/** The resolver URL of a DOI, or undefined when the text cannot form a safe link. */
export function doiUrl(doi: string): string | undefined {
	const bare = bareDoi(doi);
	return bare ? safeHref(`https://doi.org/${bare}`) : undefined;
}
