import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import type { Publication } from '../schema/index.ts';
import { toCsl } from './toCsl.ts';

/** A build shows each paper's BibTeX on the index, on its own page and in its .bib file: format it once. */
const formatted = new WeakMap<Publication, string>();

/**
 * One BibTeX entry for a publication, written by citation-js at build time (it escapes LaTeX
 * specials and protects capitalised words), so no citation code ships to the browser. The item
 * goes straight to the BibTeX output plugin: toCsl already makes well-formed CSL, and a `Cite`
 * would copy and re-check every field first (two-fifths of the time, on every publication page).
 */
export function toBibtex(publication: Publication): string {
	let bibtex = formatted.get(publication);
	if (bibtex === undefined) {
		bibtex = `${plugins.output.format('bibtex', [toCsl(publication)], { format: 'text' }).trim()}\n`;
		formatted.set(publication, bibtex);
	}
	return bibtex;
}
