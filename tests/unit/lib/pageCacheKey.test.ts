import { describe, expect, test, vi } from 'vitest';
import { buildNameIndex } from '../../../src/lib/buildNameIndex.ts';
import { pageCacheKey, withCacheKeys } from '../../../src/lib/pageCacheKey.ts';
import { makeProfile, pub } from './makeProfile.ts';

// Keys are memoised per object, so every case builds its objects afresh rather than editing one.
const ada = () => makeProfile({ slug: 'ada', name: 'Ada Lovelace', publications: [pub('Notes on the Engine', { year: 2023 })] });
const alan = () => makeProfile({ slug: 'alan', name: 'Alan Turing' });

describe('pageCacheKey', () => {
	test('equal props give equal keys, whatever objects hold them and in whatever order', () => {
		const people = [ada(), alan()];
		expect(pageCacheKey({ person: ada(), nameIndex: buildNameIndex(people) })).toBe(
			pageCacheKey({ nameIndex: buildNameIndex([ada(), alan()]), person: ada() }),
		);
	});

	test('a change anywhere in the props changes the key', () => {
		const base = pageCacheKey({ person: ada(), at: 1 });
		const retitled = makeProfile({ slug: 'ada', name: 'Ada Lovelace', publications: [pub('Notes on the Engine', { year: 2022 })] });
		expect(pageCacheKey({ person: retitled, at: 1 })).not.toBe(base);
		expect(pageCacheKey({ person: ada(), at: 2 })).not.toBe(base);
		expect(pageCacheKey({ person: ada() })).not.toBe(base);
	});

	test('lists and maps are keyed by their items: one changed person changes a page of people', () => {
		const page = pageCacheKey({ people: [ada(), alan()] });
		expect(pageCacheKey({ people: [ada(), alan()] })).toBe(page);
		expect(pageCacheKey({ people: [alan(), ada()] })).not.toBe(page);
		expect(pageCacheKey({ people: [ada(), makeProfile({ slug: 'alan', name: 'Alan M. Turing' })] })).not.toBe(page);
		const renamed = makeProfile({ slug: 'alan', name: 'A. M. Turing' });
		expect(pageCacheKey({ nameIndex: buildNameIndex([ada(), renamed]) })).not.toBe(pageCacheKey({ nameIndex: buildNameIndex([ada(), alan()]) }));
	});

	test('maps inside objects count too (the publication index holds one)', () => {
		const index = (href: string) => ({ pages: [], hrefs: new Map([['pub-a', href]]) });
		expect(pageCacheKey({ index: index('/publications/') })).toBe(pageCacheKey({ index: index('/publications/') }));
		expect(pageCacheKey({ index: index('/publications/') })).not.toBe(pageCacheKey({ index: index('/publications/2024/') }));
	});

	test('a list and a map of the same entries, or a string and its JSON, are told apart', () => {
		expect(pageCacheKey({ x: [['a', 1]] })).not.toBe(pageCacheKey({ x: new Map([['a', 1]]) }));
		expect(pageCacheKey({ x: '1' })).not.toBe(pageCacheKey({ x: 1 }));
	});

	test('sets count by their items; a Date or a class instance is refused, not keyed as empty', () => {
		expect(pageCacheKey({ x: new Set(['a']) })).not.toBe(pageCacheKey({ x: new Set(['b']) }));
		expect(() => pageCacheKey({ when: new Date(0) })).toThrow(/Date/);
	});

	test('withCacheKeys adds the key of each path’s props and keeps the rest', () => {
		// As on a person's machine, also where the tests run on CI (see incrementalBuilds).
		vi.stubEnv('FOLIO_INCREMENTAL', '1');
		const paths = withCacheKeys([{ params: { slug: 'ada' }, props: { person: ada() } }]);
		expect(paths[0]).toMatchObject({ params: { slug: 'ada' }, cacheKey: pageCacheKey({ person: ada() }) });
	});
});
