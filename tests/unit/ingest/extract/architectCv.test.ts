import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';
import { sectionKindOf } from '../../../../src/ingest/classify.ts';

// An architect's CV saved as text, every line invented: years in a tab column, the practice and the
// buildings told in sentences, a competition's ranks, juries, studios taught under the school.
const CV = [
	'Ilse Marrow',
	'',
	'Professional Practice',
	'2015–present\tMarrow Brick Studio, Tucson, AZ. Founding Principal.',
	'2010–2015\tOkafor Lane Architects, Chicago, IL. Project Architect.',
	'',
	'Built Works and Projects',
	'2022\tDesert Seed Library, Tucson, AZ. Marrow Brick Studio, principal in charge. Completed.',
	'2019\tCanal Shade Pavilion, Phoenix, AZ. Marrow Brick Studio with the Desert Build Lab, design lead. Unbuilt.',
	'',
	'Juries',
	'2023\tJuror, Southwest Design Awards, Santa Fe, NM.',
	'',
	'Awards and Competitions',
	'2021\tHonor Award, Arizona Design Awards (Desert Seed Library)',
	'2016\tFirst Prize, River Steps Ideas Competition, with Tomas Reyes',
	'2014\tFinalist, Adobe Folly Competition, Taos, NM',
	'',
	'Teaching',
	'School of Architecture, Saguaro University (Visiting Critic)',
	'Fall 2019–2022\tARCH 301\tCore Studio III: Ground',
	'Spring 2021\tARCH 510\tOption Studio: Shade',
].join('\n');

describe("an architect's CV", () => {
	const { profile } = parseText('cv.txt', CV);

	test.each([
		['Professional Practice', 'experience'],
		['Built Works and Projects', 'projects'],
		['Juries', 'service'],
		['Lectures and Juries', 'service'],
	])('"%s" names %s', (text, kind) => {
		expect(sectionKindOf(text)).toBe(kind);
	});

	test('a practice named with its city, then the role in a sentence of its own', () => {
		expect(profile.experience?.map((e) => [e.organization, e.role, e.location])).toEqual([
			['Marrow Brick Studio', 'Founding Principal', 'Tucson, AZ'],
			['Okafor Lane Architects', 'Project Architect', 'Chicago, IL'],
		]);
	});

	test('a building told in sentences: the work and where, the practice and the part taken, then its state', () => {
		expect(profile.projects?.map((p) => [p.title, p.location, p.organization, p.role, p.dates?.start, p.summary])).toEqual([
			['Desert Seed Library', 'Tucson, AZ', 'Marrow Brick Studio', 'principal in charge', '2022', 'Completed'],
			['Canal Shade Pavilion', 'Phoenix, AZ', 'Marrow Brick Studio with the Desert Build Lab', 'design lead', '2019', 'Unbuilt'],
		]);
	});

	test("a rank among a competition's awards is the title, the competition its issuer", () => {
		expect(profile.awards?.map((a) => [a.title, a.issuer, a.year, a.details])).toEqual([
			['Honor Award', 'Arizona Design Awards', 2021, 'Desert Seed Library'],
			['First Prize', 'River Steps Ideas Competition', 2016, 'with Tomas Reyes'],
			['Finalist', 'Adobe Folly Competition', 2014, 'Taos, NM'],
		]);
	});

	test('studios taught under a school of a university are taught at the university, in the role its note names', () => {
		expect(profile.teaching?.map((t) => [t.course, t.code, t.term, t.institution, t.role])).toEqual([
			['Core Studio III: Ground', 'ARCH 301', 'Fall 2019–2022', 'Saguaro University', 'Visiting Critic'],
			['Option Studio: Shade', 'ARCH 510', 'Spring 2021', 'Saguaro University', 'Visiting Critic'],
		]);
	});
});
