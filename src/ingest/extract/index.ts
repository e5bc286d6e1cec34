import type { ExtractContext, Section, SectionKind } from '../types.ts';
import { extractAwards } from './awards.ts';
import { extractContact } from './contact.ts';
import { extractEducation } from './education.ts';
import { extractExperience } from './experience.ts';
import { extractHeader } from './header.ts';
import { extractInterests } from './interests.ts';
import { extractMedia } from './media.ts';
import { extractProjects } from './projects.ts';
import { extractPublications } from './publications.ts';
import { extractService } from './service.ts';
import { extractSummary } from './summary.ts';
import { extractTalks, isPaperList } from './talks.ts';
import { extractTeaching } from './teaching.ts';

type Extractor = (section: Section, ctx: ExtractContext) => void;

/** Which extractor reads which kind of section; skills and unknown sections have no field yet. */
export const EXTRACTORS: Partial<Record<SectionKind, Extractor>> = {
	header: extractHeader,
	summary: extractSummary,
	interests: extractInterests,
	education: extractEducation,
	experience: extractExperience,
	publications: extractPublications,
	awards: extractAwards,
	// A list headed as talks whose entries are papers published in proceedings is a list of papers.
	talks: (section, ctx) => (isPaperList(section, ctx.owner) ? extractPublications({ ...section, kind: 'publications' }, ctx) : extractTalks(section, ctx)),
	service: extractService,
	teaching: extractTeaching,
	projects: extractProjects,
	media: extractMedia,
	contact: extractContact,
};
