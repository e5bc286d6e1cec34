import { isAbsolute, join } from 'node:path';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { siteSettings } from './config.ts';
import { contentWritten } from './integrations/ingestGate.ts';
import { ProfileSchema } from './schema/profile.ts';

const { content } = siteSettings();

// The setting may be relative to the project or absolute (the bench builds corpora elsewhere).
const profileFiles = glob({ base: isAbsolute(content) ? join(content, 'people') : `./${content}/people`, pattern: '*.json' });

/** One JSON profile per person, written by `npm run ingest`; the id is the file name (the slug). */
const people = defineCollection({
	// `npm run build` runs ingest while Astro starts: the files are read once it has written them.
	loader: {
		...profileFiles,
		load: async (context) => {
			await contentWritten();
			return profileFiles.load(context);
		},
	},
	schema: ProfileSchema,
});

export const collections = { people };
