import { z } from 'astro/zod';

/** Links a page may point at: only web addresses, so no `javascript:` or `data:` URL reaches an href. */
export const WebUrlSchema = z.string().regex(/^https?:\/\/[^\s<>"']+$/i, 'must be an http(s):// address');

/** Ways to reach the person; every key is optional because most CVs list only a few. */
export const ContactSchema = z.object({
	email: z.string().regex(/^[^\s@<>"'():;,]+@[^\s@<>"'():;,]+\.[^\s@<>"'():;,]+$/, 'must be an e-mail address').optional(),
	homepage: WebUrlSchema.optional(),
	github: WebUrlSchema.optional(),
	scholar: WebUrlSchema.optional(),
	orcid: WebUrlSchema.optional(),
	linkedin: WebUrlSchema.optional(),
	twitter: WebUrlSchema.optional(),
});
export type Contact = z.infer<typeof ContactSchema>;
