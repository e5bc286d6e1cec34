// @ts-check
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadSettings } from './src/config.ts';

const settings = loadSettings();

export default defineConfig({
	site: settings.site,
	base: settings.base,
	outDir: settings.out,
	trailingSlash: 'ignore',
	build: { format: 'directory' },
	// Pages only: the JSON, BibTeX and feed files are linked from them, and 404 is no address.
	integrations: [sitemap({ filter: (url) => url.endsWith('/') && !/\/404\/?$/.test(url) })],
	vite: { plugins: [tailwindcss()] },
});
