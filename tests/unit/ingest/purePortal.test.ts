import { describe, expect, test } from 'vitest';
import { parseLines } from '../parseLines.ts';

/** Every line below is invented for these tests, in the shape a research portal's (Elsevier Pure's) profile page is copied from the browser. */
describe('a research portal page whose owner\'s surname opens with a particle', () => {
	const p = parseLines('portal.txt', [
		'Skip to main navigation',
		'English',
		'Nederlands',
		'Maartje de Vries-Okonkwo',
		'Associate Professor',
		'Research output',
		'Research output per year',
		'2011 2025',
		'Tidal wetlands as buffers for storm surge in estuarine deltas',
		'de Vries-Okonkwo, M. A., Lindqvist, P. & Achterberg, H. J., Accepted/In press - 2025, In: Coastal Engineering.',
		'Research output: Contribution to journal › Article › Academic › peer-review',
		'Open Access',
		'Sediment budgets of managed realignment sites',
		'Achterberg, H. J., de Vries-Okonkwo, M. A., Bakker, T., Osei, K. & 2 others, 2023, In: Estuarine, Coastal and Shelf Science. 281, 108199.',
		'Research output: Contribution to journal › Article › Academic › peer-review',
		'Modelling marsh edge erosion with a wave-resolving model',
		'de Vries-Okonkwo, M. A. & Bakker, T., 2021. Abstract from EGU General Assembly 2021, Online.',
		'Research output: Contribution to conference › Abstract › Academic',
		'Activities',
		'Salt marshes and the next storm: what the 2021 surge taught us',
		'de Vries-Okonkwo, M. A. (Keynote speaker)',
		'12 Mar 2024',
		'Activity: Talk or presentation › Invited talk',
		'Coastal Dynamics 2025',
		'de Vries-Okonkwo, M. A. (Session convener) & Bakker, T. (Co-convener)',
		'9 Jun 2025 → 13 Jun 2025',
		'Activity: Participating in or organising an event › Organising a conference, workshop, ...',
		'Log in to Pure',
	]);

	test('the owner\'s name, the menu\'s languages no name', () => {
		expect(p.name).toBe('Maartje de Vries-Okonkwo');
	});

	test('each record\'s title, its authors a particle opens, its status, its year however the portal dates it', () => {
		expect(p.publications.map(({ title, authors, year, status }) => ({ title, first: authors[0], year, status }))).toEqual([
			{ title: 'Tidal wetlands as buffers for storm surge in estuarine deltas', first: 'M. A. de Vries-Okonkwo', year: 2025, status: 'accepted' },
			{ title: 'Sediment budgets of managed realignment sites', first: 'H. J. Achterberg', year: 2023, status: 'published' },
			{ title: 'Modelling marsh edge erosion with a wave-resolving model', first: 'M. A. de Vries-Okonkwo', year: 2021, status: 'published' },
		]);
		expect(p.publications[1]!.authors).toHaveLength(4);
	});

	test('activities: a talk, and an event organised whose record names two people and their parts', () => {
		expect(p.talks.map(({ title, date }) => ({ title, date }))).toEqual([{ title: 'Salt marshes and the next storm: what the 2021 surge taught us', date: '2024-03' }]);
		expect(p.service.map(({ role, venue, year }) => ({ role, venue, year }))).toEqual([{ role: 'Session convener', venue: 'Coastal Dynamics 2025', year: 2025 }]);
	});
});
