import { z } from 'astro/zod';
import { DateRangeSchema, SourceSchema, TextListSchema, TextSchema } from './common.ts';

export const ExperienceSchema = z.object({
	organization: TextSchema,
	role: TextSchema.optional(),
	team: TextSchema.optional(),
	location: TextSchema.optional(),
	dates: DateRangeSchema.optional(),
	/** Every range of a position held more than once; `dates` is the first of them. */
	periods: z.array(DateRangeSchema).optional(),
	/** The project a position was for, when the document heads the entry with it. */
	project: TextSchema.optional(),
	advisors: TextListSchema,
	highlights: TextListSchema,
	source: SourceSchema,
});
export type Experience = z.infer<typeof ExperienceSchema>;
