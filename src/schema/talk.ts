import { z } from 'astro/zod';
import { CvDateSchema, SourceSchema, TextSchema } from './common.ts';

export const TalkSchema = z.object({
	title: TextSchema,
	host: TextSchema.optional(),
	/** Where the host met: "Chicago, IL, United States". */
	location: TextSchema.optional(),
	date: CvDateSchema.optional(),
	source: SourceSchema,
});
export type Talk = z.infer<typeof TalkSchema>;
