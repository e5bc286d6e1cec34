import type { Award, Contact, Education, Experience, Media, Project, Publication, Service, Talk, Teaching } from '../schema/index.ts';

/** Types shared by the ingest stages. */

/** One non-empty line of a document, with its layout cues kept and its markup removed. */
export interface Line {
	/** 1-based line number in the seed file (front matter included). */
	n: number;
	/** The line as written. */
	raw: string;
	/** Plain text: markdown, HTML, LaTeX and bullet glyphs removed, single-spaced, trimmed. */
	text: string;
	/** Plain text of each tab-separated column (two-column PDF layouts). */
	cells: string[];
	/** Leading whitespace width, tabs counted as four. */
	indent: number;
	/** 0 for a plain line, 1 for a bullet, 2 for a bullet inside a bullet. */
	bullet: number;
	/** Markdown heading level (`## X` is 2), 0 when none. */
	mdHeading: number;
	/** Text set in bold or italics: authors, titles and venues are often marked so. */
	strong: string[];
	emphasis: string[];
	/** Targets of markdown and HTML links on the line ("[Homepage](https://…)"), which the plain text drops. */
	links: string[];
	/** The line is markup alone (an HTML tag, a rule): its text is the line as written, so that a report can show it. */
	markupOnly?: true;
	/** A blank line stood right before this one. */
	blankBefore: boolean;
	/** Further lines of the file this one holds, when two were read as one (a date standing above its entry). */
	also?: number[];
	/** A table row's cells by the names its header gives the columns, lower-cased ("dates", "specialty"); empty cells left out. */
	columns?: Readonly<Record<string, string>>;
	/** The columns were labelled beside each value in the text ("Employer: …"), a record's, not named by a table's header. */
	labelled?: true;
}

/** A stretch of lines under one heading. */
export interface Section {
	kind: SectionKind;
	/** The heading text, or '' for the lines before the first heading. */
	title: string;
	/** The heading line itself, when there is one. */
	heading?: Line;
	lines: Line[];
}

export type SectionKind =
	| 'header'
	| 'summary'
	| 'interests'
	| 'education'
	| 'experience'
	| 'publications'
	| 'awards'
	| 'talks'
	| 'service'
	| 'teaching'
	| 'projects'
	| 'media'
	| 'skills'
	| 'contact'
	| 'other';

/** Sections of dated entries a line or two long, whose layout a PDF's columns and width shape. */
export const LISTED_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>(['education', 'experience', 'awards', 'talks', 'service', 'teaching']);

/** Why a decision was taken: the features that fired and their weights. */
export interface Evidence {
	line: number;
	decision: string;
	score: number;
	features: string[];
}

/** Collects which lines were placed and why; one per document. */
export class Trace {
	readonly placed = new Set<number>();
	readonly evidence: Evidence[] = [];
	place(...lines: (Line | number | undefined)[]): void {
		for (const l of lines) {
			if (l === undefined) continue;
			if (typeof l === 'number') this.placed.add(l);
			else {
				this.placed.add(l.n);
				if (l.also) for (const n of l.also) this.placed.add(n);
			}
		}
	}
	explain(e: Evidence): void {
		this.evidence.push(e);
	}
}

/** Source span of an entry, from its first to last line. */
export function spanOf(lines: readonly Line[]): { line: number; endLine: number } {
	const first = lines[0]?.n ?? 1;
	const last = lines[lines.length - 1];
	return { line: first, endLine: last?.also?.[last.also.length - 1] ?? last?.n ?? first };
}

/** The profile as the extractors fill it in, before front matter and validation. */
export interface Draft {
	name?: string;
	nativeName?: string;
	headline?: string;
	summary: string[];
	interests: string[];
	contact: Contact;
	education: Education[];
	experience: Experience[];
	publications: Publication[];
	awards: Award[];
	talks: Talk[];
	service: Service[];
	teaching: Teaching[];
	projects: Project[];
	media: Media[];
}

/** What every extractor receives: its section, the profile so far, the trace, and the owner's name once known. */
export interface ExtractContext {
	draft: Draft;
	trace: Trace;
	owner?: string;
}

export function emptyDraft(): Draft {
	return { summary: [], interests: [], contact: {}, education: [], experience: [], publications: [], awards: [], talks: [], service: [], teaching: [], projects: [], media: [] };
}
