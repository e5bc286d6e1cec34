import { ProfileSchema, type Profile, type ProfileInput } from '../../../src/schema/profile.ts';

/** A valid profile from the few fields a test cares about; the schema fills the empty lists. */
export function makeProfile(fields: Partial<ProfileInput> & Pick<ProfileInput, 'slug'>): Profile {
	return ProfileSchema.parse({
		name: null,
		source: { file: `${fields.slug}.md`, sha256: '0'.repeat(64) },
		...fields,
	});
}

/** A publication entry as a profile would hold it. */
export const pub = (title: string, extra: Record<string, unknown> = {}) => ({
	title,
	authors: [],
	awards: [],
	source: { line: 1, endLine: 1 },
	...extra,
});
