import { z } from 'astro/zod';
import { SourceSchema, TextSchema } from './common.ts';

export const TeachingSchema = z.object({
	course: TextSchema,
	role: TextSchema.optional(),
	institution: TextSchema.optional(),
	term: TextSchema.optional(),
	/** Course code such as "CSE 505", kept apart from the course name. */
	code: TextSchema.optional(),
	source: SourceSchema,
});
export type Teaching = z.infer<typeof TeachingSchema>;
