import { describe, expect, test } from 'vitest';
import { isVenueText, JOURNAL_VOLUME, splitAuthorDateHead } from '../../../../src/ingest/extract/citation.ts';

describe('splitAuthorDateHead', () => {
	test('reads the authors, turned to "Initials Surname", and the year', () => {
		expect(splitAuthorDateHead('Marchetti, I. S., Okafor, T., & Flett, C. (2023). Winter is coming. Ecology Letters, 26(4), 512–525.')).toEqual({
			authors: 'I. S. Marchetti, T. Okafor, C. Flett',
			year: 2023,
			rest: 'Winter is coming. Ecology Letters, 26(4), 512–525.',
		});
	});

	test('takes particles, "et al." and a month after the year', () => {
		expect(splitAuthorDateHead('van der Berg, L., Marchetti, I. S., et al. (2019a). Title.')?.authors).toBe('L. van der Berg, I. S. Marchetti');
		expect(splitAuthorDateHead('Marchetti, I. S. (2023, July). Winter is coming later. Paper presented at a meeting.')).toMatchObject({ year: 2023, rest: 'Winter is coming later. Paper presented at a meeting.' });
	});

	test.each(['A. Smith and B. Jones. Title. In Venue, 2020.', 'Title of a paper (2020). Venue.', 'Smith, Jones and Lee, "Title," Venue (2019).'])('no author–date head in %s', (text) => {
		expect(splitAuthorDateHead(text)).toBeUndefined();
	});
});

describe('venue texts', () => {
	test.each(['Ecology Letters, 26(4), 512–525.', 'Oecologia, 189, 1–12.', 'Annals of Example Statistics, 50(1):1–30, 2021.'])('%s is a journal with volume and pages', (text) => {
		expect(JOURNAL_VOLUME.test(text)).toBe(true);
		expect(isVenueText(text)).toBe(true);
	});

	test('abbreviated venue words end in a stop', () => {
		expect(isVenueText('IEEE Trans. Wireless Commun., vol. 31, no. 4, pp. 1–12, 2022.')).toBe(true);
		expect(isVenueText('In NeurIPS, 2020.')).toBe(true);
	});
});
