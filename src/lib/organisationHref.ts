import { normaliseOrgName } from './normaliseOrgName.ts';
import { organisationAnchor } from './organisationAnchor.ts';
import { withBase } from './url.ts';
import { organisationPath } from './listingPaths.ts';

/** The organisation's own page; none for a name that normalises to nothing. */
export function organisationHref(name: string): string | undefined {
	return normaliseOrgName(name) ? withBase(organisationPath(organisationAnchor(name))) : undefined;
}
