import { z } from 'astro/zod';
import { ContactSchema } from '../schema/contact.ts';
import { distance } from 'fastest-levenshtein';
import { FolioError } from './errors.ts';
import { readThemeKeys } from './themeKeys.ts';

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
 * the page the CV came from, correct nothing, and are left alone without a word.
 */
const SITE_PAGE_KEYS = new Set(['layout', 'title', 'permalink', 'description', 'date', 'lastmod', 'nav', 'nav_order', 'weight', 'draft', 'published', 'tags', 'categories', 'toc', 'sitemap', 'redirect_from', 'lang', 'menu', 'excerpt']);

/**
 * Keys that tell Pandoc, Quarto or R Markdown how to render the document (`format:`, `execute:`,
 * `output:`, the LaTeX page's `geometry:`): settings of the tool, not of the person, left alone
 * without a word as a site's page keys are.
 */
const RENDER_KEYS = new Set(['format', 'output', 'execute', 'knitr', 'jupyter', 'engine', 'editor', 'editor_options', 'filters', 'bibliography', 'csl', 'nocite', 'link-citations', 'params', 'subtitle', 'header-includes', 'documentclass', 'classoption', 'geometry', 'mainfont', 'sansfont', 'monofont', 'fontsize', 'papersize', 'linestretch', 'number-sections', 'toc-depth', 'toc-title', 'page-layout', 'title-block-banner', 'embed-resources', 'self-contained', 'date-format', 'always_allow_html']);

/** Front matter's corrections, and a warning per unknown key that was left alone. */
export interface FrontMatterReading {
	data: FrontMatter;
	warnings: string[];
}

/**
 * Validates front matter, naming the file, the line of the offending key and what is expected. An
 * unknown key a letter or two from a correction ("nmae:") is a misspelt correction and fails, so
 * it is not silently lost; any other unknown key (a theme's `author_profile:`) is left alone with
 * a warning.
 */
export function parseFrontMatter(data: Record<string, unknown>, file: string, rawText: string): FrontMatterReading {
	const allowed = Object.keys(FrontMatterSchema.shape);
	const warnings: string[] = [];
	const misspelt: string[] = [];
	// A theme's author page states name, role and links under keys of its own; what it states plainly is read.
	const theme = readThemeKeys(data);
	const own: Record<string, unknown> = { ...theme.corrections };
	for (const [key, value] of Object.entries(data)) {
		if (SITE_PAGE_KEYS.has(key) || RENDER_KEYS.has(key) || theme.read.includes(key)) continue;
		// "email: ''", "name:": a theme's blank default corrects nothing.
		if (value === null || (typeof value === 'string' && value.trim() === '')) continue;
		if (key in FrontMatterSchema.shape) own[key] = value;
		else if (nearestKey(key, allowed)) misspelt.push(`${file}:${lineOfKey(rawText, key)}: front matter unknown key "${key}"; did you mean "${nearestKey(key, allowed)!}"? (allowed: ${allowed.join(', ')})`);
		else warnings.push(`${file}:${lineOfKey(rawText, key)}: front matter key "${key}" is not a correction folio reads; left alone (allowed: ${allowed.join(', ')})`);
	}
	const result = FrontMatterSchema.safeParse(own);
	const messages = result.success ? [] : result.error.issues.map((issue) => `${file}:${lineOfKey(rawText, String(issue.path[0] ?? ''))}: front matter "${issue.path.join('.')}": ${issue.message}`);
	if (misspelt.length || !result.success) throw new FolioError([...misspelt, ...messages].join('\n'));
	return { data: result.data, warnings };
}

/** The allowed key an unknown one is a slip of the keyboard from: two edits at most, and fewer than its length. */
function nearestKey(key: string, allowed: readonly string[]): string | undefined {
	const lower = key.toLowerCase();
	let best: { key: string; d: number } | undefined;
	for (const a of allowed) {
		const d = distance(lower, a.toLowerCase());
		if (d <= Math.min(2, a.length - 2) && (!best || d < best.d)) best = { key: a, d };
	}
	return best?.key;
}

function lineOfKey(text: string, key: string): number {
	if (!key) return 1;
	const lines = text.split(/\r\n|\r|\n/);
	const i = lines.findIndex((l) => l.startsWith(`${key}:`));
	return i >= 0 ? i + 1 : 1;
}
