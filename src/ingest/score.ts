/** A feature of a candidate: a name for `--explain`, a test, and how much it counts for or against. */
export interface Feature<T> {
	name: string;
	weight: number;
	test: (item: T) => boolean;
}

/** Sums the weights of the features that hold; returns the total and the names that fired. */
export function scoreFeatures<T>(item: T, features: readonly Feature<T>[]): { score: number; fired: string[] } {
	let score = 0;
	const fired: string[] = [];
	for (const f of features) {
		if (f.test(item)) {
			score += f.weight;
			fired.push(`${f.name} ${f.weight > 0 ? '+' : ''}${f.weight}`);
		}
	}
	return { score, fired };
}
