import { describe, expect, test } from 'vitest';
import { bareDoi } from '../../../src/lib/bareDoi.ts';
import { doiUrl } from '../../../src/lib/doiUrl.ts';
import { hostLabel } from '../../../src/lib/hostLabel.ts';
import { personJsonLd } from '../../../src/lib/personJsonLd.ts';
import { scholarlyArticleJsonLd } from '../../../src/lib/scholarlyArticleJsonLd.ts';
import { scholarMetaTags } from '../../../src/lib/scholarMetaTags.ts';
import { serialiseJsonLd } from '../../../src/lib/serialiseJsonLd.ts';
import { PublicationSchema } from '../../../src/schema/publication.ts';
import { makeProfile, pub } from './makeProfile.ts';

const source = { line: 1, endLine: 1 };
const paper = PublicationSchema.parse(
	pub('Tiny Engines', {
		authors: ['Ada Example', 'Bo Sample'],
		venue: 'LOOM',
		venueFull: 'Proceedings of LOOM 2021',
		year: 2021,
		type: 'conference',
		doi: 'doi:10.1/x',
		url: 'https://example.org/tiny.pdf',
	})
);

describe('bareDoi and doiUrl', () => {
	test.each(['10.1/x', 'doi:10.1/x', 'https://doi.org/10.1/x', 'http://dx.doi.org/10.1/x'])('%s', (doi) => {
		expect(bareDoi(doi)).toBe('10.1/x');
		expect(doiUrl(doi)).toBe('https://doi.org/10.1/x');
	});
});

describe('hostLabel', () => {
	test('names the site a link goes to', () => {
		expect(hostLabel('https://www.example.org/a/b')).toBe('example.org');
		expect(hostLabel('not a url')).toBe('not a url');
	});
});

describe('scholarMetaTags', () => {
	test('gives title, each author, date, venue by type, DOI and PDF', () => {
		expect(scholarMetaTags(paper)).toEqual([
			{ name: 'citation_title', content: 'Tiny Engines' },
			{ name: 'citation_author', content: 'Ada Example' },
			{ name: 'citation_author', content: 'Bo Sample' },
			{ name: 'citation_publication_date', content: '2021' },
			{ name: 'citation_conference_title', content: 'Proceedings of LOOM 2021' },
			{ name: 'citation_doi', content: '10.1/x' },
			{ name: 'citation_pdf_url', content: 'https://example.org/tiny.pdf' },
		]);
	});

	test('names a journal as citation_journal_title', () => {
		const article = { ...paper, type: 'journal' as const, url: undefined };
		expect(scholarMetaTags(article).find((t) => t.name.endsWith('_title') && t.name !== 'citation_title')).toEqual({
			name: 'citation_journal_title',
			content: 'Proceedings of LOOM 2021',
		});
	});
});

describe('scholarlyArticleJsonLd', () => {
	test('describes the paper, linking authors who have a page', () => {
		const data = scholarlyArticleJsonLd(paper, 'https://example.org/publications/pub-tiny-engines/', [
			{ name: 'Ada Example', url: 'https://example.org/people/ada/' },
			{ name: 'Bo Sample' },
		]);
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'ScholarlyArticle',
			headline: 'Tiny Engines',
			datePublished: '2021',
			author: [
				{ '@type': 'Person', name: 'Ada Example', url: 'https://example.org/people/ada/' },
				{ '@type': 'Person', name: 'Bo Sample' },
			],
			isPartOf: { name: 'Proceedings of LOOM 2021' },
			sameAs: ['https://doi.org/10.1/x', 'https://example.org/tiny.pdf'],
		});
	});
});

describe('personJsonLd', () => {
	test('lists affiliations and alma maters, contact pages as sameAs', () => {
		const ada = makeProfile({
			slug: 'ada',
			name: 'Ada Example',
			nativeName: '艾达',
			contact: { email: 'ada@example.org', github: 'https://github.com/ada-x' },
			education: [{ institution: 'University of Example', source }],
			experience: [
				{ organization: 'Loom Works', source },
				{ organization: 'Loom Works', source },
			],
		});
		expect(personJsonLd(ada, 'https://example.org/people/ada/')).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Person',
			name: 'Ada Example',
			alternateName: '艾达',
			url: 'https://example.org/people/ada/',
			email: 'ada@example.org',
			sameAs: ['https://github.com/ada-x'],
			affiliation: [{ '@type': 'Organization', name: 'Loom Works' }],
			alumniOf: [{ '@type': 'EducationalOrganization', name: 'University of Example' }],
		});
	});
});

describe('serialiseJsonLd', () => {
	test('cannot close its script element, and stays the same JSON', () => {
		const data = { name: '</script><script>alert(1)</script>' };
		const text = serialiseJsonLd(data);
		expect(text).not.toContain('<');
		expect(JSON.parse(text)).toEqual(data);
	});
});
