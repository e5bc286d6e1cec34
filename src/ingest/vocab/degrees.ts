/** Degree names as CVs abbreviate them; each form needs its dots or full words so "MS Word" is no degree. */
export const DEGREE = new RegExp(
	'(?<![\\w.])(' +
		[
			// "MSc Eng. (mgr inż.)", "BSc Eng.": an engineer's degree as Polish and Scandinavian CVs translate it, its own name in brackets after it.
			'[MB]\\.?\\s?Sc\\.?\\s+Eng\\.(?:\\s*\\([a-zżźćńółęąś][^()]{1,20}\\))?',
			'Ph\\.\\s?D\\.?', 'PhD', 'D\\.\\s?Phil\\.?', 'DPhil', 'Sc\\.D\\.?', 'Ed\\.D\\.?', 'J\\.D\\.?', 'M\\.D\\.?',
			'(?:Doctor|Master|Bachelor)(?:\'s)?\\s+of\\s+(?:Science|Arts|Engineering|Philosophy|Technology|Applied Science|Business Administration|Fine Arts|Laws|Education|Computer Science|Mathematics|Medicine|Public Health|Public Policy|Public Administration|Nursing|Social Work|Pharmacy|Music|Architecture|Veterinary Medicine|Dental Surgery)',
			'(?:Doctorate|Master\'?s|Bachelor\'?s)(?:\\s+degree)?',
			// In capitals, as Europass sets a degree's title: "MASTER'S DEGREE IN OCEANOGRAPHY".
			'(?:DOCTOR|MASTER|BACHELOR)(?:\'S)?\\s+OF\\s+(?:SCIENCE|ARTS|ENGINEERING|PHILOSOPHY|TECHNOLOGY|LAWS|EDUCATION)', '(?:DOCTORATE|MASTER\'?S|BACHELOR\'?S)(?:\\s+DEGREE)?',
			// British integrated masters and postgraduate awards: "MChem", "MPhys", "Postgraduate Certificate in Academic Practice".
			'MChem', 'MPhys', 'MMath', 'MSci', 'MBiol', '(?:Postgraduate|Graduate) (?:Certificate|Diploma)', 'PGCert', 'PGDip',
			'M\\.\\s?S\\.?c?\\.?', 'M\\.\\s?Sc\\.?', 'MSc', 'M\\.\\s?Eng\\.?', 'MEng', 'M\\.\\s?A\\.?', 'M\\.\\s?Phil\\.?', 'MPhil', 'M\\.?B\\.?A\\.?', 'M\\.\\s?Tech\\.?', 'M\\.\\s?Res\\.?',
			'B\\.\\s?S\\.?c?\\.?', 'B\\.\\s?Sc\\.?', 'BSc', 'B\\.\\s?Eng\\.?', 'BEng', 'B\\.\\s?E\\.?', 'B\\.\\s?A\\.?', 'B\\.\\s?Tech\\.?', 'BTech', 'B\\.\\s?Comp\\.?', 'B\\.\\s?Comm?\\.?', 'BComm?', 'M\\.\\s?Comm?\\.?', 'MComm?',
			'MS', 'BS', 'BA', 'MA', 'PHD',
			'MD', 'MPH', 'M\\.P\\.H\\.?', 'DrPH', 'PharmD', 'DVM', 'MBBS', 'MBChB', 'LLM', 'LLB',
			// Nursing, social work and public policy: "MSN", "BSN", "DNP", "MSW", "MPA", "Post-Master's Certificate".
			'MSN', 'BSN', 'DNP', 'MSW', 'BSW', 'MPA', 'MPP', 'Post-(?:Master\'?s|Baccalaureate|Graduate|Doctoral) Certificate',
			// Law and the arts: "LL.M.", "J.S.D.", "M.F.A.", "M.M." (not initials: "M.M. Rao"), "B.Mus.", "D.M.A.".
			'LL\\.\\s?[MB]\\.?', 'J\\.S\\.D\\.?', 'S\\.J\\.D\\.?', 'M\\.F\\.A\\.?', 'MFA', 'B\\.F\\.A\\.?', 'BFA', 'M\\.M\\.(?=,|\\s+(?:in|of)\\s|\\s*\\(|$)', 'D\\.M\\.A\\.?', 'DMA', '[BM]\\.\\s?Mus\\.?', 'MMus', 'BMus',
			// European doctorates and diplomas: "Dr. rer. nat.", "Dr.-Ing.", "Diplom", "Habilitation", "Laurea".
			'Dr\\.\\s?(?:rer\\.\\s?(?:nat|pol|oec|soc|medic)|phil|med|iur|jur|sc\\.\\s?(?:nat|techn)|techn)\\.', 'Dr\\.-Ing\\.', 'Diplom(?:-[A-Z][a-z]+)?', 'Dipl\\.-[A-Z][a-z]+\\.', 'Habilitation', 'Laurea(?:\\s+[Mm]agistrale|\\s+[Tt]riennale|\\s+[Ss]pecialistica)?',
			// French and Spanish: "Doctorat", "Doctorado", "Diplôme d'ingénieur", "Master 2 Recherche".
			'Doctorat', 'Doctorado', 'Dottorato(?:\\s+di\\s+ricerca)?', 'Diplôme\\s+d[\'’]ingénieur', 'Master\\s2(?:\\s+Recherche)?',
			// Spanish, Portuguese and French degrees before their field: "Doctora en Ciencias Biológicas",
			// "Licenciatura en Biología", "Máster en Ecología", "Mestrado em Química", "Licence de physique".
			'Doctor(?:a)?(?=\\s+en\\s)', 'Doutor(?:a|ado)?(?=\\s+em\\s)', 'Licenciad[oa](?=\\s+en\\s)', 'Licenciatura', 'Máster(?:\\s+Universitario)?', 'Maestría', 'Magíster', 'Mestrado',
			'Grado(?=\\s+en\\s)', 'Graduad[oa](?=\\s+en\\s)', 'Diplomatura', 'Ingenier[oa](?=\\s+(?:en|de)\\s)', 'Licence(?=\\s+(?:de|d[\'’]|en)\\s?)', 'Master(?=\\s+(?:en|in|em|de)\\s)',
			// "Master Hydrologie appliquée, Université …", "Licence Sciences de la Terre": the French field right after the degree.
			'(?:Master|Licence)(?=\\s+(?!Thesis|Project|Student|Course|Programme|Program)[A-ZÀ-Ý][a-zà-ÿ])',
			// Swedish degrees end in "examen" ("Medicine doktorsexamen", "socionomexamen"); Norwegian and Danish ones in "grad".
			// Turkish: "Doktora", "Yüksek Lisans" (a master's), "Lisans" (a bachelor's), "Tıpta Uzmanlık" (a medical specialty).
			'(?:Bütünleşik\\s)?Doktora', 'Yüksek\\sLisans', 'Lisans', 'Tıpta\\sUzmanlık',
			'(?:(?:Medicine|Filosofie|Teknologie|Odontologie|Ekonomie|Juris)\\s)?[A-Za-zåäöÅÄÖ]*examen', '(?:[Pp]h\\.\\s?[Dd]\\.-|[Mm]aster|[Bb]achelor|[Dd]oktor)grad(?:en)?',
		].join('|') +
		')(?:\\s*\\((?:honou?rs|hons\\.?|with honou?rs)\\))?(?=[\\s,;:(]|$)',
);

/** Words that make a phrase an institution. */
export const INSTITUTION_WORDS = /(?<![\p{L}])(?:University|Universitäts\p{Ll}{4,}|Universität|Université|Università|Universidad|Universidade|Universitat|Universiteit|Uniwersytet|Universiti|College|Institute|Institut|Instituto|Istituto|School|Academy|Polytechnic|Politecnico|Politécnico|Polytechnique|École|Ecole|Escuela|Escola|Hochschule|Hogeschool|Högskola|Högskolan|Høgskole|Høgskolen|[Uu]niversitet(?:et)?|[Ii]nstitutet|Üniversitesi|ÜNİVERSİTESİ|Gymnasium|Lycée|ETH|EPFL|Conservatory|Seminary|National Laboratory|National Lab)(?![\p{L}])/u;

/**
 * Systems of universities whose campus is part of the name ("University of California, Berkeley",
 * "Indian Institute of Technology, Madras"): the part after the comma is no place there.
 */
export const CAMPUS_SYSTEM = /^(?:(?:The )?University of (?:California|Wisconsin|Illinois|Texas|Massachusetts|Maryland|Colorado|North Carolina|Missouri|Nebraska|Hawai['ʻ’]?i|Minnesota|Tennessee)|Indian Institutes? of (?:Technology|Management|Information Technology)|National Institute of Technology)$/;

/** Labels inside an education entry and what they feed. */
export const EDUCATION_LABELS: { re: RegExp; field: 'advisors' | 'gpa' | 'interests' | 'awards' | 'details' }[] = [
	// Italian's "Relatore", French's "Directeur de thèse", Spanish's "Director de tesis", German's "Betreuer", Turkish's "Tez Danışmanı".
	{ re: /^(?:advisors?|supervisors?|mentors?|committee|co-advisors?|relatore|relatrice|correlatore|supervisore|tutor|tutora|directeur de thèse|directrice de thèse|director de tesis|directora de tesis|betreuer(?:in)?|doktorvater|(?:huvud|bi)?handledare|(?:hoved|bi)?veileder|(?:hoved|bi)?vejleder|tez dan[ıi]şman[ıi])$/i, field: 'advisors' },
	// "Promedio", "Nota media", "Moyenne", "Media": the grade average as Spanish, French and Italian CVs label it.
	{ re: /^(?:(?:major|cumulative|overall|total)\s+)?(?:gpa|cgpa|grade|score)$|^(?:promedio|nota media|moyenne|media|média|voto finale|voto di laurea|voto)$/i, field: 'gpa' },
	{ re: /^(?:fields? of study|interests?|research interests?|research areas?|areas?|focus|concentration|specialization|research focus)$/i, field: 'interests' },
	{ re: /^(?:honou?rs|awards?|distinctions?)$/i, field: 'awards' },
	{ re: /^(?:courses|coursework|relevant coursework|thesis|dissertation|minor|activities|tesi|thèse|tesis|avhandling|afhandling|avhandlingens titel|tez ad[ıi])$/i, field: 'details' },
];

/** A US state code after a place ("…, Cambridge, MA", "Starkville, MS, USA" on a line of its own), which reads like a degree. */
const STATE_AFTER_PLACE = /(,\s*\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*)*,\s*|^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*)*,\s*(?=\p{Lu}{2}\s*(?:,\s*USA?\b|\d{5}|$)))(?:MA|MS|MD|ME)\b(?!\.)/gu;

/** Where a degree is named in a text, or -1; a state code after a place is no degree. */
export function degreeIndex(text: string): number {
	const masked = text.includes(',') ? text.replace(STATE_AFTER_PLACE, (_, place: string) => `${place}  `) : text;
	return masked.search(DEGREE);
}

/** "Graduate School of Engineering", "College of Architecture", "Faculty of Science": a unit of an institution, whose name follows it. */
export const UNIT_OF = /^(?:(?:Graduate\s)?School|Faculty|College|Department|Division|Institute)\sof\b/;
