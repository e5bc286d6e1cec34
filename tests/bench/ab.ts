/**
 * `npm run bench:ab [-- REV] [--docs N]`: the parser in this working tree against the parser at a
 * git revision (HEAD by default), for work on ingest speed. Whole processes timed one after the
 * other differ by more than most changes to the parser gain (this machine's speed drifts by a
 * fifth over an hour), so both parsers run in one process and take turns, 250 documents at a
 * time, and the run is made twice with the order in which they are loaded swapped (the copy
 * loaded first and the one loaded second do not run alike, by up to a sixth). It first checks
 * that both give the same report on every document (a generated corpus, the seeds, the test
 * fixtures) and names those where they differ. The parsers run under ingest's V8 flags. Prints;
 * asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PARSER_V8_FLAGS } from '../../src/cli/v8Flags.ts';
import { loadMaterial, writeCorpus } from './corpus.ts';

type IngestOne = (path: string) => unknown;

const ROOT = join(import.meta.dirname, '../..');
const WORK = join(ROOT, '.cache/ab');
const CHUNK = 250;
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** Documents that give reports: the corpus, the seeds and the fixtures written for ingest and for attacks. */
function documents(corpus: string): { timed: string[]; checked: string[] } {
	const list = (dir: string) => readdirSync(dir).sort().map((f) => join(dir, f));
	const timed = list(corpus);
	return { timed, checked: [...timed, ...['seeds', 'tests/fixtures/ingest', 'tests/fixtures/hostile'].flatMap((d) => list(join(ROOT, d)))] };
}

/** Microseconds a document for each parser, taking turns chunk by chunk, each starting every other chunk. */
function timeInTurns(parsers: IngestOne[], paths: readonly string[], count: number): number[] {
	const totals = parsers.map(() => 0);
	for (const parse of parsers) for (const path of paths.slice(0, 1000)) parse(path);
	for (let start = 0; start < count; start += CHUNK) {
		const order = (start / CHUNK) % 2 === 0 ? [0, 1] : [1, 0];
		for (const p of order) {
			const t = performance.now();
			for (let i = start; i < start + CHUNK; i++) parsers[p]!(paths[i % paths.length]!);
			totals[p]! += performance.now() - t;
		}
	}
	return totals.map((ms) => (ms / count) * 1000);
}

/** One run in a child process: loads the two parsers in the order given, compares and times them. */
async function child(first: string, second: string, corpus: string, count: number): Promise<void> {
	const parsers = [(await import(first)).ingestOne as IngestOne, (await import(second)).ingestOne as IngestOne];
	const { timed, checked } = documents(corpus);
	const differing = args.includes('--check') ? checked.filter((p) => JSON.stringify(parsers[0]!(p)) !== JSON.stringify(parsers[1]!(p))) : [];
	console.log(JSON.stringify({ checked: checked.length, differing, micros: timeInTurns(parsers, timed, count) }));
}

interface ChildResult {
	checked: number;
	differing: string[];
	micros: number[];
}

async function main(): Promise<void> {
	if (args[0] === '--child') return child(args[1]!, args[2]!, args[3]!, Number(args[4]));
	const rev = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--docs') ?? 'HEAD';
	const count = Number(option('--docs') ?? 8000);
	const hash = execFileSync('git', ['rev-parse', '--short', rev], { cwd: ROOT, encoding: 'utf8' }).trim();
	// Inside the project, so that the old sources find the project's node_modules.
	const old = join(WORK, hash);
	if (!existsSync(join(old, 'src'))) {
		mkdirSync(old, { recursive: true });
		execFileSync('tar', ['-x', '-C', old], { input: execFileSync('git', ['archive', hash, 'src'], { cwd: ROOT, maxBuffer: 1 << 30 }) });
	}
	const corpus = join(WORK, 'corpus');
	if (!existsSync(corpus)) writeCorpus(corpus, 4000, loadMaterial(ROOT), 1);
	const oldParser = join(old, 'src/cli/ingestSeeds.ts');
	const newParser = join(ROOT, 'src/cli/ingestSeeds.ts');
	const run = (first: string, second: string, check: boolean): ChildResult =>
		JSON.parse(execFileSync(process.execPath, [...PARSER_V8_FLAGS, import.meta.filename, '--child', first, second, corpus, String(count), ...(check ? ['--check'] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 })) as ChildResult;
	const oldFirst = run(oldParser, newParser, true);
	const newFirst = run(newParser, oldParser, false);
	const oldMicros = [oldFirst.micros[0]!, newFirst.micros[1]!];
	const newMicros = [oldFirst.micros[1]!, newFirst.micros[0]!];
	console.log(`reports: ${oldFirst.checked - oldFirst.differing.length} of ${oldFirst.checked} documents the same at ${hash} and in this tree`);
	for (const path of oldFirst.differing.slice(0, Number(process.env.AB_SHOW ?? 20))) console.log(`  differs: ${path}`);
	console.log(`µs a document, ${count} documents a run, loaded first / second: ${hash} ${oldMicros.map((m) => m.toFixed(0)).join(' / ')}; this tree ${newMicros.map((m) => m.toFixed(0)).join(' / ')}`);
	const ratio = Math.sqrt((newMicros[0]! / oldMicros[1]!) * (newMicros[1]! / oldMicros[0]!));
	console.log(`this tree takes ${ratio.toFixed(3)} of the time ${hash} takes (geometric mean of the two orders)`);
}

await main();
