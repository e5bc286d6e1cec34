import type { Experience, Project } from '../../schema/index.ts';
import { expandYear, findDateRanges, parseDateRange, splitLeadingDate, splitTrailingDate, throughoutItsPoint } from '../dates.ts';
import { splitPeople } from '../names.ts';
import { cleanField, splitOutsideBrackets, splitSentences, wordCount } from '../text.ts';
import { spanOf, type ExtractContext, type Line, type Section } from '../types.ts';
import { INSTITUTION_WORDS } from '../vocab/degrees.ts';
import { POSITION_WORDS, ROLE_WORDS } from '../vocab/roles.ts';
import { WEB_URL } from '../vocab/contact.ts';
import { toWebUrl } from './contact.ts';
import { DOI, isAwardText } from './citation.ts';
import { HELD_AS, LIST_LABEL, readQuotedGrant, ROLE_LABEL } from './quotedGrants.ts';
import { isPlaceLine, splitOrganization } from './org.ts';

const titleLike = (l: Line) => l.bullet === 0 && !/[.!?]$/.test(l.text) && wordCount(l.text) <= 16;

/** Step 5l. Projects: a titled block (title, role line, place, summary, bullets) or a one-line list item. */
/** "Title | Python, PyTorch, CUDA": a title and, after a bar, a list of short names. */
const TITLE_AND_TOOLS = /^([^|]{2,80}?)\s+\|\s+((?:[\w.#+/ -]{1,25},\s*)*[\w.#+/ -]{1,25})$/;

export function extractProjects(section: Section, ctx: ExtractContext): void {
	const blocks: Line[][] = [];
	// "As Principal Investigator (kierownik projektu):" over the projects held so: the role of each.
	const roles = new Map<Line[], string>();
	let role: string | undefined;
	let cur: Line[] = [];
	for (const line of section.lines) {
		// "(a) Ongoing", "Completed projects:": a label over the projects of a kind, no project.
		if (line.bullet === 0 && LIST_LABEL.test(line.text)) {
			ctx.trace.place(line);
			continue;
		}
		const heldAs = line.bullet === 0 ? HELD_AS.exec(line.text) : null;
		if (heldAs) {
			if (cur.length) blocks.push(cur);
			cur = [];
			role = heldAs[1]!;
			ctx.trace.place(line);
			continue;
		}
		if (cur.length === 0 && role !== undefined) roles.set(cur, role);
		const hasBullets = cur.some((l) => l.bullet > 0);
		const headed = cur.length > 0 && cur[0]!.bullet === 0;
		if (line.bullet > 0 && !headed) {
			if (cur.length) blocks.push(cur);
			blocks.push([line]);
			cur = [];
			continue;
		}
		// "  DOI: 10.5281/…" indented under a list item: the rest of that item.
		const item = blocks[blocks.length - 1];
		if (cur.length === 0 && line.bullet === 0 && line.indent > 0 && item?.length && item[0]!.bullet > 0 && line.indent > item[0]!.indent && !line.blankBefore) {
			item.push(line);
			continue;
		}
		// A date-first row ("2019–2021 Project – …", as a date set above its project reads) opens a project of its own.
		// "budget: 1 962 440 PLN" set under a date-first row's text, in its column: the row goes on.
		const under = cur.length > 0 && !line.blankBefore && line.indent > cur[0]!.indent && splitLeadingDate(cur[0]!.text) !== undefined;
		const opens = line.bullet === 0 && !under && (cur.length === 0 || hasBullets || (titleLike(line) && !titleLike(cur[0]!)) || splitLeadingDate(line.text) !== undefined);
		if (opens && cur.length) {
			blocks.push(cur);
			cur = [];
			if (role !== undefined) roles.set(cur, role);
		}
		cur.push(line);
	}
	if (cur.length) blocks.push(cur);
	for (const block of blocks) if (!readQuotedGrant(block, ctx, roles.get(block))) readBlock(block, ctx);
}


function readBlock(lines: Line[], ctx: ExtractContext): void {
	const [head, ...body] = lines;
	if (head && body.length === 0 && !titleLike(head) && readSentenceRow(head, ctx)) return;
	if (head && readWorkRow(head, body, ctx)) return;
	if (!head || (!titleLike(head) && head.bullet === 0)) return;
	if (head.bullet > 0 && body.every((l) => l.bullet === 0 && l.indent > head.indent)) return readListItem(head, body, ctx);
	const lead = head.bullet === 0 ? (splitLeadingDate(head.text) ?? splitTrailingDate(head.text)) : undefined;
	const dated = lead?.rest ?? head.text;
	// "SparseKV | Python, PyTorch, CUDA   Jan. 2024 – May 2024": a résumé's project, the tools it was built with after a bar.
	const built = dated.includes(' | ') ? TITLE_AND_TOOLS.exec(dated) : null;
	const headText = built ? built[1]! : dated;
	const colon = /^(.+?):\s+(.+)$/.exec(headText);
	const p: Project = { title: cleanField(colon ? colon[1]! : headText), advisors: [], highlights: [], awards: [], source: spanOf(lines) };
	if (built) p.tools = built[2]!.split(/\s*,\s*/).map(cleanField).filter(Boolean);
	if (lead) p.dates = lead.range;
	if (colon) p.subtitle = cleanField(colon[2]!);
	const placed: Line[] = [head];
	for (const line of body) {
		if (line.bullet > 0) {
			const prev = p.highlights.length - 1;
			// Fragments under "Parent:" belong to it: "Parent: child; child".
			if (prev >= 0 && /:$|: .*$/.test(p.highlights[prev]!) && p.highlights[prev]!.includes(':') && !/[.]$/.test(line.text) && !/^\p{Lu}\p{Ll}+ed\b/u.test(line.text)) {
				p.highlights[prev] = p.highlights[prev]!.endsWith(':') ? `${p.highlights[prev]} ${line.text}` : `${p.highlights[prev]}; ${line.text}`;
			} else p.highlights.push(line.text);
			placed.push(line);
		} else if (isAwardText(line.text) && wordCount(line.text) <= 8) {
			p.awards.push(line.text);
			const m = /^([A-Z][\w]*)\s*['’](\d{2})\s+(.+)$/.exec(line.text);
			const award = m ? { title: m[3]!, issuer: m[1]!, year: expandYear(`'${m[2]}`)!, details: `${line.text}, for ${head.text}`, source: spanOf([line]) } : { title: line.text, source: spanOf([line]) };
			ctx.draft.awards.push(award);
			placed.push(line);
		} else if (readRoleLine(p, line.text) || readPlaceLine(p, line.text)) placed.push(line);
		else if (!p.summary) {
			p.summary = line.text;
			placed.push(line);
		} else {
			p.highlights.push(line.text);
			placed.push(line);
		}
	}
	ctx.draft.projects.push(p);
	ctx.trace.place(...placed);
	if (p.role && p.organization && p.dates && POSITION_WORDS.test(p.role)) ctx.draft.experience.push(toExperience(p, lines));
}

/** "Tidal Hours, for chamber orchestra and live electronics (19')", "Low Water – bass clarinet and fixed media": a work's title, then what it is for, in lower case. */
const WORK_AND_SCORING = /^(.{2,80}?)(?:,\s+|\s[–—]\s)(?=for\s|\p{Ll}|\d+-channel\b)/u;
/** "Commissioned by a festival with support from …": who commissioned the work. */
const COMMISSIONED_BY = /^Commissioned by\s+(.+?)(?:\s+(?:with|for)\s|,|\.|$)/i;

/**
 * "2023⇥Tidal Hours, for chamber orchestra … (19')" over "⇥Commissioned by …" and "⇥Premiere: …": a
 * composer's or an artist's work dated by its year, its title before what it is scored for. Done
 * that year, it begins and ends in it; who commissioned it is the organisation; the rest are notes.
 */
function readWorkRow(head: Line, body: readonly Line[], ctx: ExtractContext): boolean {
	// Only a line opening with a year is asked for its date: most project lines open with their titles.
	const lead = head.bullet === 0 && /^(?:19|20)\d{2}\b/.test(head.text) ? splitLeadingDate(head.text) : undefined;
	const work = lead && /^(?:19|20)\d{2}$/.test(lead.range.raw) ? WORK_AND_SCORING.exec(lead.rest) : null;
	if (!lead || !work || wordCount(work[1]!) > 8) return false;
	const p: Project = { title: cleanField(work[1]!), dates: throughoutItsPoint(lead.range), advisors: [], highlights: [lead.rest.slice(work[0].length)], awards: [], source: spanOf([head, ...body]) };
	for (const line of body) {
		const by = COMMISSIONED_BY.exec(line.text)?.[1];
		if (by && !p.organization) p.organization = cleanField(by);
		p.highlights.push(line.text);
	}
	ctx.draft.projects.push(p);
	ctx.trace.place(head, ...body);
	return true;
}

/** "Varga Field Office, principal in charge": who the work was done for or with, then the part taken, in lower case. */
const ORG_AND_PART = /^(.+),\s+(\p{Ll}[\p{Ll} -]{2,40})$/u;

/**
 * "2023⇥Cedar Bayou Pavilion, Baytown, TX. Varga Field Office, principal in charge. Completed.": a
 * dated project told in sentences, as an architect lists built works. The first sentence is the
 * work and where it stands, the second who it was done with and the part taken, the rest notes.
 */
function readSentenceRow(head: Line, ctx: ExtractContext): boolean {
	const lead = splitLeadingDate(head.text);
	const sentences = lead ? splitSentences(lead.rest) : [];
	if (!lead || sentences.length < 2) return false;
	const [work = '', ...where] = sentences[0]!.replace(/\.$/, '').split(/\s*,\s*/);
	// The work stands somewhere, or its second sentence names who and what part: a sentence cut at an
	// abbreviation ("ANR CLEAR (coord. Inria)") is neither.
	const part = ORG_AND_PART.exec(sentences[1]!.replace(/\.$/, ''));
	if (wordCount(work) > 12 || (where.length > 0 ? !isPlaceLine(where.join(', ')) : !part) || work.includes('(')) return false;
	// A work dated by one year was done that year: it begins and ends in it.
	const dates = throughoutItsPoint(lead.range);
	const p: Project = { title: cleanField(work), dates, advisors: [], highlights: [], awards: [], source: spanOf([head]) };
	if (where.length > 0) p.location = where.join(', ');
	if (part) {
		p.organization = cleanField(part[1]!);
		p.role = cleanField(part[2]!);
	}
	const notes = sentences.slice(part ? 2 : 1).map(cleanField).filter(Boolean);
	if (notes.length) p.summary = notes.join(' ');
	ctx.draft.projects.push(p);
	ctx.trace.place(head);
	return true;
}

/** "Role at Org – Team", "Mentor: A | May 2025 – Aug 2025 | City, ST", "Role (with A & B) | dates". */
function readRoleLine(p: Project, text: string): boolean {
	const parts = text.split(/\s*\|\s*/);
	let used = false;
	for (const part of parts) {
		const date = findDateRanges(part)[0];
		const mentor = /^(?:mentors?|advisors?|supervisors?)\s*:\s*(.+)$/i.exec(part);
		const withWhom = /^(.+?)\s*\(with\s+(.+)\)$/.exec(part);
		const at = /^(.+?)\s+at\s+(.+)$/.exec(part);
		if (date && date.index === 0 && !p.dates) {
			p.dates = date.range;
			used = true;
		} else if (mentor) {
			p.advisors.push(...splitPeople(mentor[1]!));
			used = true;
		} else if (withWhom && ROLE_WORDS.test(withWhom[1]!)) {
			p.role = cleanField(withWhom[1]!);
			p.advisors.push(...splitPeople(withWhom[2]!));
			used = true;
		} else if (at && ROLE_WORDS.test(at[1]!)) {
			p.role = cleanField(at[1]!);
			const org = splitOrganization(at[2]!);
			p.organization = org.organization;
			if (org.team) p.team = org.team;
			used = true;
		} else if (used) {
			const place = /^([\p{Lu}][\p{L} .'-]+,\s*[A-Z]{2}\b(?:,\s*[\p{Lu}][\p{L}]+)?)/u.exec(part);
			if (place) p.location = place[1]!;
		}
	}
	return used;
}

/** "Purdue University, West Lafayette, IN": the organisation and where it is. */
function readPlaceLine(p: Project, text: string): boolean {
	const parts = text.split(/\s*,\s*/);
	if (parts.length < 2 || !INSTITUTION_WORDS.test(parts[0]!) || /[.!?]$/.test(text)) return false;
	p.organization ??= cleanField(parts[0]!);
	p.location ??= parts.slice(1).map(cleanField).join(', ');
	return true;
}

/** "Name: what it does", "Name — what it does": a project's name and, after a colon or a dash, its summary. */
const NAMED = /^([^:]{1,120}?)(?::|\s[—–]|\s-)\s+(.+)$/;
/** "… bindings). Lead developer, 2019 – present.": the part taken in it, and when, closing the summary. */
const ROLE_AND_DATES = /(?:^|(?<=[.!?])\s+)([^.,]{2,40}),\s*([^,]{4,40}?)\.?$/;

/** "Bando PRIN 2022, MUR, 2023–2025.": the sentence that closes a funded project, its funder (the second group) before its years. */
const FUNDER_AND_YEARS = /(?:^|(?<=[.!?])\s+)(?:([^.]{2,80}?),\s*)?(\p{Lu}[^.,]{1,80}?),\s*((?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}|present|oggi|heute|aujourd'hui))\.?$/u;

/** "NSF CAREER Award (DMR-2441187)": a scheme or funder and its grant's number in brackets. */
const NUMBERED = /^(.+?)\s*\(([^()]*\d[^()]*)\)$/;
/** A title in quotes: “…”, "…". */
const QUOTED = /^["“](.+)["”]$/;

/**
 * "Scheme (number), “Title”, 2023.01-2025.12, PI": a funded project as a list of parts, the way
 * grant lists and Chinese faculty pages write them. The quoted part is the title and the scheme
 * before it the funder; the dates are its dates, and a short part after them the part taken.
 * Undefined unless one part is a date range.
 */
function readFundedParts(text: string): (Pick<Project, 'title' | 'highlights'> & Partial<Pick<Project, 'organization' | 'role' | 'dates'>>) | undefined {
	const parts = splitOutsideBrackets(text, /\s*,\s*/g).map((part) => part.trim()).filter(Boolean);
	const at = parts.findIndex((part) => parseDateRange(part) !== undefined);
	if (at < 1 || parts.length < 2) return undefined;
	const highlights: string[] = [];
	const head = NUMBERED.exec(parts[0]!);
	const scheme = cleanField(head ? head[1]! : parts[0]!);
	if (head) highlights.push(head[2]!);
	const quoted = parts.slice(1, at).map((part) => QUOTED.exec(part)?.[1]).find(Boolean);
	for (const part of parts.slice(1, at)) if (!QUOTED.test(part)) highlights.push(cleanField(part));
	const after = parts.slice(at + 1);
	const role = after.length === 1 && wordCount(after[0]!) <= 4 ? cleanField(after[0]!) : undefined;
	if (!role) highlights.push(...after.map(cleanField));
	return {
		title: quoted ? cleanField(quoted) : scheme,
		...(quoted ? { organization: scheme } : {}),
		dates: parseDateRange(parts[at]!)!,
		...(role ? { role } : {}),
		highlights: highlights.filter(Boolean),
	};
}

/** "Client, Site (2022–23), Rs. 9.15 lakhs, Co-PI": who the work was for and when, then what it paid and the part taken. */
function readClientParts(text: string): { fields: Partial<Pick<Project, 'organization' | 'dates' | 'role'>>; rest: string } | undefined {
	const parts = splitOutsideBrackets(text, /\s*,\s*/g).map((part) => part.trim()).filter(Boolean);
	// Each part read once: a name and, in the brackets closing it, a date range.
	const dated = parts.map((part) => {
		const bracket = /^(.*?)\s*\(([^()]+)\)$/.exec(part);
		const range = bracket ? parseDateRange(bracket[2]!) : undefined;
		return bracket && range ? { name: bracket[1]!, range } : undefined;
	});
	const at = dated.findIndex(Boolean);
	if (at < 0) return undefined;
	const { name, range } = dated[at]!;
	const organization = cleanField([...parts.slice(0, at), name].join(', '));
	const after = parts.slice(at + 1);
	const last = after[after.length - 1];
	const role = last !== undefined && wordCount(last) <= 3 && (ROLE_WORDS.test(last) || /^(?:Co-?)?PI$/i.test(last)) ? cleanField(last) : undefined;
	const fields = { ...(organization ? { organization } : {}), dates: range.start ? range : { ...range, start: range.end! }, ...(role ? { role } : {}) };
	return { fields, rest: cleanField((role ? after.slice(0, -1) : after).join(', ')) };
}

/** "Name: what it does https://doi.org/…" as one list item, with the lines indented under it ("DOI: 10.5281/…"). */
function readListItem(line: Line, under: readonly Line[], ctx: ExtractContext): void {
	const found = line.text.match(WEB_URL)?.[0];
	const text = cleanField(found ? line.text.replace(found, '') : line.text);
	const url = found ? toWebUrl(found) : (line.links[0] ? toWebUrl(line.links[0]) : undefined);
	const named = NAMED.exec(text);
	const funded = named ? undefined : readFundedParts(text);
	const p: Project = { title: cleanField(named ? named[1]! : text), advisors: [], highlights: [], awards: [], source: spanOf([line, ...under]), ...funded };
	if (named) {
		let summary = cleanField(named[2]!);
		const closing = ROLE_AND_DATES.exec(summary);
		const dates = closing ? parseDateRange(closing[2]!) : undefined;
		if (closing && dates && ROLE_WORDS.test(closing[1]!)) {
			p.role = cleanField(closing[1]!);
			p.dates = dates;
			summary = cleanField(summary.slice(0, closing.index));
		}
		// "Failure analysis of weld joints – NTPC Ltd., Bongaigaon Station (2020), Rs. 4.72 lakhs, PI": a consultancy,
		// its client and year, what it paid and the part taken.
		const client = p.dates ? undefined : readClientParts(summary);
		if (client) {
			Object.assign(p, client.fields);
			summary = client.rest;
		}
		// "Federated learning at the edge. Bando PRIN 2022, MUR, 2023–2025": the scheme, the funder and the years close it.
		const funder = p.dates ? undefined : FUNDER_AND_YEARS.exec(summary);
		const years = funder ? parseDateRange(funder[3]!) : undefined;
		if (funder && years) {
			p.organization = cleanField(funder[2]!);
			p.dates = years;
			summary = cleanField(`${summary.slice(0, funder.index)}${funder[1] ? ` ${funder[1]}` : ''}`);
		}
		if (summary) p.summary = summary;
	}
	if (url) p.url = url;
	for (const l of [line, ...under]) {
		const doi = DOI.exec(l.text);
		const role = l === line ? null : ROLE_LABEL.exec(l.text);
		if (doi) p.doi ??= doi[1]!;
		else if (role && !p.role) {
			// "Ruolo: **Responsabile scientifico** dell'unità di Padova": the part, in bold or up to a bracket; the rest a note.
			const given = l.strong.find((b) => role[1]!.startsWith(b)) ?? /^[^(.;,]+/.exec(role[1]!)![0];
			p.role = cleanField(given);
			const note = cleanField(role[1]!.slice(given.length).replace(/^\s*\(|\)\.?$/g, ''));
			if (note) p.highlights.push(note);
		} else if (l !== line) p.highlights.push(l.text);
	}
	ctx.draft.projects.push(p);
	ctx.trace.place(line, ...under);
}

function toExperience(p: Project, lines: Line[]): Experience {
	const e: Experience = { organization: p.organization!, role: p.role!, advisors: p.advisors, highlights: [], project: p.title, source: spanOf(lines) };
	if (p.team) e.team = p.team;
	if (p.location) e.location = p.location;
	if (p.dates) e.dates = p.dates;
	return e;
}
