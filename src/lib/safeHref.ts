const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** The URL if it parses and uses http(s) or mailto; document text must never become `javascript:`. */
export function safeHref(candidate: string): string | undefined {
	try {
		const url = new URL(candidate.trim());
		return ALLOWED.has(url.protocol) ? url.href : undefined;
	} catch {
		return undefined;
	}
}
