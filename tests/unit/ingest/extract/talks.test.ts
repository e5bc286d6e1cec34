import { describe, expect, test } from 'vitest';
import { parseTalkLine } from '../../../../src/ingest/extract/talks.ts';
import { splitLines } from '../../../../src/ingest/lines.ts';

const talkOf = (text: string) => parseTalkLine(splitLines(text, 0)[0]!);

describe('parseTalkLine', () => {
	test('a title in German or French quotes is the title; the event after it is the host', () => {
		expect(talkOf('„Tagesdynamik der Mediennutzung“. Kolloquium, Institut für Psychologie, Universität Bern, 11/2022')).toMatchObject({
			title: 'Tagesdynamik der Mediennutzung',
			host: 'Kolloquium, Institut für Psychologie, Universität Bern',
			date: '2022-11',
		});
		expect(talkOf('« Les marges du roman », Journée d’étude, Université de Tours, mars 2021')).toMatchObject({ title: 'Les marges du roman', host: 'Journée d’étude, Université de Tours' });
	});

	test('a seminar named without a talk title is both title and host, its place in brackets left out', () => {
		expect(talkOf('Geometry Seminar (online), University of Toronto, March 3, 2022')).toMatchObject({
			title: 'Geometry Seminar, University of Toronto',
			host: 'Geometry Seminar, University of Toronto',
			date: '2022-03',
		});
		expect(talkOf('Colloquium, Department of Physics, Tufts University, 2019')).toMatchObject({ title: 'Colloquium, Department of Physics, Tufts University' });
		expect(talkOf('Invited seminar, School of Biology, University of Leeds, 2018')).toMatchObject({ title: 'School of Biology, University of Leeds', host: 'School of Biology, University of Leeds' });
		expect(talkOf('Nordic Wetland Meeting (NWM 2019), Oulu, 2019')).toMatchObject({ title: 'Nordic Wetland Meeting (NWM 2019), Oulu' });
	});

	test('a titled talk keeps its title when an event follows it', () => {
		expect(talkOf('Sparse sensing of river flows, Hydrology Workshop, Utrecht, 2020')).toMatchObject({ title: 'Sparse sensing of river flows', host: 'Hydrology Workshop, Utrecht' });
	});
});
