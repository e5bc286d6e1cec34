/** "https://doi.org/10.1/x", "doi:10.1/x" and "10.1/x" all become "10.1/x"; CVs write all three. */
export function bareDoi(doi: string): string {
	return doi
		.trim()
		.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
		.replace(/^doi:\s*/i, '');
}
