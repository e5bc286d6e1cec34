/** Answers kept for the document being parsed; emptied when the next one starts. */
const documentMemos: Map<string, unknown>[] = [];

function remember<T>(answers: Map<string, T>, fn: (key: string) => T, limit: number): (key: string) => T {
	return (key) => {
		let answer = answers.get(key);
		if (answer === undefined) {
			if (answers.size >= limit) answers.clear();
			answer = fn(key);
			answers.set(key, answer);
		}
		return answer;
	};
}

/**
 * Remembers a pure string function's answers across documents, for questions about the words
 * every CV shares (a line's last word against the heading vocabulary). Emptied when full, so
 * memory stays bounded.
 */
export function memoize<T>(fn: (key: string) => T, limit = 10_000): (key: string) => T {
	return remember(new Map<string, T>(), fn, limit);
}

/**
 * Remembers answers within one document only, for questions the stages ask again about the same
 * text: a citation's author line is read as a line, as a sentence, then as the entry's authors,
 * and every author is compared with the owner. Kept per document so that a corpus built from
 * repeated material (the bench's) is not faster than real CVs would be.
 */
export function memoizeForDocument<T>(fn: (key: string) => T): (key: string) => T {
	const answers = new Map<string, T>();
	documentMemos.push(answers);
	return remember(answers, fn, 10_000);
}

/** Called as each document starts, so no answer carries over from the one before. */
export function forgetDocument(): void {
	for (const answers of documentMemos) answers.clear();
}
