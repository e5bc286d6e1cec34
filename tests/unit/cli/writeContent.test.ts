import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeContent } from '../../../src/cli/writeContent.ts';
import type { Profile } from '../../../src/schema/index.ts';
import { makeProfile } from '../lib/makeProfile.ts';

const freshContent = () => join(mkdtempSync(join(tmpdir(), 'folio-content-')), 'content');
const people = (content: string) => readdirSync(join(content, 'people')).sort();
const read = (content: string, slug: string) => JSON.parse(readFileSync(join(content, 'people', `${slug}.json`), 'utf8')) as Profile;

describe('writeContent', () => {
	test('writes one JSON file per profile, named by its slug', () => {
		const content = freshContent();
		writeContent(content, [makeProfile({ slug: 'ada', name: 'Ada' }), makeProfile({ slug: 'grace', name: 'Grace' })]);
		expect(people(content)).toEqual(['ada.json', 'grace.json']);
		expect(read(content, 'grace').name).toBe('Grace');
	});

	test('a failed write leaves the previous content whole', () => {
		const content = freshContent();
		mkdirSync(join(content, 'people'), { recursive: true });
		writeFileSync(join(content, 'people', 'old.json'), '{"kept":true}');
		const broken = { slug: 'new', cycle: 0n } as unknown as Profile;
		expect(() => writeContent(content, [broken])).toThrow();
		expect(readFileSync(join(content, 'people', 'old.json'), 'utf8')).toBe('{"kept":true}');
		expect(existsSync(join(content, 'people', 'new.json'))).toBe(false);
	});

	test('a second run leaves unchanged profiles untouched, replaces changed ones and removes the ones gone', () => {
		const content = freshContent();
		writeContent(content, [makeProfile({ slug: 'ada', name: 'Ada' }), makeProfile({ slug: 'grace', name: 'Grace' }), makeProfile({ slug: 'alan', name: 'Alan' })]);
		const inode = (slug: string) => statSync(join(content, 'people', `${slug}.json`)).ino;
		const before = { ada: inode('ada'), grace: inode('grace') };
		writeContent(content, [makeProfile({ slug: 'ada', name: 'Ada' }), makeProfile({ slug: 'grace', name: 'Grace Hopper' })]);
		expect(people(content)).toEqual(['ada.json', 'grace.json']);
		// The same file, not a rewrite: nothing for the content layer or the file system to redo.
		expect(inode('ada')).toBe(before.ada);
		expect(inode('grace')).not.toBe(before.grace);
		expect(read(content, 'grace').name).toBe('Grace Hopper');
	});

	test('a temporary file left by an interrupted run is removed, and its profile written whole', () => {
		const content = freshContent();
		mkdirSync(join(content, 'people'), { recursive: true });
		writeFileSync(join(content, 'people', 'ada.json.next'), '{"half');
		writeContent(content, [makeProfile({ slug: 'ada', name: 'Ada' })]);
		expect(people(content)).toEqual(['ada.json']);
		expect(read(content, 'ada').name).toBe('Ada');
	});
});
