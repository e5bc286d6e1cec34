// @ts-check
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadSettings } from './src/config.ts';

const settings = loadSettings();

export default defineConfig({
	site: settings.site,
	base: settings.base,
	trailingSlash: 'ignore',
	build: { format: 'directory' },
	vite: { plugins: [tailwindcss()] },
});
