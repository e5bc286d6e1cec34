import type { Profile } from '../schema/index.ts';

// Apart from ingestSeeds.ts, which loads the parser: the ingest CLI prints reports, and loads the
// parser only once its compile cache is on.

/** The entry lists a report counts, in the order the log names them. */
export const COUNTED = ['education', 'experience', 'publications', 'awards', 'talks', 'service', 'teaching', 'projects', 'media'] as const;

/** What the log and the slug check read of a profile. */
export interface ProfileSummary {
	slug: string;
	name: string | null;
	counts: Record<(typeof COUNTED)[number], number>;
	unparsed: Profile['unparsed'];
}

/**
 * What ingest made of one document. The profile travels as the text of its content file, made in
 * the thread that parsed it: a worker's report then crosses to this thread as a string, which
 * costs little to copy, where a profile's objects cost more to copy than to print (10,000
 * profiles: 0.7 s to clone, 0.28 s to print as JSON).
 */
export interface DocumentReport {
	file: string;
	summary?: ProfileSummary;
	/** The content file's text: the validated profile as JSON. */
	content?: string;
	error?: string;
	warnings: string[];
	/** Non-empty lines in the document, and how many of them a field or heading took. */
	lines: number;
	placed: number;
	/** Taken from the content-hash cache, not parsed this run. */
	cached?: boolean;
}

/** The summary of a validated profile. */
export function summarise(p: Profile): ProfileSummary {
	const counts = Object.fromEntries(COUNTED.map((k) => [k, p[k].length])) as ProfileSummary['counts'];
	return { slug: p.slug, name: p.name, counts, unparsed: p.unparsed };
}
