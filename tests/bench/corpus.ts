import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyHeading, HEADING_THRESHOLD } from '../../src/ingest/classify.ts';
import { parseText } from '../../src/ingest/index.ts';
import { splitLines } from '../../src/ingest/lines.ts';

/** Sections cut out of the real seeds and the test fixtures, to recombine into new documents. */
interface Piece {
	title: string;
	body: string[];
	/** Publication titles the parser reads in this section, to vary per document. */
	papers: string[];
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
		if (verdict.kind && verdict.score >= HEADING_THRESHOLD) pieces.push({ title: line.text.replace(/:$/, ''), body: [], papers: [] });
		else pieces[pieces.length - 1]?.body.push(rawLines[line.n - 1]!);
	}
	for (const piece of pieces) {
		const { profile } = parseText('piece.md', `Ada Lovelace\n\n${piece.title}\n${piece.body.join('\n')}`);
		piece.papers = (profile.publications ?? []).map((p) => p.title).filter((t) => t.length > 10);
	}
	return pieces.filter((p) => p.body.length > 0);
}

/** Endings that make a seed paper's title a paper of its own: a department has few papers in common. */
const ASPECT = ['Revisited', 'in Practice', 'at Scale', 'Made Simple', 'for Everyone', 'under Pressure', 'Reconsidered', 'in the Wild', 'by Design', 'from First Principles', 'for Small Teams', 'on a Budget', 'Without Tears', 'in Ten Steps', 'Step by Step'];
const SETTING = ['on Phones', 'for Clusters', 'in Browsers', 'for Robots', 'on Satellites', 'in Hospitals', 'for Farms', 'on Laptops', 'in Classrooms', 'for Cities', 'in Factories', 'for Sensors', 'on Servers', 'in Banks', 'for Games'];

/** Most papers become distinct (a title with a new ending), some stay shared between people. */
function varyPapers(body: string[], papers: string[], rnd: () => number): string[] {
	const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
	let out = body;
	for (const title of papers) {
		if (rnd() < 0.1) continue;
		const variant = `${title} ${pick(ASPECT)} ${pick(SETTING)}`;
		const at = out.findIndex((line) => line.includes(title));
		if (at >= 0) out = out.map((line, i) => (i === at ? line.replace(title, variant) : line));
	}
	return out;
}

/** Reads the material once: every section of every seed and fixture. */
export function loadMaterial(root: string): Piece[] {
	const dirs = ['seeds', 'tests/fixtures/ingest'].map((d) => join(root, d));
	return dirs.flatMap((d) => readdirSync(d).flatMap((f) => cutSections(readFileSync(join(d, f), 'utf8'))));
}

/**
 * Writes `count` documents: a generated name, 3–7 sections in a random order and heading style,
 * some shortened or doubled, and most papers retitled so the publication index grows with the corpus.
 */
export function writeCorpus(dir: string, count: number, material: Piece[], seed = 1): { files: number; lines: number; bytes: number } {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const rnd = random(seed);
	const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
	let lines = 0;
	let bytes = 0;
	for (let i = 0; i < count; i++) {
		const name = `${pick(FIRST)} ${String.fromCharCode(65 + (i % 26))}. ${String.fromCharCode(65 + Math.floor(rnd() * 26))}. ${pick(LAST)}`;
		const out = [name, `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.org`, ''];
		const sections = 3 + Math.floor(rnd() * 5);
		for (let s = 0; s < sections; s++) {
			const piece = pick(material);
			const style = pick(STYLES);
			const whole = varyPapers(piece.body, piece.papers, rnd);
			const body = rnd() < 0.3 ? whole.slice(0, Math.max(2, Math.floor(whole.length / 2))) : rnd() < 0.2 ? [...whole, ...varyPapers(piece.body, piece.papers, rnd)] : whole;
			out.push(style(piece.title), ...body, '');
		}
		lines += out.filter((l) => l.trim()).length;
		const text = out.join('\n');
		bytes += Buffer.byteLength(text);
		writeFileSync(join(dir, `${String(i).padStart(5, '0')}-${name.replace(/\W+/g, '-').toLowerCase()}.md`), text);
	}
	return { files: count, lines, bytes };
}
