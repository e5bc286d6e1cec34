import { describe, expect, test } from 'vitest';
import { FolioError } from '../../../src/ingest/errors.ts';
import { parseText } from '../../../src/ingest/index.ts';
import { validateParse } from '../../../src/ingest/validate.ts';

const doc = ['Ada Lovelace', '', 'Service', 'Reviewer, NeurIPS 2023', 'Session chair, ICML 2022'].join('\n');

describe('validateParse', () => {
	test('an entry the contract rejects is dropped with a warning naming its line, and its line is listed as unplaced', () => {
		const result = parseText('ada.txt', doc);
		result.profile.service![1]!.venue = '';
		const profile = validateParse(result, 'ada.txt');
		expect(profile.service.map((s) => s.venue)).toEqual(['NeurIPS']);
		expect(profile.unparsed).toEqual([{ line: 5, text: 'Session chair, ICML 2022' }]);
		expect(result.warnings).toEqual([expect.stringMatching(/^ada\.txt:5: could not read this service entry \(venue: .+\); its lines are listed as unplaced$/)]);
	});

	test('a fault outside the entries still fails, naming the file', () => {
		const result = parseText('ada.txt', doc);
		result.profile.slug = '';
		expect(() => validateParse(result, 'ada.txt')).toThrow(FolioError);
		expect(() => validateParse(result, 'ada.txt')).toThrow(/^invalid profile\nada\.txt:1: slug/);
	});

	test('a valid parse passes unchanged', () => {
		const result = parseText('ada.txt', doc);
		expect(validateParse(result, 'ada.txt').service).toHaveLength(2);
		expect(result.warnings).toEqual([]);
	});
});
