import { createHash } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { decodeText } from './decode.ts';
import { FolioError } from './errors.ts';

/** A document as read from disk: its text, its corrections, and where the body starts. */
export interface SourceDocument {
	file: string;
	sha256: string;
	/** The body text, front matter removed. */
	body: string;
	/** Number of file lines the front matter took, so body line 1 is file line offset+1. */
	offset: number;
	/** Corrections a person wrote in front matter (name:, slug: …). */
	frontMatter: Record<string, unknown>;
	/** The front matter block as written, to point at the line of a bad key. */
	frontMatterText: string;
}

type GrayMatter = typeof import('gray-matter');
let grayMatter: GrayMatter | undefined;

/** gray-matter, loaded the first time a document has front matter: most have none. */
function matter(...args: Parameters<GrayMatter>): ReturnType<GrayMatter> {
	grayMatter ??= createRequire(import.meta.url)('gray-matter') as GrayMatter;
	return grayMatter(...args);
}

/** Documents larger than this are not CVs; reading them would only stall the build. */
export const MAX_BYTES = 5 * 1024 * 1024;

/** Step 1. Read a seed file into text, splitting off optional front matter. */
export function readDocument(path: string): SourceDocument {
	const file = basename(path);
	const bytes = readSmallFile(path, (size) => {
		throw new FolioError(`${file}: ${(size / 1048576).toFixed(1)} MB is too large for a CV (limit ${MAX_BYTES / 1048576} MB); remove it from the seeds folder or split it.`);
	});
	return readDocumentText(file, decodeText(bytes, file), createHash('sha256').update(bytes).digest('hex'));
}

/** A file's bytes, read through one descriptor: its size is checked before anything is read. */
function readSmallFile(path: string, tooLarge: (size: number) => never): Buffer {
	const fd = openSync(path, 'r');
	try {
		const { size } = fstatSync(fd);
		if (size > MAX_BYTES) tooLarge(size);
		const bytes = Buffer.allocUnsafe(size);
		let read = 0;
		while (read < size) {
			const n = readSync(fd, bytes, read, size - read, read);
			if (n === 0) break;
			read += n;
		}
		return read === size ? bytes : bytes.subarray(0, read);
	} finally {
		closeSync(fd);
	}
}

/** Splits front matter from already-decoded text; exported for tests and in-memory use. */
export function readDocumentText(file: string, text: string, sha256?: string): SourceDocument {
	const hash = sha256 ?? createHash('sha256').update(text).digest('hex');
	if (!/^---[ \t]*\r?\n/.test(text)) return { file, sha256: hash, body: text, offset: 0, frontMatter: {}, frontMatterText: '' };
	let parsed: ReturnType<GrayMatter>;
	try {
		// An empty options object stops gray-matter from caching by content across documents.
		parsed = matter(text, { engines: { js: refuseCode, javascript: refuseCode } });
	} catch (error) {
		const mark = (error as { mark?: { line?: number } }).mark;
		const line = typeof mark?.line === 'number' ? mark.line + 2 : 1;
		const reason = (error as { reason?: string }).reason ?? 'invalid YAML';
		throw new FolioError(`${file}:${line}: front matter does not parse (${reason}); fix the YAML between the two '---' lines or remove it.`);
	}
	const data = parsed.data as unknown;
	if (data === null || typeof data !== 'object' || Array.isArray(data)) {
		throw new FolioError(`${file}:2: front matter must be 'key: value' lines (name:, slug: …).`);
	}
	const frontMatterText = text.slice(0, text.length - parsed.content.length);
	return { file, sha256: hash, body: parsed.content, offset: countLines(frontMatterText), frontMatter: data as Record<string, unknown>, frontMatterText };
}

/** Front matter is data: gray-matter would evaluate a `---js` block, so that engine refuses instead. */
function refuseCode(): never {
	throw Object.assign(new Error('code in front matter'), { reason: 'front matter must be YAML, not code' });
}

function countLines(s: string): number {
	return (s.match(/\r\n|\r|\n/g) ?? []).length;
}
