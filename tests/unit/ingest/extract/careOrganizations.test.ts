import { describe, expect, test } from 'vitest';
import { organizationAt } from '../../../../src/ingest/extract/experience.ts';

describe('a hospital or health system holds units as a university does', () => {
	test.each([
		['Division of Cardiology, Northfield Medical Center, Northfield, MN', { organization: 'Northfield Medical Center', team: 'Division of Cardiology', location: 'Northfield, MN' }],
		['Center for Outcomes Research, VA Eastbrook Healthcare System, Eastbrook, OH', { organization: 'VA Eastbrook Healthcare System', team: 'Center for Outcomes Research', location: 'Eastbrook, OH' }],
		['Department of Surgery, Fellgate General Hospital', { organization: 'Fellgate General Hospital', team: 'Department of Surgery' }],
	])('"%s"', (text, expected) => {
		expect(organizationAt(text)).toEqual(expected);
	});
});
