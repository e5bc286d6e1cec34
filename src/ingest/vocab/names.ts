/** Name particles that stay lower-case inside a person's name. */
export const NAME_PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'di', 'du', 'le', 'la', 'bin', 'binti', 'al', 'el', 'dos', 'das', 'ten', 'ter', 'y']);

/** Honorifics written before an advisor's name, Poland's "dr hab. inż." and "mgr" among them; the contract keeps bare names. */
export const HONORIFICS = /^(?:(?:(?:Associate|Assistant|Adjunct|Emeritus|Emerita|Honorary|Distinguished|Clinical)\s+Professor|Prof\.?|Professor|Docent|Dr\.?(?:\s(?:rer\.|phil\.|med\.|nat\.|ing\.|habil\.|hab\.|inż\.|h\.\s?c\.)){0,3}|PD|Ir\.|Ing\.|mgr|inż\.|hab\.|Mr\.?|Ms\.?|Mrs\.?|Assoc\.?\s+Prof\.?|Asst\.?\s+Prof\.?|(?:Yrd\.\s?)?Doç\.|Öğr\.\s?(?:Üyesi|Gör\.)|Arş\.\s?Gör\.|\((?:Mrs|Ms|Mr|Miss|Smt|Shri)\.?\))\s+)+/i;

/**
 * Degrees, licences and fellowships written after a name: "Priya Hale, MD, MPH", "Ada Lovelace PhD",
 * "MARCUS ODUYA, Ph.D., P.E.". After a comma, any credential of two capitals or more counts
 * ("…, PhD, RN, CNE", "…, MS"); without one only the forms listed, so a surname such as "Ma" stays.
 * Scandinavian degrees and titles are written in lower case: "Elin Ek, med.dr, docent".
 */
export const POSTNOMINALS =
	/(?:,?\s+(?:Ph\.?\s?D\.?|PH\.?\s?D\.?|M\.?D\.?|MPH|M\.?Sc\.?|MBA|DrPH|PharmD|DVM|RN|FRCP|FRCS|FACP|FACC|FRS|FREng|FAAAS|FIEEE|P\.\s?E\.|P\.\s?Eng\.?|PEng|CEng|J\.\s?D\.|Esq\.?|LL\.\s?M\.?|DNP|PsyD|Ed\.\s?D\.?|EdD|MSN|BSN|APRN|FNP(?:-BC)?|FAAN|CPA|PMP|MSW|LCSW|D\.\s?Phil\.?|DPhil|Sc\.\s?D\.?|D\.\s?Sc\.?|M\.\s?[AS]\.|B\.\s?[AS]\.)|,\s*(?=[\w.-]*[A-Z][\w.-]*[A-Z])[A-Z][A-Za-z.-]{1,9}|,\s*(?:(?:[Mm]ed|[Ff]il|[Oo]dont|[Tt]ekn|[Jj]ur|[Ee]kon|[Aa]gr|[Vv]et)\.\s?(?:dr|lic|kand|mag)\.?|[Dd]ocent|[Dd]osent))+$/;

/** Words that never occur in a person's name but often in capitalised CV phrases. */
export const NOT_NAME_WORDS = new Set([
	'university', 'college', 'institute', 'school', 'lab', 'laboratory', 'group', 'center', 'centre', 'department',
	// The same in the languages CVs are written in: "Universität Bayreuth" is no one's name.
	'universität', 'université', 'università', 'universidad', 'universidade', 'universiteit', 'universitat', 'hochschule', 'institut', 'instituto', 'istituto', 'fakultät', 'lehrstuhl',
	// Turkish: "… Üniversitesi", "Mühendislik Fakültesi", a portal's "Akademik Arama" (academic search).
	'üniversitesi', 'fakültesi', 'bölümü', 'enstitüsü', 'akademik', 'arama',
	// "Part C": a form's part, named by its letter.
	'part',
	'conference', 'symposium', 'workshop', 'journal', 'transactions', 'proceedings', 'international', 'national',
	'research', 'intern', 'engineer', 'scientist', 'assistant', 'award', 'paper', 'the', 'of', 'for', 'in', 'on', 'at',
	'with', 'and', 'systems', 'system', 'learning', 'computing', 'computer', 'science', 'engineering', 'data', 'network',
	'networks', 'machine', 'deep', 'model', 'models', 'training', 'inference', 'cloud', 'gpu', 'ai', 'ml', 'llm',
	'inc', 'corp', 'ltd', 'company', 'ieee', 'acm', 'usenix', 'present', 'now', 'student', 'students', 'fellowship',
	'analysis', 'design', 'service', 'services', 'platform', 'seminar', 'news', 'via', 'using', 'towards', 'toward',
	'program', 'programming', 'languages', 'language', 'compilers', 'compiler', 'honors', 'honours', 'prize', 'medal',
	'curriculum', 'vitae', 'resume', 'résumé', 'cv', 'portfolio', 'homepage', 'contact', 'publications', 'education',
	// A web page's chrome, copied with a profile: "Search" over "Menu" is no name.
	'search', 'menu', 'home', 'skip', 'navigation', 'login', 'toggle', 'academics', 'admissions', 'faculty', 'staff', 'people',
]);
