import type { DateRange } from '../schema/common.ts';
import { matchesOf } from './matches.ts';

/** Month words as CV writers abbreviate them, longest first so "Sept." wins over "Sep". */
const MONTHS: [RegExp, number][] = [
	[/^(?:jan|ene|gen)/i, 1], [/^(?:feb|f[ée]v)/i, 2], [/^(?:m[aä]r|maa|mrt)/i, 3], [/^(?:apr|avr|abr)/i, 4], [/^(?:may|mai|mag|mei)/i, 5], [/^(?:ju(?:n|in)|giu)/i, 6],
	[/^(?:jul|juil|lug)/i, 7], [/^(?:aug|ao[uû]|ago)/i, 8], [/^se[pt]/i, 9], [/^(?:oct|okt|ott|out)/i, 10], [/^nov/i, 11], [/^(?:dec|d[ée]c|dez|dic)/i, 12],
	// Turkish: Ocak, Şubat, Nisan, Haziran, Temmuz, Ağustos, Eylül, Ekim, Kasım, Aralık (Mart and Mayıs read as March and May).
	[/^oca/i, 1], [/^[şs]ub/i, 2], [/^nis/i, 4], [/^haz/i, 6], [/^tem/i, 7], [/^a[ğg]u/i, 8], [/^eyl/i, 9], [/^eki/i, 10], [/^kas/i, 11], [/^ara/i, 12],
];
/**
 * English month names, and the French, German, Dutch, Spanish, Italian, Portuguese and Turkish ones CVs from those
 * countries keep ("Sept. 2016 – Août 2019", "März 2020", "enero de 2019", "settembre 2020").
 */
const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Janv(?:ier)?|F[ée]vr?(?:ier)?|Mars|M[äa]rz|Avr(?:il)?|Mai|Juin|Juni|Juil(?:let)?|Juli|Ao[ûu]t|Septembre|Octobre|Okt(?:ober)?|Novembre|D[ée]c(?:embre)?|Dez(?:ember)?'
	+ '|Enero|Ene(?=\\.)|Febrero|Marzo|Abr(?:il)?|Mayo|Junio|Julio|Agosto|Ago(?=\\.)|Se(?:p)?tiembre|Octubre|Noviembre|Dic(?:iembre)?'
	+ '|Januari|Februari|Maart|Mrt|Mei|Augustus'
	+ '|Gennaio|Gen(?=\\.)|Febbraio|Aprile|Maggio|Giugno|Luglio|Settembre|Ottobre|Dicembre|Janeiro|Fevereiro|Março|Maio|Junho|Julho|Setembro|Outubro|Novembro|Dezembro'
	// Turkish, the dotless ı matched as i too ("KASIM" in capitals, "Kasim" typed without it).
	+ '|Ocak|[ŞS]ubat|Mart|Nisan|May[ıi]s|Haziran|Temmuz|A[ğg]ustos|Eyl[üu]l|Ekim|Kas[ıi]m|Aral[ıi]k)';
// "ht 2016", "vt 2018": a Swedish university's autumn and spring terms; "SoSe 2023": a German summer semester.
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter|HT|VT|SoSe|Sommersemester)';
const YEAR = '(?:19|20)\\d{2}';
/** "Expected 2025", "Since 2019", and "da settembre 2016", "desde 2019", "depuis 2018", "seit 2020", "sedan 2021". */
// Longest first: "Dal ottobre" is read past "Dal", not "Da".
const QUALIFIER_WORDS = '(?:Est\\.?|Expected|Exp\\.?|Anticipated|Since|From|Dall[\'’]|Dal|Da|Desde|Depuis|Seit|Von|Sedan|Siden)';
const QUALIFIER = `(?:${QUALIFIER_WORDS}\\s*)?`;
const LEADING_QUALIFIER = new RegExp(`^${QUALIFIER_WORDS}\\s*`, 'i');
/**
 * One point in time; each alternative is anchored on fixed text so matching stays linear. A day is
 * no number's end ("GPA: 3.94/4.00 Aug. 2016").
 */
const DAY = '\\d{1,2}(?:st|nd|rd|th|°|º|er)?';
/** "2021年4月", "2024年12月12日", "2013年": a date as Japanese and Chinese write it, year, month and day marked. */
const CJK_POINT = `${YEAR}年(?:\\s?\\d{1,2}月(?:\\s?\\d{1,2}日)?)?`;
/** "WiSe 2022/23", "WS 2019/20": a German winter semester, the academic year it opens; "SoSe 2023" is a season's. */
const winterSemester = (year: string) => `(?:WiSe|WS|Wintersemester)\\s?${year}\\/\\d{2}(?!\\d)`;
const WINTER_SEMESTER = winterSemester(YEAR);
/** The same, its year captured, for reading one on its own. */
const WINTER_SEMESTER_RE = new RegExp(`^${winterSemester(`(${YEAR})`)}$`, 'i');
const POINT = `${QUALIFIER}(?:${CJK_POINT}|${WINTER_SEMESTER}|(?:(?:(?<![\\d.,/])${DAY}\\s{1,3}(?=${MONTH}))?${MONTH}\\.?(?:\\s{1,3}${DAY})?(?:\\s{1,3}de(?=\\s))?,?\\s{0,3}|${SEASON}\\s{1,3})?${YEAR}(?![\\d/]|\\.\\d|-(?:0?[1-9]|1[0-2])(?!\\d))|(?:\\d{1,2}[/.])?\\d{1,2}[/.]${YEAR}(?!\\d)|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?(?!\\d))`;
const OPEN = '(?:Present|Now|Current|Today|Ongoing|(?:To|Till) (?:Date|Now)|Date|Présent|Aujourd[\'’]hui|Heute|Laufend|Actualidad|Actualmente|Actual|Presente|(?:la )?Fecha|Hoy|Oggi|In corso|Atual|Atualmente|Heden|Devam(?: Ediyor)?|Halen|Günümüz|現在|至今|现在|현재)(?![A-Za-z\\u00C0-\\u024F])|…(?!\\S)';
/**
 * Between a range's ends: a dash, "to", a research portal's arrow ("1 Oct 2012 → 30 Sep 2016"), and
 * "a", "al", "à", "bis", "hasta", "até" as a range reads in other languages ("da marzo 2016 a luglio 2019").
 */
const SEP = '(?:\\s{0,3}(?:->|-{1,2}|–|—|~|～|〜|→|to(?![a-z])|until|till)\\s{0,3}|\\s{1,3}(?:a|ad|al|à|au|bis|hasta|até|tot)\\s{1,3})';
/** "June–August 2023": a first month that shares the year of the second. */
const MONTH_BEFORE = `(?:${MONTH}\\.?${SEP}(?=${MONTH}))`;
// A date starts a word: "Kumar 2016" and "Myanmar, 2018" hold no March.
/** "2003–12", "1993-98": a year's last two digits end the range. */
// After a bare hyphen, two digits that could be a month are one: "2019-03" is March 2019.
const SHORT_END = '(?:(?<=[–—]\\s{0,3})\\d{2}|1[3-9]|[2-9]\\d)(?!\\d|[/.]\\d|\\s?(?:months?|mos?|weeks?|days?|hours?|hrs?|years?|yrs?)\\b)';
/**
 * "2012–   Professor …": a dash with nothing after it but a column gap or the line's end leaves the range
 * open; so does one set against its date with a word after it ("1.8.2023– Senior Lecturer", "2021- Physician").
 */
const OPEN_DASH = '(?:\\s{0,3}[-–—](?=\\s{2,}|\\t|$)|(?<=\\d)[-–—](?=\\*{0,2}\\s(?-i:[A-Z])))';
/** "Agosto de 2017 de Actual", "Febrero de 2014 de Junio de 2017": Colombia's CvLAC joins a range's ends with "de", and only whole dates. */
const DE_SEP = '\\s{1,3}de\\s{1,3}';
const RANGE = `(?<![A-Za-z\\u00C0-\\u024F])(?:${MONTH_BEFORE}?(?:${POINT})(?:${SEP}(?:${POINT}|${OPEN}|${SHORT_END})|${DE_SEP}(?:${POINT}|${OPEN})|${OPEN_DASH})?)`;

const RANGE_RE = new RegExp(RANGE, 'gi');
const LEADING_RANGE_RE = new RegExp(`^${RANGE}`, 'i');
const RANGE_PARTS_RE = new RegExp(`^(${POINT})(?:(?:${SEP}|${DE_SEP})(.+))?$`, 'i');
const MONTH_PAIR_RE = new RegExp(`^(${MONTH})\\.?${SEP}(${MONTH}\\.?\\s{0,3}(${YEAR}))$`, 'i');
const OPEN_RE = new RegExp(`^${OPEN}$`, 'i');
const OPEN_DASH_RE = new RegExp(`^(${POINT})${OPEN_DASH}`, 'i');
const SEASON_RE = new RegExp(`^${SEASON}`, 'i');
/** Every point names a four-digit year; text without one holds no date, and most lines have none. */
const ANY_YEAR = new RegExp(YEAR);

/** A date range found inside a longer text, with where it stood. */
export interface FoundRange {
	range: DateRange;
	index: number;
	length: number;
}

/** Parses one point ("Sept. 2018", "05/2023", "Summer 2023", "Now") to "YYYY", "YYYY-MM" or "present". */
export function parseDatePoint(text: string, monthFirst = false): string | undefined {
	const point = text
		.trim()
		.replace(LEADING_QUALIFIER, '')
		.replace(/^\d{1,2}(?:st|nd|rd|th|°|º|er)?\s+(?=[A-Za-z])/, '');
	// "enero de 2019": Spanish and Portuguese join the month to its year with "de".
	const t = point.includes(' de ') ? point.replace(MONTH_OF_YEAR, '$1 ') : point;
	if (OPEN_RE.test(t)) return 'present';
	const winter = WINTER_SEMESTER_RE.exec(t);
	if (winter) return winter[1];
	const marked = /^((?:19|20)\d{2})年(?:\s?(\d{1,2})月)?/.exec(t);
	if (marked) return marked[2] ? withMonth(marked[1]!, Number(marked[2])) : marked[1];
	let m = /^(\d{1,2})[/.]((?:19|20)\d{2})$/.exec(t);
	if (m) return withMonth(m[2]!, Number(m[1]));
	// "01/10/2018", "01.10.2015": day first, as Europe writes it; "12/25/2023", where only the first
	// can be the month, or a range whose other end is so written, month first.
	m = /^(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})$/.exec(t);
	if (m) return withMonth(m[3]!, Number(m[2]) <= 12 && !monthFirst ? Number(m[2]) : Number(m[1]));
	// "2019-03" and ISO's "2019-03-15" (the day is more than a CV's dates keep).
	m = /^((?:19|20)\d{2})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(t);
	if (m) return withMonth(m[1]!, Number(m[2]));
	// "Sept. 2018", "Jun 12, 2022" (the day is more than a CV's dates keep).
	m = /^(\p{L}+)\.?(?:\s+\d{1,2}(?:st|nd|rd|th|°|º|er)?)?,?\s*((?:19|20)\d{2})$/u.exec(t);
	if (m) {
		const month = MONTHS.find(([re]) => re.test(m![1]!))?.[1];
		// Seasons name no single month; the contract keeps just the year.
		return month ? withMonth(m[2]!, month) : m[2];
	}
	m = /^((?:19|20)\d{2})$/.exec(t);
	return m ? m[1] : undefined;
}

const MONTH_OF_YEAR = /^(\p{L}+\.?)\s+de\s+(?=\d)/u;

function withMonth(year: string, month: number): string | undefined {
	if (month < 1 || month > 12) return year;
	return `${year}-${String(month).padStart(2, '0')}`;
}

/** Parses a whole range as written: "05/2023 – 11/2023", "Sept. 2018—Est. Jun. 2022", "2017–2019", "Summer 2023". */
export function parseDateRange(raw: string): DateRange | undefined {
	const text = raw.trim();
	const found = findDateRanges(text);
	if (found.length !== 1 || found[0]!.length < text.replace(/[.,;:]+$/, '').length) return undefined;
	return found[0]!.range;
}

/** "2019" given for a grant or a work: it began and ended then (a range of one point has only its end). */
export function throughoutItsPoint(range: DateRange): DateRange {
	return range.start === undefined && range.end !== undefined && range.end !== 'present' ? { ...range, start: range.end } : range;
}

/** The year a range begins (or its one point's), unless that is "present". */
export function startYearOf(range: DateRange | undefined): number | undefined {
	const point = range?.start ?? range?.end;
	return point && point !== 'present' ? Number(point.slice(0, 4)) : undefined;
}

/** "February 20", "Feb. 3rd", "20 February": a day of a month, no year after it. */
const MONTH_DAY = new RegExp(`(?<![A-Za-z])(${MONTH})\\.?\\s{1,3}${DAY}(?![\\d:]|,?\\s{0,3}${YEAR})|(?<![\\d.,/])${DAY}\\s{1,3}(${MONTH})\\.?(?![A-Za-z]|,?\\s{0,3}${YEAR})`, 'i');

/** "Number Theory Seminar, Purdue University, January 31" under the heading "2025": the month of the year a list's heading gives. */
export function monthUnderYear(text: string, year: string): string | undefined {
	const m = MONTH_DAY.exec(text);
	return m ? parseDatePoint(`${m[1] ?? m[2]} ${year}`) : undefined;
}

/** "University of Michigan, February 20" → "University of Michigan, ": a day of a month with no year is a date, no part of a name. */
export function withoutMonthDay(text: string): string {
	return text.replace(MONTH_DAY, '');
}

/**
 * "…, 2020–present", "…, (2018 – present).", "…, February 20 (upcoming)": a text whose last words
 * are its dates, a short note in brackets after them or not.
 */
export function endsWithDate(text: string): boolean {
	const tail = text.replace(TRAILING_NOTE, '').slice(-40);
	if (MONTH_DAY_AT_END.test(tail)) return true;
	const last = findDateRanges(tail).at(-1);
	return last !== undefined && /^[\s).,;]*$/.test(tail.slice(last.index + last.length));
}
const MONTH_DAY_AT_END = new RegExp(`(?:${MONTH_DAY.source})[\\s.,;]*$`, 'i');
const TRAILING_NOTE = /\s*\([^()]{1,40}\)\.?$/;

/** Finds every date range in a text, left to right. */
export function findDateRanges(text: string): FoundRange[] {
	const out: FoundRange[] = [];
	if (!ANY_YEAR.test(text)) return out;
	for (const m of matchesOf(RANGE_RE, text)) {
		const raw = m[0].trim();
		const pair = MONTH_PAIR_RE.exec(raw);
		if (pair) {
			const month = MONTHS.find(([re]) => re.test(pair[1]!))![1];
			out.push({ range: { start: withMonth(pair[3]!, month)!, end: parseDatePoint(pair[2]!)!, raw }, index: m.index, length: m[0].length });
			continue;
		}
		const open = OPEN_DASH_RE.exec(raw);
		const openStart = open ? parseDatePoint(open[1]!) : undefined;
		if (openStart) {
			out.push({ range: { start: openStart, end: 'present', raw }, index: m.index, length: m[0].length });
			continue;
		}
		const sep = RANGE_PARTS_RE.exec(raw);
		if (!sep) continue;
		const monthFirst = MONTH_FIRST.test(raw);
		const start = parseDatePoint(sep[1]!, monthFirst);
		const end = sep[2] ? (/^\d{2}$/.test(sep[2]) && start ? shortEnd(start, sep[2]) : parseDatePoint(sep[2], monthFirst)) : undefined;
		if (!start) continue;
		// "Since 10/2021" is open; a season or single year stands for the whole of it: it starts and ends then.
		const range: DateRange = sep[2] ? { start, raw } : SINCE.test(raw) ? { start, end: 'present', raw } : isSinglePeriod(sep[1]!) ? { start, end: start, raw } : { end: start, raw };
		if (end) range.end = end;
		out.push({ range, index: m.index, length: m[0].length });
	}
	return out;
}

/** "Since 2019", "seit 04/2023", "desde 2019", "depuis 2018", "dal 2019", "sedan 2021": a start with no end yet. */
const SINCE = /^(?:since|seit|desde|depuis|dal|dall['’]|da|sedan|siden)\b/i;

/** "06/30/2024": a date whose second number is no month is written month first, as the US does. */
const MONTH_FIRST = /\b\d{1,2}[/.](?:1[3-9]|2\d|3[01])[/.](?:19|20)\d{2}\b/;

/** "2003–12": the end in the start's century, or the next one ("1998–02"). */
function shortEnd(start: string, yy: string): string {
	const century = Number(start.slice(0, 2)) * 100;
	const year = century + Number(yy);
	return String(year < Number(start.slice(0, 4)) ? year + 100 : year);
}

/** A date that opens or ends a line, and what the line says beside it. */
export interface DatedText {
	range: DateRange;
	rest: string;
}

/**
 * "2018 – 2021   Postdoctoral Fellow, University of Cambridge", "Spring 2023: Course": the
 * date-first rows of CVs typeset with the dates in a left column, which text extraction joins to
 * the entry. Undefined unless a date opens the line and words follow it.
 */
export function splitLeadingDate(text: string): DatedText | undefined {
	// Asked of every line of some sections; few open with a date, and one anchored test settles those.
	if (!LEADING_RANGE_RE.test(text)) return undefined;
	const first = findDateRanges(text)[0];
	if (first?.index !== 0) return undefined;
	const rest = text.slice(first.length).replace(/^[\s,:;|·•–—-]+/, '');
	return /\p{L}{2}/u.test(rest) ? { range: first.range, rest } : undefined;
}

/**
 * "Lindenfield University, Assistant Professor      2021 – present", "**Role**, Org — Sep 2021 –
 * Present", "Org — Role (2021 – 2023)": the date column on the right, joined to the entry.
 * Undefined unless a date ends the line and words stand before it.
 */
export function splitTrailingDate(text: string): DatedText | undefined {
	const found = findDateRanges(text);
	const last = found[found.length - 1];
	if (!last || !/^[\s).,;]*$/.test(text.slice(last.index + last.length))) return undefined;
	const rest = text.slice(0, last.index).replace(/[\s,:;|·•–—(-]+$/, '');
	return /\p{L}{2}/u.test(rest) && findDateRanges(rest).length === 0 ? { range: last.range, rest } : undefined;
}

function isSinglePeriod(point: string): boolean {
	return SEASON_RE.test(point.trim());
}

/** Read once: a parse asks for every venue tag, and a clock read costs more than the rest of the call. */
const THIS_YEAR = new Date().getFullYear();

/**
 * "2022-01-01 to present | ", "2024-05 | ": a record page's dates before the bar that sets them
 * apart from what they are of (ORCID); the first year captured.
 */
export const RECORD_DATES = /^((?:19|20)\d{2})(?:-\d{2}){0,2}(?:\s+to\s+(?:present|(?:19|20)\d{2}(?:-\d{2}){0,2}))?\s+\|\s+/i;

/** "2023", "2023:": a year on a line of its own, heading what follows it or closing what stands above it. */
export const YEAR_ALONE = /^(?:19|20)\d{2}:?$/;

/** A 2- or 4-digit year as venues write it ("'26", "2026") to a full year. */
export function expandYear(text: string, now = THIS_YEAR): number | undefined {
	const m = /^'?(\d{2}|\d{4})$/.exec(text.trim().replace(/[’‘]/, "'"));
	if (!m) return undefined;
	const n = Number(m[1]);
	if (m[1]!.length === 4) return n >= 1900 && n <= 2100 ? n : undefined;
	return n <= (now % 100) + 5 ? 2000 + n : 1900 + n;
}
