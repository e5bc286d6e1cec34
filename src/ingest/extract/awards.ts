import type { Award } from '../../schema/index.ts';
import { expandYear, findDateRanges, parseDateRange, splitLeadingDate, splitTrailingDate, startYearOf, type DatedText } from '../dates.ts';
import { joinLines } from '../lines.ts';
import { cleanField, isNameInCapitals, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { matchesOf } from '../matches.ts';
import { recordItem } from './recordItem.ts';
import { COUNTRY } from '../vocab/places.ts';
import { BODIES_ABROAD } from '../vocab/roles.ts';

/** The noun that ends an award's name; what follows it names who gave it. */
const AWARD_NOUN = /\b(?:Award|Awards|Prize|Medal|Fellowship|Scholarships?|Honou?r|Honou?rs|Grant|List|Finalist|Winner|Nominee|Mention|Distinction|Premio|Prix|Preis|Medalla|Beca|Bourse)\b/g;
const AWARD_NOUN_TEST = new RegExp(AWARD_NOUN.source);
/** "$248,000", "EUR 1,498,000", "US$ 2.1 million"; a full stop after it ends the sentence. */
const AMOUNT = String.raw`(?:(?:US|CA|AU)?\$|€|£|(?:EUR|USD|GBP|CHF)\s?)\s?\d(?:[\d,.]*\d)?(?:\s?(?:[kKM]|million|thousand)\b)?`;
/** "($40,000)" whole, or "…, $248,000 (total costs)" with a note that is no holder's part. */
const BRACKETED_AMOUNT = new RegExp(`\\s*\\((${AMOUNT})\\)`, 'i');
const LISTED_AMOUNT = new RegExp(`,?\\s*(${AMOUNT}(?:\\s*\\((?!(?:sole |lead )?(?:co-?)?(?:PI|I|Investigator|Principal)\\b)[^()]*\\))?)(?=\\s*(?:[,;(]|\\.(?:\\s|$)|$))`, 'i');
/** "(co-PI, with A. Name)", ", PI", ". PI.", "Role: PI": the holder's part in a grant, in brackets or after a comma. */
const HOLDER_PARTS = [/\s*\(((?:sole |lead )?(?:co-?)?(?:PI|I|Investigator|Principal Investigator)\b[^()]*)\)$/i, /(?:[,.]|(?<=[,.]["”]))\s*(?:Role:\s*)?((?:co-?)?(?:PI|Investigator|Principal Investigator))\.?$/i];
/** Words that name a body that gives awards: a ministry, a foundation, a society, a university. */
const GIVING_BODY = new RegExp(`(?<![\\p{L}])(?:Ministry|Foundation|Society|Association|University|Universität|Université|Università|Universidad|Universidade|Institute|Council|Academy|Agency|Commission|Government|College|Federation|Trust|Office|Department|Center|Centre|Sociedad|Société|Società|Sociedade|Gesellschaft|Asociación|Associazione|Associação|Academia|Académie|Accademia|Akademie|Ministero|${BODIES_ABROAD}|Conference|Congress|Forum|Organi[sz]ation|[Uu]niversitet(?:et)?|[Aa]kademin|[Hh]ögskolan)(?![\\p{L}])`, 'u');
/** ", Department of Medicine", ", Cardiology Fellowship Program": the unit of a body, the last part before it. */
/** "…, Department of History", "…, Center for Humanistic Inquiry", "…, MacMillan Center": a unit of the body after it. */
const GIVING_UNIT = /,\s*((?:[^,]{0,40}\s)?(?:Department|School|Faculty|Division|College|Institute|Centre|Center|Laboratory) (?:of|for) [^,]{2,60}|[^,]{2,60} (?:Program|Programme|Center|Centre|Institute))$/;
/** "… Fellowship Program": a word that ends an award's name, no one who gave it. */
const GENERIC_TAIL = /^(?:Program|Programme|Scheme|Fund|Competition|Initiative|Series|Track)$/;
/** A country after who gave an award ("…, National Science Foundation, USA"): where it was given. */
const COUNTRY_ALONE = new RegExp(`^(?:${COUNTRY})$`);

/** "Funder, Program. “Title of the project.”": what stands before a quoted title, and the title. */
const GRANT_PROJECT = /^(.+?)[.,:]?\s+["“]([^"”]{8,})["”]\.?$/;
/**
 * "(for Notice Without Comment)" after the year, "(two archival visits)" after who gave it: a note in
 * lower case, a detail. After an amount, "(total costs)" stays with the amount.
 */
const LOWER_CASE_NOTE = /(?:(?<=\b(?:19|20)\d{2}\)?)|(?<=,[^,()\d$€£]{3,200}))\s*\((\p{Ll}[^()]{2,120})\)$/u;
/** "Excellence in Teaching Award (2018, 2023)": one award, given in each of the years listed. */
const YEARS_LISTED = /\s*\(((?:19|20)\d{2}(?:\s*,\s*(?:19|20)\d{2})+)\)$/;

/** A rank among the awards a competition or a programme gives, then the programme: "Honorable Mention, Unbuilt Architecture Awards". */
const RANK_FIRST = /^((?:First|Second|Third|Grand|Special|1st|2nd|3rd)\s+(?:Prize|Place)|Honou?r\s+Award|Merit\s+Award|Honou?rable\s+Mention|Citation|Finalist|Winner|Commendation|Shortlisted|Runner[- ]up|(?:Gold|Silver|Bronze)(?:\s+(?:Medal|Award))?)\s*,\s*(\p{Lu}.+)$/u;

/** "(HPDC 2023)" in a line under an award: one award per venue and year. */
const VENUE_YEAR = /\(([A-Za-z][\w&/-]*)\s+((?:19|20)\d{2})\)/g;
const VENUE_YEAR_TEST = new RegExp(VENUE_YEAR.source);

/** "Universidad X - Sede Y - Facultad Z": a body's parts set apart by spaced dashes, which are no words of its name. */
const SPACED_DASHES = /\s[–—-]\s/g;

/** Reads "Title Issuer, Year" and the forms around it into an award. */
export function parseAward(text: string, source: { line: number; endLine: number }): Award | undefined {
	let t = cleanField(text);
	const award: Partial<Award> & { source: Award['source'] } = { source };
	// "2016 Award", "2024.03 Award" (the month after a stop, as Japanese CVs date), "14/11/2023 Award" (Europass's day).
	const lead = /^(?:\d{1,2}[./]\d{1,2}[./])?((?:19|20)\d{2})(?:[./](?:0?[1-9]|1[0-2]))?(?:\s*[,:|–—-])?\s+(?=\p{L}|\d{1,3}(?:st|nd|rd|th)\b)/u.exec(t);
	if (lead) {
		award.year = Number(lead[1]);
		t = t.slice(lead[0].length);
	}
	// "(2016) (for Notice Without Comment)", "2017 (competitive; funded 2017–2019)": a note in lower case after the award's year, a detail of it.
	const note = t.endsWith(')') ? LOWER_CASE_NOTE.exec(t) : null;
	if (note) {
		award.details = note[1]!;
		t = cleanField(t.slice(0, note.index));
	}
	// "…, Marzo de 2017", "…, Spring 2019": a date that ends the line, a month or term with its year; the year is kept.
	const point = award.year === undefined && /\p{L}\.?,?\s+(?:de\s+)?(?:19|20)\d{2}\)?\.?$/u.test(t) ? splitTrailingDate(t) : undefined;
	if (point && point.range.start === undefined && point.range.end !== undefined && point.range.end !== 'present') {
		award.year = Number(point.range.end.slice(0, 4));
		t = cleanField(point.rest);
	}
	const year = award.year === undefined ? /(?:,\s*|\s+|\()((?:19|20)\d{2})\)?\.?$/.exec(t) : null;
	if (year) {
		award.year = Number(year[1]);
		t = cleanField(t.slice(0, year.index));
	}
	const range = findDateRanges(t).find((r) => r.range.start && r.range.end);
	if (range) {
		// A range ("2018–Now", a grant's years) is when it was held, kept as written: no one year says it.
		// An academic year ("2023–24") is one: the award was given as it began.
		award.details = [range.range.raw, award.details].filter(Boolean).join('; ');
		const start = Number(range.range.start!.slice(0, 4));
		if (Number(range.range.end!.slice(0, 4)) === start + 1 && /^(?:19|20)\d{2}\s?[–-]\s?\d{2}$/.test(range.range.raw)) award.year ??= start;
		t = cleanField(`${t.slice(0, range.index)} ${t.slice(range.index + range.length)}`.replace(/,\s*,/g, ',').replace(/\(\s*\)/g, '').replace(/\s+/g, ' '));
	}
	// "$248,000", "EUR 184,700 (total costs)": what a grant gave, a detail; the title is what it is.
	const amount = BRACKETED_AMOUNT.exec(t) ?? LISTED_AMOUNT.exec(t);
	if (amount) {
		award.details = [award.details, cleanField(amount[1]!)].filter(Boolean).join('; ');
		t = cleanField(`${t.slice(0, amount.index)}${t.slice(amount.index + amount[0].length)}`.replace(/,\s*,/g, ','));
	}
	// "(PI)", "(co-PI, with A. Name)": the holder's part in a grant, not who gave it.
	// "…, Co-PI (PI: J. Name)": both, the bracket first.
	for (const re of HOLDER_PARTS) {
		const part = re.exec(t);
		if (!part) continue;
		award.details = [award.details, part[1]!].filter(Boolean).join('; ');
		t = cleanField(t.slice(0, part.index));
	}
	// "Honor Award, AIA Houston Design Awards (Cedar Bayou Pavilion)", "First Prize, Lakeshore Pavilion Competition":
	// a rank among a competition's or a programme's awards, the programme after it its issuer; the work it went to,
	// a partner ("with A. Name") and the city are details.
	const ranked = RANK_FIRST.exec(t);
	if (ranked) {
		const [, given = '', work] = /^(.*?)(?:\s*\(([^()]+)\))?$/.exec(ranked[2]!)!;
		const [issuer = '', partner] = given.split(/,\s*(?=with\s)/);
		const place = /,\s*(\p{Lu}[\p{L}.' -]{1,30},\s*\p{Lu}{2})$/u.exec(issuer);
		award.title = cleanField(ranked[1]!);
		award.issuer = cleanField(place ? issuer.slice(0, place.index) : issuer);
		const details = [award.details, work, partner, place?.[1]].filter(Boolean);
		if (details.length) award.details = details.join('; ');
		if (award.year === undefined) delete award.year;
		return award as Award;
	}
	// "Pacific Research Council, Early Career Program. “Mechanisms of …”": a funder, then the project's title in quotes.
	const project = GRANT_PROJECT.exec(t);
	if (project && GIVING_BODY.test(project[1]!) && !/\b(?:Award|Prize|Medal)\b/.test(project[1]!)) {
		award.issuer = cleanField(project[1]!);
		award.title = cleanField(project[2]!);
		if (award.year === undefined) delete award.year;
		return award as Award;
	}
	// "…, NeurIPS '21": a venue's short name after the award; "…, USA" is where, not who, and the
	// body before it gave the award.
	const tag = /,\s*([A-Z][\w-]*[A-Z][\w-]*)\s*(?:['’](\d{2})|((?:19|20)\d{2}))?$/.exec(t);
	const tagged = tag && !COUNTRY_ALONE.test(tag[1]!) ? tag : null;
	if (tag && !tagged) t = t.slice(0, tag.index);
	const short = /^([A-Z][\w]*[A-Z]?[\w]*)\s*['’](\d{2})\s+(.+)$/.exec(t);
	const paren = /\s*\(([^()]+)\)$/.exec(t);
	const of = /^(.*\b(?:nominee|winner|finalist|recipient))\s+(?:of|from|by)\s+(?:the\s+)?(.+)$/i.exec(t);
	// "Fellow, American Institute for Medical and Biological Engineering (AIMBE)": a body, and its short name after it.
	const lastPart = /,\s*((?:the\s)?\p{Lu}[^,()]{2,80}(?:\s\([A-Z][\w&/-]*\))?)$/u.exec(t);
	const body = lastPart && GIVING_BODY.test(lastPart[1]!) && wordCount(lastPart[1]!.replace(SPACED_DASHES, ' ')) <= 10 && !AWARD_NOUN_TEST.test(lastPart[1]!) ? lastPart : null;
	// "Early Career Medal – Sociedade Atlântica de Física", "**Best Paper Award** — RECOMB 2021": who gave it, after a spaced dash.
	const dashed = /^(.{3,}?)\s[–—]\s(\p{Lu}[^–—]{1,100})$/u.exec(t);
	if (dashed && AWARD_NOUN_TEST.test(dashed[1]!) && !AWARD_NOUN_TEST.test(dashed[2]!) && isNameInCapitals(dashed[2]!.replace(/\s*\([^()]*\)$/, ''))) {
		const [, given = dashed[2]!, ref] = /^(.*?)(?:\s*\((ref\.?[^()]*)\))?$/.exec(dashed[2]!)!;
		const dated = /^(.*?),?\s+((?:19|20)\d{2})$/.exec(given);
		award.issuer = cleanField(dated ? dated[1]! : given);
		if (dated) award.year ??= Number(dated[2]);
		if (ref) award.details = [award.details, ref].filter(Boolean).join('; ');
		t = dashed[1]!;
	} else if (tagged) {
		award.issuer = tagged[1]!;
		award.year ??= Number(tagged[3]) || expandYear(`'${tagged[2]}`);
		t = t.slice(0, tagged.index);
	} else if (short) {
		award.issuer = short[1]!;
		award.year ??= expandYear(`'${short[2]}`);
		t = short[3]!;
	} else if (body) {
		// "National Scholarship (Top 1%), Ministry of Education": the last part names the body that gave it;
		// "Teaching Award, Department of Medicine, Some University": a unit of it before it gave it too.
		const found = GIVING_UNIT.exec(t.slice(0, body.index));
		// The unit is who gave it only where the award's own name stands before it.
		const unit = found && AWARD_NOUN_TEST.test(t.slice(0, found.index)) ? found : null;
		award.issuer = cleanField(unit ? `${unit[1]}, ${body[1]}` : body[1]!);
		t = t.slice(0, unit ? unit.index : body.index);
	} else if (paren && /^\p{Lu}/u.test(paren[1]!) && !/\d/.test(paren[1]!)) {
		award.issuer = paren[1]!;
		t = t.slice(0, paren.index);
	} else if (of && !AWARD_NOUN_TEST.test(of[2]!)) {
		award.issuer = of[2]!;
		t = of[1]!;
	} else {
		const nouns = matchesOf(AWARD_NOUN, t);
		const last = nouns[nouns.length - 1];
		const after = last ? cleanField(t.slice(last.index + last[0].length)) : '';
		// An amount ("EUR 184,700", "$50,000") is what was given, not who gave it.
		if (last && /^\p{Lu}/u.test(after) && wordCount(after) <= 8 && !/[\d$€£]/.test(after) && !GENERIC_TAIL.test(after)) {
			award.issuer = after;
			t = t.slice(0, last.index + last[0].length);
		}
	}
	award.title = cleanField(t);
	if (!award.title) return undefined;
	if (award.year === undefined) delete award.year;
	return award as Award;
}

/** "A (X) 2018–Now; B of the Y (2021)": several awards written on one line. */
export function splitAwardList(text: string, line: Line): Award[] {
	return text
		.split(/\s*;\s*/)
		.map((part) => parseAward(part, spanOf([line])))
		.filter((a): a is Award => a !== undefined);
}

/**
 * "Genç Bilim İnsanı Ödülü ⇥ Bilim Akademisi ⇥ Ekim 2021": a row of a table the page dropped the header of, its
 * columns the award, who gave it and when. Undefined unless its last column is a date.
 */
function cellRow(line: Line): Award | undefined {
	const cells = line.cells.filter(Boolean);
	// Two columns are read as a line is: "Fellowship, Some University ⇥ 2019" names who gave it inside the first.
	const range = cells.length === 3 ? parseDateRange(cells[2]!) : undefined;
	const year = range ? startYearOf(range) : undefined;
	if (year === undefined) return undefined;
	return { title: cleanField(cells[0]!), issuer: cleanField(cells[1]!), year, source: spanOf([line]) };
}

/** A short plain line over list items that names no award ("Current", "Completed", "Internal"). */
const isListLabel = (line: Line, next: Line | undefined) =>
	line.bullet === 0 && next !== undefined && next.bullet > 0 && wordCount(line.text) <= 3 && !/\d/.test(line.text) && !AWARD_NOUN_TEST.test(line.text);

/** "Issued by Harrowgate Bio · Nov 2023", "Issued Feb 2018": who gave the award above and when, as LinkedIn lists it. */
const ISSUED = /^Issued(?:\s+by\s+(.+?))?\s*(?:·\s*)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+)?((?:19|20)\d{2})?$/;
/** "Rankin, E. (Recipient), 2023": a research portal's line naming who a prize went to, and its year. */
const RECIPIENT = /^[^()]{2,80}\((?:Recipient|Awardee|Winner)\),?\s+(?:[^()]*?\s)?((?:19|20)\d{2})$/i;
const ASSOCIATED = /^Associated with\s/;

/**
 * "European Molecular Biology Organization · 2022 – 2024", "Max Planck Society, 2022 – for outstanding
 * doctoral research", "Bernstein Conference 2019, Berlin": the body that gave the award above, its year,
 * and a note after them; the award's line states neither.
 */
function givenBelow(above: Line, line: Line): { body: string; year: string; note?: string } | undefined {
	if (line.bullet > 0 || above.bullet > 0 || findDateRanges(above.text).length > 0 || AWARD_NOUN_TEST.test(line.text) || !AWARD_NOUN_TEST.test(above.text)) return undefined;
	const m = BODY_AND_YEAR.exec(line.text);
	if (!m || !GIVING_BODY.test(m[1]!) || wordCount(m[1]!) > 10) return undefined;
	const note = cleanField(m[3] ?? '').replace(/^[–—-]\s*/, '');
	return { body: cleanField(m[1]!), year: m[2]!, ...(note ? { note } : {}) };
}
// The range whole ("2022 – 2024"): a fellowship held over years has no one year.
const BODY_AND_YEAR = /^(.{3,100}?)(?:\s·\s|,\s|\s)((?:19|20)\d{2}(?:\s?[–-]\s?(?:(?:19|20)\d{2}|present))?)\b(.*)$/;

/** A line that is a date and nothing else, under an award that states none. */
const dateBelow = (above: Line, line: Line) => line.bullet === 0 && above.also === undefined && findDateRanges(above.text).length === 0 && parseDateRange(line.text) !== undefined;

/** A date and who gave the award on one line, the award's name under it, as Europass sets them: that date and body. */
function givenByAbove(above: Line, line: Line): DatedText | undefined {
	if (above.bullet > 0 || line.bullet > 0 || above.also || !AWARD_NOUN_TEST.test(line.text) || findDateRanges(line.text).length > 0) return undefined;
	const dated = splitLeadingDate(above.text);
	return dated !== undefined && !AWARD_NOUN_TEST.test(dated.rest) && wordCount(dated.rest) <= 8 ? dated : undefined;
}

/** The one line an award's group holds, with the line under it read into it as the text given. */
const absorb = (group: Line[], line: Line, text: string) => void (group[0] = { ...joinLines(group[0]!, line), text });

/** A sentence on what an award was for ("Given each year for a paper …."): words in lower case, a stop at its end, no award named. */
const isDescription = (text: string) => /^\p{Lu}\p{Ll}+\s(?!(?:of|for|and|in|on|the)\b)\p{Ll}/u.test(text) && text.endsWith('.') && wordCount(text) >= 6 && !AWARD_NOUN_TEST.test(text);


/**
 * Awards each opened by its date on a line of its own making, a body that gave it on the line under
 * it: a list of dated blocks, each read with its lines as parts. The lines that open them, or none.
 */
function datedBlockHeads(lines: readonly Line[]): ReadonlySet<Line> {
	const heads = lines.filter((line) => line.bullet === 0 && splitLeadingDate(line.text) !== undefined);
	const byBody = heads.filter((head) => {
		const next = lines[lines.indexOf(head) + 1];
		return next !== undefined && next.bullet === 0 && !heads.includes(next) && GIVING_BODY.test(next.text) && wordCount(next.text) <= 12;
	});
	return heads.length >= 2 && byBody.length * 2 >= heads.length ? new Set(heads) : new Set();
}

/** Step 5g. Awards: one per line or list item; a list of venues under one award gives one award each. */

export function extractAwards(section: Section, ctx: ExtractContext): void {
	const groups: Line[][] = [];
	// "Given each year for a paper by an author under 40." under an award: what it was for.
	const described = new WeakMap<Line[], string>();
	const nested = new WeakSet<Line[]>();
	const blockHeads = datedBlockHeads(section.lines);
	section.lines.forEach((line, i) => {
		// "Current" over a list of grants: a label for the items under it, no award; it has no field.
		if (isListLabel(line, section.lines[i + 1])) return;
		const attach = groups.length > 0 && line.bullet === 0 && VENUE_YEAR_TEST.test(line.text) && cellRow(line) === undefined;
		const last = groups[groups.length - 1];
		// "● K23 HL167342 (A. Name, PI)" over "   ○ Funder" and "   ○ Project title": the items under an item are its parts.
		if (last && last[0]!.bullet > 0 && line.bullet > last[0]!.bullet) {
			last.push(line);
			nested.add(last);
			return;
		}
		// "2024/5 Early Career Award" over "Canadian Medical and Biological Engineering Society" over "Prize / Award"
		// (Canada's Common CV): an award's lines up to the next date are its parts.
		if (last && line.bullet === 0 && blockHeads.has(last[0]!) && !blockHeads.has(line)) {
			last.push(line);
			nested.add(last);
			return;
		}
		const alone = last?.length === 1 && line.bullet === 0 ? last : undefined;
		const issued = alone ? ISSUED.exec(line.text) : null;
		const below = alone && !issued ? givenBelow(alone[0]!, line) : undefined;
		if (alone && issued) {
			// "Harrowgate Innovation Prize" over "Issued by Harrowgate Bio · Nov 2023" (LinkedIn): read as "Title, Body, Year".
			absorb(alone, line, [alone[0]!.text, issued[1], issued[2]].filter(Boolean).join(', '));
		} else if (alone && below) {
			// "EMBO Postdoctoral Fellowship" over "European Molecular Biology Organization · 2022 – 2024": who gave it and when, under it.
			// A range ("2022 – 2024") is when it was held, a detail: no one year says it.
			const { body, year, note } = below;
			const held = /\d\s?[–-]/.test(year);
			absorb(alone, line, [alone[0]!.text, body, ...(held ? [] : [year])].join(', '));
			const details = [held ? year : undefined, note].filter(Boolean).join('; ');
			if (details) described.set(alone, details);
		} else if (alone && RECIPIENT.test(line.text)) {
			// "Wielgosz, T. (Recipient), 2019" (a research portal): the person it went to, and when.
			absorb(alone, line, `${alone[0]!.text}, ${RECIPIENT.exec(line.text)![1]}`);
		} else if (alone && !described.has(alone) && AWARD_NOUN_TEST.test(alone[0]!.text) && isDescription(line.text)) {
			described.set(alone, cleanField(line.text));
			absorb(alone, line, alone[0]!.text);
		} else if (alone && ASSOCIATED.test(line.text)) {
			// "Associated with Harrowgate Bio": where the person was when it was given; the issuer says who gave it.
			absorb(alone, line, alone[0]!.text);
		} else if (alone && recordItem(alone[0]!, line)) {
			// "Kellburn University: Kellburn, Ontario, CA" over "2017-11-15 | Dean's Medal (Faculty of Science)" (ORCID): read as "Title, Body, Year".
			const { body, year, title } = recordItem(alone[0]!, line)!;
			absorb(alone, line, `${title}, ${body}, ${year}`);
		} else if (alone && dateBelow(alone[0]!, line)) {
			// "Graduate Fellowship, Tamsworth University" over "2019–2024": the date under the award is its own.
			absorb(alone, line, `${alone[0]!.text}, ${line.text}`);
		} else {
			const given = alone ? givenByAbove(alone[0]!, line) : undefined;
			if (alone && given) {
				// "11/2022 European Seagrass Network" over "Best Early-Career Talk Award" (Europass): read as "Title, Body, Date".
				const { start, end, raw } = given.range;
				absorb(alone, line, `${line.text}, ${given.rest}, ${start === undefined || start === end ? end!.slice(0, 4) : raw}`);
			} else if (attach) groups[groups.length - 1]!.push(line);
			else groups.push([line]);
		}
	});
	for (const group of groups) {
		const [head, ...rest] = group;
		if (!head) continue;
		const award = nested.has(group) ? readNestedAward(head, rest) : undefined;
		if (award) {
			ctx.draft.awards.push(award);
			ctx.trace.place(head, ...rest);
			continue;
		}
		if (rest.length === 0) {
			const years = YEARS_LISTED.exec(head.text);
			const texts = years ? years[1]!.split(/\s*,\s*/).map((y) => `${head.text.slice(0, years.index)}, ${y}`) : [head.text];
			const row = cellRow(head);
			const awards = row ? [row] : texts.map((text) => parseAward(text, spanOf([head]))).filter((a): a is Award => a !== undefined);
			const description = described.get(group);
			if (description) for (const award of awards) award.details = [award.details, description].filter(Boolean).join('; ');
			ctx.draft.awards.push(...awards);
			if (awards.length > 0) ctx.trace.place(head);
			continue;
		}
		for (const line of rest) {
			for (const sentence of line.text.split(/(?<=\))\.\s*/)) {
				for (const m of matchesOf(VENUE_YEAR, sentence)) {
					ctx.draft.awards.push({ title: cleanField(head.text), issuer: m[1]!, year: Number(m[2]), details: cleanField(sentence), source: spanOf([head, line]) });
				}
			}
		}
		ctx.trace.place(head, ...rest);
	}
}

/** "K23 HL167342", "19POST34380712", "(Ferrante, PI)": a grant's number or its holder, which name no award. */
const GRANT_CODE = /\b[A-Z]{1,3}\d{2}\b|\b[A-Z]{2}\d{5,}\b|\b\d{2}[A-Z]{2,}\d{4,}\b|\([^()]*,\s*(?:co-?)?PI\)/i;
/** "Role: Principal Investigator; total costs $812,450": a labelled part, no name. */
const LABELLED_PART = /^[\p{L}][\p{L} ]{1,30}:\s/u;

/**
 * An award or grant with its parts listed under it: who gave it, and for a grant named by its
 * number the project's title, which names it better. Every other part is a detail.
 */
function readNestedAward(head: Line, parts: readonly Line[]): Award | undefined {
	const award = parseAward(head.text, spanOf([head, ...parts]));
	if (!award) return undefined;
	const details = award.details ? [award.details] : [];
	// "(Ferrante, PI)" read off the head as who gave it: the holder; a part under it names the giver.
	if (award.issuer !== undefined && !GIVING_BODY.test(award.issuer) && parts.some((p) => GIVING_BODY.test(p.text))) {
		details.push(award.issuer);
		delete award.issuer;
	}
	let titled = false;
	for (const part of parts) {
		const text = cleanField(part.text);
		if (!text) continue;
		if (award.issuer === undefined && !LABELLED_PART.test(text) && GIVING_BODY.test(text) && wordCount(text) <= 12) award.issuer = text;
		else if (!titled && GRANT_CODE.test(award.title) && !LABELLED_PART.test(text) && wordCount(text) >= 4) {
			details.unshift(award.title);
			award.title = text;
			titled = true;
		} else details.push(text);
	}
	if (details.length) award.details = details.join('; ');
	return award;
}
