import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../src/ingest/index.ts';

// A personal site's experience list: each company's logo, the company in bold, the team and the
// role after a spaced dash, the place and dates under it.
const PAGE = `# Ada Byron

## Experience

- ![Northwind logo](/images/logos/northwind.png) **Northwind**, Vision Research Group — Research Scientist Intern  
  Seattle, WA · Jun 2024 – Sep 2024
- ![Contoso logo](/images/logos/contoso.png) **Contoso Labs** — Research Intern  
  Remote · May 2023 – Aug 2023
`;

describe('an experience list with logos', () => {
	test('a logo is decoration; the team and the role follow the company after a spaced dash', () => {
		expect(parseText('page.md', PAGE).profile.experience?.map((e) => [e.organization, e.team, e.role, e.dates?.start])).toEqual([
			['Northwind', 'Vision Research Group', 'Research Scientist Intern', '2024-06'],
			['Contoso Labs', undefined, 'Research Intern', '2023-05'],
		]);
	});
});
