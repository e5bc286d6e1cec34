import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

const projects = (text: string) => parseText('cv.txt', text).profile.projects?.map((p) => [p.title, p.organization, p.role, p.dates?.start, p.dates?.end, p.source.line, p.source.endLine]);

describe('grants written over several lines with the holder’s part in them', () => {
	test('a biomedical CV: dates, number, funder, a wrapped title and the role, under Active and Completed', () => {
		const text = [
			'Rosa Almeida',
			'',
			'GRANTS',
			'Active',
			'2022–2027',
			'R01 HL112233 (PI: Almeida)',
			'National Heart, Lung, and Blood Institute',
			'Sleep timing, shift work and blood pressure in hospital nurses: a cohort study across',
			'three states',
			'Role: Principal Investigator. Total costs: $2,950,000',
			'Completed',
			'2016–2019',
			'Pilot Award (MPI: Almeida, Okafor)',
			'Emory Center for Health Equity',
			'Night-shift schedules and gestational hypertension in a regional birth registry',
			'Role: Multiple PI. $75,000',
			'',
		].join('\n');
		expect(projects(text)).toEqual([
			['Sleep timing, shift work and blood pressure in hospital nurses: a cohort study across three states', 'National Heart, Lung, and Blood Institute', 'Principal Investigator', '2022', '2027', 5, 10],
			['Night-shift schedules and gestational hypertension in a regional birth registry', 'Emory Center for Health Equity', 'Multiple PI', '2016', '2019', 12, 16],
		]);
		expect(parseText('cv.txt', text).profile.awards).toEqual([]);
	});

	test('a German CV: dates in a column, the title in quotes, the part after its label or a dash', () => {
		const text = [
			'Jana Brückner',
			'',
			'Third-party funding',
			'01/2023 – 12/2025\tDFG research grant (Sachbeihilfe) BR 4411/2-1',
			'\t"Photoredox catalysis with boron-doped graphenes"',
			'\tRole: applicant (sole PI); 1 doctoral position, 240,000 €',
			'2019 – 2020\tDAAD exchange programme, jointly with Dr. Ana Ruiz',
			'\t"Chiral azaborines for circularly polarised light" – co-applicant; 8,000 €',
			'10/2021 – 09/2023\tStart-up grant, University of Würzburg',
			'\tRole: applicant',
			'',
		].join('\n');
		expect(projects(text)?.map(([title, organization, role]) => [title, organization, role])).toEqual([
			['Photoredox catalysis with boron-doped graphenes', 'DFG', 'applicant (sole PI)'],
			['Chiral azaborines for circularly polarised light', 'DAAD', 'co-applicant'],
			['Start-up grant', 'University of Würzburg', 'applicant'],
		]);
	});

	test('a grant list with one part named is left to its section’s reader', () => {
		const text = 'Rosa Almeida\n\nGRANTS\n2022–2027\tR01 HL112233, National Heart, Lung, and Blood Institute\n\tRole: Principal Investigator\n2016–2019\tPilot Award, Emory Center for Health Equity\n';
		expect(parseText('cv.txt', text).profile.projects).toEqual([]);
	});
});

describe('grants written each as one sentence over its lines, the holder’s part closing it', () => {
	test('the quoted title, the funder after it, the dates among its parts; a grant given a line of its own too', () => {
		const text = [
			'Casia Lund',
			'',
			'RESEARCH FUNDING',
			'Current',
			'“Coherent control of excitons in van der Waals hetero-',
			'structures”, National Science Foundation, CAREER award DMR-0000001,',
			'07/2020 – 06/2025, $500,000. Role: PI',
			'“Nonlinear valley optics”, Air Force Office of Scientific Research, FA9550-00-1-0001, 2023 – 2026, $450,000, Role: co-PI',
			'',
		].join('\n');
		expect(projects(text)).toEqual([
			['Coherent control of excitons in van der Waals heterostructures', 'National Science Foundation', 'PI', '2020-07', '2025-06', 5, 7],
			['Nonlinear valley optics', 'Air Force Office of Scientific Research', 'co-PI', '2023', '2026', 8, 8],
		]);
	});
});
