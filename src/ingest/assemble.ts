import slugify from '@sindresorhus/slugify';
import type { ProfileInput } from '../schema/index.ts';
import { parseFrontMatter } from './frontmatter.ts';
import type { ParseResult } from './index.ts';
import type { SourceDocument } from './read.ts';
import type { Draft, Line, Trace } from './types.ts';

/** A slug from a name, or from the file name when the name has no Latin letters (CJK-only names give ""). */
export function slugFor(name: string | undefined, file: string): string {
	const fromName = name ? slugify(name) : '';
	return fromName || slugify(file.replace(/\.[^.]+$/, '')) || 'profile';
}

/**
 * A paper listed twice (an NIH biosketch cites four in its statement and again under its
 * contributions) is one paper: the same title, venue and year. A journal version of a conference
 * paper has another venue, and stays.
 */
function withoutRepeats(publications: Draft['publications']): Draft['publications'] {
	const seen = new Set<string>();
	return publications.filter((p) => {
		const key = `${p.title.toLowerCase()}|${p.venue ?? ''}|${p.year ?? ''}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/**
 * A degree a biography tells ("She earned her PhD in Nursing from the University of Wrenford") and
 * the education list gives again, with its year: the list's entry is the one kept.
 */
function withoutRetold(education: Draft['education']): Draft['education'] {
	type Entry = Draft['education'][number];
	const key = (e: Entry) => `${e.degree ?? ''}|${e.institution}`.toLowerCase();
	const year = (e: Entry) => e.dates?.end?.slice(0, 4);
	// The fuller of two tellings: dates, a place and details count; on a tie, the list's, which comes later.
	const fullness = (e: Entry) => (e.dates ? 2 : 0) + (e.location ? 1 : 0) + e.details.length;
	const retold = (e: Entry, i: number) =>
		education.some((o, j) => j !== i && key(o) === key(e) && (!year(o) || !year(e) || year(o) === year(e)) && (fullness(o) > fullness(e) || (fullness(o) === fullness(e) && j > i)));
	return education.filter((e, i) => !retold(e, i));
}

/**
 * A position a header names ("POSITION  Postdoctoral Researcher, Delft University of Technology")
 * and the list of positions gives again with its dates: the dated entry is the one kept.
 */
function withoutRestated(experience: Draft['experience']): Draft['experience'] {
	type Entry = Draft['experience'][number];
	const key = (e: Entry) => `${e.role ?? ''}|${e.organization}`.toLowerCase();
	const dated = new Set(experience.filter((e) => e.dates).map(key));
	return experience.filter((e) => e.dates || e.highlights.length > 0 || !dated.has(key(e)));
}

/**
 * An empty item of an entry's list ("" among its highlights, where a line was only markup) says
 * nothing: it is left out, where the contract would reject the whole entry for it.
 */
export function withoutEmptyItems<T extends object>(entries: T[]): T[] {
	for (const entry of entries) {
		for (const [key, value] of Object.entries(entry)) {
			if (Array.isArray(value) && value.some((item) => item === '')) (entry as Record<string, unknown>)[key] = value.filter((item) => item !== '');
		}
	}
	return entries;
}

/** Step 6. The profile as the contract wants it: corrections applied, every unplaced line listed. */
export function assembleProfile(doc: SourceDocument, draft: Draft, lines: readonly Line[], trace: Trace): Omit<ParseResult, 'sections'> {
	const { data: fm, warnings } = parseFrontMatter(doc.frontMatter, doc.file, doc.frontMatterText);
	const name = fm.name ?? draft.name ?? null;
	if (name === null) {
		warnings.push(`${doc.file}:1: no name found in the document; add front matter at the top of the file to set it:\n---\nname: Full Name\n---`);
	}
	const { contact: fmContact, name: _n, slug: fmSlug, nativeName, headline, summary, interests, ...flatContact } = fm;
	void _n;
	const unparsed = lines.filter((l) => !trace.placed.has(l.n)).map((l) => ({ line: l.n, text: l.text || l.raw.trim() }));
	const profile: ProfileInput = {
		slug: fmSlug ?? slugFor(name ?? undefined, doc.file),
		name,
		interests: interests ?? draft.interests.filter((topic) => topic.trim() !== ''),
		contact: { ...draft.contact, ...flatContact, ...fmContact },
		education: withoutEmptyItems(withoutRetold(draft.education)),
		experience: withoutEmptyItems(withoutRestated(draft.experience)),
		publications: withoutEmptyItems(withoutRepeats(draft.publications)),
		awards: withoutEmptyItems(draft.awards),
		talks: withoutEmptyItems(draft.talks),
		service: withoutEmptyItems(draft.service),
		teaching: withoutEmptyItems(draft.teaching),
		projects: withoutEmptyItems(draft.projects),
		media: withoutEmptyItems(draft.media),
		unparsed,
		source: { file: doc.file, sha256: doc.sha256 },
	};
	const native = nativeName ?? draft.nativeName;
	if (native) profile.nativeName = native;
	const head = headline ?? draft.headline;
	if (head) profile.headline = head;
	const about = summary ?? (draft.summary.length ? draft.summary.join('\n\n') : undefined);
	if (about) profile.summary = about;
	return { profile, lineCount: lines.length, warnings, evidence: trace.evidence };
}
