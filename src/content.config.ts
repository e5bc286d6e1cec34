import { isAbsolute, join } from 'node:path';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { siteSettings } from './config.ts';
import { ProfileSchema } from './schema/profile.ts';

const { content } = siteSettings();

/** One JSON profile per person, written by `npm run ingest`; the id is the file name (the slug). */
const people = defineCollection({
	// The setting may be relative to the project or absolute (the bench builds corpora elsewhere).
	loader: glob({ base: isAbsolute(content) ? join(content, 'people') : `./${content}/people`, pattern: '*.json' }),
	schema: ProfileSchema,
});

export const collections = { people };
