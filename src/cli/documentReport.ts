import { ENTRY_KINDS, type Profile } from '../schema/index.ts';
import { profileText, type ContentFile } from './writeContent.ts';

// Apart from ingestSeeds.ts, which loads the parser: the ingest CLI prints reports, and loads the
// parser only once its compile cache is on.

/** The entry lists a report counts, in the order the log names them. */
export const COUNTED = ENTRY_KINDS;

/**
 * A profile as a report carries it: the text of its content file, and what the log and the slug
 * check read of it. Made in the thread that parsed it, so a worker's report crosses to this
 * thread as a string, which costs little to copy, where a profile's objects cost more to copy
 * than to print (10,000 profiles: 0.7 s to clone, 0.28 s to print as JSON).
 */
export interface ProfileReport {
	/** The content file's text: the validated profile as JSON. */
	text: string;
	slug: string;
	name: string | null;
	counts: Record<(typeof COUNTED)[number], number>;
	unparsed: Profile['unparsed'];
}

/** What ingest made of one document. */
export interface DocumentReport {
	file: string;
	profile?: ProfileReport;
	error?: string;
	warnings: string[];
	/** Non-empty lines in the document, and how many of them a field or heading took. */
	lines: number;
	placed: number;
	/** Taken from the content-hash cache, not parsed this run. */
	cached?: boolean;
}

/** A validated profile as a report carries it. */
export function reportProfile(profile: Profile): ProfileReport {
	const counts = Object.fromEntries(COUNTED.map((k) => [k, profile[k].length])) as ProfileReport['counts'];
	return { text: profileText(profile), slug: profile.slug, name: profile.name, counts, unparsed: profile.unparsed };
}

/** The same profile under another slug: its content file says so too. */
export function withSlug(profile: ProfileReport, slug: string): ProfileReport {
	return { ...profile, slug, text: profileText({ ...(JSON.parse(profile.text) as Profile), slug }) };
}

/** The content files the reports hold, for writeContent. */
export function contentFiles(reports: readonly DocumentReport[]): ContentFile[] {
	return reports.flatMap((r) => (r.profile ? [{ slug: r.profile.slug, text: r.profile.text }] : []));
}
