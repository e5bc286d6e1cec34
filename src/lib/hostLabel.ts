/** "https://www.arxiv.org/abs/1" → "arxiv.org": link text that says where the link goes. */
export function hostLabel(href: string): string {
	try {
		return new URL(href).hostname.replace(/^www\./, '') || href;
	} catch {
		return href;
	}
}
