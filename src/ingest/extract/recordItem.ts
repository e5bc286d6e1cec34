import { RECORD_DATES } from '../dates.ts';
import type { Line } from '../types.ts';
import { splitColonPlace } from './org.ts';

/** "(School of X)" after a record page's item: the unit it was given or held in. */
const UNIT_NOTE = /\s*\(([^()]+(?:\([^()]*\))?[^()]*)\)$/;

export interface RecordItem {
	/** The organisation that gave or holds it. */
	body: string;
	year: string;
	/** The item's title or role, its unit note removed. */
	title: string;
	unit?: string;
}

/**
 * "Kellburn University: Kellburn, Ontario, CA" over "2017-11-15 | Dean's Medal (Faculty of Science)":
 * a record page's item (ORCID), an organisation and where it is over its dates, title and unit.
 */
export function recordItem(above: Line, line: Line): RecordItem | undefined {
	const dated = line.text.includes(' | ') ? RECORD_DATES.exec(line.text) : null;
	const org = dated ? splitColonPlace(above.text) : undefined;
	if (!dated || !org) return undefined;
	const rest = line.text.slice(dated[0].length);
	const unit = UNIT_NOTE.exec(rest);
	return { body: org.name, year: dated[1]!, title: unit ? rest.slice(0, unit.index) : rest, ...(unit ? { unit: unit[1]! } : {}) };
}
