import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../src/lib/collectPublications.ts';
import { publicationIndexHrefs, publicationPages } from '../../src/lib/publicationPages.ts';
import { sortPeople } from '../../src/lib/sortPeople.ts';
import { loadPeople, requireBuilt, settings } from './browser.ts';

/** The most HTML one page may weigh: lists split into pages long before they reach it. */
const MAX_HTML_BYTES = 300 * 1024;

/** `npm run build:scale`: 300 generated profiles with the default page size (tests/fixtures/scale). */
const SCALE = { dist: 'test-results/dist-scale', content: 'test-results/content-scale' };

/**
 * The builds `npm test` makes, and any others named in FOLIO_CHECK_DIST (comma-separated), e.g. a
 * bench corpus: `FOLIO_CHECK_DIST=.cache/scale/dist-1000 npx vitest run tests/e2e/size.test.ts`.
 */
const DIRS = [
	'dist',
	'test-results/dist-subpath',
	'test-results/dist-hostile',
	SCALE.dist,
	...(process.env['FOLIO_CHECK_DIST']?.split(',').filter(Boolean) ?? []),
];

describe('page weight', () => {
	test.each(DIRS)(`no HTML page in %s is larger than ${MAX_HTML_BYTES / 1024} KB`, (dir) => {
		requireBuilt(dir, 'npm run build');
		const pages = (readdirSync(dir, { recursive: true }) as string[])
			.filter((file) => file.endsWith('.html'))
			.map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
			.sort((a, b) => b.bytes - a.bytes);
		const largest = pages.slice(0, 3).map((p) => `${p.file} ${(p.bytes / 1024).toFixed(1)} KB`);
		console.log(`${dir}: ${pages.length} pages; largest ${largest.join(', ')}`);
		expect(pages.filter((p) => p.bytes > MAX_HTML_BYTES).map((p) => `${p.file}: ${p.bytes} bytes`)).toEqual([]);
	});

	test('an index entry names at most 30 authors and 10 listers, and says how many more', () => {
		requireBuilt(SCALE.dist, 'npm run build:scale');
		const publications = collectPublications(sortPeople(loadPeople(SCALE.content)));
		const { byAnchor } = publicationIndexHrefs(publicationPages(publications, settings.pageSize));
		const entry = (anchor: string) => {
			const [path] = byAnchor.get(anchor)!.split('#');
			const html = readFileSync(join(SCALE.dist, path!, 'index.html'), 'utf8');
			const start = html.indexOf(`id="${anchor}"`);
			return html.slice(start, html.indexOf('</li>', start));
		};
		const listed = publications.reduce((a, b) => (b.listedBy.length > a.listedBy.length ? b : a));
		expect(listed.listedBy.length).toBeGreaterThan(100);
		const listers = entry(listed.anchor).split('Listed by')[1]!.split('</p>')[0]!;
		expect(listers.match(/href="\/people\//g)).toHaveLength(10);
		expect(listers).toContain(`${listed.listedBy.length - 10} more`);

		const crowded = publications.reduce((a, b) => (b.publication.authors.length > a.publication.authors.length ? b : a));
		expect(crowded.publication.authors.length).toBeGreaterThan(100);
		expect(entry(crowded.anchor)).toContain(`and ${crowded.publication.authors.length - 30} more`);
	});
});
