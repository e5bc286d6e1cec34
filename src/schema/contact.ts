import { z } from 'astro/zod';

/** Ways to reach the person; every key is optional because most CVs list only a few. */
export const ContactSchema = z.object({
	email: z.string().optional(),
	homepage: z.string().optional(),
	github: z.string().optional(),
	scholar: z.string().optional(),
	orcid: z.string().optional(),
	linkedin: z.string().optional(),
	twitter: z.string().optional(),
});
export type Contact = z.infer<typeof ContactSchema>;
