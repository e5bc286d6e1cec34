import { z } from 'astro/zod';
import { SourceSchema, TextSchema } from './common.ts';

export const MediaSchema = z.object({
	title: TextSchema,
	outlet: TextSchema.optional(),
	url: TextSchema.optional(),
	source: SourceSchema,
});
export type Media = z.infer<typeof MediaSchema>;
