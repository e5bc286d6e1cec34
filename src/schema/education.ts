import { z } from 'astro/zod';
import { DateRangeSchema, SourceSchema, TextListSchema, TextSchema } from './common.ts';

export const EducationSchema = z.object({
	institution: TextSchema,
	degree: TextSchema.optional(),
	field: TextSchema.optional(),
	location: TextSchema.optional(),
	dates: DateRangeSchema.optional(),
	gpa: TextSchema.optional(),
	advisors: TextListSchema,
	details: TextListSchema,
	source: SourceSchema,
});
export type Education = z.infer<typeof EducationSchema>;
