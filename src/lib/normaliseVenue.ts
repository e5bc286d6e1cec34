/**
 * The key that groups a venue across years: "ASPLOS '23", "ASPLOS 2023" and "asplos" are one
 * venue. Years, ordinals ("28th") and punctuation are dropped; acronyms are never expanded.
 */
export function normaliseVenue(venue: string): string {
	return venue
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/\b(19|20)\d{2}\b/g, ' ')
		.replace(/['’‘]\d{2}\b/g, ' ')
		.replace(/\b\d+(st|nd|rd|th)\b/g, ' ')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}
