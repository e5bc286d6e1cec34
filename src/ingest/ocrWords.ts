/**
 * Words a CV's facts hinge on (an institution's kind, a unit, a field, a role, a month), which OCR
 * damages in a few known ways. Only these are repaired: a damaged form of one of them is no word of
 * its own, where a damaged word in general could be.
 */
const WORDS = [
	'University', 'Institute', 'Department', 'Laboratory', 'College', 'School', 'Faculty', 'Division', 'Hospital', 'Academy', 'Foundation',
	'Society', 'National', 'International', 'Research', 'Science', 'Sciences', 'Engineering', 'Chemistry', 'Physics', 'Biology', 'Mathematics',
	'Medicine', 'Professor', 'Assistant', 'Associate', 'Postdoctoral', 'Fellow', 'Fellowship', 'Education', 'Experience', 'Publications',
	'Journal', 'Conference', 'Proceedings', 'American', 'European', 'Chemical', 'Award', 'Program', 'Programme', 'Technology', 'Center', 'Centre',
	'Student', 'Teaching', 'Committee', 'Member', 'Reviewer', 'Symposium', 'Meeting', 'Annual', 'Invited', 'Seminar', 'Lecture', 'Lecturer',
	'Graduate', 'Undergraduate', 'Instructor', 'Scientist', 'Visiting', 'Summer', 'Winter', 'Spring', 'Autumn', 'January', 'February',
	'March', 'April', 'August', 'September', 'October', 'November', 'December', 'present',
];

/** What OCR reads a letter as: "rn" for "m", "l" or "1" for "i", "1" for "l", "0" for "o", "cl" for "d", "vv" for "w", "c" for "e". */
const SLIPS: [string, string][] = [['m', 'rn'], ['i', 'l'], ['i', '1'], ['l', '1'], ['o', '0'], ['d', 'cl'], ['w', 'vv'], ['e', 'c']];

let damaged: Map<string, string> | undefined;

/** Every form of the words with one letter misread, mapped to the word; built on first use. */
function damagedForms(): Map<string, string> {
	if (damaged) return damaged;
	damaged = new Map();
	for (const word of WORDS.flatMap((w) => [w, w.toLowerCase()])) {
		for (let i = 0; i < word.length; i++) {
			for (const [letter, slip] of SLIPS) {
				if (word[i] !== letter) continue;
				const form = word.slice(0, i) + slip + word.slice(i + 1);
				if (!WORDS.includes(form)) damaged.set(form, word);
			}
		}
	}
	return damaged;
}

/** A word of five letters or more, digits inside it as OCR leaves them. */
const WORD = /[A-Za-z][A-Za-z0-9]{4,}/g;

/** "Universlty" → "University", "Departrnent" → "Department", "Nationa1" → "National": OCR's slips in the words facts hinge on. */
export function repairOcrWords(text: string): string {
	const forms = damagedForms();
	return text.replace(WORD, (word) => forms.get(word) ?? word);
}
