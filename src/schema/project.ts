import { z } from 'astro/zod';
import { WebUrlSchema } from './contact.ts';
import { DateRangeSchema, SourceSchema, TextListSchema, TextSchema } from './common.ts';

export const ProjectSchema = z.object({
	title: TextSchema,
	subtitle: TextSchema.optional(),
	role: TextSchema.optional(),
	organization: TextSchema.optional(),
	team: TextSchema.optional(),
	location: TextSchema.optional(),
	dates: DateRangeSchema.optional(),
	advisors: TextListSchema,
	/** The languages and tools it was built with, as a résumé lists them after the title ("SparseKV | Python, PyTorch"). */
	tools: z.array(TextSchema).optional(),
	summary: TextSchema.optional(),
	highlights: TextListSchema,
	awards: TextListSchema,
	url: WebUrlSchema.optional(),
	doi: TextSchema.optional(),
	source: SourceSchema,
});
export type Project = z.infer<typeof ProjectSchema>;
