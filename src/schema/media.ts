import { z } from 'astro/zod';
import { WebUrlSchema } from './contact.ts';
import { SourceSchema, TextSchema } from './common.ts';

export const MediaSchema = z.object({
	title: TextSchema,
	outlet: TextSchema.optional(),
	url: WebUrlSchema.optional(),
	source: SourceSchema,
});
export type Media = z.infer<typeof MediaSchema>;
