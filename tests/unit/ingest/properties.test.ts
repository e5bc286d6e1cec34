import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FolioError } from '../../../src/ingest/errors.ts';
import { parseText } from '../../../src/ingest/index.ts';
import { ProfileSchema } from '../../../src/schema/index.ts';
import { propertyRuns } from '../propertyRuns.ts';

/** Sections of a CV written for this test; each heading is restyled and the sections shuffled below. */
const SECTIONS: [string, string][] = [
	['Education', '- **University of Example** Springfield, USA\n09/2018 – Present\nPh.D. in Computer Science'],
	['Experience', 'Acme Corp - Research Intern\n05/2021 - 08/2021Remote, USA\nBuilt a profiler.'],
	['Publications', 'Fast Things: A Study\n(OSDI 2024)\nSlow Things Considered\nProceedings of the Symposium on Examples (SOSP \'23)'],
	['Awards', '- Best Paper Award, OSDI 2024\n- Graduate Fellowship (University of Example), 2019'],
	['Service', '- 2023 Reviewer for Journal of Examples'],
	['Teaching', '- Teaching Assistant for Compilers (Fall 2020), University of Example'],
];

const STYLES: ((h: string) => string)[] = [(h) => h, (h) => h.toUpperCase(), (h) => `## ${h}`, (h) => `**${h}**`, (h) => `# ${h.toUpperCase()}`, (h) => `${h}:`];

const counts = (text: string) => {
	const p = parseText('prop.md', text).profile;
	return { education: p.education?.length, experience: p.experience?.length, publications: p.publications?.map((x) => x.title), awards: p.awards?.length, service: p.service?.length, teaching: p.teaching?.length };
};

const build = (order: number[], styles: number[]) => ['Ada Lovelace', ...order.map((i, k) => `\n${STYLES[styles[k]! % STYLES.length]!(SECTIONS[i]![0])}\n${SECTIONS[i]![1]}`)].join('\n');

describe('entries do not depend on layout', () => {
	const expected = counts(build([0, 1, 2, 3, 4, 5], [0, 0, 0, 0, 0, 0]));

	test('the reference document reads every entry', () => {
		expect(expected).toEqual({ education: 1, experience: 1, publications: ['Fast Things: A Study', 'Slow Things Considered'], awards: 2, service: 1, teaching: 1 });
	});

	test('any order of sections and any heading style keeps the entries', () => {
		const order = fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 });
		const styles = fc.array(fc.nat(STYLES.length - 1), { minLength: 6, maxLength: 6 });
		fc.assert(
			fc.property(order, styles, (o, s) => {
				expect(counts(build(o, s))).toEqual(expected);
			}),
			propertyRuns(200),
		);
	});

	test('random text never throws and always passes the schema', () => {
		fc.assert(
			fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('## Education', 'PUBLICATIONS', '- **X**', '2019 – 2020', '(OSDI 2024)', '', '   ')), { maxLength: 40 }), (lines) => {
				const { profile } = parseText('fuzz.txt', lines.join('\n'));
				expect(ProfileSchema.safeParse(profile).success).toBe(true);
			}),
			propertyRuns(300),
		);
	});
});

describe('mutated real documents', () => {
	const dirs = ['seeds', 'tests/fixtures/ingest'];
	const docs = dirs.flatMap((d) => readdirSync(d).map((f) => readFileSync(join(d, f), 'utf8')));
	const mutation = fc.record({
		doc: fc.nat(docs.length - 1),
		ops: fc.array(
			fc.oneof(
				fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
				fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
				fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
				fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.string({ unit: 'binary', maxLength: 60 }) }),
			),
			{ maxLength: 12 },
		),
	});

	test('deleted, duplicated, swapped and random lines never break the parser or the schema', () => {
		fc.assert(
			fc.property(mutation, ({ doc, ops }) => {
				const lines = docs[doc]!.split('\n');
				for (const op of ops) {
					const i = op.at % Math.max(lines.length, 1);
					if (op.kind === 'delete') lines.splice(i, 1);
					else if (op.kind === 'duplicate') lines.splice(i, 0, lines[i] ?? '');
					else if (op.kind === 'swap') {
						const j = op.with % Math.max(lines.length, 1);
						[lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
					} else lines.splice(i, 0, op.text);
				}
				let profile;
				try {
					({ profile } = parseText('mutated.txt', lines.join('\n')));
				} catch (error) {
					// Front matter broken by the mutation is refused with a message naming the line, as it should be.
					expect(error).toBeInstanceOf(FolioError);
					expect((error as Error).message).toMatch(/^mutated\.txt:\d+: front matter /);
					return;
				}
				const result = ProfileSchema.safeParse(profile);
				expect(result.success, result.error?.message).toBe(true);
			}),
			propertyRuns(300),
		);
	});
});
