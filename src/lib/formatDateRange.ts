import type { DateRange } from '../schema/index.ts';
import { formatCvDate } from './formatCvDate.ts';

/**
 * "May 2023 – Nov 2023" for a range with two distinct ends. A single point ("Summer 2023",
 * "Expected 2024") or a half-open range keeps the document's own wording, which says more than
 * the normalised date alone.
 */
export function formatDateRange(range: DateRange): string {
	const { start, end, raw } = range;
	if (start && end && start !== end) return `${formatCvDate(start)} – ${formatCvDate(end)}`;
	return raw;
}
