import { parse, type CslName } from '@citation-js/name';
import type { Publication, PublicationType } from '../schema/index.ts';
import { bareDoi } from './bareDoi.ts';
import { citationKey } from './citationKey.ts';
import { safeHref } from './safeHref.ts';

/** The CSL-JSON fields folio fills (citation-style-language/schema, csl-data.json). */
export interface CslItem {
	id: string;
	'citation-key': string;
	type: string;
	title: string;
	/** Left out when there are no authors, as citation-js's own input parser does. */
	author?: CslName[];
	'container-title'?: string;
	publisher?: string;
	genre?: string;
	note?: string;
	issued?: { 'date-parts': [[number]] };
	DOI?: string;
	URL?: string;
}

/**
 * CSL types by folio type. Workshop papers and posters appear in proceedings too; a preprint is
 * an "article" whose container is the server (as Google Scholar exports arXiv papers).
 */
const CSL_TYPES: Record<PublicationType, string> = {
	conference: 'paper-conference',
	workshop: 'paper-conference',
	poster: 'paper-conference',
	journal: 'article-journal',
	preprint: 'article',
	thesis: 'thesis',
	other: 'document',
};

const STATUS_NOTES: Partial<Record<NonNullable<Publication['status']>, string>> = {
	accepted: 'Accepted',
	'under-review': 'Under review',
	preprint: 'Preprint',
};

/** A publication as a CSL-JSON item, the input citation-js formats BibTeX from. */
export function toCsl(p: Publication): CslItem {
	const author = p.authors.map((name) => parse(name));
	const first = author[0];
	const key = citationKey(first?.family ?? first?.literal, p.year, p.title);
	const venue = p.venueFull ?? p.venue;
	// A document type or a preprint without a server has no container field; BibTeX's misc says it in a note.
	const type = p.type === 'preprint' && !venue ? 'document' : CSL_TYPES[p.type ?? 'other'];
	const status = p.status && p.status !== p.type ? STATUS_NOTES[p.status] : undefined;
	const item: CslItem = { id: key, 'citation-key': key, type, title: p.title };
	if (author.length > 0) item.author = author;
	if (venue && type === 'thesis') item.publisher = venue;
	else if (venue && type !== 'document') item['container-title'] = venue;
	if (p.type === 'poster') item.genre = 'Poster';
	// BibTeX has only @phdthesis and @mastersthesis; a thesis is doctoral unless its text says master's.
	if (type === 'thesis') {
		const masters = /\bmaster|\bm\.?sc?\b|\bmphil\b/i.test(`${p.title} ${venue ?? ''}`);
		item.genre = masters ? "Master's thesis" : 'PhD thesis';
	}
	const note = [type === 'document' ? venue : undefined, status].filter(Boolean).join('. ');
	if (note) item.note = note;
	if (p.year) item.issued = { 'date-parts': [[p.year]] };
	if (p.doi) item.DOI = bareDoi(p.doi);
	const url = p.url ? safeHref(p.url) : undefined;
	if (url) item.URL = url;
	return item;
}
