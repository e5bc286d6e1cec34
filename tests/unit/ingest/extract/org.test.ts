import { describe, expect, test } from 'vitest';
import { isPlaceLine, joinCampus, unglueCity } from '../../../../src/ingest/extract/org.ts';
import { degreeIndex, INSTITUTION_WORDS } from '../../../../src/ingest/vocab/degrees.ts';

// Asked only where a place stands (under an institution, in a template's stack of header lines): a list of
// capitalised topics ("Machine Learning, Statistics") would pass it, as no word list of places is kept.
describe('isPlaceLine', () => {
	test.each(['Ashford, MA, USA', 'Seattle, WA', 'Valdemora, Spain', 'Wellington, New Zealand', 'London, UK', 'Online'])('%s names a place and nothing else', (text) => {
		expect(isPlaceLine(text)).toBe(true);
	});

	test.each(['Brightwater AI', 'Note Editor, Yale Law Journal', 'Halvorsen University, Ashford, MA', 'Statistical Learning Lab, Ashford', 'Machine learning, statistics and optimization'])('%s is no place line', (text) => {
		expect(isPlaceLine(text)).toBe(false);
	});
});

describe('degreeIndex', () => {
	test.each(['Ashford, MA, USA', 'Ashford, MA', 'Halvorsen University, Boston, MA', 'Starkville, MS 39762'])('a state code after a place is no degree: %s', (text) => {
		expect(degreeIndex(text)).toBe(-1);
	});

	test.each([['MA in Economics', 0], ['Economics, MA, 2015', 11], ['MS, Computer Science', 0]])('%s names a degree at %i', (text, at) => {
		expect(degreeIndex(text)).toBe(at);
	});
});

describe('institutions named in their own languages', () => {
	test.each(['Technische Universität Steinbrück', 'Università di Bologna', 'Université de Lyon II', 'Instituto Politécnico do Vale Verde', 'École Polytechnique de Valmont', 'Lessing-Gymnasium Reichenbrunn', 'Universiteit van Oostburg'])('%s is an institution', (text) => {
		expect(INSTITUTION_WORDS.test(text)).toBe(true);
	});

	test.each(['Universities Act', 'Schoolhouse Rock'])('%s names none', (text) => {
		expect(INSTITUTION_WORDS.test(text)).toBe(false);
	});
});

describe('joinCampus', () => {
	test.each([
		[['University of California', 'Berkeley'], ['University of California, Berkeley']],
		[['Indian Institute of Technology', 'Madras'], ['Indian Institute of Technology, Madras']],
		[['University of Illinois', 'Urbana-Champaign'], ['University of Illinois, Urbana-Champaign']],
		// Before a state's code the campus is also the city.
		[['University of California', 'Berkeley', 'CA'], ['University of California, Berkeley', 'Berkeley', 'CA']],
		// Elsewhere the part after a university is where it is.
		[['University of Toronto', 'Toronto'], ['University of Toronto', 'Toronto']],
		[['Stanford University', 'Stanford', 'CA'], ['Stanford University', 'Stanford', 'CA']],
	])('%j reads as %j', (parts, joined) => {
		expect(joinCampus(parts)).toEqual(joined);
	});
});

describe('unglueCity', () => {
	test.each([
		[['Brantford University Pittsburgh', 'PA'], ['Brantford University', 'Pittsburgh', 'PA']],
		[['Ridgeway Institute of Technology Troy', 'NY'], ['Ridgeway Institute of Technology', 'Troy', 'NY']],
		[['Corvane Labs', 'Storage Systems Group Seattle', 'WA'], ['Corvane Labs', 'Storage Systems Group', 'Seattle', 'WA']],
		[['Harvard Medical School Boston', 'MA'], ['Harvard Medical School', 'Boston', 'MA']],
		// Nothing after the organisation's last word, or words that name an organisation, are no city.
		[['Stanford University', 'Stanford', 'CA'], ['Stanford University', 'Stanford', 'CA']],
		[['Stanford University Medical Center', 'CA'], ['Stanford University Medical Center', 'CA']],
		[['University of Michigan Ann Arbor', 'MI'], ['University of Michigan Ann Arbor', 'MI']],
		// Without a place after it, a capitalised word could be part of the name.
		[['Riverside University Hospital Trust'], ['Riverside University Hospital Trust']],
	])('%j reads as %j', (parts, split) => {
		expect(unglueCity(parts)).toEqual(split);
	});
});
