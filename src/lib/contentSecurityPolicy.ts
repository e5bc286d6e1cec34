export interface CspOptions {
	/** Pages that run the search index, which compiles WebAssembly (never JavaScript `eval`). */
	wasm?: boolean;
}

/**
 * The Content-Security-Policy every page carries in a `<meta http-equiv>`, for static hosts that
 * cannot send headers. Scripts, styles and everything else come from the site's own origin as
 * files: nothing inline, no `eval`, no plug-ins, no frames, no `<base>` rewriting, and forms may
 * only submit to the site. Whatever a document's text manages to smuggle into a page, the browser
 * refuses to run it or to fetch from anywhere else.
 */
export function contentSecurityPolicy({ wasm = false }: CspOptions = {}): string {
	const directives: [string, ...string[]][] = [
		['default-src', "'self'"],
		['script-src', "'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : [])],
		['style-src', "'self'"],
		['img-src', "'self'"],
		['font-src', "'self'"],
		['connect-src', "'self'"],
		['object-src', "'none'"],
		['frame-src', "'none'"],
		['base-uri', "'none'"],
		['form-action', "'self'"],
	];
	return directives.map((d) => d.join(' ')).join('; ');
}
