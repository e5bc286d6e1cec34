/**
 * JSON for a `<script type="application/ld+json">` body. Document text may contain "</script>";
 * escaping every "<" keeps it from closing the element while staying the same JSON.
 */
export function serialiseJsonLd(data: unknown): string {
	return JSON.stringify(data).replace(/</g, '\\u003c');
}
