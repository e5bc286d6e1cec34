import { z } from 'astro/zod';
import { WebUrlSchema } from './contact.ts';
import { SourceSchema, TextListSchema, TextSchema, YearSchema } from './common.ts';

export const PublicationStatusSchema = z.enum(['published', 'accepted', 'under-review', 'preprint']);
export type PublicationStatus = z.infer<typeof PublicationStatusSchema>;

export const PublicationTypeSchema = z.enum([
	'conference',
	'journal',
	'workshop',
	'poster',
	'preprint',
	'thesis',
	'other',
]);
export type PublicationType = z.infer<typeof PublicationTypeSchema>;

export const PublicationSchema = z.object({
	title: TextSchema,
	/** Authors as written, without equal-contribution marks; the profile's own name included. */
	authors: TextListSchema,
	/** Short venue name (acronym) where the document gives one. */
	venue: TextSchema.optional(),
	/** The long proceedings or journal text, when it differs from `venue`. */
	venueFull: TextSchema.optional(),
	year: YearSchema.optional(),
	status: PublicationStatusSchema.optional(),
	type: PublicationTypeSchema.optional(),
	awards: TextListSchema,
	/** The topic heading the document listed it under. */
	group: TextSchema.optional(),
	doi: TextSchema.optional(),
	url: WebUrlSchema.optional(),
	source: SourceSchema,
});
export type Publication = z.infer<typeof PublicationSchema>;
