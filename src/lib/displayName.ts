import type { Profile } from '../schema/index.ts';

/** The name to show for a profile; a document that never states a name still gets a readable label. */
export function displayName(profile: Pick<Profile, 'name' | 'slug'>): string {
	return profile.name ?? `Unnamed profile (${profile.slug})`;
}
