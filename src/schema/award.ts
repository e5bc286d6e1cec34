import { z } from 'astro/zod';
import { SourceSchema, TextSchema, YearSchema } from './common.ts';

export const AwardSchema = z.object({
	title: TextSchema,
	issuer: TextSchema.optional(),
	year: YearSchema.optional(),
	details: TextSchema.optional(),
	source: SourceSchema,
});
export type Award = z.infer<typeof AwardSchema>;
