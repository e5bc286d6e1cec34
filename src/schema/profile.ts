import { z } from 'astro/zod';
import { AwardSchema } from './award.ts';
import { TextSchema } from './common.ts';
import { ContactSchema } from './contact.ts';
import { EducationSchema } from './education.ts';
import { ExperienceSchema } from './experience.ts';
import { MediaSchema } from './media.ts';
import { ProjectSchema } from './project.ts';
import { PublicationSchema } from './publication.ts';
import { ServiceSchema } from './service.ts';
import { TalkSchema } from './talk.ts';
import { TeachingSchema } from './teaching.ts';

/** A document line that no field took; the build lists these so nothing is silently lost. */
export const UnparsedLineSchema = z.object({
	line: z.number().int().positive(),
	text: z.string().min(1),
});
export type UnparsedLine = z.infer<typeof UnparsedLineSchema>;

/** The typed profile of one person: the contract in ../shared/profile-contract.md. */
export const ProfileSchema = z.object({
	/** URL-safe and unique across the site. */
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a url-safe slug'),
	/** Null when the document never states a name. */
	name: TextSchema.nullable(),
	/** The name in its native script, e.g. a CJK name beside the romanised one. */
	nativeName: TextSchema.optional(),
	/** Tagline or current position. */
	headline: TextSchema.optional(),
	/** About/bio prose; paragraphs separated by a blank line. */
	summary: TextSchema.optional(),
	/** One research topic per item. */
	interests: z.array(TextSchema).default([]),
	contact: ContactSchema.default({}),
	education: z.array(EducationSchema).default([]),
	experience: z.array(ExperienceSchema).default([]),
	publications: z.array(PublicationSchema).default([]),
	awards: z.array(AwardSchema).default([]),
	talks: z.array(TalkSchema).default([]),
	service: z.array(ServiceSchema).default([]),
	teaching: z.array(TeachingSchema).default([]),
	projects: z.array(ProjectSchema).default([]),
	media: z.array(MediaSchema).default([]),
	unparsed: z.array(UnparsedLineSchema).default([]),
	source: z.object({ file: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The profile's lists of entries, in the order a report names them. */
export const ENTRY_KINDS = ['education', 'experience', 'publications', 'awards', 'talks', 'service', 'teaching', 'projects', 'media'] as const;
/** What a producer may hand to the schema: list fields may be left out. */
export type ProfileInput = z.input<typeof ProfileSchema>;
