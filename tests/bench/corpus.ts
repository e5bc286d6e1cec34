import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyHeading, HEADING_THRESHOLD } from '../../src/ingest/classify.ts';
import { splitLines } from '../../src/ingest/lines.ts';

/** Sections cut out of the real seeds and the test fixtures, to recombine into new documents. */
interface Piece {
	title: string;
	body: string[];
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Radia', 'Leslie', 'Shafi', 'Tim', 'Margaret', 'Ken', 'Dennis', 'Sophie', 'Yukihiro', 'Guido', 'Anita', 'Fei'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'McCarthy', 'Perlman', 'Lamport', 'Goldwasser', 'Berners', 'Hamilton', 'Thompson', 'Ritchie', 'Wilson', 'Matsumoto', 'Rossum', 'Borg', 'Li'];
const STYLES = [(h: string) => h, (h: string) => h.toUpperCase(), (h: string) => `## ${h}`, (h: string) => `**${h}**`];

/** A small deterministic generator, so every run builds the same corpora. */
function random(seed: number): () => number {
	let s = seed >>> 0;
	return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function cutSections(text: string): Piece[] {
	const rawLines = text.split(/\r?\n/);
	const pieces: Piece[] = [];
	for (const line of splitLines(text, 0)) {
		const verdict = classifyHeading(line);
		if (verdict.kind && verdict.score >= HEADING_THRESHOLD) pieces.push({ title: line.text.replace(/:$/, ''), body: [] });
		else pieces[pieces.length - 1]?.body.push(rawLines[line.n - 1]!);
	}
	return pieces.filter((p) => p.body.length > 0);
}

/** Reads the material once: every section of every seed and fixture. */
export function loadMaterial(root: string): Piece[] {
	const dirs = ['seeds', 'tests/fixtures/ingest'].map((d) => join(root, d));
	return dirs.flatMap((d) => readdirSync(d).flatMap((f) => cutSections(readFileSync(join(d, f), 'utf8'))));
}

/** Writes `count` documents: a generated name, 3–7 sections in a random order and heading style, some shortened or doubled. */
export function writeCorpus(dir: string, count: number, material: Piece[], seed = 1): { files: number; lines: number } {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const rnd = random(seed);
	const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
	let lines = 0;
	for (let i = 0; i < count; i++) {
		const name = `${pick(FIRST)} ${String.fromCharCode(65 + (i % 26))}. ${String.fromCharCode(65 + Math.floor(rnd() * 26))}. ${pick(LAST)}`;
		const out = [name, `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.org`, ''];
		const sections = 3 + Math.floor(rnd() * 5);
		for (let s = 0; s < sections; s++) {
			const piece = pick(material);
			const style = pick(STYLES);
			const body = rnd() < 0.3 ? piece.body.slice(0, Math.max(2, Math.floor(piece.body.length / 2))) : rnd() < 0.2 ? [...piece.body, ...piece.body] : piece.body;
			out.push(style(piece.title), ...body, '');
		}
		lines += out.filter((l) => l.trim()).length;
		writeFileSync(join(dir, `${String(i).padStart(5, '0')}-${name.replace(/\W+/g, '-').toLowerCase()}.md`), out.join('\n'));
	}
	return { files: count, lines };
}
