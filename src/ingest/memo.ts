/**
 * Remembers a pure string function's answers. Ingest asks the same small questions many times
 * (every co-author against the owner, every line's last word against the heading vocabulary),
 * and a group's documents share most of those strings. Emptied when full, so memory stays bounded.
 */
export function memoize<T>(fn: (key: string) => T, limit = 10_000): (key: string) => T {
	const answers = new Map<string, T>();
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
