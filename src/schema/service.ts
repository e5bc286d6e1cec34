import { z } from 'astro/zod';
import { SourceSchema, TextSchema, YearSchema } from './common.ts';

export const ServiceSchema = z.object({
	role: TextSchema,
	venue: TextSchema.optional(),
	year: YearSchema.optional(),
	source: SourceSchema,
});
export type Service = z.infer<typeof ServiceSchema>;
