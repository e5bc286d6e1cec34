import { isPersonName, nameKey } from './names.ts';
import type { Line } from './types.ts';

/**
 * Step 5a. The document's owner when no header names them: CVs set the owner in bold in their own
 * author lists, so the bold person name seen most often is the owner.
 */
export function findOwnerName(lines: readonly Line[]): string | undefined {
	const counts = new Map<string, { name: string; count: number }>();
	for (const line of lines) {
		for (const span of line.strong) {
			const name = span.replace(/[*†‡,.]+$/g, '').trim();
			if (!isPersonName(name)) continue;
			const key = nameKey(name);
			const entry = counts.get(key) ?? { name, count: 0 };
			entry.count++;
			counts.set(key, entry);
		}
	}
	const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
	return best && best.count >= 2 ? best.name : undefined;
}
