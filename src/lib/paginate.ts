/** Splits a list into pages of at most `size` entries; an empty list is one empty page. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
	if (items.length === 0) return [[]];
	const pages: T[][] = [];
	for (let at = 0; at < items.length; at += size) pages.push(items.slice(at, at + size));
	return pages;
}

/** Site path (without the base) of page `n` of a listing whose first page is `first`: "/venues/" → "/venues/page/2/". */
export function listingPath(first: string, n: number): string {
	return n <= 1 ? first : `${first}page/${n}/`;
}

export interface PageLink {
	/** Site path without the base. */
	path: string;
	/** What the page holds, for the link's text ("2019–2017", "B–D"). */
	label: string;
}

/** Where a page sits among its siblings, for the pager. */
export interface Pagination {
	/** 1-based. */
	number: number;
	count: number;
	prev?: PageLink | undefined;
	next?: PageLink | undefined;
}

/** Pagination for each of `links`, in order. */
export function paginations(links: PageLink[]): Pagination[] {
	return links.map((_, i) => ({ number: i + 1, count: links.length, prev: links[i - 1], next: links[i + 1] }));
}
