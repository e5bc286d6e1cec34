import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A French maître de conférences' CV in markdown: units within units after the university, courses
// under the university and its faculty with who taught them after a colon, and the committees and
// offices under "Responsabilités collectives".
const CV = `# Solène Kervella

## Expérience professionnelle

- **depuis 2020** : Maîtresse de conférences, Université de Nantes, laboratoire LINA, équipe TALN

## Enseignement

**Université de Nantes** – Faculté des sciences et techniques, département informatique

- Compilation (L3 informatique) : chargée de TD et TP, depuis 2020
- Apprentissage automatique (M1) : intervenante, 2022–2024

## Responsabilités collectives

- **depuis 2022** : Membre élue du conseil de laboratoire, LINA
`;

describe("a French faculty member's CV", () => {
	const profile = parseText('cv.md', CV).profile;

	test('the laboratory and the team within it are the position’s team', () => {
		expect(profile.experience?.[0]).toMatchObject({ organization: 'Université de Nantes', team: 'laboratoire LINA, équipe TALN', role: 'Maîtresse de conférences' });
	});

	test('courses take the university over them, and who taught them from after the colon', () => {
		expect(profile.teaching?.map((t) => [t.course, t.role, t.institution, t.term])).toEqual([
			['Compilation (L3 informatique)', 'chargée de TD et TP', 'Université de Nantes', 'depuis 2020'],
			['Apprentissage automatique (M1)', 'intervenante', 'Université de Nantes', '2022–2024'],
		]);
	});

	test('"Responsabilités collectives" is service', () => {
		expect(profile.service?.map((s) => s.role)).toEqual(['Membre élue du conseil de laboratoire']);
	});
});
