/** What a venue, a publication status and a publication type look like, as data. */

/** Words that mark a phrase as the place a paper appeared. */
// The abbreviations end in a stop, after which no word boundary stands.
export const VENUE_WORDS = /\b(?:(?:Proceedings|Conference|Symposium|Workshop|Journal|Transactions|Letters|Magazine|Annual Meeting|Congress|Colloquium|Forum|Summit|Findings|arXiv|bioRxiv|medRxiv|SSRN|Preprint|Thesis|Dissertation|Poster|Demo)\b|(?:Proc|Conf|Trans|Commun)\.)/i;

/**
 * Abbreviated words of journal names (ISO 4: "Phys. Rev. Lett.", "IEEE J. Sel. Areas Commun.",
 * "J. Am. Chem. Soc."), whose full stop ends no sentence. Only truncations that are not English
 * words themselves ("Graph." may end a title), and "Robot.", which IEEE's names use too often to leave out.
 */
export const JOURNAL_ABBREVIATIONS = [
	'Acad', 'Adv', 'Algebr', 'Allg', 'Am', 'Amer', 'Anal', 'Angew', 'Ann', 'Anorg', 'Appl', 'Astron', 'Astrophys', 'Autom', 'Biochem', 'Bioinform', 'Biol', 'Biophys',
	'Bull', 'Cardiol', 'Catal', 'Chem', 'Chim', 'Clin', 'Comm', 'Commun', 'Compos', 'Condens', 'Cryst', 'Curr', 'Differ', 'Doc', 'Ecol', 'Econ', 'Ed', 'Educ', 'Electron',
	'Engl', 'Environ', 'Epidemiol', 'Eur', 'Evol', 'Funct', 'Genet', 'Geol', 'Geom', 'Geophys', 'Hist', 'Immunol', 'Inf', 'Intell', 'Invent',
	'Inorg', 'Jpn', 'Lett', 'Linguist', 'Mach', 'Macromol', 'Mag', 'Mater', 'Math', 'Mech', 'Med', 'Microbiol', 'Mol', 'Nachr', 'Nanotechnol', 'Natl', 'Naturforsch', 'Netw', 'Neurol',
	'Neurosci', 'Nucl', 'Oncol', 'Opin', 'Opt', 'Org', 'Organomet', 'Pediatr', 'Pharmacol', 'Philos', 'Phys', 'Polit', 'Polym', 'Psychol', 'Quant',
	'Rep', 'Res', 'Rev', 'Robot', 'Sel', 'Soc', 'Sociol', 'Softw', 'Stat', 'Stud', 'Surg', 'Syst', 'Theor', 'Topol', 'Vis',
];

/** An abbreviated word of a journal's name, with its stop: "Phys.", "Lett.". */
export const JOURNAL_WORD = new RegExp(String.raw`\b(?:${JOURNAL_ABBREVIATIONS.join('|')})\.`);

/** A short venue name with its year in parentheses: "(CGO '26)", "(ICLR'21)", "(arXiv 2026)", "(SC)". */
export const PAREN_VENUE = /\(([A-Za-z][\w&/.+-]*(?:\s[A-Za-z][\w&/.+-]*){0,3}?)(?:\s*[''’]\s?(\d{2})|\s+((?:19|20)\d{2}))?\)/g;

/** A venue tag leading an entry: "SC 2023", "SoCC 2022", "HPEC 2022", "CGO '26". */
export const VENUE_TAG = /^((?=[\w-]*[A-Z][\w-]*[A-Z])[A-Za-z][\w-]{1,15}|(?:arXiv|bioRxiv|medRxiv|ChemRxiv|chemRxiv)(?=\s))\s*(?:'|’)?((?:19|20)\d{2}|(?<=['’])\d{2})(?=[\s,.:]|$)/;

/** arXiv and its kin (bioRxiv, medRxiv, ChemRxiv, PsyArXiv, SocArXiv), SSRN, and the working-paper series economics publishes first in. */
const PREPRINT_WORDS = /\b(?:preprint|\w*rxiv|ssrn|working paper|discussion paper|national bureau of economic research)\b/i;

export const STATUS_PATTERNS: { status: 'under-review' | 'accepted' | 'preprint'; re: RegExp }[] = [
	// Italian's "sottoposto a" (submitted to).
	{ status: 'under-review', re: /\b(?:under review|under submission|in submission|submitted to|submitted|under revision|major revision|minor revision|in review|revise and resubmit|revise & resubmit|R&R|eingereicht|sottopost[oa] a|submetid[oa]|enviad[oa] para publicação)(?![\w&])/i },
	// Portuguese's "submetido" and "aceite para publicação" (CIÊNCIAVITAE's states of a record).
	// German's "angenommen" and "im Druck", French's "sous presse", Spanish's "en prensa", Italian's "in (corso di) stampa", Turkish's "baskıda".
	{ status: 'accepted', re: /\b(?:to appear|accepted|in press|forthcoming|conditionally accepted|angenommen|im druck|sous presse|en prensa|in (?:corso di )?stampa|accettato|im erscheinen|aceite para publicação|aceito para publicação|aceptado para publicación|bask[ıi]da)(?![\p{L}])/iu },
	{ status: 'preprint', re: PREPRINT_WORDS },
];

export const TYPE_PATTERNS: { type: 'preprint' | 'poster' | 'workshop' | 'journal' | 'thesis'; re: RegExp }[] = [
	{ type: 'preprint', re: PREPRINT_WORDS },
	{ type: 'thesis', re: /\b(?:thesis|dissertation|tese de (?:doutoramento|mestrado)|tesis doctoral|dissertação)(?![\p{L}])/iu },
	{ type: 'poster', re: /\b(?:poster|posters|extended abstract|demo)\b/i },
	{ type: 'workshop', re: /\bworkshops?\b/i },
	// "J." "Lett." "Rev." abbreviate a journal's name; a volume with an issue number is a journal's.
	// "Artigo em revista", "Artículo en revista": a catalogue's group of journal articles; "Makaleler", Turkish's articles.
	{ type: 'journal', re: /\b(?:journal|transactions|letters|magazine|makale(?:ler)?)\b|\b(?:Trans|J|Lett|Rev)\.|\bvol\.\s*\d+,\s*no\.\s*\d|\bart(?:igo|ículo) e[mn] revista\b/i },
];

/** Words that make a short line an award rather than a title. */
export const AWARD_WORDS = /\b(?:award|awards|prize|finalist|winner|honou?rable mention|best (?:paper|poster|student paper|artifact|demo)|distinguished|medal|fellowship|scholarships?|nominee|honou?rs?|dean'?s list|spotlight|oral)\b/i;

/** "Article", "Conference Paper": the kind of a research profile's record (ResearchGate's), on a line over it. */
const RECORD_KIND = /^(?:Article|Conference Paper|Preprint|Presentation|Poster|Chapter|Book|Thesis|Data|Technical Report)$/;
/** "Mar 2025": the month a record was published, alone on its line. */
export const MONTH_YEAR = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (?:19|20)\d{2}$/;

/** "Article" over "Mar 2025": a line naming the kind of the record that its month, on the next line, opens. */
export const opensProfileRecord = (text: string, next: string | undefined): boolean => RECORD_KIND.test(text) && MONTH_YEAR.test(next ?? '');
