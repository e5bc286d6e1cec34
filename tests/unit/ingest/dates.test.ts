import { describe, expect, test } from 'vitest';
import { expandYear, findDateRanges, parseDatePoint, parseDateRange, splitLeadingDate, splitTrailingDate } from '../../../src/ingest/dates.ts';

describe('parseDatePoint', () => {
	test.each([
		['05/2023', '2023-05'],
		['5/2023', '2023-05'],
		['2021-03', '2021-03'],
		['Sept. 2018', '2018-09'],
		['Sep 2018', '2018-09'],
		['June. 2020', '2020-06'],
		['January 1999', '1999-01'],
		['Est. Jun. 2022', '2022-06'],
		['Expected May 2027', '2027-05'],
		['Summer 2023', '2023'],
		['2017', '2017'],
		['Present', 'present'],
		['Now', 'present'],
		['current', 'present'],
		['12 November 2021', '2021-11'],
		['3rd March 2020', '2020-03'],
	])('reads "%s" as %s', (text, expected) => {
		expect(parseDatePoint(text)).toBe(expected);
	});

	test.each(['May', 'Summer', '13/2023x', 'Spring of', '3000'])('finds no date in "%s"', (text) => {
		expect(parseDatePoint(text)).toBeUndefined();
	});
});

describe('parseDateRange', () => {
	test.each([
		['05/2023 – 11/2023', { start: '2023-05', end: '2023-11' }],
		['09/2019 – Present', { start: '2019-09', end: 'present' }],
		['Sept. 2018—Est. Jun. 2022', { start: '2018-09', end: '2022-06' }],
		['Oct. 2019—Aug. 2021', { start: '2019-10', end: '2021-08' }],
		['2017–2019', { start: '2017', end: '2019' }],
		['2015 - 2019', { start: '2015', end: '2019' }],
		['Jan 2024 to Now', { start: '2024-01', end: 'present' }],
		// A research portal's arrow, open-ended with "…".
		['1 Oct 2012 → 30 Sep 2016', { start: '2012-10', end: '2016-09' }],
		['1 Apr 2020 → …', { start: '2020-04', end: 'present' }],
		['2019 -> 2021', { start: '2019', end: '2021' }],
		['Aug 2022 – Dec 2022', { start: '2022-08', end: '2022-12' }],
		['Summer 2023', { start: '2023', end: '2023' }],
		['2024', { end: '2024' }],
		// French and German months, and their words for now.
		['Oct. 2019 – Août 2020', { start: '2019-10', end: '2020-08' }],
		['Fév. 2016 – Juil. 2016', { start: '2016-02', end: '2016-07' }],
		['Sept. 2020 – présent', { start: '2020-09', end: 'present' }],
		['März 2020 – heute', { start: '2020-03', end: 'present' }],
		['Déc. 2019', { end: '2019-12' }],
		// Spanish, Italian and Portuguese months, "de" between month and year, and their words for now.
		['enero de 2019 – actualidad', { start: '2019-01', end: 'present' }],
		['sept. 2015 – dic. 2018', { start: '2015-09', end: '2018-12' }],
		['ago. 2019 – ene. 2020', { start: '2019-08', end: '2020-01' }],
		['settembre 2020 – oggi', { start: '2020-09', end: 'present' }],
		['outubro de 2018 - atual', { start: '2018-10', end: 'present' }],
		['da settembre 2016 a luglio 2019', { start: '2016-09', end: '2019-07' }],
		['da marzo 2016 ad agosto 2016', { start: '2016-03', end: '2016-08' }],
		// Dutch months, in lower case, and "heden" or "tot heden" for now ("tot" is no "to").
		['okt. 2018 – heden', { start: '2018-10', end: 'present' }],
		['mrt. – mei 2016', { start: '2016-03', end: '2016-05' }],
		['februari 2011 tot heden', { start: '2011-02', end: 'present' }],
		['12 maart 2020', { end: '2020-03' }],
		// Swedish: "sedan" for since, and a university's autumn and spring terms ("ht", "vt").
		['sedan 2021', { start: '2021', end: 'present' }],
		['ht 2016–', { start: '2016', end: 'present' }],
		['vt 2018', { start: '2018', end: '2018' }],
		['HT 2019 – VT 2020', { start: '2019', end: '2020' }],
		// Japanese and Chinese: year, month and day marked, "現在" and "至今" for now, a wave dash between.
		['2016年10月 - 現在', { start: '2016-10', end: 'present' }],
		['2009年4月～2012年3月', { start: '2009-04', end: '2012-03' }],
		['2023年11月8日', { end: '2023-11' }],
		['2018—至今', { start: '2018', end: 'present' }],
	])('parses "%s"', (raw, expected) => {
		expect(parseDateRange(raw)).toEqual({ ...expected, raw });
	});

	test('keeps no text outside the range', () => {
		expect(parseDateRange('05/2023 – 11/2023 Seattle')).toBeUndefined();
	});
});

describe('findDateRanges', () => {
	test('finds a range glued to the place that follows it', () => {
		const [found] = findDateRanges('05/2026 - 08/2026San Jose, CA, USA');
		expect(found?.range).toEqual({ start: '2026-05', end: '2026-08', raw: '05/2026 - 08/2026' });
		expect('05/2026 - 08/2026San Jose, CA, USA'.slice(found!.index + found!.length)).toBe('San Jose, CA, USA');
	});

	test('finds every range of a position held twice', () => {
		const found = findDateRanges('05/2023 – 11/2023, 03/2024 – 08/2024');
		expect(found.map((f) => f.range.raw)).toEqual(['05/2023 – 11/2023', '03/2024 – 08/2024']);
	});

	test('takes no "ago" for August: the abbreviation has its dot', () => {
		expect(findDateRanges('three years ago 2019').map((f) => f.range.raw)).toEqual(['2019']);
	});

	test('does not take "May" in an author list for a date', () => {
		expect(findDateRanges('Ada May, Grace Hopper, and Alan Turing')).toEqual([]);
	});

	test('reads a year over a dash and a column gap as a range still open', () => {
		expect(findDateRanges('2012–       Professor of English')[0]?.range).toEqual({ start: '2012', end: 'present', raw: '2012–' });
		expect(findDateRanges('Sept. 2019 –')[0]?.range).toEqual({ start: '2019-09', end: 'present', raw: 'Sept. 2019 –' });
		// A dash inside words is no open range.
		expect(findDateRanges('Jones 2012- a')[0]?.range).toEqual({ end: '2012', raw: '2012' });
	});

	test('takes no number before a month for its day', () => {
		expect(findDateRanges('GPA: 3.94/4.00 Aug. 2016 – May 2020')[0]?.range).toEqual({ start: '2016-08', end: '2020-05', raw: 'Aug. 2016 – May 2020' });
	});

	test('finds a date inside a sentence', () => {
		// A single point stands for when a thing ended (a degree year, a talk date).
		expect(findDateRanges('Keynote, Sept. 2021 at a summit')[0]?.range).toEqual({ end: '2021-09', raw: 'Sept. 2021' });
	});
});

describe('expandYear', () => {
	test.each([
		["'26", 2026],
		["'99", 1999],
		['2019', 2019],
		["’22", 2022],
	])('expands %s to %i', (text, year) => {
		expect(expandYear(text, 2026)).toBe(year);
	});
});

describe('splitLeadingDate', () => {
	test.each([
		['2018 – 2021      Postdoctoral Fellow, University of Northfield', { start: '2018', end: '2021', raw: '2018 – 2021' }, 'Postdoctoral Fellow, University of Northfield'],
		['Spring 2023: Probabilistic Machine Learning', { start: '2023', end: '2023', raw: 'Spring 2023' }, 'Probabilistic Machine Learning'],
		['2017 | Research Intern', { end: '2017', raw: '2017' }, 'Research Intern'],
	])('%s', (text, range, rest) => {
		expect(splitLeadingDate(text)).toEqual({ range, rest });
	});

	test.each(['Research Intern, 2017', '2017', '2019 – 2021.', 'Since 2020 –'])('no date-first row in %s', (text) => {
		expect(splitLeadingDate(text)).toBeUndefined();
	});
});

describe('splitTrailingDate', () => {
	test.each([
		['Lindenfield University, Assistant Professor      2021 – present', { start: '2021', end: 'present', raw: '2021 – present' }, 'Lindenfield University, Assistant Professor'],
		['Graduate Researcher, Vision Lab — Sep 2021 – Present', { start: '2021-09', end: 'present', raw: 'Sep 2021 – Present' }, 'Graduate Researcher, Vision Lab'],
		['Northwind Labs — Engineer (2019 – 2021)', { start: '2019', end: '2021', raw: '2019 – 2021' }, 'Northwind Labs — Engineer'],
		['Visiting Researcher 2019.03 – 2019.09', { start: '2019-03', end: '2019-09', raw: '2019.03 – 2019.09' }, 'Visiting Researcher'],
	])('%s', (text, range, rest) => {
		expect(splitTrailingDate(text)).toEqual({ range, rest });
	});

	test.each(['2019 – 2021', 'Intern 2018, then Engineer 2019', 'Built a thing in 2019 for the team'])('no date at the end of words in %s', (text) => {
		expect(splitTrailingDate(text)).toBeUndefined();
	});
});

describe('dates CVs write beyond month and year', () => {
	test.each([
		['since 07/2019', { start: '2019-07', end: 'present', raw: 'since 07/2019' }],
		['Jun 12, 2022', { end: '2022-06', raw: 'Jun 12, 2022' }],
		['March 3rd 2020', { end: '2020-03', raw: 'March 3rd 2020' }],
	])('%s', (text, range) => {
		expect(parseDateRange(text)).toEqual(range);
	});
});

describe('findDateRanges: word edges, two-digit ends, year and month', () => {
	test.each([
		['Health Ministry of Myanmar, 2018-2019', { start: '2018', end: '2019', raw: '2018-2019' }],
		['Research Assistant to Anil Kumar, 2016', { end: '2016', raw: '2016' }],
		['Intern, Central Bank, June–August 2023', { start: '2023-06', end: '2023-08', raw: 'June–August 2023' }],
		['2003–12   Professor of Engineering', { start: '2003', end: '2012', raw: '2003–12' }],
		['1998–02 Postdoctoral Fellow', { start: '1998', end: '2002', raw: '1998–02' }],
		['1993-98 Assistant Professor', { start: '1993', end: '1998', raw: '1993-98' }],
		['Visiting, 2019-03', { end: '2019-03', raw: '2019-03' }],
		['2019-2021 Engineer', { start: '2019', end: '2021', raw: '2019-2021' }],
		['01/10/2018 – 30/09/2021 Research Assistant', { start: '2018-10', end: '2021-09', raw: '01/10/2018 – 30/09/2021' }],
		['01.10.2015 – 30.09.2018 Hydrologist', { start: '2015-10', end: '2018-09', raw: '01.10.2015 – 30.09.2018' }],
		// The US writes the month first; one end whose middle number is no month says so for both.
		['R01 HL148823 (PI) 07/01/2019 – 06/30/2024', { start: '2019-07', end: '2024-06', raw: '07/01/2019 – 06/30/2024' }],
		// ISO dates, as ORCID and exports write them.
		['2017-01-01 to 2020-08-31 | Postdoctoral Fellow', { start: '2017-01', end: '2020-08', raw: '2017-01-01 to 2020-08-31' }],
		['Since 2021-09-01', { start: '2021-09', end: 'present', raw: 'Since 2021-09-01' }],
		['Awarded 2019-03-15', { end: '2019-03', raw: '2019-03-15' }],
	])('%j holds %j', (text, range) => {
		expect(findDateRanges(text).map((f) => f.range)).toEqual([range]);
	});
});
