import { withBase } from './url.ts';

/** A site path as an absolute URL under the configured site and base, for feeds and metadata. */
export function absoluteUrl(path: string, site: URL | string): string {
	return new URL(withBase(path), site).href;
}
