import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/**
 * Every line below is invented for these tests, in the shape an NSF biosketch made in SciENcv takes
 * through plain `pdftotext`: the form's title over a labelled name, and its products numbered, each
 * broken wherever the page's width fell, dated as the NLM's style dates them.
 */
describe('an NSF biosketch (SciENcv) through plain pdftotext', () => {
	const p = parseLines('biosketch.txt', [
		'NSF BIOGRAPHICAL SKETCH',
		'IDENTIFYING INFORMATION:',
		'NAME: Okonjo-Brandt, Ilse R',
		'',
		'PRODUCTS:',
		'Products Most Closely Related to the Proposed Project',
		'1. Okonjo-Brandt IR, Vasquez T, Moreau K. Frost Heave Sensing with Optical Fibre in Alpine',
		'Meadows. Journal of Field Robotics. 2023 August; 40(4):1-29. Available from: https://doi.org/10.1000/x1',
		'2. Vasquez T, Okonjo-Brandt IR. Snowpack Inference from Seismic Noise. Cold Regions Science and',
		'Technology. 2021 May; 185:103256.',
		'3. Moreau K, Okonjo-Brandt IR. Low-Cost Sensors Over Winter. Sensors. 2019; 19(2):310.',
		'(* Corresponding author)',
	]);

	test("the labelled name, not the form's title", () => {
		expect(p.name).toBe('Ilse R Okonjo-Brandt');
	});

	test('numbered products, each read whole over the lines the page broke it into; a month after the year', () => {
		expect(p.publications.map(({ title, venue, year }) => ({ title, venue, year }))).toEqual([
			{ title: 'Frost Heave Sensing with Optical Fibre in Alpine Meadows', venue: 'Journal of Field Robotics', year: 2023 },
			{ title: 'Snowpack Inference from Seismic Noise', venue: 'Cold Regions Science and Technology', year: 2021 },
			{ title: 'Low-Cost Sensors Over Winter', venue: 'Sensors', year: 2019 },
		]);
	});

	test("a note on the whole list under its last item is no part of it", () => {
		expect(p.unparsed?.map((u) => u.text)).toContain('(* Corresponding author)');
	});
});
