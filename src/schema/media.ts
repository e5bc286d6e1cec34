import { z } from 'astro/zod';
import { WebUrlSchema } from './contact.ts';
import { SourceSchema, TextSchema } from './common.ts';

export const MediaSchema = z.object({
	title: TextSchema,
	outlet: TextSchema.optional(),
	/** When it ran, "2023-03" or "2023", as the document dates it. */
	date: TextSchema.optional(),
	url: WebUrlSchema.optional(),
	source: SourceSchema,
});
export type Media = z.infer<typeof MediaSchema>;
