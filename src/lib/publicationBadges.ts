import type { Publication } from '../schema/index.ts';

export interface Badge {
	label: string;
	tone: 'neutral' | 'accent' | 'award';
}

const STATUS_LABELS: Record<NonNullable<Publication['status']>, string> = {
	published: 'Published',
	accepted: 'Accepted',
	'under-review': 'Under review',
	preprint: 'Preprint',
};

/**
 * The kind of a publication, its status when not simply "published" (the default says nothing),
 * and its awards. A preprint typed and marked as preprint shows one badge, not two.
 */
export function publicationBadges(
	publication: Pick<Publication, 'type' | 'status' | 'awards'>
): Badge[] {
	const badges: Badge[] = [];
	const { type, status } = publication;
	if (type) badges.push({ label: type.charAt(0).toUpperCase() + type.slice(1), tone: 'neutral' });
	if (status && status !== 'published' && status !== type) {
		badges.push({ label: STATUS_LABELS[status], tone: 'accent' });
	}
	for (const award of publication.awards) badges.push({ label: award, tone: 'award' });
	return badges;
}
