/** Lists of bare links (venues, organisations, a venue's papers) hold ten entries per rich one. */
export function linkListSize(pageSize: number): number {
	return pageSize * 10;
}
