import { FolioError } from './errors.ts';

// Made once: a decoder holds no state between whole-buffer calls, and making one costs more than decoding a CV.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Step 0. Bytes to text: honour BOMs, detect UTF-16 and Latin-1, refuse binary files. */
export function decodeText(bytes: Uint8Array, file: string): string {
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
	if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
	if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
	const utf16 = guessUtf16(bytes);
	if (utf16) return new TextDecoder(utf16).decode(bytes);
	if (looksBinary(bytes)) {
		throw new FolioError(`${file}: this is a binary file (a PDF, image or archive?), not text; extract its text first (e.g. pdftotext) and save that in the seeds folder instead.`);
	}
	try {
		return UTF8.decode(bytes);
	} catch {
		// Not valid UTF-8: older word processors save Windows-1252, a superset of Latin-1.
		return new TextDecoder('windows-1252').decode(bytes);
	}
}

/** UTF-16 without a BOM shows up as a NUL in every other byte of ASCII text. */
function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
	const n = Math.min(bytes.length, 4096) & ~1;
	if (n < 4) return undefined;
	let evenNul = 0;
	let oddNul = 0;
	for (let i = 0; i < n; i += 2) {
		if (bytes[i] === 0) evenNul++;
		if (bytes[i + 1] === 0) oddNul++;
	}
	const pairs = n / 2;
	if (oddNul > pairs * 0.4 && evenNul < pairs * 0.05) return 'utf-16le';
	if (evenNul > pairs * 0.4 && oddNul < pairs * 0.05) return 'utf-16be';
	return undefined;
}

/** Control bytes other than tab, newline, carriage return and form feed do not occur in text. */
function looksBinary(bytes: Uint8Array): boolean {
	const n = Math.min(bytes.length, 8192);
	let control = 0;
	for (let i = 0; i < n; i++) {
		const b = bytes[i] ?? 0;
		if (b === 0) return true;
		if (b < 9 || (b > 13 && b < 32)) control++;
	}
	return n > 0 && control / n > 0.05;
}
