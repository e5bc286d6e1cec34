import { splitLeadingDate } from './dates.ts';
import type { Line, Section } from './types.ts';

/** Letters of the scripts that write Chinese, Japanese and Korean. */
const CJK_LETTER = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/gu;
const HAS_CJK = new RegExp(CJK_LETTER.source, 'u');

/** "부교수, 부산대학교 (Associate Professor, Pusan National University)": a value, then its English in the closing brackets. */
const TRANSLATED = /^(.*?\S)\s*[(（]([^()（）]+)[)）]$/u;

/** Whether a text is written in those scripts, a Latin name or two among its words ("박사, 전산학, KAIST"). */
function isMostlyCjk(text: string): boolean {
	const cjk = text.match(CJK_LETTER)?.length ?? 0;
	const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
	return cjk >= 2 && cjk * 2 >= latin;
}

/**
 * The English a value written in Chinese, Japanese or Korean gives in brackets after it, as a
 * bilingual faculty page does: "조교수, 부산대학교 정보컴퓨터공학부 (Assistant Professor, School of …)".
 * A note in brackets in the same script (("우수논문상")) is no translation.
 */
export function englishOf(text: string): string | undefined {
	const m = TRANSLATED.exec(text);
	return m && isTranslation(m[1]!, m[2]!) ? m[2]!.trim() : undefined;
}

/** Whether the bracket's text is the English of the text before it. "(KCC 2021)", a short name and a year, is none: a translation has two words at least. */
function isTranslation(native: string, english: string): boolean {
	return isMostlyCjk(native) && !HAS_CJK.test(english) && /^[\p{Lu}\d]/u.test(english) && (english.match(/[A-Za-z]{2,}/g)?.length ?? 0) >= 2;
}

/** "프로그램 위원 (Program Committee Member): KDD 2024, …": a label given in two languages before its values. */
const TRANSLATED_LABEL = /^([^():]+?)\s*[(（]([^()（）]+)[)）]\s*[:：]\s*(.+)$/u;

function translated(line: Line): Line {
	// Most lines hold no Chinese, Japanese or Korean at all, and no translation of it.
	if (!HAS_CJK.test(line.text)) return line;
	const label = line.cells.length <= 1 ? TRANSLATED_LABEL.exec(line.text) : null;
	if (!label || !isTranslation(label[1]!, label[2]!)) return translatedValue(line);
	const text = `${label[2]!.trim()}: ${label[3]}`;
	return { ...line, text, cells: [text] };
}

function translatedValue(line: Line): Line {
	// The value is the line's last column, after the date that may open it ("2021.03 – 현재⇥부교수, …",
	// "2023.12-至今  同济大学  副教授 (Associate Professor, …)"): the date stays.
	const cell = line.cells.length > 1 ? line.cells.at(-1)! : line.text;
	if (!line.text.endsWith(cell)) return line;
	const lead = splitLeadingDate(cell);
	const value = lead ? lead.rest : cell;
	const english = englishOf(value);
	if (english === undefined) return line;
	const dated = lead ? `${cell.slice(0, cell.length - value.length)}${english}` : english;
	return { ...line, text: `${line.text.slice(0, line.text.length - cell.length)}${dated}`, cells: [...line.cells.slice(0, -1), dated] };
}

/** Step 4f. A section's lines, each value given in two languages read in English, as the profile is written. */
export function readTranslations(section: Section): Section {
	// The header keeps both: the name in its own script is the profile's native name.
	if (section.kind === 'header') return section;
	return section.lines.some((l) => l.text.includes(')') || l.text.includes('）')) ? { ...section, lines: section.lines.map(translated) } : section;
}
