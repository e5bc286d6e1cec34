/**
 * What LaTeX commands mean to a CV reader, as data: the CV classes' own commands (moderncv,
 * awesome-cv, res) and the article class's, grouped by what they become in markdown.
 */

/** Section commands and the markdown heading level each becomes. */
export const HEADING_LEVEL: Record<string, number> = {
	part: 1, chapter: 2, section: 2, cvsection: 2, subsection: 3, cvsubsection: 3, subsubsection: 4, paragraph: 4,
};

/** The personal data a CV class sets in the preamble, and the label a contact line gets. */
export const CONTACT_LABEL: Record<string, string> = {
	phone: 'Phone', mobile: 'Phone', fax: 'Fax', email: 'Email', homepage: 'Homepage', github: 'GitHub', gitlab: 'GitLab',
	linkedin: 'LinkedIn', orcid: 'ORCID', twitter: 'Twitter', googlescholar: 'Google Scholar', researchgate: 'ResearchGate',
	mastodon: 'Mastodon', bluesky: 'Bluesky', stackoverflow: 'Stack Overflow', skype: 'Skype',
};

/** Personal data read as a line of its own text: a title, an address, a motto. */
export const PERSONAL_TEXT = new Set(['title', 'position', 'address', 'extrainfo', 'quote', 'familyname', 'firstname', 'tagline']);

/** Inline commands whose one argument is read as its text, in bold or in italics. */
export const BOLD = new Set(['textbf', 'bf', 'bfseries']);
export const ITALIC = new Set(['textit', 'emph', 'textsl', 'it', 'itshape', 'em', 'sl', 'slshape']);

/** Commands that set up the page, not its text: they and their arguments are read past. */
export const SETTINGS = new Set([
	'documentclass', 'usepackage', 'RequirePackage', 'moderncvstyle', 'moderncvcolor', 'moderncvtheme', 'moderncvicons', 'setlength', 'addtolength', 'setcounter',
	'addtocounter', 'newcommand', 'renewcommand', 'providecommand', 'newenvironment', 'renewenvironment', 'def', 'let', 'definecolor', 'colorlet', 'color',
	'pagestyle', 'thispagestyle', 'geometry', 'hypersetup', 'setlist', 'photo', 'vspace', 'label', 'bibliographystyle', 'bibliography', 'nocite',
	'addbibresource', 'printbibliography', 'fontsize', 'selectfont', 'setmainfont', 'setsansfont', 'linespread', 'makeatletter', 'makeatother',
	'makecvtitle', 'makecvheader', 'makecvfooter', 'maketitle', 'nopagenumbers', 'recipient', 'date', 'opening', 'closing', 'enclosure',
	'input', 'include', 'includegraphics', 'titleformat', 'titlespacing', 'fancyhf', 'fancyhead', 'fancyfoot', 'renewrobustcmd', 'columnratio',
	'hintscolumnwidth', 'sethintscolumnlength', 'setmonthnames', 'raggedright', 'raggedleft', 'centering', 'noindent', 'indent', 'clearpage', 'newpage',
	'pagebreak', 'smallskip', 'medskip', 'bigskip', 'vfill', 'tiny', 'scriptsize', 'footnotesize', 'small', 'normalsize', 'large', 'Large', 'LARGE',
	'huge', 'Huge', 'sffamily', 'rmfamily', 'ttfamily', 'upshape', 'mdseries', 'normalfont', 'protect', 'relax', 'leavevmode', 'null', 'phantom',
	'acvHeaderSocialSep', 'faicon', 'fa', 'fancypagestyle', 'lfoot', 'rfoot', 'cfoot', 'hrule', 'hline', 'toprule', 'midrule', 'bottomrule',
	'cline', 'vskip', 'hskip', 'columnbreak', 'switchcolumn', 'sloppy', 'frenchspacing', 'today', 'footnotetext',
]);

/** A setting whose first argument is text to keep: "\textcolor{gray}{2021}" keeps "2021". */
export const KEEPS_LAST_ARGUMENT = new Set(['textcolor', 'colorbox', 'fcolorbox']);

/** Environments that are a list, a table or a CV class's list of entries: their lines are read, the fence is layout. */
export const ENVIRONMENT_ARGUMENTS: Record<string, number> = { thebibliography: 1, tabular: 1, tabularx: 2, longtable: 1, minipage: 1, multicols: 1, paracol: 1, 'tabular*': 2 };

/** Symbols written as commands. */
export const SYMBOL: Record<string, string> = {
	'&': '&', '%': '%', $: '$', '#': '#', _: '_', '{': '{', '}': '}', ',': ' ', ';': ' ', ':': ' ', '!': '', ' ': ' ', '/': '', '-': '', '@': '',
	ldots: '…', dots: '…', textellipsis: '…', textendash: '–', textemdash: '—', textbullet: '·', cdotp: '·', cdot: '·', textbar: '|', slash: '/',
	LaTeX: 'LaTeX', TeX: 'TeX', BibTeX: 'BibTeX', textasciitilde: '~', S: '§', copyright: '©', dag: '†', dagger: '†', ddag: '‡', ddagger: '‡',
	ast: '*', star: '*', textasteriskcentered: '*', times: '×', pm: '±', sim: '~', approx: '≈', geq: '≥', ge: '≥', leq: '≤', le: '≤', textregistered: '®',
	texttrademark: '™', quad: ' ', qquad: ' ', enskip: ' ', enspace: ' ', hfill: '\t', hfil: '\t', dotfill: '\t', textquoteright: '’', textquoteleft: '‘',
	euro: '€', pounds: '£', textdegree: '°', degree: '°', circ: '°', textperiodcentered: '·', bullet: '·', textbackslash: '\\', textless: '<', textgreater: '>',
	ss: 'ß', o: 'ø', O: 'Ø', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', aa: 'å', AA: 'Å', l: 'ł', L: 'Ł', i: 'ı', j: 'ȷ',
	alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', lambda: 'λ', mu: 'μ', pi: 'π', sigma: 'σ', tau: 'τ', phi: 'φ', omega: 'ω',
};

/** Accents, as the combining mark each adds to the letter after it ("\'e", "\c{c}", "\v s"). */
export const ACCENT: Record<string, string> = {
	"'": '\u0301', '`': '\u0300', '^': '\u0302', '"': '\u0308', '~': '\u0303', '=': '\u0304', '.': '\u0307',
	c: '\u0327', v: '\u030C', u: '\u0306', H: '\u030B', k: '\u0328', r: '\u030A', d: '\u0323', b: '\u0331',
};
