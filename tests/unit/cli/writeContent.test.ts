import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { profileText, writeContent } from '../../../src/cli/writeContent.ts';
import type { Profile, ProfileInput } from '../../../src/schema/index.ts';
import { makeProfile } from '../lib/makeProfile.ts';
import { tempDir } from '../tempDir.ts';

const freshContent = () => join(tempDir('folio-content-'), 'content');
const people = (content: string) => readdirSync(join(content, 'people')).sort();
/** A profile's content file, as ingest hands it over. */
const file = (fields: Partial<ProfileInput> & Pick<ProfileInput, 'slug'>) => ({ slug: fields.slug, text: profileText(makeProfile(fields)) });
const read = (content: string, slug: string) => JSON.parse(readFileSync(join(content, 'people', `${slug}.json`), 'utf8')) as Profile;

describe('writeContent', () => {
	test('writes one JSON file per profile, named by its slug', () => {
		const content = freshContent();
		writeContent(content, [file({ slug: 'ada', name: 'Ada' }), file({ slug: 'grace', name: 'Grace' })]);
		expect(people(content)).toEqual(['ada.json', 'grace.json']);
		expect(read(content, 'grace').name).toBe('Grace');
	});

	test('a failed write removes nothing', () => {
		const content = freshContent();
		mkdirSync(join(content, 'people', 'new.json'), { recursive: true });
		writeFileSync(join(content, 'people', 'old.json'), '{"kept":true}');
		// A folder where the new profile's file goes: the write fails.
		expect(() => writeContent(content, [file({ slug: 'new' })])).toThrow(/EISDIR/);
		expect(readFileSync(join(content, 'people', 'old.json'), 'utf8')).toBe('{"kept":true}');
	});

	test('a second run leaves unchanged profiles untouched, replaces changed ones and removes the ones gone', () => {
		const content = freshContent();
		writeContent(content, [file({ slug: 'ada', name: 'Ada' }), file({ slug: 'grace', name: 'Grace' }), file({ slug: 'alan', name: 'Alan' })]);
		const inode = (slug: string) => statSync(join(content, 'people', `${slug}.json`)).ino;
		const before = { ada: inode('ada'), grace: inode('grace') };
		writeContent(content, [file({ slug: 'ada', name: 'Ada' }), file({ slug: 'grace', name: 'Grace Hopper' })]);
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
		writeContent(content, [file({ slug: 'ada', name: 'Ada' })]);
		expect(people(content)).toEqual(['ada.json']);
		expect(read(content, 'ada').name).toBe('Ada');
	});
});
