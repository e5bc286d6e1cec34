import { describe, expect, test } from 'vitest';
import { collectPublications } from '../../../src/lib/collectPublications.ts';
import { chunk, listingPath, paginations } from '../../../src/lib/paginate.ts';
import { publicationIndexHrefs, publicationPages } from '../../../src/lib/publicationPages.ts';
import { makeProfile, pub } from './makeProfile.ts';

describe('chunk and listingPath', () => {
	test('pages of at most the size, in order; an empty list is one empty page', () => {
		expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
		expect(chunk([], 3)).toEqual([[]]);
	});
	test('the first page is the listing itself, the others under page/', () => {
		expect(listingPath('/venues/', 1)).toBe('/venues/');
		expect(listingPath('/venues/', 3)).toBe('/venues/page/3/');
		expect(listingPath('/', 2)).toBe('/page/2/');
	});
	test('each page knows its neighbours', () => {
		const pages = paginations([
			{ path: '/', label: 'A' },
			{ path: '/page/2/', label: 'B' },
		]);
		expect(pages[0]).toEqual({ number: 1, count: 2, prev: undefined, next: { path: '/page/2/', label: 'B' } });
		expect(pages[1]!.prev).toEqual({ path: '/', label: 'A' });
	});
});

describe('publicationPages', () => {
	// Years 2024 ×5, 2023 ×1, 2022 ×1, 2020 ×2 and one undated, from one person.
	const years = [2024, 2024, 2024, 2024, 2024, 2023, 2022, 2020, 2020, undefined];
	const person = makeProfile({
		slug: 'ada',
		name: 'Ada',
		publications: years.map((year, i) => pub(`Paper ${i}`, year ? { year } : {})),
	});
	const publications = collectPublications([person]);

	test('one page when everything fits: the index itself', () => {
		const pages = publicationPages(publications, 100);
		expect(pages.map((p) => [p.path, p.label])).toEqual([['/publications/', '2024–Year not stated']]);
		expect(pages[0]!.sections.map((s) => s.id)).toEqual(['year-2024', 'year-2023', 'year-2022', 'year-2020', 'year-unknown']);
	});

	test('small years share a page, a large year runs over pages of its own, nothing exceeds the size', () => {
		const pages = publicationPages(publications, 2);
		expect(pages.map((p) => p.path)).toEqual([
			'/publications/',
			'/publications/2024-2/',
			'/publications/2024-3/',
			'/publications/2022/',
			'/publications/2020/',
			'/publications/undated/',
		]);
		expect(pages.map((p) => p.sections.map((s) => s.id))).toEqual([
			['year-2024'],
			['year-2024-2'],
			// The tail of a split year shares its page with the next year.
			['year-2024-3', 'year-2023'],
			['year-2022'],
			['year-2020'],
			['year-unknown'],
		]);
		expect(pages[1]!.sections[0]!.heading).toBe('2024 (part 2 of 3)');
		expect(pages[2]!.label).toBe('2024 (3/3)–2023');
		for (const page of pages) expect(page.sections.reduce((n, s) => n + s.items.length, 0)).toBeLessThanOrEqual(2);
		// Every publication once, newest first.
		expect(pages.flatMap((p) => p.sections.flatMap((s) => s.items.map((i) => i.anchor)))).toEqual(publications.map((p) => p.anchor));
	});

	test('every publication and year can be found on the index', () => {
		const pages = publicationPages(publications, 2);
		const { byAnchor, byYear } = publicationIndexHrefs(pages);
		expect(byYear.get('year-2024')).toBe('/publications/#year-2024');
		expect(byYear.get('year-2023')).toBe('/publications/2024-3/#year-2023');
		expect(byYear.get('year-2022')).toBe('/publications/2022/#year-2022');
		expect(byAnchor.get(publications.at(-1)!.anchor)).toBe(`/publications/undated/#${publications.at(-1)!.anchor}`);
		expect(byAnchor.size).toBe(publications.length);
	});
});
