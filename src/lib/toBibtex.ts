import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import type { Publication } from '../schema/index.ts';
import { toCsl } from './toCsl.ts';

/**
 * One BibTeX entry for a publication, written by citation-js at build time (it escapes LaTeX
 * specials and protects capitalised words), so no citation code ships to the browser.
 */
export function toBibtex(publication: Publication): string {
	return `${new Cite(toCsl(publication)).format('bibtex', { format: 'text' }).trim()}\n`;
}
