import { anchorFromKey } from './anchorFromKey.ts';
import { normaliseOrgName } from './normaliseOrgName.ts';

/** The fragment id of an organisation on the organisations index; variants of a name share it. */
export function organisationAnchor(name: string): string {
	return anchorFromKey('org', normaliseOrgName(name));
}
