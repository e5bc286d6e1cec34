// @ts-check
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { astroCacheDir, incrementalBuilds, loadSettings } from './src/config.ts';
import { ingestGate } from './src/integrations/ingestGate.ts';
import { profileFiles } from './src/integrations/profileFiles.ts';
import { staleOutput } from './src/integrations/staleOutput.ts';

const settings = loadSettings();

export default defineConfig({
	site: settings.site,
	base: settings.base,
	outDir: settings.out,
	cacheDir: astroCacheDir(settings.out),
	trailingSlash: 'ignore',
	// Every stylesheet and script is a file of its own, so the Content-Security-Policy in
	// Base.astro can allow 'self' and nothing inline.
	build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
	// Pages only: the JSON, BibTeX and feed files are linked from them, and 404 is no address.
	// `npm run build` runs ingest while Astro starts: the gate, closed at setup, holds back all that reads a profile.
	// staleOutput goes last: it deletes what the build did not write, once every other integration has written.
	integrations: [ingestGate(), sitemap({ filter: (url) => url.endsWith('/') && !/\/404\/?$/.test(url) }), profileFiles(), staleOutput()],
	// Pages whose props and code are unchanged since the last build into the same folder are copied
	// from Astro's cache instead of rendered (every dynamic route returns a cacheKey: src/lib/pageCacheKey.ts).
	experimental: { incrementalBuild: incrementalBuilds() },
	vite: {
		plugins: [tailwindcss()],
		// The last output is written over, not emptied first; staleOutput deletes what this build did not write.
		build: { assetsInlineLimit: 0, emptyOutDir: false },
		// .cache/ holds the ingest cache and the bench's corpora (tens of thousands of files), nothing a page reads.
		server: { watch: { ignored: ['**/.cache/**'] } },
	},
});
