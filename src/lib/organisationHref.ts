import { normaliseOrgName } from './normaliseOrgName.ts';
import { organisationAnchor } from './organisationAnchor.ts';
import { withBase } from './url.ts';

/** The organisation's entry on the organisations index; none for a name that normalises to nothing. */
export function organisationHref(name: string): string | undefined {
	return normaliseOrgName(name) ? withBase(`/organisations/#${organisationAnchor(name)}`) : undefined;
}
