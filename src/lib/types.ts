/** A person as other pages refer to them: enough to link and label. */
export interface PersonRef {
	slug: string;
	name: string;
}
