/** A person-name key: case, accents, dots and commas do not distinguish people ("Lécuyer" = "Lecuyer"). */
export function normaliseName(name: string): string {
	return name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[.,]/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}
