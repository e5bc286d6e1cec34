/** Words that make a phrase a job or position title: English, and the Spanish, French, Italian, Portuguese, German, Dutch, Scandinavian and Turkish ones CVs in those languages use (the compounds: "Nachwuchsgruppenleiterin", "Gastonderzoeker", "Universitetslektor"). */
export const ROLE_WORDS = /\b(?:[A-Z][a-z]*(?:ician|ologist)|Therapist|Counsel(?:l)?or|Attach(?=é)|Intern|Internship|Engineer|Researcher|Scientist|Assistant|Associate|Developer|Manager|Fellow|Postdoc(?:toral)?|Professor|Lecturer|Instructor|Analyst|Consultant|Director|Lead|Leader|Head|Founder|Co-?founder|Architect|Designer|Principal|Professur|Programmer|Specialist|Technician|Officer|Visiting|TA|RA|Chair|Author|Contributor|Maintainer|Student Researcher|Reader|Tutor|Postdoc|Student|Physician|Surgeon|Clinician|Coordinator|Administrator|Affiliate|Adjunct|Emerit(?:us|a)|Attending|Resident|Cardiologist|Oncologist|Neurologist|Radiologist|Pathologist|Clerk|Nurse|Practitioner|Counsel|Attorney|Curator|Editor|Librarian|Archivist|Investigador(?:a)?|Profesor(?:a)?|Becari[oa]|Catedrátic[oa]|Ayudante|Consultor(?:a)?|Estancia|Técnic[oa]|Coordinador(?:a)?|Directora|Jef[ea]|Docente|Chercheu(?:r|se)|Ma[îi]tre(?:sse)? de conférences|Professeur(?:e)?|Doctorant(?:e)?|Post-?doctorant(?:e)?|Ingénieur(?:e)?|Ricercat(?:ore|rice)|Professore|Professoressa|Assegnista|Dottorand[oa]|Pesquisador(?:a)?|Bolsista|Doutorand[oa]|(?:[A-ZÄÖÜ][a-zäöüß]*)?(?:[Ll]eiter|[Mm]itarbeiter|[Ww]issenschaftler|[Pp]rofessor|[Dd]oktorand|[Aa]ssistent|[Rr]eferent)(?:in)?|Privatdozent(?:in)?|Akademische[r]? R(?:at|ätin)|Praktikant(?:in)?|Hilfskraft|Lehrbeauftragte[r]?|Habilitand(?:in)?|Stipendiat(?:in)?|(?:Universitair (?:hoofd)?)?[Dd]ocent|Hoogleraar|(?:[A-Z][a-z]*)?[Oo]nderzoeker|Promovend(?:us|a)|Stagiair(?:e)?|(?:[A-ZÅÄÖØÆ][a-zåäöæø]*)?(?:[Ll]ektor|[Aa]djunkt|[Ff]orskare|[Ff]orsker|[Pp]ostdok(?:tor)?|[Ss]ekreterare|[Uu]tredare|[Aa]nalytiker|[Aa]manuensis|[Ii]ngenjör)|Prefekt|Studierektor|Doçent|Profesör|Doktor Öğretim Üyesi|Araştırma Görevlisi|Araştırmac(?=ı)|Başkan|Koordinatör)\b/;

/** Roles that are positions someone was employed in, as opposed to a part in a project. */
export const POSITION_WORDS = /\b(?:Intern|Internship|Assistant|Scientist|Engineer|Postdoc(?:toral)?|Fellow|Professor|Lecturer|Analyst|Consultant|Manager|Director)\b/;

/** Roles that teach a course. */
/** Who taught a course, in English and as French universities say it ("chargée de TD et TP", "intervenante", "responsable de l'UE"). */
export const TEACHING_ROLE_WORDS = "(?:Teaching Assistant|Teaching Fellow|TA|Instructor of Record|Instructor|Lecturer|Grader|Tutor|Co-instructor|Guest Lecturer|Course Assistant|Charg[ée]e? de (?:TD|TP|cours|travaux)|Intervenante?|Responsable de l['’]UE|Vacataire)";
export const TEACHING_ROLE = new RegExp(`\\b${TEACHING_ROLE_WORDS}\\b`);

/** Words that name a unit inside an organisation ("Systems Group, Some University"). */
export const UNIT_WORDS = /\b(?:Group|Lab|Laboratory|Team|Center|Centre|School|Department|Dept\.?|Division|Faculty|Institute|Unit|Program|Departamento|Departament|Département|Dipartimento|Facultad|Faculté|Facoltà|Faculdade|Laboratorio|Laboratoire|Laboratório|Grupo|Groupe|Gruppo|Centro|Institut|Lehrstuhl|Arbeitsgruppe|Arbeitskreis|Fakultät|Fachbereich|Abteilung|Afdeling|Faculteit|Vakgroep|Capaciteitsgroep|laboratoire|UFR|Institutionen|Avdelningen|Avdelning|Enheten|Institutt|Avdeling|Afdelingen)\b|(?:^|\s)[ÉéEe]quipe(?:-projet)?\b|\p{Lu}\p{Ll}+avdelning(?:en)?\b/u;

/**
 * A place as CVs write it: "Seattle, WA", "San Jose, CA, USA", "Beijing, China", and a short word in
 * lower case inside a name ("Frankfurt am Main", "Uppsala län", "Newcastle upon Tyne").
 */
export const PLACE = /^(?:[\p{Lu}][\p{L}.'’-]*(?:[ /](?:[\p{Lu}][\p{L}.'’-]*|(?:am|an|im|upon|sur|län|bei)(?=$|,|\s\p{Lu})))*)(?:,\s*[\p{Lu}][\p{L}.'’/-]*(?:\s(?:[\p{Lu}][\p{L}.'’-]*|(?:am|an|im|upon|sur|län|bei)(?=$|,|\s\p{Lu})))*){0,3}$/u;

/** Words that name a hospital, a company or a research outfit, which a place never holds. */
/** Foundations, councils and ministries as other languages name them. */
export const BODIES_ABROAD = 'Fundación|Fundação|Fondation|Fondazione|Stiftung|Consejo|Conseil|Consiglio|Ministerio|Ministère';
export const ORGANIZATION_WORDS = new RegExp(`\\b(?:Hospital|Clinic|Inc|Corp|Labs?|Research|Foundation|Ministry|GmbH|LLC|Ltd|${BODIES_ABROAD})\\b`);

/** Roles of service to a field: committees, editing, reviewing, organising. */
export const SERVICE_ROLE = /\b(?:Chair|Co-?Chair|Committee|Editor|Editorial|Board|Reviewer|Referee|Organi[sz]er|Co-?organi[sz]er|Member|PC|TPC|Judge|Mentor|Volunteer|President|Secretary|Treasurer|Moderator|Panelist|Conven[eo]r|Co-?conven[eo]r|Coordinator|Membre|Miembro|Mitglied|Relect(?:eur|rice)|Co-?organisat(?:eur|rice)|Pr[ée]sident(?:e|a)?|Responsable|Co-?responsable|Ledamot|Ordförande|Suppleant|Medlem|(?:Fakultets)?opponent|Sakkunnig)\b/i;

/** Words that name a body served, never a role in it: "APS Division of Fluid Dynamics", "American Society of X". */
export const BODY_WORDS = /\b(?:Society|Association|Journal|Transactions|Conference|Symposium|Workshop|Foundation|Institute|Center|Centre|Council|Academy|Department|Division|University|College|School|Agency|Ministry|Federation|Union|NSF|NIH|IEEE|ACM|SIAM|AAAI)\b/;

/** The labels a supervisor's name stands after, in the languages CVs are written in: "Supervisor:", "Supervisore:", "Betreuerin:", "Encadrant :", "Huvudhandledare:", "Värd:" (a postdoc's host). */
export const SUPERVISOR_LABEL_WORDS = 'advisors?|supervisors?|mentors?|supervisore|supervisora|betreuer(?:in)?|encadrant(?:e)?s?|orientador(?:a)?|(?:huvud|bi)?handledare|(?:hoved|bi)?veileder|(?:hoved|bi)?vejleder|värd';

/**
 * "Referee Service", "Reviewing", "Jurado en comités de evaluación": a service heading that names the
 * role its list was served in, for entries that do not name one.
 */
export function roleOfList(title: string): string | undefined {
	// "Editorial roles and reviewing": a list of roles of several kinds, each item naming its own.
	if (/\beditor|\broles\b/i.test(title)) return undefined;
	if (/\breferee/i.test(title)) return 'Referee';
	if (/\breview(?:ing|er)?\b/i.test(title)) return 'Reviewer';
	// "Arbitragem científica em revista" (CIÊNCIAVITAE's refereeing for journals): the heading names the service whole.
	if (/^arbitragem\b/i.test(title)) return title;
	return /^(?:jurado|júri|juri)\b/i.exec(title)?.[0];
}
