import { z } from 'astro/zod';

/** A CV date: a year, a year and month, or the open end of a running range. */
export const CvDateSchema = z
	.string()
	.regex(/^(\d{4}(-(0[1-9]|1[0-2]))?|present)$/, 'expected "YYYY", "YYYY-MM" or "present"');

/** A range as the document wrote it (`raw`) and as normalised dates. */
export const DateRangeSchema = z.object({
	start: CvDateSchema.optional(),
	end: CvDateSchema.optional(),
	raw: z.string().min(1),
});
export type DateRange = z.infer<typeof DateRangeSchema>;

/** 1-based lines of the seed file an entry was read from, so the site can show provenance. */
export const SourceSchema = z.object({
	line: z.number().int().positive(),
	endLine: z.number().int().positive(),
});
export type Source = z.infer<typeof SourceSchema>;

/** A trimmed, non-empty text field. */
export const TextSchema = z.string().trim().min(1);

/** Lists of strings default to empty so that consumers never test for absence. */
export const TextListSchema = z.array(TextSchema).default([]);

/** A year as written on a CV; wide bounds catch typos without rejecting old careers. */
export const YearSchema = z.number().int().min(1900).max(2100);
