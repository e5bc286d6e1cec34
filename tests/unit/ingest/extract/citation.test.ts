import { describe, expect, test } from 'vitest';
import { CITED_JOURNAL, isVenueText, JOURNAL_VOLUME, readVenue, splitAuthorDateHead, splitInvertedHead, splitLegalCitation, splitNameRun, splitQuotedTitleHead, splitTitleVenue } from '../../../../src/ingest/extract/citation.ts';
import { parseText } from '../../../../src/ingest/index.ts';

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

	test.each([
		['Moal, J., & Garnier, P. (sous presse). Titre. Ecology.', 'sous presse'],
		['Ruiz, M. y Lobo, T. (en prensa). Título. Ecosistemas.', 'en prensa'],
		['Becker, K. (im Druck). Titel. Chemie.', 'im Druck'],
	])('a status in the date slot, as other languages write it: %s', (text, status) => {
		expect(splitAuthorDateHead(text)).toMatchObject({ status });
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

	test("a colon naming a venue's part keeps it a venue; one before a phrase marks a title", () => {
		expect(isVenueText('IEEE Transactions on Circuits and Systems I: Regular Papers, vol. 67, no. 11, pp. 3905–3917, Nov. 2020.')).toBe(true);
		expect(isVenueText('Journal of the Royal Statistical Society: Series B, 85(3), 612–640.')).toBe(true);
		expect(isVenueText('Journal Club: how we read papers together in a small lab')).toBe(false);
	});

	test("a venue's name loses its volume, issue, pages and the place a meeting was held", () => {
		expect(readVenue('Journal of Labor Economics 39 (S2): S311–S348')).toEqual({ short: 'Journal of Labor Economics' });
		expect(readVenue('Journal of Machine Learning Research 24.117 (2023), pp. 1–45')).toEqual({ short: 'Journal of Machine Learning Research', year: 2023 });
		expect(readVenue('Anxiety and Depression Association of America Conference, Boston, MA')).toEqual({ short: 'Anxiety and Depression Association of America Conference' });
	});

	test("a venue's name loses an article number, a preprint's identifier, an abstract's number and a note on what was published", () => {
		expect(readVenue('Development 150(8):dev201144')).toEqual({ short: 'Development' });
		expect(readVenue('bioRxiv 2024.06.11.598812 -- under review')).toEqual({ short: 'bioRxiv', year: 2024 });
		expect(readVenue('EGU General Assembly 2021, EGU21-4410 (abstract only)')).toEqual({ short: 'EGU General Assembly', year: 2021 });
		expect(readVenue('International Journal of Heat and Mass Transfer, vol. 201, Art. no. 123590, 2023')).toEqual({ short: 'International Journal of Heat and Mass Transfer', year: 2023 });
		expect(readVenue('Decadal Survey White Paper, BAAS, 51, 3, 371')).toEqual({ short: 'Decadal Survey White Paper, BAAS' });
		// A research portal's "Journal. volume, issue, p. pages N p." and its note that the paper is out before its issue.
		expect(readVenue('In: Journal of Hydrology. 630, 2, p. 130-142 13 p.')).toEqual({ short: 'Journal of Hydrology' });
		expect(readVenue('(E-pub ahead of print) In: Water Resources Research.')).toEqual({ short: 'Water Resources Research' });
	});

	test("a meeting's city and country, and a book's editors as French and Italian name them, are no part of the venue", () => {
		expect(readVenue('Proceedings of the 9th Ecology Conference (ECOC 2022), Galway, Irlande, p. 45–52')).toEqual({ short: 'ECOC', year: 2022, full: 'Proceedings of the 9th Ecology Conference (ECOC 2022)' });
		expect(readVenue('Actes du 4e congrès de limnologie, Lyon, France')).toEqual({ short: 'Actes du 4e congrès de limnologie' });
		expect(readVenue('In Morvan, G. (dir.), Écologie des estuaires')).toEqual({ short: 'Écologie des estuaires' });
	});

	test('the full name keeps "Proceedings of the" as written; the short name leaves it out', () => {
		expect(readVenue('In Proceedings of the 12th Nordic Hydrology Congress')).toEqual({ short: '12th Nordic Hydrology Congress', full: 'Proceedings of the 12th Nordic Hydrology Congress' });
		expect(readVenue('Proc. IEEE Symposium on Flood Sensing (FLOODS)')).toMatchObject({ short: 'FLOODS', full: 'Proc. IEEE Symposium on Flood Sensing (FLOODS)' });
	});
});

describe('comma-separated citations (physics, IEEE without quotes)', () => {
	test('splitNameRun takes the names a citation opens with, "and" included', () => {
		expect(splitNameRun('A. Okafor, B. Lindqvist, and C. Marchetti, Spin liquids, Phys. Rev. B 104, 094421 (2021).')).toEqual({
			authors: 'A. Okafor, B. Lindqvist, and C. Marchetti',
			rest: 'Spin liquids, Phys. Rev. B 104, 094421 (2021).',
		});
		expect(splitNameRun('A. Okafor and C. Marchetti, Nature Phys. 17, 1234 (2021).')?.authors).toBe('A. Okafor and C. Marchetti');
	});

	test('splitNameRun needs two names or the owner: a title before names is no run', () => {
		expect(splitNameRun('Spin liquids in magnets, A. Okafor, B. Lindqvist')).toBeUndefined();
		expect(splitNameRun('A. Okafor, Spin liquids in magnets, Phys. Rev. B 104, 1 (2021)')).toBeUndefined();
		expect(splitNameRun('A. Okafor, Spin liquids in magnets, Phys. Rev. B 104, 1 (2021)', 'Ada Okafor')?.authors).toBe('A. Okafor');
	});

	test('splitTitleVenue finds where the journal starts; a reference with no title is all venue', () => {
		expect(splitTitleVenue('Spin liquids, kagome and more, Phys. Rev. X 10, 031045 (2020).')).toEqual({ title: 'Spin liquids, kagome and more', venue: 'Phys. Rev. X 10, 031045 (2020).' });
		expect(splitTitleVenue('Nature Phys. 17, 1234 (2021).')).toEqual({ venue: 'Nature Phys. 17, 1234 (2021).' });
	});

	test.each([
		['Phys. Rev. Lett. 131, 176701 (2023)', 'Phys. Rev. Lett.'],
		['Science 371, 1200–1205 (2021).', 'Science'],
		['J. Phys.: Condens. Matter 28, 456002 (2016)', 'J. Phys.: Condens. Matter'],
	])('CITED_JOURNAL reads %j as the journal %j', (text, name) => {
		expect(CITED_JOURNAL.exec(text)?.[1]).toBe(name);
		expect(isVenueText(text)).toBe(true);
	});

	test('an abbreviated journal keeps its stops; a month before the year is no part of a venue', () => {
		expect(readVenue('IEEE J. Sel. Areas Commun., vol. 41, no. 3, pp. 700–712, Mar. 2023.')).toEqual({ short: 'IEEE J. Sel. Areas Commun.', year: 2023 });
		expect(readVenue('N Engl J Med.').short).toBe('N Engl J Med');
		expect(readVenue('Compositio Math. 158 (2022), 1–40.')).toEqual({ short: 'Compositio Math.', year: 2022 });
		expect(readVenue('Cell.').short).toBe('Cell');
	});

	test('an IEEE journal citation is a journal paper with its year; a conference keeps its short name', () => {
		const text = ['Ada Okafor', '', 'Publications', '[1] A. Okafor and B. Lindqvist, "Beamforming under uncertainty," IEEE J. Sel. Areas Commun., vol. 41, no. 3, pp. 700–712, Mar. 2023.', '[2] A. Okafor, "Channel estimation," in Proc. IEEE Int. Conf. Commun. (ICC), Rome, Italy, May 2023, pp. 1–6.'].join('\n');
		expect(parseText('ieee.txt', text).profile.publications!.map((p) => [p.title, p.venue, p.year, p.type])).toEqual([
			['Beamforming under uncertainty', 'IEEE J. Sel. Areas Commun.', 2023, 'journal'],
			['Channel estimation', 'ICC', 2023, 'conference'],
		]);
	});
});

describe("authors marked with a star (a student's or an equal share)", () => {
	const doc = [
		'# Jane Example',
		'',
		'## Publications',
		'',
		'Reyes, M.*, Holt, P., & Example, J. (2023). Parental accommodation. *Behaviour Research and Therapy, 162*, 104–115.',
		'',
		'Holt, P., Reyes, M.*, & Example, J. (2022). Youth avoidance. *Behaviour Research and Therapy, 161*, 1–15.',
		'',
		'Holt, P., Tan, M.\\*, & Example, J. (2021). Strategy switching. *Emotion, 21*, 33–40.',
	].join('\n');

	test('each citation is read, its authors without the mark, whether the star is bare or escaped; no line is lost', () => {
		const { profile } = parseText('stars.md', doc);
		expect(profile.publications!.map((p) => [p.title, p.authors, p.venue, p.year])).toEqual([
			['Parental accommodation', ['M. Reyes', 'P. Holt', 'J. Example'], 'Behaviour Research and Therapy', 2023],
			['Youth avoidance', ['P. Holt', 'M. Reyes', 'J. Example'], 'Behaviour Research and Therapy', 2022],
			['Strategy switching', ['P. Holt', 'M. Tan', 'J. Example'], 'Emotion', 2021],
		]);
		expect(profile.unparsed).toEqual([]);
	});
});

describe('NLM citations as biomedical CVs list them', () => {
	test("a shared first place ('#') after the initials, the index's PMID and an impact factor leave the citation as it is", () => {
		const text = ['Jan Kowalczyk', '', 'Publications', '1. **Kowalczyk JM**#, Ramirez P#, Lindqvist E. Piezo1 licenses endothelial memory. *Nat Commun*. 2023;14(1):5521. doi:10.1038/s41467-023-41188-2 [PMID: 37681234] (IF: 16.6)', '2. Lindqvist E, Kowalczyk JM. Water research in the field. Water Res. 2016; 98:265–275. PMID: 35912876'].join('\n');
		expect(parseText('nlm.md', text).profile.publications!.map((p) => [p.title, p.authors, p.venue, p.year, p.type])).toEqual([
			['Piezo1 licenses endothelial memory', ['Kowalczyk JM', 'Ramirez P', 'Lindqvist E'], 'Nat Commun', 2023, 'journal'],
			['Water research in the field', ['Lindqvist E', 'Kowalczyk JM'], 'Water Res', 2016, 'journal'],
		]);
	});
});

describe('authors before a quoted title, no year between (APA not yet dated, ASA, Chicago)', () => {
	test.each([
		['Harris, J., Okonkwo, T., Lindqvist, M. "TinyEdge: Always-on monitoring." Ecological Informatics 61 (2021).', 'J. Harris, T. Okonkwo, M. Lindqvist'],
		['Achterberg-Quispe, Marisol, and Priya Ramanathan. “Eviction Records.” Revise and resubmit at American Journal of Sociology.', 'Marisol Achterberg-Quispe, Priya Ramanathan'],
	])('%s', (text, authors) => {
		expect(splitQuotedTitleHead(text)?.authors).toBe(authors);
	});

	test("ASME's year between the names and the title is the year", () => {
		expect(splitQuotedTitleHead('Oduya, M. J., and Strand, H. K., 2017, “Pressure Drop Oscillations,” International Journal of Heat and Mass Transfer, 112, pp. 845–858.')).toMatchObject({
			authors: 'M. J. Oduya, H. K. Strand',
			year: 2017,
		});
	});

	test("IEEE's names before a quoted title are read as they were, not as such a head", () => {
		expect(splitQuotedTitleHead('A. Name, B. Name, and C. Name, “Title,” in Proc. IEEE ISSCC, 2022.')).toBeUndefined();
	});

	test('each such line is a citation of its own, its status and venue read', () => {
		const text = 'Ada Lovelace\n\nPublications\nHarris, J., Lovelace, A. "TinyEdge: Always-on monitoring." Ecological Informatics 61 (2021): 101–112.\nLovelace, Ada, and Priya Ramanathan. “Eviction Records and Housing.” Revise and resubmit at *American Journal of Sociology*.\n';
		const pubs = parseText('asa.md', text).profile.publications ?? [];
		expect(pubs.map((x) => [x.title, x.authors, x.venue, x.status])).toEqual([
			['TinyEdge: Always-on monitoring', ['J. Harris', 'A. Lovelace'], 'Ecological Informatics', 'published'],
			['Eviction Records and Housing', ['Ada Lovelace', 'Priya Ramanathan'], 'American Journal of Sociology', 'under-review'],
		]);
	});
});

describe('the first author inverted, the others not, a full stop after them (ecology, Chicago without a year)', () => {
	test.each([
		['Okafor, J.*, and S. M. Hale†. Heat shock in crabs. Marine Ecology 58:211–224.', 'J. Okafor, S. M. Hale', 'Heat shock in crabs. Marine Ecology 58:211–224.'],
		['Hale, Sofia, Thu Nguyen, and R. Feldstein. 2021. Title here.', 'Sofia Hale, Thu Nguyen, R. Feldstein', '2021. Title here.'],
		// A lone author counts only as the owner: her initials' full stop ends the head.
		['Hale, S. M. Plasticity is not enough.', 'S. M. Hale', 'Plasticity is not enough.'],
	])('%s', (text, authors, rest) => {
		expect(splitInvertedHead(text, 'Sofia M. Hale')).toEqual({ authors, rest });
	});

	test.each(['Washington, D.C. Housing markets after the crash.', 'Harris, J., Okonkwo, T. Title in APA without a year.'])('no such head: %s', (text) => {
		expect(splitInvertedHead(text, 'Sofia M. Hale')).toBeUndefined();
	});
});

describe('Bluebook citations, as US law faculty list their work', () => {
	test.each([
		['Agency Silence, 71 Halloran L.J. 455 (2022) (with D. Ferris).', { title: 'Agency Silence', venue: 'Halloran L.J.', year: 2022, forthcoming: false, chapter: false, rest: ' (with D. Ferris).' }],
		['Deference After Dusk, 104 MARLOWE L. REV. (forthcoming 2025).', { title: 'Deference After Dusk', venue: 'MARLOWE L. REV.', year: 2025, forthcoming: true, chapter: false, rest: '.' }],
		['Notice, Comment, and Consequence, 65 DUKE L.J. 1567, 1570 (2016)', { title: 'Notice, Comment, and Consequence', venue: 'DUKE L.J.', year: 2016, forthcoming: false, chapter: false, rest: '' }],
		['Guidance, in THE STATE RECONSIDERED 45 (H. Lind & P. Mercer eds., Ashcombe Univ. Press 2020).', { title: 'Guidance', venue: 'THE STATE RECONSIDERED', year: 2020, forthcoming: false, chapter: true, rest: '.' }],
		// Shorter works: online with the outlet and its day, in a newspaper with the page; a review's subject is no title.
		['Why Venue Matters, SLATE (Feb. 3, 2023)', { title: 'Why Venue Matters', venue: 'SLATE', year: 2023, forthcoming: false, chapter: false, rest: '' }],
		['Shadow Dockets Revisited, LAWFARE (Apr. 2, 2022) (reviewing B. Lund, Orders, 95 ASHBURY L. REV. 301 (2021))', { title: 'Shadow Dockets Revisited', venue: 'LAWFARE', year: 2022, forthcoming: false, chapter: false, rest: ' (reviewing B. Lund, Orders, 95 ASHBURY L. REV. 301 (2021))' }],
		['Courts and Their Clocks, BOSTON GLOBE, May 4, 2021, at A9', { title: 'Courts and Their Clocks', venue: 'BOSTON GLOBE', year: 2021, forthcoming: false, chapter: false, rest: '' }],
	])('%s', (text, expected) => {
		expect(splitLegalCitation(text)).toEqual(expected);
	});

	test.each(['Title of a paper, 12 months of data (2019)', 'A. Author, Title, Phys. Rev. B 104, 094421 (2021).', 'A. Author, B. Author, Deep learning for vision, CVPR (2019)'])('no such citation: %s', (text) => {
		expect(splitLegalCitation(text)).toBeUndefined();
	});
});

describe('IEEE references whose venue is abbreviated word by word', () => {
	test('the venue runs from the title to its volume and date, however many words end in a stop; the year is the date\'s', () => {
		const text = [
			'Ann Lee',
			'',
			'Selected Publications',
			'1. S. Abernathy and A. Lee, “Wake-up receivers: A survey,” IEEE Trans. Microw. Theory Techn., vol. 69, no. 9, pp. 4001–4019, Sep. 2021.',
			'2. A. Lee and T. Hollister, “Compact baluns for mixers,” IEEE Microw. Wireless Compon. Lett., vol. 27, no. 6, pp. 551–553, Jun. 2017.',
			'3. L. Ng and A. Lee, “A 60-GHz transceiver,” in Proc. IEEE Radio Freq. Integr. Circuits Symp. (RFIC), Boston, MA, USA, Jun. 2019, pp. 87–90. (Best Paper Award)',
		].join('\n');
		const { publications } = parseText('cv.txt', text).profile;
		expect(publications!.map((p) => [p.venue, p.venueFull, p.year, p.type, p.awards])).toEqual([
			['IEEE Trans. Microw. Theory Techn', undefined, 2021, 'journal', []],
			['IEEE Microw. Wireless Compon. Lett.', undefined, 2017, 'journal', []],
			['RFIC', 'Proc. IEEE Radio Freq. Integr. Circuits Symp. (RFIC)', 2019, 'conference', ['(Best Paper Award)']],
		]);
	});
});

describe("the labels of an astronomer's links after a citation", () => {
	test('"[ADS] [arXiv]" after the journal are no part of the venue', () => {
		const text = 'Lucia Berg\n\nRefereed Publications\n\nA survey of dwarf galaxy outflows\nBerg, L., Hsu, M., & Okafor, B. 2023, ApJ, 951, 28 [ADS] [arXiv]\n';
		expect(parseText('cv.txt', text).profile.publications?.map((p) => [p.title, p.venue, p.year])).toEqual([['A survey of dwarf galaxy outflows', 'ApJ', 2023]]);
	});
});
