import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A particle physicist's CV in plain text: positions held in a unit of a laboratory, a note in
// brackets under one, and the offices held in the collaboration.
const CV = `Tomasz Wielgus

POSITIONS
---------
2019 - 2023       Research Associate, Physics Department, Argonne National Laboratory, Lemont, IL
                    (resident at CERN)
2016 - 2019       Research Fellow, Experimental Physics Department, CERN, Geneva, Switzerland

COLLABORATION RESPONSIBILITIES
------------------------------
2021 - 2023       Co-convener, Jet Substructure subgroup, ATLAS
2019 - 2020       Run Coordinator, ATLAS Muon Spectrometer
`;

describe("a particle physicist's CV", () => {
	const profile = parseText('cv.txt', CV).profile;

	test('a unit first, then the laboratory it is part of', () => {
		expect(profile.experience?.map((e) => [e.role, e.team, e.organization, e.location])).toEqual([
			['Research Associate', 'Physics Department', 'Argonne National Laboratory', 'Lemont, IL'],
			['Research Fellow', 'Experimental Physics Department', 'CERN', 'Geneva, Switzerland'],
		]);
		// The note under the first is a note on it, no part of where it was.
		expect(profile.experience?.[0]).toMatchObject({ highlights: ['(resident at CERN)'], source: { line: 5, endLine: 6 } });
	});

	test('offices held in the collaboration are service, the office split from where it was held', () => {
		expect(profile.service?.map((s) => [s.role, s.venue, s.year])).toEqual([
			['Co-convener', 'Jet Substructure subgroup, ATLAS', 2021],
			['Run Coordinator', 'ATLAS Muon Spectrometer', 2019],
		]);
	});
});
