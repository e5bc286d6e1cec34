import { z } from 'astro/zod';
import { ContactSchema } from '../schema/contact.ts';
import { FolioError } from './errors.ts';

/** Fields a person may correct in front matter; anything else there is reported, not guessed at. */
export const FrontMatterSchema = z.strictObject({
	name: z.string().trim().min(1).optional(),
	nativeName: z.string().trim().min(1).optional(),
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens, e.g. "ada-lovelace"').optional(),
	headline: z.string().trim().min(1).optional(),
	summary: z.string().trim().min(1).optional(),
	interests: z.array(z.string().trim().min(1)).optional(),
	contact: ContactSchema.optional(),
	...ContactSchema.shape,
});
export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/**
 * Keys a static-site generator sets on a page (Jekyll, Hugo, al-folio's `cv.md`): they describe
 * the page the CV came from, correct nothing, and are left alone. Any other unknown key is
 * reported, as it is likely a misspelt correction.
 */
const SITE_PAGE_KEYS = new Set(['layout', 'title', 'permalink', 'description', 'date', 'lastmod', 'nav', 'nav_order', 'weight', 'draft', 'published', 'tags', 'categories', 'toc', 'sitemap', 'redirect_from', 'lang', 'menu', 'excerpt']);

/** Validates front matter, naming the file, the line of the offending key and what is expected. */
export function parseFrontMatter(data: Record<string, unknown>, file: string, rawText: string): FrontMatter {
	const own = Object.fromEntries(Object.entries(data).filter(([key]) => !SITE_PAGE_KEYS.has(key)));
	const result = FrontMatterSchema.safeParse(own);
	if (result.success) return result.data;
	const messages = result.error.issues.map((issue) => {
		const key = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
		const line = lineOfKey(rawText, key);
		const what = issue.code === 'unrecognized_keys' ? `unknown key "${issue.keys.join('", "')}" (allowed: ${Object.keys(FrontMatterSchema.shape).join(', ')})` : `"${issue.path.join('.')}": ${issue.message}`;
		return `${file}:${line}: front matter ${what}`;
	});
	throw new FolioError(messages.join('\n'));
}

function lineOfKey(text: string, key: string): number {
	if (!key) return 1;
	const lines = text.split(/\r\n|\r|\n/);
	const i = lines.findIndex((l) => l.startsWith(`${key}:`));
	return i >= 0 ? i + 1 : 1;
}
