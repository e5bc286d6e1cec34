// citation-js ships no type declarations; these cover the calls folio makes.

declare module '@citation-js/core' {
	/** The registered plugins; `output.format` runs one output format on CSL-JSON items as they are. */
	export const plugins: {
		output: { format(format: 'bibtex', items: readonly object[], options?: { format?: 'text' | 'html' }): string };
	};
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
