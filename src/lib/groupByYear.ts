export interface YearGroup<T> {
	/** Undefined holds the items whose year the document does not state. */
	year: number | undefined;
	items: T[];
}

/** Groups items by year, newest first, undated last; items keep their order within a year. */
export function groupByYear<T>(
	items: T[],
	yearOf: (item: T) => number | undefined
): YearGroup<T>[] {
	const groups = new Map<number | undefined, T[]>();
	for (const item of items) {
		const year = yearOf(item);
		const list = groups.get(year);
		if (list) list.push(item);
		else groups.set(year, [item]);
	}
	return [...groups.entries()]
		.map(([year, list]) => ({ year, items: list }))
		.sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity));
}
