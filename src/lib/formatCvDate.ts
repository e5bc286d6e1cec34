const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2023-05" → "May 2023", "2023" → "2023", "present" → "Present"; anything else unchanged. */
export function formatCvDate(date: string): string {
	if (date === 'present') return 'Present';
	const match = /^(\d{4})-(\d{2})$/.exec(date);
	if (!match) return date;
	const month = MONTHS[Number(match[2]) - 1];
	return month ? `${month} ${match[1]}` : date;
}
