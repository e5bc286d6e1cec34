// citation-js ships no type declarations; these cover the calls folio makes.

declare module '@citation-js/core' {
	export class Cite {
		constructor(data: unknown);
		format(format: 'bibtex', options?: { format?: 'text' | 'html' }): string;
	}
}

declare module '@citation-js/plugin-bibtex';

declare module '@citation-js/name' {
	/** A CSL name: "van der Berg, Anna" → { given: 'Anna', family: 'Berg', non-dropping-particle: 'van der' }. */
	export interface CslName {
		given?: string;
		family?: string;
		suffix?: string;
		literal?: string;
		'dropping-particle'?: string;
		'non-dropping-particle'?: string;
	}
	export function parse(name: string): CslName;
}
