import type { SectionKind } from '../types.ts';

/**
 * Words that name a CV section, as data. A heading is recognised by its head noun (English puts
 * it last: "Work Experience", "Invited Talks"); a modifier may then narrow the kind
 * ("Teaching Experience" is teaching, not experience). Weights order the candidates: the more
 * specific word wins.
 */
type SectionWord = { word: string; kind: SectionKind; weight: number; head: boolean; needs?: string; exact?: true };

/** Head nouns by kind, matched only as spelled, at the weight a plain head noun has. */
function scandinavian(heads: Partial<Record<SectionKind, string[]>>): SectionWord[] {
	return Object.entries(heads).flatMap(([kind, words]) => words.map((word): SectionWord => ({ word, kind: kind as SectionKind, weight: 3, head: true, exact: true })));
}

export const SECTION_WORDS: SectionWord[] = [
	// Head nouns: the last word of a heading.
	{ word: 'education', kind: 'education', weight: 3, head: true },
	{ word: 'degrees', kind: 'education', weight: 3, head: true },
	{ word: 'qualifications', kind: 'education', weight: 2, head: true },
	// "Education/Academic qualification", as research portals title a person's degrees.
	{ word: 'qualification', kind: 'education', weight: 2, head: true },
	{ word: 'experience', kind: 'experience', weight: 2, head: true },
	{ word: 'experiences', kind: 'experience', weight: 2, head: true },
	{ word: 'employment', kind: 'experience', weight: 3, head: true },
	// "Professional Practice": an architect's or a clinician's work outside the university.
	{ word: 'practice', kind: 'experience', weight: 2, head: true },
	{ word: 'positions', kind: 'experience', weight: 2, head: true },
	{ word: 'appointments', kind: 'experience', weight: 3, head: true },
	{ word: 'internships', kind: 'experience', weight: 3, head: true },
	{ word: 'internship', kind: 'experience', weight: 3, head: true },
	// "Current Position": one position, as a CV opening with it names it.
	{ word: 'position', kind: 'experience', weight: 2, head: true },
	{ word: 'history', kind: 'experience', weight: 1, head: true },
	{ word: 'publications', kind: 'publications', weight: 3, head: true },
	{ word: 'preprints', kind: 'publications', weight: 3, head: true },
	{ word: 'papers', kind: 'publications', weight: 3, head: true },
	{ word: 'bibliography', kind: 'publications', weight: 3, head: true },
	{ word: 'articles', kind: 'publications', weight: 2, head: true },
	// "Research output(s)": what British and European research portals call a person's publications.
	{ word: 'output', kind: 'publications', weight: 2, head: true },
	{ word: 'outputs', kind: 'publications', weight: 2, head: true },
	{ word: 'manuscripts', kind: 'publications', weight: 2, head: true },
	{ word: 'awards', kind: 'awards', weight: 3, head: true },
	{ word: 'distinctions', kind: 'awards', weight: 2, head: true },
	{ word: 'prizes', kind: 'awards', weight: 3, head: true },
	// French CVs' headings: "Distinctions & financements", "Enseignement", "Formation", "Exposés", "Encadrement".
	{ word: 'financements', kind: 'awards', weight: 2, head: true },
	{ word: 'prix', kind: 'awards', weight: 2, head: true },
	{ word: 'enseignement', kind: 'teaching', weight: 2, head: true },
	{ word: 'formation', kind: 'education', weight: 2, head: true },
	{ word: 'exposés', kind: 'talks', weight: 2, head: true },
	{ word: 'encadrement', kind: 'other', weight: 1, head: true },
	{ word: 'honors', kind: 'awards', weight: 3, head: true },
	{ word: 'honours', kind: 'awards', weight: 3, head: true },
	{ word: 'recognition', kind: 'awards', weight: 2, head: true },
	{ word: 'recognitions', kind: 'awards', weight: 2, head: true },
	{ word: 'fellowships', kind: 'awards', weight: 3, head: true },
	{ word: 'scholarships', kind: 'awards', weight: 2, head: true },
	{ word: 'achievements', kind: 'awards', weight: 2, head: true },
	{ word: 'grants', kind: 'awards', weight: 2, head: true },
	{ word: 'talks', kind: 'talks', weight: 3, head: true },
	{ word: 'presentations', kind: 'talks', weight: 3, head: true },
	{ word: 'lectures', kind: 'talks', weight: 2, head: true },
	// "Juries", "Lectures and Juries": the reviews and competitions judged, service.
	{ word: 'juries', kind: 'service', weight: 3, head: true },
	// The ERC's CV template: "Organisation of Scientific Meetings", "Commissions of Trust" (reviewing, panels,
	// editing), "Supervision of Graduate Students and Postdoctoral Fellows", "Funding ID", "Track record".
	{ word: 'meetings', kind: 'service', weight: 3, head: true, needs: 'organisation' },
	{ word: 'meetings', kind: 'service', weight: 3, head: true, needs: 'organization' },
	{ word: 'trust', kind: 'service', weight: 3, head: true, needs: 'commissions' },
	{ word: 'commissions', kind: 'service', weight: 3, head: false, exact: true },
	{ word: 'fellows', kind: 'other', weight: 1, head: true, needs: 'supervision' },
	{ word: 'id', kind: 'awards', weight: 2, head: true, needs: 'funding' },
	{ word: 'record', kind: 'other', weight: 1, head: true, needs: 'track' },
	// "Ph.D. Students Guided" (Indian CVs): the students supervised, no field of their own.
	{ word: 'guided', kind: 'other', weight: 1, head: true, needs: 'students' },
	// "Declaration" over "I hereby declare that the information furnished above is true…" (Indian CVs): no entries.
	{ word: 'declaration', kind: 'other', weight: 2, head: true },
	// "Editorial and committee roles": the offices held for a field, service.
	{ word: 'roles', kind: 'service', weight: 2, head: true, needs: 'committee' },
	{ word: 'roles', kind: 'service', weight: 2, head: true, needs: 'editorial' },
	// "Volunteering", "Volunteer Experience" (LinkedIn): chairing, reviewing and mentoring for a field, service.
	{ word: 'volunteering', kind: 'service', weight: 3, head: true },
	{ word: 'volunteer', kind: 'service', weight: 4, head: false },
	{ word: 'seminars', kind: 'talks', weight: 2, head: true },
	{ word: 'service', kind: 'service', weight: 3, head: true },
	{ word: 'services', kind: 'service', weight: 3, head: true },
	{ word: 'reviewing', kind: 'service', weight: 3, head: true },
	// "Referee Service", "Refereeing" (economics): matched only as spelled, as "references" is a word away.
	{ word: 'refereeing', kind: 'service', weight: 3, head: true, exact: true },
	// "Academic Administration", "Academic Self-Administration" (a German university's committees and offices).
	{ word: 'administration', kind: 'service', weight: 2, head: true },
	{ word: 'self-administration', kind: 'service', weight: 2, head: true },
	{ word: 'activities', kind: 'service', weight: 1, head: true },
	// "Scientific and Organizational Activity": offices held and meetings organised ("Activity" alone is LinkedIn's feed of posts).
	{ word: 'activity', kind: 'service', weight: 1, head: true, needs: 'organizational' },
	{ word: 'activity', kind: 'service', weight: 1, head: true, needs: 'organisational' },
	{ word: 'organizational', kind: 'service', weight: 2, head: false },
	{ word: 'organisational', kind: 'service', weight: 2, head: false },
	// "Collaboration Responsibilities" (particle physics), "Administrative Responsibilities": offices held.
	{ word: 'responsibilities', kind: 'service', weight: 2, head: true },
	{ word: 'teaching', kind: 'teaching', weight: 3, head: true },
	{ word: 'mentoring', kind: 'teaching', weight: 2, head: true },
	{ word: 'projects', kind: 'projects', weight: 3, head: true },
	// An architect's "Built Works", "Built Work and Projects": buildings designed, projects.
	{ word: 'built', kind: 'projects', weight: 4, head: false },
	{ word: 'portfolio', kind: 'projects', weight: 3, head: true },
	{ word: 'software', kind: 'projects', weight: 2, head: true },
	// "Conference contributions (talks and posters)": what was given at meetings; "Contributions" alone, what was built.
	{ word: 'contributions', kind: 'talks', weight: 2, head: true, needs: 'conference' },
	{ word: 'contributions', kind: 'projects', weight: 1, head: true },
	{ word: 'artifacts', kind: 'projects', weight: 2, head: true },
	{ word: 'source', kind: 'projects', weight: 2, head: true, needs: 'open' },
	{ word: 'press', kind: 'media', weight: 3, head: true },
	// "Peer-Reviewed Publications in Print or Other Media" (a US medical school's CV template): papers, whatever they were printed on.
	{ word: 'media', kind: 'publications', weight: 3, head: true, needs: 'print' },
	{ word: 'media', kind: 'media', weight: 3, head: true },
	{ word: 'coverage', kind: 'media', weight: 2, head: true },
	{ word: 'features', kind: 'media', weight: 1, head: true },
	// An academic "News" section is announcements, not press coverage: listed as unplaced, not as media.
	// "In the News" is coverage of the person; "News" alone, a site's announcements.
	{ word: 'news', kind: 'media', weight: 2, head: true, needs: 'in' },
	{ word: 'news', kind: 'other', weight: 1, head: true },
	{ word: 'interests', kind: 'interests', weight: 3, head: true },
	{ word: 'areas', kind: 'interests', weight: 2, head: true },
	{ word: 'topics', kind: 'interests', weight: 1, head: true },
	{ word: 'summary', kind: 'summary', weight: 2, head: true },
	{ word: 'biography', kind: 'summary', weight: 3, head: true },
	{ word: 'bio', kind: 'summary', weight: 3, head: true },
	{ word: 'profile', kind: 'summary', weight: 1, head: true },
	// "About Me": "Me" alone is a profile site's menu item, over the name.
	{ word: 'me', kind: 'summary', weight: 1, head: true, needs: 'about' },
	{ word: 'myself', kind: 'summary', weight: 1, head: true, needs: 'about' },
	{ word: 'about', kind: 'summary', weight: 2, head: true },
	{ word: 'overview', kind: 'summary', weight: 1, head: true },
	{ word: 'objective', kind: 'summary', weight: 2, head: true },
	// "Personal Statement", "Research Statement" (an NIH biosketch's part A).
	{ word: 'statement', kind: 'summary', weight: 2, head: true },
	// "Contributions to Science" (part C): a word too common to head a section alone.
	{ word: 'science', kind: 'publications', weight: 2, head: true, needs: 'contributions' },
	// "Contributions to the research field" (an Australian grant's track record): editing, reviewing, committees.
	{ word: 'field', kind: 'service', weight: 2, head: true, needs: 'contributions' },
	// "Career interruptions", "Career breaks": time away from research, which no entry kind holds.
	{ word: 'interruptions', kind: 'other', weight: 3, head: true },
	// "Positions held", as a form's additional information lists them.
	{ word: 'held', kind: 'experience', weight: 3, head: true, needs: 'positions' },
	// "Impact and engagement", "Public engagement": told in prose, no list of entries.
	{ word: 'engagement', kind: 'other', weight: 1, head: true },
	{ word: 'breaks', kind: 'other', weight: 3, head: true, needs: 'career' },
	{ word: 'science', kind: 'publications', weight: 2, head: true, needs: 'contribution' },
	// "Ongoing Research Support", "Completed Research Support", "Current and Pending Support" (part D):
	// the grants that fund the work, projects.
	{ word: 'support', kind: 'projects', weight: 3, head: true, needs: 'research' },
	{ word: 'support', kind: 'projects', weight: 3, head: true, needs: 'pending' },
	// "Scholastic Performance" (part D).
	{ word: 'performance', kind: 'other', weight: 1, head: true },
	// An artist's works: compositions, performances, exhibitions, recordings have no field of their own.
	{ word: 'performances', kind: 'other', weight: 1, head: true },
	{ word: 'compositions', kind: 'other', weight: 1, head: true },
	{ word: 'exhibitions', kind: 'other', weight: 1, head: true },
	{ word: 'recordings', kind: 'other', weight: 1, head: true },
	{ word: 'skills', kind: 'skills', weight: 3, head: true },
	{ word: 'languages', kind: 'skills', weight: 1, head: true },
	{ word: 'techniques', kind: 'skills', weight: 2, head: true },
	{ word: 'methods', kind: 'skills', weight: 1, head: true },
	{ word: 'methodologies', kind: 'skills', weight: 1, head: true },
	{ word: 'expertise', kind: 'skills', weight: 2, head: true },
	{ word: 'competencies', kind: 'skills', weight: 2, head: true },
	{ word: 'tools', kind: 'skills', weight: 1, head: true },
	{ word: 'technologies', kind: 'skills', weight: 1, head: true },
	{ word: 'instrumentation', kind: 'skills', weight: 1, head: true },
	{ word: 'information', kind: 'contact', weight: 1, head: true },
	{ word: 'taught', kind: 'teaching', weight: 2, head: true },
	{ word: 'courses', kind: 'teaching', weight: 2, head: true },
	{ word: 'translations', kind: 'publications', weight: 2, head: true },
	// An NSF biographical sketch: "(a) Professional Preparation", "(c) Products".
	{ word: 'preparation', kind: 'education', weight: 2, head: true },
	{ word: 'products', kind: 'publications', weight: 1, head: true },
	{ word: 'references', kind: 'other', weight: 2, head: true },
	{ word: 'contact', kind: 'contact', weight: 2, head: true },
	{ word: 'contacts', kind: 'contact', weight: 2, head: true },
	// "LINKS" (a résumé's column of profile links), "Relevant Coursework", "RESEARCH" alone (research experience).
	{ word: 'links', kind: 'contact', weight: 1, head: true },
	{ word: 'coursework', kind: 'other', weight: 1, head: true },
	{ word: 'research', kind: 'experience', weight: 1, head: true },
	{ word: 'details', kind: 'contact', weight: 1, head: true },
	// Patents are listed as works are, each with its inventors, title, office and year: a publication of their own kind.
	{ word: 'patents', kind: 'publications', weight: 2, head: true },
	{ word: 'miscellaneous', kind: 'other', weight: 1, head: true },
	{ word: 'proceedings', kind: 'publications', weight: 2, head: true },
	{ word: 'career', kind: 'experience', weight: 2, head: true },
	{ word: 'training', kind: 'experience', weight: 1, head: true },
	{ word: 'stays', kind: 'experience', weight: 1, head: true },
	{ word: 'work', kind: 'experience', weight: 1, head: true },
	{ word: 'funding', kind: 'awards', weight: 2, head: true },
	// "Grants and Contracts": funding, as US activity reports head it.
	{ word: 'contracts', kind: 'awards', weight: 2, head: true },
	// "Scholarly and Creative Activities", "Scholarly Works" (US activity reports): the publications;
	// "Creative Activities" alone, an artist's works.
	{ word: 'scholarly', kind: 'publications', weight: 4, head: false },
	{ word: 'creative', kind: 'projects', weight: 2, head: false },
	// "Media Appearances", "Media Contributions": the press's.
	{ word: 'appearances', kind: 'media', weight: 2, head: true },
	{ word: 'certification', kind: 'other', weight: 1, head: true },
	{ word: 'other', kind: 'other', weight: 1, head: true },
	{ word: 'chapters', kind: 'publications', weight: 2, head: true },
	{ word: 'books', kind: 'publications', weight: 3, head: true },
	{ word: 'monographs', kind: 'publications', weight: 3, head: true },
	{ word: 'volumes', kind: 'publications', weight: 2, head: true },
	{ word: 'reviews', kind: 'publications', weight: 1, head: true },
	// "Job Market Paper", "Work in Progress": an economist's papers.
	{ word: 'paper', kind: 'publications', weight: 2, head: true },
	{ word: 'progress', kind: 'publications', weight: 2, head: true },
	{ word: 'posters', kind: 'publications', weight: 2, head: true },
	{ word: 'abstracts', kind: 'publications', weight: 2, head: true },
	{ word: 'journals', kind: 'publications', weight: 2, head: true },
	{ word: 'symposia', kind: 'talks', weight: 2, head: true },
	// "Conference Papers and Keynotes" (the humanities' and the arts'): papers read at meetings, talks.
	{ word: 'keynotes', kind: 'talks', weight: 3, head: true },
	{ word: 'colloquia', kind: 'talks', weight: 2, head: true },
	{ word: 'boards', kind: 'service', weight: 2, head: true },
	{ word: 'committees', kind: 'service', weight: 2, head: true },
	{ word: 'leadership', kind: 'service', weight: 1, head: true },
	{ word: 'fields', kind: 'interests', weight: 2, head: true },
	// "Fields of Specialization" (economics' job-market CVs).
	{ word: 'specialization', kind: 'interests', weight: 2, head: true },
	{ word: 'specialisation', kind: 'interests', weight: 2, head: true },
	{ word: 'mentees', kind: 'other', weight: 1, head: true },
	{ word: 'graduated', kind: 'other', weight: 1, head: true },
	{ word: 'mentorship', kind: 'teaching', weight: 2, head: true },
	// A lawyer's clerkships and an artist's residencies are positions held.
	{ word: 'clerkships', kind: 'experience', weight: 3, head: true },
	{ word: 'residencies', kind: 'experience', weight: 2, head: true },
	// A composer's or an artist's practice: "Selected Compositions / Works", "Exhibitions and Installations" are
	// works made, projects; "Recordings / Discography", what was released.
	{ word: 'compositions', kind: 'projects', weight: 3, head: true },
	{ word: 'exhibitions', kind: 'projects', weight: 3, head: true },
	{ word: 'installations', kind: 'projects', weight: 2, head: true },
	{ word: 'discography', kind: 'publications', weight: 3, head: true },
	{ word: 'recordings', kind: 'publications', weight: 2, head: true },
	// "Shorter Works", "Selected Works", "Works in Progress".
	{ word: 'works', kind: 'publications', weight: 1, head: true },
	// Sections folio has no field for: recognised, so their lines are listed as unplaced instead of
	// read into the section above them.
	{ word: 'supervision', kind: 'other', weight: 1, head: true },
	// "Area of Specialization", as an Indian faculty profile labels the research topics.
	{ word: 'specialization', kind: 'interests', weight: 3, head: true, needs: 'area' },
	{ word: 'specialization', kind: 'interests', weight: 3, head: true, needs: 'areas' },
	{ word: 'specialisation', kind: 'interests', weight: 3, head: true, needs: 'area' },
	// "Research Guidance" (an Indian faculty profile's students guided to their degrees).
	{ word: 'guidance', kind: 'other', weight: 1, head: true },
	// "Personal life" (a Wikipedia biography's part): the person's family, no entries.
	{ word: 'life', kind: 'other', weight: 1, head: true },
	// "Supervisory Activities" (Canada's Common CV): the students supervised, no service.
	{ word: 'supervisory', kind: 'other', weight: 2, head: false },
	{ word: 'supervised', kind: 'other', weight: 1, head: true },
	{ word: 'students', kind: 'other', weight: 1, head: true },
	{ word: 'certifications', kind: 'other', weight: 1, head: true },
	{ word: 'certificates', kind: 'other', weight: 1, head: true },
	{ word: 'licenses', kind: 'other', weight: 1, head: true },
	// "Licensures and Certifications" (an activity report's): a nurse's or an engineer's licences.
	{ word: 'licensure', kind: 'other', weight: 1, head: true },
	{ word: 'licensures', kind: 'other', weight: 1, head: true },
	{ word: 'licence', kind: 'other', weight: 1, head: true },
	{ word: 'license', kind: 'other', weight: 1, head: true },
	// "Committee Memberships" (a researcher database's): seats on committees, service; "Professional Memberships", societies joined.
	{ word: 'memberships', kind: 'service', weight: 2, head: true, needs: 'committee' },
	{ word: 'memberships', kind: 'other', weight: 1, head: true },
	// "Membership and service" (a record page's list), "Membership" alone.
	{ word: 'membership', kind: 'other', weight: 1, head: true },
	// "Peer review (19 reviews for 4 publications/grants)": the reviewing a record page lists.
	{ word: 'review', kind: 'service', weight: 3, head: true, needs: 'peer' },
	// "Countries" on a record page: where the person has worked, no list of topics.
	{ word: 'countries', kind: 'other', weight: 1, head: true },
	// "Keywords" on a research portal's page: the person's topics.
	{ word: 'keywords', kind: 'interests', weight: 2, head: true },
	{ word: 'affiliations', kind: 'other', weight: 1, head: true },
	// "Professional Societies": societies joined; "Clinical Activities and Innovations": a clinician's practice. Neither has a field.
	{ word: 'societies', kind: 'other', weight: 1, head: true },
	// "Appointments at Hospitals/Affiliated Institutions": posts held at them.
	{ word: 'institutions', kind: 'experience', weight: 1, head: true, needs: 'appointments' },
	{ word: 'innovations', kind: 'other', weight: 1, head: true },
	{ word: 'outreach', kind: 'other', weight: 1, head: true },
	{ word: 'admissions', kind: 'other', weight: 1, head: true },
	// "Workshops Attended", "Summer Schools Attended": events the person went to, not gave.
	{ word: 'attended', kind: 'other', weight: 1, head: true },
	// German CVs put the head noun last too ("Wissenschaftlicher Werdegang", "Auszeichnungen und Stipendien").
	{ word: 'ausbildung', kind: 'education', weight: 3, head: true },
	{ word: 'studium', kind: 'education', weight: 2, head: true },
	{ word: 'promotion', kind: 'education', weight: 2, head: true },
	{ word: 'bildungsweg', kind: 'education', weight: 3, head: true },
	{ word: 'werdegang', kind: 'experience', weight: 2, head: true },
	// "Wissenschaftliche Tätigkeiten", "Berufliche Tätigkeit": the posts held.
	{ word: 'tätigkeiten', kind: 'experience', weight: 2, head: true },
	{ word: 'tätigkeit', kind: 'experience', weight: 2, head: true },
	// "Vita": a German faculty page's career, a year column of posts and degrees.
	{ word: 'vita', kind: 'experience', weight: 2, head: true, exact: true },
	// "Mitgliedschaften und Gremien", "Gremientätigkeit": the committees served on.
	{ word: 'gremien', kind: 'service', weight: 3, head: true },
	{ word: 'gremientätigkeit', kind: 'service', weight: 3, head: true },
	// "Drittmittelprojekte": third-party funded projects.
	{ word: 'drittmittelprojekte', kind: 'projects', weight: 3, head: true },
	{ word: 'berufserfahrung', kind: 'experience', weight: 3, head: true },
	{ word: 'berufstätigkeit', kind: 'experience', weight: 3, head: true },
	{ word: 'laufbahn', kind: 'experience', weight: 2, head: true },
	{ word: 'positionen', kind: 'experience', weight: 2, head: true },
	{ word: 'publikationen', kind: 'publications', weight: 3, head: true },
	{ word: 'veröffentlichungen', kind: 'publications', weight: 3, head: true },
	{ word: 'publikationsliste', kind: 'publications', weight: 3, head: true },
	{ word: 'schriftenverzeichnis', kind: 'publications', weight: 3, head: true },
	{ word: 'originalarbeiten', kind: 'publications', weight: 3, head: true },
	{ word: 'übersichtsartikel', kind: 'publications', weight: 3, head: true },
	{ word: 'zeitschriftenartikel', kind: 'publications', weight: 3, head: true },
	{ word: 'buchbeiträge', kind: 'publications', weight: 3, head: true },
	{ word: 'konferenzbeiträge', kind: 'publications', weight: 2, head: true },
	{ word: 'monographien', kind: 'publications', weight: 3, head: true },
	{ word: 'aufsätze', kind: 'publications', weight: 2, head: true },
	{ word: 'auszeichnungen', kind: 'awards', weight: 3, head: true },
	{ word: 'preise', kind: 'awards', weight: 2, head: true },
	{ word: 'stipendien', kind: 'awards', weight: 2, head: true },
	{ word: 'ehrungen', kind: 'awards', weight: 3, head: true },
	{ word: 'drittmittel', kind: 'projects', weight: 2, head: true },
	{ word: 'fördermittel', kind: 'awards', weight: 2, head: true },
	{ word: 'vorträge', kind: 'talks', weight: 3, head: true },
	{ word: 'gastvorträge', kind: 'talks', weight: 3, head: true },
	{ word: 'konferenzvorträge', kind: 'talks', weight: 3, head: true },
	{ word: 'lehre', kind: 'teaching', weight: 3, head: true },
	{ word: 'lehrtätigkeit', kind: 'teaching', weight: 3, head: true },
	{ word: 'lehrveranstaltungen', kind: 'teaching', weight: 3, head: true },
	{ word: 'lehrerfahrung', kind: 'teaching', weight: 3, head: true },
	{ word: 'gutachtertätigkeit', kind: 'service', weight: 3, head: true },
	{ word: 'gutachtertätigkeiten', kind: 'service', weight: 3, head: true },
	{ word: 'gremienarbeit', kind: 'service', weight: 3, head: true },
	{ word: 'selbstverwaltung', kind: 'service', weight: 2, head: true },
	{ word: 'forschungsinteressen', kind: 'interests', weight: 3, head: true },
	{ word: 'forschungsschwerpunkte', kind: 'interests', weight: 3, head: true },
	{ word: 'arbeitsgebiete', kind: 'interests', weight: 2, head: true },
	{ word: 'projekte', kind: 'projects', weight: 3, head: true },
	{ word: 'forschungsprojekte', kind: 'projects', weight: 3, head: true },
	{ word: 'kenntnisse', kind: 'skills', weight: 2, head: true },
	{ word: 'sprachkenntnisse', kind: 'skills', weight: 2, head: true },
	{ word: 'methodenkenntnisse', kind: 'skills', weight: 2, head: true },
	{ word: 'sprachen', kind: 'skills', weight: 1, head: true },
	{ word: 'kontakt', kind: 'contact', weight: 2, head: true },
	{ word: 'kurzprofil', kind: 'summary', weight: 2, head: true },
	{ word: 'mitgliedschaften', kind: 'other', weight: 1, head: true },
	{ word: 'betreuung', kind: 'other', weight: 1, head: true },
	{ word: 'patente', kind: 'publications', weight: 2, head: true },
	{ word: 'sonstiges', kind: 'other', weight: 1, head: true },
	// Dutch CVs put the head noun last too ("Nederlandstalige publicaties", "Prijzen en beurzen"). Read
	// only as spelled: within OCR's distance, Dutch plurals are English words ("projecten", "project").
	{ word: 'opleiding', kind: 'education', weight: 3, head: true, exact: true },
	{ word: 'opleidingen', kind: 'education', weight: 3, head: true, exact: true },
	{ word: 'werkervaring', kind: 'experience', weight: 3, head: true, exact: true },
	{ word: 'loopbaan', kind: 'experience', weight: 2, head: true, exact: true },
	{ word: 'aanstellingen', kind: 'experience', weight: 3, head: true, exact: true },
	{ word: 'publicaties', kind: 'publications', weight: 3, head: true, exact: true },
	{ word: 'artikelen', kind: 'publications', weight: 2, head: true, exact: true },
	{ word: 'hoofdstukken', kind: 'publications', weight: 2, head: true, exact: true },
	{ word: 'congresbijdragen', kind: 'publications', weight: 2, head: true, exact: true },
	{ word: 'proefschrift', kind: 'publications', weight: 2, head: true, exact: true },
	{ word: 'prijzen', kind: 'awards', weight: 3, head: true, exact: true },
	{ word: 'beurzen', kind: 'awards', weight: 2, head: true, exact: true },
	{ word: 'subsidies', kind: 'awards', weight: 2, head: true, exact: true },
	{ word: 'onderscheidingen', kind: 'awards', weight: 3, head: true, exact: true },
	{ word: 'lezingen', kind: 'talks', weight: 3, head: true, exact: true },
	{ word: 'presentaties', kind: 'talks', weight: 3, head: true, exact: true },
	{ word: 'congrespresentaties', kind: 'talks', weight: 3, head: true, exact: true },
	{ word: 'voordrachten', kind: 'talks', weight: 3, head: true, exact: true },
	{ word: 'onderwijs', kind: 'teaching', weight: 3, head: true, exact: true },
	{ word: 'gastcolleges', kind: 'teaching', weight: 2, head: true, exact: true },
	{ word: 'nevenfuncties', kind: 'service', weight: 3, head: true, exact: true },
	{ word: 'nevenwerkzaamheden', kind: 'service', weight: 3, head: true, exact: true },
	{ word: 'commissies', kind: 'service', weight: 2, head: true, exact: true },
	{ word: 'onderzoeksinteresses', kind: 'interests', weight: 3, head: true, exact: true },
	{ word: 'onderzoeksthema', kind: 'interests', weight: 2, head: true, exact: true },
	{ word: 'projecten', kind: 'projects', weight: 3, head: true, exact: true },
	{ word: 'vaardigheden', kind: 'skills', weight: 2, head: true, exact: true },
	{ word: 'talen', kind: 'skills', weight: 1, head: true, exact: true },
	{ word: 'profiel', kind: 'summary', weight: 2, head: true, exact: true },
	{ word: 'gegevens', kind: 'contact', weight: 1, head: true, exact: true },
	{ word: 'lidmaatschappen', kind: 'other', weight: 1, head: true, exact: true },
	{ word: 'begeleiding', kind: 'other', weight: 1, head: true, exact: true },
	{ word: 'scriptiebegeleiding', kind: 'other', weight: 1, head: true, exact: true },
	// Swedish, Norwegian and Danish put the head noun last and join words ("Forskningsanslag",
	// "Priser och utmärkelser", "Inbjudna föredrag"). Read only as spelled, as Dutch is.
	...scandinavian({
		education: ['utbildning', 'utbildningar', 'examina', 'examen', 'doktorsexamen', 'forskarutbildning', 'docentkompetens', 'utdanning', 'utdannelse', 'uddannelse', 'doktorgrad'],
		experience: ['anställningar', 'anställning', 'befattningar', 'yrkeserfarenhet', 'arbetslivserfarenhet', 'vistelse', 'stillinger', 'arbeidserfaring', 'yrkeserfaring', 'ansættelser', 'erhvervserfaring'],
		publications: ['publikationer', 'publikationslista', 'artiklar', 'originalartiklar', 'översiktsartiklar', 'bokkapitel', 'rapporter', 'publikasjoner', 'artikler', 'bokkapitler', 'bogkapitler'],
		awards: ['priser', 'utmärkelser', 'stipendier', 'forskningsanslag', 'anslag', 'forskningsmedel', 'utmerkelser', 'stipender', 'forskningsmidler', 'bevilgninger', 'udmærkelser', 'legater', 'bevillinger', 'forskningsbevillinger'],
		talks: ['föredrag', 'presentationer', 'föreläsningar', 'konferensbidrag', 'foredrag', 'presentasjoner', 'præsentationer'],
		teaching: ['undervisning', 'undervisningserfarenhet', 'undervisningserfaring'],
		service: ['uppdrag', 'förtroendeuppdrag', 'sakkunniguppdrag', 'bedömningsuppdrag', 'verv', 'tillitsverv', 'tillidshverv'],
		interests: ['forskningsområden', 'forskningsområde', 'forskningsintressen', 'forskningsområder', 'forskningsinteresser'],
		media: ['populärvetenskap', 'formidling'],
		skills: ['språk', 'språkkunskaper', 'sprog'],
		summary: ['sammanfattning'],
		other: ['handledning', 'veiledning', 'vejledning'],
	}),
	// Turkish puts the head noun last and marks it with a suffix ("Verdiği Dersler", "Akademik Unvanlar",
	// YÖK Akademik's pages). Written with the dotless ı folded to i, as headings are read
	// (classify.ts's foldDotlessI), so "YABANCI DİLLER" in capitals matches too. Read only as spelled.
	...scandinavian({
		education: ['eğitim', 'öğrenim'],
		experience: ['unvanlar', 'unvanlari', 'deneyim', 'deneyimi', 'deneyimler', 'görevler', 'görevleri'],
		publications: ['yayinlar', 'yayinlari', 'makaleler', 'bildiriler', 'kitaplar', 'patentler'],
		projects: ['projeler', 'projeleri'],
		teaching: ['dersler', 'dersleri'],
		awards: ['ödüller', 'ödülleri', 'burslar', 'burslari'],
		talks: ['sunumlar', 'konuşmalar', 'seminerler'],
		service: ['hakemlikler', 'editörlükler', 'editörlük'],
		interests: ['ilgi'],
		skills: ['diller', 'yetkinlikler'],
		summary: ['biyografi'],
		contact: ['iletişim'],
		other: ['tezler', 'üyelikler', 'atiflar'],
	}),
	// "Eğitim Bilgileri", "Araştırma Alanları", "Kitap Bölümleri": a head that says what it lists only with the word before it.
	{ word: 'bilgileri', kind: 'education', weight: 3, head: true, needs: 'eğitim', exact: true },
	{ word: 'bilgileri', kind: 'education', weight: 3, head: true, needs: 'öğrenim', exact: true },
	{ word: 'bilgileri', kind: 'contact', weight: 2, head: true, needs: 'iletişim', exact: true },
	{ word: 'alanlari', kind: 'interests', weight: 3, head: true, needs: 'araştirma', exact: true },
	{ word: 'alanlari', kind: 'interests', weight: 3, head: true, needs: 'ilgi', exact: true },
	{ word: 'bölümleri', kind: 'publications', weight: 3, head: true, needs: 'kitap', exact: true },
	// "Anahtar Kelimeler: …" (key words), as a register's page lists the topics under the name.
	{ word: 'kelimeler', kind: 'interests', weight: 3, head: true, needs: 'anahtar', exact: true },
	// "Verksamhet", activity: a head that names no kind by itself ("Pedagogisk verksamhet" is teaching).
	{ word: 'verksamhet', kind: 'other', weight: 1, head: true, exact: true },
	{ word: 'virksomhet', kind: 'other', weight: 1, head: true, exact: true },
	// "Pedagogisk verksamhet": the adjective names the kind; "Högskolepedagogisk utbildning", courses
	// taken in how to teach, is neither teaching done nor a degree.
	{ word: 'pedagogisk', kind: 'teaching', weight: 4, head: false, exact: true },
	{ word: 'högskolepedagogisk', kind: 'other', weight: 5, head: false, exact: true },
	// Modifiers: narrow a generic head noun.
	{ word: 'teaching', kind: 'teaching', weight: 4, head: false },
	{ word: 'open-source', kind: 'projects', weight: 3, head: false },
	{ word: 'opensource', kind: 'projects', weight: 3, head: false },
	{ word: 'media', kind: 'media', weight: 4, head: false },
	{ word: 'press', kind: 'media', weight: 4, head: false },
	{ word: 'invited', kind: 'talks', weight: 2, head: false },
	{ word: 'referee', kind: 'service', weight: 2, head: false, exact: true },
	{ word: 'professional', kind: 'service', weight: 0, head: false },
	{ word: 'about', kind: 'summary', weight: 3, head: false },
	{ word: 'research', kind: 'interests', weight: 0, head: false },
	{ word: 'workshop', kind: 'publications', weight: 0, head: false },
	{ word: 'conference', kind: 'publications', weight: 0, head: false },
	{ word: 'journal', kind: 'publications', weight: 0, head: false },
	{ word: 'book', kind: 'publications', weight: 0, head: false },
];

/** Words that may stand in a heading without being its subject. */
export const HEADING_FILLERS = new Set([
	'and', '&', 'of', 'the', 'in', 'selected', 'recent', 'other', 'my', 'academic', 'relevant', 'background', 'research', 'work',
	'professional', 'industry', 'peer-reviewed', 'refereed', 'conference', 'journal', 'workshop', 'invited', 'honors', 'key', 'list', 'full',
	'upcoming', 'clinical', 'board', 'postdoctoral', 'current', 'past', 'previous', 'external', 'top', 'collaboration', 'administrative',
	// A clinician's CV: "Hospital Appointments", "Education and Postgraduate Training", "Committee Service".
	'hospital', 'postgraduate', 'committee', 'higher', 'career', 'impact', 'public',
	// A field's name within OCR's distance of a heading's word ("Informatics", "information"): no misspelling of it.
	'informatics',
	// Where service was done, what kind of papers or skills: "College Service", "Edited Volumes", "Working Papers".
	'university', 'college', 'departmental', 'department', 'institutional', 'community', 'editorial', 'graduate', 'undergraduate', 'doctoral',
	'working', 'edited', 'job', 'market', 'seminar', 'keynote', 'statistical', 'technical', 'computational', 'programming', 'ongoing',
	// "Ph.D. Students Graduated", "Master's Students".
	'phd', 'ph.d', 'ph.d.', "master's", 'masters', 'postdocs',
	'personal', 'laboratory', 'additional', 'synergistic',
	// "Practice Experience", "Bar Admissions", "International Journals", "Shorter Works", "Workshops Attended".
	'practice', 'bar', 'international', 'national', 'shorter', 'workshops', 'conferences', 'schools', 'summer',
	// "Positions, Scientific Appointments, and Honors" (an NIH biosketch's part B), "Contributions to
	// Science", "Complete List of Published Work in My Bibliography", "Scholastic Performance".
	'scientific', 'to', 'complete', 'published', 'scholastic', 'contribution', 'completed', 'pending', 'or',
	'organisation', 'organization', 'supervision', 'students', 'funding', 'track', 'on-going', 'ongoing',
	// "Organisational Activity and Service" (a Polish CV's part); "Course Taught", "Student/Postdoctoral
	// Supervision", "Event Administration" (Canada's Common CV).
	'organisational', 'organizational', 'activity', 'course', 'student', 'event', 'non-academic', 'early',
	// "Sponsored Research Projects", "Consultancy Projects", "Externally Funded Projects" (Indian and British CVs).
	'sponsored', 'consultancy', 'funded', 'externally', 'collaborative', 'industrial',
	// "Third-party Funding", as German universities call grants.
	'third-party',
	// A US medical school's CV template: "Faculty Academic Appointments", "Major Administrative Leadership Positions",
	// "Report of Funded and Unfunded Projects", "Report of Regional, National and International Invited Teaching and Presentations".
	'faculty', 'major', 'unfunded', 'local', 'regional', 'affiliated', 'hospitals', 'at', 'print',
	// Turkish headings' other words, the dotless ı folded to i: "Yönetimsel Görevler", "Yabancı Diller", "Uluslararası Bildiriler".
	'akademik', 'anahtar', 'yönetimsel', 'idari', 'verdiği', 'yabanci', 'uluslararasi', 'ulusal', 'davetli', 'seçilmiş', 'hakemli', 'bilimsel', 've', 'diğer', 'iş', 'mesleki', 'yönetilen', 'alinan',
	// German headings' other words: "Wissenschaftlicher Werdegang", "Vorträge (Auswahl)", "Ausgewählte Publikationen".
	'und', 'sowie', 'wissenschaftlicher', 'wissenschaftliche', 'beruflicher', 'berufliche', 'akademischer', 'akademische', 'ausgewählte',
	'eingeladene', 'begutachtete', 'referierte', 'weitere', 'sonstige', 'universitäre', 'internationale',
	// Dutch ones: "Uitgenodigde lezingen", "Persoonlijke gegevens", "Prijzen en beurzen".
	'en', 'uitgenodigde', 'geselecteerde', 'overige', 'wetenschappelijke', 'nederlandstalige', 'persoonlijke', 'academische', 'bestuurlijke',
	// Swedish, Norwegian and Danish ones: "Priser och utmärkelser", "Inbjudna föredrag", "Vitenskapelige publikasjoner".
	'och', 'og', 'samt', 'inbjudna', 'inviterte', 'inviterede', 'vetenskapliga', 'vitenskapelige', 'videnskabelige', 'akademiska', 'akademiske',
	'övriga', 'andre', 'utvalda', 'utvalgte', 'udvalgte', 'referentgranskade', 'fagfellevurderte', 'internationella', 'postdoktoral', 'postdoktorale',
	// Europass's sections: "Language Skills", "Digital Skills", "Organisational Skills", "Networks and
	// Memberships", "Driving Licence".
	'language', 'digital', 'organisational', 'organizational', 'communication', 'interpersonal', 'networks', 'driving',
]);

/**
 * "In Press" and "Under Review" under Publications, "Posters" under Presentations: a group of the
 * section they stand in, as the list's own subheading, not a section of another kind ("In Press" is
 * no press coverage; posters presented are no papers).
 */
const SUBGROUPS: Partial<Record<SectionKind, RegExp>> = {
	publications: /^(?:(?:manuscripts?|papers?|articles?)\s+)?(?:in press|under review|submitted|forthcoming|accepted|in preparation|in revision)(?:\s+(?:manuscripts?|papers?|articles?))?:?$/i,
	// "Actividades de docencia" under an employer's dates (Colombia's CvLAC, Brazil's Lattes): what the post involved, no section of its own.
	experience: /^(?:actividades|atividades)\s(?:(?:de|del|da|do)\s)?\p{L}+$/iu,
	// "Resumen" under a project's labelled dates: the record's summary, no section of the owner's.
	projects: /^(?:resumen|resumo|abstract|summary|descripci[oó]n|description)$/i,
	// "Doctorado" over the theses examined at that level: a group of a jury's list, no degree of the owner's.
	service: /^(?:doctorado|doutorado|maestr[ií]a|mestrado|magister|pregrado|gradua[cç][aã]o|ph\.?\s?d\.?|master'?s|undergraduate)(?:\/\p{L}+)?:?$/iu,
	talks: /^(?:posters?|poster presentations?|symposia|symposium presentations?|oral presentations?|paper presentations?|papers? and (?:symposia|posters)|papers)(?:\s+\(.*\))?:?$/i,
};

/**
 * The kinds whose subgroups are labels inside an entry, not groups of entries: a post's activities
 * ("Actividades de docencia"), a project's "Resumen". They run on under the entry's dates with no
 * break before them; set apart (a blank line, a markdown heading) the same words head a section.
 */
const LABELS_IN_ENTRIES: ReadonlySet<SectionKind> = new Set<SectionKind>(['experience', 'projects']);
export const isLabelInEntry = (kind: SectionKind): boolean => LABELS_IN_ENTRIES.has(kind);

/** Whether a heading's words name a group of the section it stands in. */
export const isSubgroupOf = (kind: SectionKind, text: string): boolean => SUBGROUPS[kind]?.test(text.trim()) === true;
