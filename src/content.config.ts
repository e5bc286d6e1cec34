import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { loadSettings } from './config.ts';
import { ProfileSchema } from './schema/profile.ts';

const { content } = loadSettings();

/** One JSON profile per person, written by `npm run ingest`; the id is the file name (the slug). */
const people = defineCollection({
	loader: glob({ base: `./${content}/people`, pattern: '*.json' }),
	schema: ProfileSchema,
});

export const collections = { people };
