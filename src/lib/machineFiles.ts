import type { Profile } from '../schema/index.ts';
import { collectPublications } from './collectPublications.ts';
import { personPaths } from './personPaths.ts';
import { publicationPaths } from './publicationPaths.ts';
import { toBibtex } from './toBibtex.ts';
import { toJsonResume } from './toJsonResume.ts';

/** A file of the site written as it is, by its site path (without the base). */
export interface SiteFile {
	path: string;
	text: string;
}

/** A profile exactly as the contract shapes it, pretty-printed. */
export function personJson(person: Profile): string {
	return `${JSON.stringify(person, null, 2)}\n`;
}

/** A profile as JSON Resume; `url` is the file's own absolute address, which it names. */
export function resumeJson(person: Profile, url: string): string {
	return `${JSON.stringify(toJsonResume(person, url), null, 2)}\n`;
}

/**
 * The files for machines that each person and each paper has: the profile as JSON, as JSON
 * Resume, and every publication's BibTeX. `absolute` turns a site path into its public address.
 */
export function* machineFiles(people: Profile[], absolute: (path: string) => string): Generator<SiteFile> {
	for (const person of people) {
		const paths = personPaths(person.slug);
		yield { path: paths.json, text: personJson(person) };
		yield { path: paths.resume, text: resumeJson(person, absolute(paths.resume)) };
	}
	for (const { anchor, publication } of collectPublications(people)) yield { path: publicationPaths(anchor).bib, text: toBibtex(publication) };
}
