/** Longest slug kept whole; longer ones are cut so ids and file names stay manageable. */
const MAX_SLUG = 80;

/** FNV-1a: a tiny deterministic hash, so a cut slug still differs from every other cut slug. */
function fnv1a(text: string): string {
	let hash = 0x811c9dc5;
	for (const char of text) {
		hash ^= char.codePointAt(0)!;
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(36);
}

/**
 * A stable fragment id and URL segment from a normalised, space-separated key: "pub-some-title".
 * It depends on the key alone, so every spelling that normalises alike gets the same address.
 */
export function anchorFromKey(prefix: string, key: string): string {
	const slug = key.trim().replace(/\s+/g, '-');
	// A key of only punctuation normalises to nothing; ids must not be empty.
	if (!slug) return `${prefix}-untitled`;
	if (slug.length <= MAX_SLUG) return `${prefix}-${slug}`;
	const cut = slug.slice(0, MAX_SLUG).replace(/-[^-]*$/, '');
	return `${prefix}-${cut}-${fnv1a(key)}`;
}
