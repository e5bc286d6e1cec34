import type { SectionKind } from '../types.ts';

/**
 * Spanish, French, Italian and Portuguese put a heading's head noun first: "Formación académica",
 * "Expérience professionnelle", "Premios y distinciones", "Proyectos de investigación". Written
 * without accents, as the lookup reads them, so a CV typed without them ("Formacion academica")
 * reads the same.
 */
const HEADS: Partial<Record<SectionKind, string[]>> = {
	education: ['formacion', 'estudios', 'educacion', 'titulos', 'grados', 'formation', 'etudes', 'diplomes', 'formazione', 'istruzione', 'titoli', 'formacao', 'educacao', 'titulacao', 'titulacion', 'titulaciones', 'doctorados', 'doctorado'],
	experience: ['percurso', 'posizione', 'posizioni', 'experiencia', 'trayectoria', 'estancias', 'puestos', 'cargos', 'empleo', 'empleos', 'experience', 'parcours', 'sejours', 'postes', 'emplois', 'esperienza', 'esperienze', 'carriera', 'incarichi', 'posizioni', 'experiencias', 'carreira', 'atuacao', 'situacion'],
	publications: ['atti', 'publicaciones', 'articulos', 'libros', 'capitulos', 'publications', 'articles', 'ouvrages', 'pubblicazioni', 'articoli', 'publicacoes', 'artigos', 'produccion', 'producao', 'producoes', 'trabalhos', 'capitulos', 'livros', 'trabajos'],
	awards: ['premios', 'distinciones', 'becas', 'reconocimientos', 'honores', 'ayudas', 'prix', 'distinctions', 'bourses', 'honneurs', 'financements', 'premi', 'riconoscimenti', 'borse', 'bolsas', 'distincoes'],
	talks: ['evento', 'relazioni', 'congresos', 'conferencias', 'ponencias', 'comunicaciones', 'charlas', 'presentaciones', 'seminarios', 'conferences', 'communications', 'exposes', 'interventions', 'presentations', 'seminaires', 'colloques', 'convegni', 'interventi', 'seminari', 'comunicazioni', 'palestras', 'apresentacoes', 'eventos'],
	teaching: ['disciplina', 'disciplinas', 'curso', 'docencia', 'ensenanza', 'cursos', 'enseignement', 'enseignements', 'cours', 'didattica', 'insegnamento', 'insegnamenti', 'ensino', 'aulas'],
	projects: ['proyectos', 'projets', 'progetti', 'projetos'],
	service: ['juri', 'arbitragem', 'comissao', 'comissoes', 'evaluacion', 'jurado', 'jurados', 'comisiones', 'gestion', 'servicio', 'servicios', 'responsabilidades', 'comites', 'responsabilites', 'expertises', 'servizio', 'revisor', 'membro', 'organizacion'],
	interests: ['intereses', 'lineas', 'temas', 'interets', 'thematiques', 'themes', 'interessi', 'linhas', 'interesses', 'areas'],
	summary: ['resumo', 'perfil', 'resumen', 'sintesis', 'profil', 'presentation', 'profilo', 'sintese'],
	media: ['entrevista', 'entrevistas', 'prensa', 'presse', 'stampa', 'imprensa'],
	skills: ['idiomas', 'langues', 'lingue', 'linguas', 'competencias', 'competences', 'habilidades', 'competenze'],
	contact: ['dati', 'datos', 'informacion', 'informations', 'informazioni', 'contacto', 'coordonnees', 'contatti', 'identificacao', 'endereco'],
	// "Abilitazioni": Italy's national qualifications to a professorship, no post held.
	other: ['orientacao', 'associacao', 'abilitazioni', 'abilitazione', 'tesis', 'theses', 'direccion', 'encadrement', 'membresias', 'afiliaciones', 'sociedades', 'orientacoes', 'supervisoes', 'bancas', 'pos-doutorado'],
};

/** A head that says only "activities of", "participation in": the kind comes from the words after it. */
const NEUTRAL_HEADS = new Set(['actividades', 'actividad', 'participacion', 'otros', 'otras', 'otra', 'otro', 'activites', 'participation', 'autres', 'attivita', 'partecipazione', 'altre', 'altri', 'atividades', 'participacao', 'outras', 'outros']);

/** Words that may follow the head: articles and prepositions, and the adjectives such headings take. */
const MODIFIERS = new Set([
	...['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'et', 'des', 'du', 'd', 'di', 'della', 'delle', 'dei', 'degli', 'da', 'do', 'dos', 'das', 'a', 'al', 'i', 'le', 'les', 'per', 'para', 'por', 'con', 'avec', 'sur', 'ed', 'o', 'ou', '&'],
	...['academica', 'academico', 'academicas', 'academicos', 'academique', 'academiques', 'accademica', 'accademiche', 'profesional', 'profesionales', 'professionnelle', 'professionnel', 'professionnelles', 'professionale', 'profissional', 'laboral', 'laborales'],
	...['investigacion', 'recherche', 'ricerca', 'pesquisa', 'investigadora', 'investigador', 'universitaria', 'universitario', 'universitaire', 'universitarie', 'posdoctoral', 'postdoctorale', 'postdoctoral', 'doctorales', 'doctorado', 'doctorat', 'dottorato'],
	...['cientifica', 'cientificas', 'cientificos', 'cientifico', 'scientifique', 'scientifiques', 'scientifica', 'scientifiche'],
	...['seleccionadas', 'seleccionados', 'selectionnees', 'selectionnes', 'choisies', 'scelte', 'selecionadas', 'invitadas', 'invitados', 'invitees', 'invites', 'invitate', 'internacionales', 'nacionales', 'internationales', 'nationales', 'internazionali', 'nazionali'],
	...['personales', 'personnelles', 'personali', 'pessoais', 'linguisticas', 'linguistiques', 'generales'],
	// Colombia's CvLAC: "Áreas de actuación", "Jurado/Comisiones evaluadoras de trabajo de grado".
	...['actuacion', 'evaluadoras', 'evaluadores', 'trabajo', 'grado'],
	// Portugal's CIÊNCIAVITAE: "Percurso profissional", "Curso / Disciplina lecionado", "Júri de grau académico",
	// "Arbitragem científica em revista", "Participação em evento", "Resumo de CV".
	...['lecionado', 'lecionada', 'lecionados', 'grau', 'revista', 'cv', 'ensino', 'superior', 'pessoal'],
	// Spain's CVN: "Formación académica recibida", "Cargos y actividades desempeñados con anterioridad",
	// "Proyectos de I+D+i financiados en convocatorias competitivas", "Premios, menciones y distinciones".
	// "Responsabilités collectives": a French faculty member's committees and offices.
	...['collectives', 'collectifs', 'administratives'],
	...['recibida', 'recibidas', 'desempenados', 'desempenadas', 'anterioridad', 'tecnologica', 'tecnologicas', 'tecnologico', 'tecnologicos', 'convocatorias', 'competitivas', 'documentos', 'tecnicos', 'presentados', 'presentadas', 'menciones', 'libre', 'curriculum', 'identificacion', 'i+d+i', 'i+d'],
	// "Postes occupés", "Cargos ocupados", "Incarichi ricoperti": the positions held.
	...['occupes', 'occupees', 'ocupados', 'ocupadas', 'ricoperti', 'ricoperte', 'exercidos'],
	...['professionali', 'accademici', 'accademiche', 'lavorative', 'attuale', 'actual', 'actuelle', 'su', 'invito', 'rivista', 'riviste', 'convegno', 'convegni', 'congresso', 'attivita', 'actividades', 'activites', 'atividades'],
	// Brazil's Lattes CV: "Produção bibliográfica", "Artigos completos publicados em periódicos", "Apresentações de Trabalho", "Membro de corpo editorial".
	...['bibliografica', 'bibliograficas', 'completos', 'publicados', 'publicadas', 'periodico', 'periodicos', 'anais', 'congressos', 'trabalho', 'corpo', 'editorial', 'em', 'no', 'na', 'nos', 'nas'],
	...['revistas', 'indexadas', 'arbitradas', 'revues', 'riviste', 'principales', 'principaux', 'recientes', 'recentes', 'relevantes', 'obtenidas', 'obtenidos', 'dictados', 'dirigidas', 'dirigees', 'financiados', 'finances', 'complementaria', 'continua', 'superiores', 'tecnicas', 'informaticas', 'extranjeros', 'etrangeres', 'straniere'],
]);

/** A modifier that decides the kind whatever the head: "Experiencia docente" is teaching. */
const KIND_MODIFIERS = new Map<string, SectionKind>([
	// "Incarichi istituzionali", "Attività editoriale e di revisione": the offices held and the reviewing done, service.
	['istituzionali', 'service'], ['editoriale', 'service'], ['revisione', 'service'],
	// "Membro de associação": a society's membership, no service.
	['associacao', 'other'], ['associacoes', 'other'], ['asociacion', 'other'], ['asociaciones', 'other'],
	['docente', 'teaching'], ['docentes', 'teaching'], ['impartida', 'teaching'], ['impartidas', 'teaching'], ['impartidos', 'teaching'], ['pedagogique', 'teaching'], ['pedagogiques', 'teaching'], ['didattica', 'teaching'], ['didattiche', 'teaching'],
]);

const HEAD_KIND = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(HEADS)) for (const w of words ?? []) if (!HEAD_KIND.has(w)) HEAD_KIND.set(w, kind as SectionKind);

/** "Formación" → "formacion": lower case, without accents. */
export const unaccented = (word: string): string => (NON_ASCII.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '') : word).toLowerCase();
const NON_ASCII = /[\u0080-\uffff]/;

/** The kind a heading written head first names, when its first word is a head and every other word may follow one. */
export function headFirstKind(tokens: readonly string[]): SectionKind | undefined {
	// Up to eight words, as every one must be heading vocabulary ("Proyectos de I+D+i financiados en convocatorias competitivas").
	if (tokens.length === 0 || tokens.length > 8) return undefined;
	const words = tokens.map(unaccented);
	const first = words[0]!;
	let kind = HEAD_KIND.get(first);
	if (!kind && !NEUTRAL_HEADS.has(first)) return undefined;
	for (const w of words.slice(1)) {
		const decides = KIND_MODIFIERS.get(w);
		if (decides) kind = decides;
		else if (HEAD_KIND.has(w)) kind ??= HEAD_KIND.get(w);
		else if (!MODIFIERS.has(w)) return undefined;
	}
	return kind ?? 'other';
}

/** Whether a word can open a heading written head first: the cheap test most lines fail. */
export const isHeadFirstWord = (word: string): boolean => HEAD_KIND.has(word) || NEUTRAL_HEADS.has(word);
