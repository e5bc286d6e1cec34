import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// An author page of a research-paper search engine copied from the browser, every line invented:
// the site's menus, the author's numbers, the filters, then a card per paper with its authors (the
// list cut short), the fields it is tagged with, "Venue · date", a one-sentence summary and buttons.
const PAGE = [
	'Skip to search form',
	'Semantic Scholar',
	"Semantic Scholar's Logo",
	'Search 210,000,000 papers from all fields of science',
	'Sign In',
	'Create Free Account',
	'Orla Brennan-Achebe',
	'University of Galway',
	'Has PDF',
	'Publication Type',
	'Author',
	'More Filters',
	'Sort by Most Influential',
	'Publications',
	'Tidal mixing fronts and larval retention on the Irish shelf',
	'Orla Brennan-Achebe, Ciaran Doyle, +2 authors Maeve Lynch',
	'Environmental Science · Biology',
	'Journal of Marine Systems · 2022',
	'TLDR',
	'Larvae spawned inside the fronts stay on the shelf twice as long as those spawned outside, which explains the recruitment pattern of two fisheries.',
	'Expand',
	'57 Citations',
	'PDF',
	'Save',
	'Cite',
	'Drifter tracks from discharge letters of old ships',
	'Ciaran Doyle, Orla Brennan-Achebe',
	'Computer Science',
	'ArXiv · 14 March 2024',
	'Cite',
	'Learned ocean emulators for coastal forecasting',
	'Orla Brennan-Achebe, Maeve Lynch',
	'Computer Science',
	'Conference on Neural Information Processing Systems · 2023',
].join('\n');

describe("a research engine's author page", () => {
	const { profile } = parseText('page.txt', PAGE);

	test("the page's menus, filters and buttons are read past: the name is the author's", () => {
		expect(profile.name).toBe('Orla Brennan-Achebe');
	});

	test('each card is a paper: its authors without the count of those cut, its venue and year; the tags and the summary are notes', () => {
		expect(profile.publications?.map((p) => [p.title, p.authors, p.venue, p.year, p.type])).toEqual([
			['Tidal mixing fronts and larval retention on the Irish shelf', ['Orla Brennan-Achebe', 'Ciaran Doyle', 'Maeve Lynch'], 'Journal of Marine Systems', 2022, 'journal'],
			['Drifter tracks from discharge letters of old ships', ['Ciaran Doyle', 'Orla Brennan-Achebe'], 'ArXiv', 2024, 'preprint'],
			['Learned ocean emulators for coastal forecasting', ['Orla Brennan-Achebe', 'Maeve Lynch'], 'Conference on Neural Information Processing Systems', 2023, 'conference'],
		]);
	});
});

// A research network's profile copied from the browser, every line invented: each record a kind
// over its date over its title, its authors set apart by middle dots, its venue, and buttons.
const NETWORK = [
	'ResearchGate',
	'Home',
	'Questions',
	'Jobs',
	'Join for free',
	'Log in',
	'Idris Okonjo-Hale',
	'Research',
	'Research items (3)',
	'All',
	'Article (1)',
	'Article',
	'Full-text available',
	'Mar 2025',
	'Sodium-ion anodes from coconut shells',
	'Idris Okonjo-Hale · Mira Sandvik · [...] · Teo Park',
	'Journal of Power Sources 612:234567',
	'Download',
	'Conference Paper',
	'Oct 2024',
	'Fast charging at low temperature',
	'Mira Sandvik · Idris Okonjo-Hale',
	'Conference: 2024 IEEE Vehicle Power and Propulsion Conference (VPPC)',
	'Presentation',
	'Jun 2024',
	'What fleet data say about battery ageing',
	'Idris Okonjo-Hale',
	'Conference: Nordic Battery Days 2024',
].join('\n');

describe("a research network's profile", () => {
	const { profile } = parseText('network.txt', NETWORK);

	test('each record is read as its kind says: the kind over the date opens it, the authors set apart by dots', () => {
		expect(profile.name).toBe('Idris Okonjo-Hale');
		expect(profile.publications?.map((p) => [p.title, p.authors, p.year, p.type])).toEqual([
			['Sodium-ion anodes from coconut shells', ['Idris Okonjo-Hale', 'Mira Sandvik', 'Teo Park'], 2025, 'journal'],
			['Fast charging at low temperature', ['Mira Sandvik', 'Idris Okonjo-Hale'], 2024, 'conference'],
		]);
	});

	test('a presentation is a talk', () => {
		expect(profile.talks?.map((t) => [t.title, t.date])).toEqual([['What fleet data say about battery ageing', '2024']]);
	});
});
