import { RECORD_DATES } from '../dates.ts';
import type { Line } from '../types.ts';
import { splitColonPlace } from './org.ts';

/** "(School of X)", "(Institut des Géosciences (IGE))": a unit in brackets at a text's end, one bracket inside it at most. */
const UNIT_NOTE = /\s*\(([^()]+(?:\([^()]*\))?[^()]*)\)$/;

/** "Associate Professor (School of Chemistry)" → the text before the bracket and the unit in it. */
export function splitUnitNote(text: string): { text: string; unit?: string } {
	const unit = UNIT_NOTE.exec(text);
	return unit ? { text: text.slice(0, unit.index), unit: unit[1]! } : { text };
}

/** "2014-10 to 2019-03 | Dr. sc. ETH (Institute of X)": a record page's dates, and the title or role after the bar with its unit. */
export interface RecordLine {
	/** The dates as written, before the bar. */
	dates: string;
	year: string;
	title: string;
	unit?: string;
}

export function readRecordLine(text: string): RecordLine | undefined {
	const dated = text.includes(' | ') ? RECORD_DATES.exec(text) : null;
	if (!dated) return undefined;
	const { text: title, unit } = splitUnitNote(text.slice(dated[0].length));
	return { dates: dated[0].replace(/\s*\|\s*$/, ''), year: dated[1]!, title, ...(unit ? { unit } : {}) };
}

/** A record page's item: the organisation that gave or holds it, and its dated line. */
export interface RecordItem extends RecordLine {
	body: string;
}

/**
 * "Kellburn University: Kellburn, Ontario, CA" over "2017-11-15 | Dean's Medal (Faculty of Science)":
 * a record page's item (ORCID), an organisation and where it is over its dates, title and unit.
 */
export function recordItem(above: Line, line: Line): RecordItem | undefined {
	const dated = readRecordLine(line.text);
	const org = dated ? splitColonPlace(above.text) : undefined;
	return dated && org ? { ...dated, body: org.name } : undefined;
}
