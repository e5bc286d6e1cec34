/**
 * A static look at built HTML for what must never be in it: the parts of a page a browser would
 * run or load. It tokenises start tags the way the HTML parser does (quoted attribute values may
 * hold ">" and "on…=" as text), skipping comments and the raw text of <script> elements, so a
 * payload written into the page as escaped text never counts, and one that became markup always does.
 */

export interface Tag {
	name: string;
	attrs: [name: string, value: string | undefined][];
	/** Raw text up to the closing tag, for <script> and <style>. */
	body?: string;
}

export interface HtmlFindings {
	/** Attributes named on…: inline event handlers. */
	handlers: string[];
	/** href/src/action… values with a javascript:, vbscript: or data: scheme. */
	scriptUrls: string[];
	/** <script> elements the browser would run from the page itself (no src, executable type). */
	inlineScripts: string[];
	/** <style> elements and style="" attributes. */
	inlineStyles: string[];
	/** Content-Security-Policy meta tags, in order, with their position among the head's elements. */
	policies: { content: string; index: number }[];
	/** JSON-LD blocks whose text could end the element early ("<" unescaped). */
	unsafeJsonLd: string[];
	/** Elements that embed or redirect: frames, plug-ins, <base>, <meta http-equiv="refresh">. */
	embeds: string[];
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'srcset', 'poster', 'data', 'xlink:href', 'background', 'cite', 'ping']);
const EMBEDS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Character references decoded, as the browser does before it reads an attribute's URL. */
export function decodeEntities(value: string): string {
	return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
		if (ref[0] === '#') {
			const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
			return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
		}
		return NAMED[ref.toLowerCase()] ?? whole;
	});
}

/** Elements whose content the parser reads as text until their end tag, never as tags. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

/**
 * Every start tag in document order, with decoded attribute values: a small version of the HTML
 * tokenizer (tag open, attribute name, quoted or unquoted value), so quoted values may hold
 * anything and attributes need no space between them, as in browsers.
 */
export function startTags(html: string): Tag[] {
	const tags: Tag[] = [];
	const space = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
	let i = 0;
	while (i < html.length) {
		const lt = html.indexOf('<', i);
		if (lt < 0) break;
		i = lt + 1;
		if (html.startsWith('<!--', lt)) {
			const end = html.indexOf('-->', lt + 4);
			i = end < 0 ? html.length : end + 3;
			continue;
		}
		if (!/[a-zA-Z]/.test(html[i] ?? '')) continue;
		let name = '';
		while (i < html.length && !space(html[i]) && html[i] !== '/' && html[i] !== '>') name += html[i++];
		const tag: Tag = { name: name.toLowerCase(), attrs: [] };
		for (;;) {
			while (space(html[i]) || html[i] === '/') i++;
			if (i >= html.length || html[i] === '>') break;
			let attr = html[i++]!;
			while (i < html.length && !space(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') attr += html[i++];
			while (space(html[i])) i++;
			let value: string | undefined;
			if (html[i] === '=') {
				i++;
				while (space(html[i])) i++;
				const quote = html[i];
				if (quote === '"' || quote === "'") {
					const close = html.indexOf(quote, i + 1);
					const end = close < 0 ? html.length : close;
					value = html.slice(i + 1, end);
					i = end + 1;
				} else {
					const start = i;
					while (i < html.length && !space(html[i]) && html[i] !== '>') i++;
					value = html.slice(start, i);
				}
			}
			tag.attrs.push([attr.toLowerCase(), value === undefined ? undefined : decodeEntities(value)]);
		}
		i++;
		if (RAW_TEXT.has(tag.name)) {
			const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
			const end = close < 0 ? html.length : close;
			tag.body = html.slice(i, end);
			i = end;
		}
		tags.push(tag);
	}
	return tags;
}

/** What a page would run or load, found in its built HTML. */
export function scanHtml(html: string): HtmlFindings {
	const findings: HtmlFindings = { handlers: [], scriptUrls: [], inlineScripts: [], inlineStyles: [], policies: [], unsafeJsonLd: [], embeds: [] };
	const tags = startTags(html);
	const headEnd = tags.findIndex((t) => t.name === 'body');
	tags.forEach((tag, index) => {
		const attr = (name: string) => tag.attrs.find(([n]) => n === name)?.[1];
		for (const [name, value] of tag.attrs) {
			if (name.startsWith('on')) findings.handlers.push(`<${tag.name} ${name}=${JSON.stringify(value)}>`);
			if (name === 'style') findings.inlineStyles.push(`<${tag.name} style=${JSON.stringify(value)}>`);
			// Browsers strip whitespace and control characters before reading a URL's scheme.
			const squashed = [...(value ?? '')].filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
			if (URL_ATTRS.has(name) && /^(javascript|vbscript|data):/.test(squashed)) {
				findings.scriptUrls.push(`<${tag.name} ${name}=${JSON.stringify(value)}>`);
			}
		}
		if (tag.name === 'meta' && attr('http-equiv')?.toLowerCase() === 'content-security-policy') {
			findings.policies.push({ content: attr('content') ?? '', index: headEnd < 0 || index < headEnd ? index : -1 });
		}
		if (EMBEDS.has(tag.name) || (tag.name === 'meta' && attr('http-equiv')?.toLowerCase() === 'refresh')) {
			findings.embeds.push(`<${tag.name}>`);
		}
		if (tag.name === 'style') findings.inlineStyles.push(`<style>${tag.body?.slice(0, 80)}`);
		if (tag.name === 'script') {
			const type = (attr('type') ?? '').toLowerCase();
			if (attr('src') === undefined && EXECUTABLE_TYPES.has(type)) findings.inlineScripts.push(`<script>${tag.body?.slice(0, 80)}`);
			if (type === 'application/ld+json' && tag.body?.includes('<')) findings.unsafeJsonLd.push(tag.body.slice(0, 80));
		}
	});
	return findings;
}
