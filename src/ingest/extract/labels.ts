/** "Label: value" as CVs write it; the label is short and ends before the first colon. */
export function splitLabel(text: string): { label: string; value: string } | undefined {
	// A note on the label ("USER NAME (credential, e.g., agency login):") is no part of it.
	const m = /^([\p{L}][\p{L}'’ &/]{0,40}?)(?:\s*\([^()]{1,60}\))?\s*:\s*(.+)$/u.exec(text);
	if (!m || m[1]!.split(' ').length > 5) return undefined;
	return { label: m[1]!.trim(), value: m[2]!.trim() };
}
