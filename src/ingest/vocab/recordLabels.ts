import { unaccented } from './headFirstSections.ts';
/**
 * The labels of a record whose every value is labelled ("Entidad empleadora: …", "Employer: …"), as
 * national CV systems export them (Spain's CVN, Europass, university researcher databases), and the
 * column each one fills: the names the table reader maps to fields, so that a record is read as a
 * table's row is. Labels are matched without accents and in lower case; the first that fits wins,
 * so the narrower label ("ciudad entidad empleadora") stands before the wider ("entidad empleadora").
 */
export const RECORD_LABELS: [label: RegExp, column: string][] = [
	// Where and when.
	[/^(?:ciudad|city|town|location|lugar|ville|localidad|ciudad (?:entidad|de) .+)$/, 'city'],
	[/^(?:country|pais|pays|land|paese)$/, 'country'],
	[/^(?:fecha de inicio\s?-\s?fin|fechas?|dates?|period|periodo|periode)$/, 'dates'],
	[/^(?:fecha de (?:inicio|comienzo)|start(?: date)?|from|desde|date de debut|inicio)$/, 'start'],
	[/^(?:fecha de (?:finalizacion|fin|terminacion)|end(?: date)?|to|until|hasta|date de fin|fin)$/, 'end'],
	[/^(?:fecha de (?:titulacion|obtencion del titulo|lectura)|date of (?:award|graduation)|graduation date|awarded|year completed|date completed|completion date)$/, 'graduated'],
	[/^(?:fecha de (?:concesion|obtencion)|date awarded)$/, 'year'],
	[/^(?:fecha de celebracion|date of (?:the )?(?:event|talk|presentation)|realizado el)$/, 'date'],
	[/^(?:ano|year|annee|anno)$/, 'year'],
	// Positions.
	[/^(?:entidad empleadora|employer|empresa|organi[sz]ation|institution|institucion|etablissement|organismo)$/, 'employer'],
	[/^(?:categoria profesional|cargo|puesto|position|job title|occupation(?: or position held)?|poste|fonction|funcao|enquadramento funcional)$/, 'position'],
	[/^(?:departamento|department|departement|unit|unidad|servicio|division)$/, 'department'],
	// Degrees.
	[/^(?:nombre del titulo|programa de doctorado|degree|title of qualification(?: awarded)?|diploma|diplome)$/, 'degree'],
	[/^(?:entidad de titulacion|universidad|university|awarding (?:body|institution)|school)$/, 'university'],
	[/^(?:director(?:\/a)?(?: de (?:la )?tesis)?|codirector(?:\/a)?(?: de (?:la )?tesis)?|supervisors?|advisors?|chair\/advisor|major professor|directeur de these)$/, 'advisors'],
	[/^(?:nota media(?: del expediente)?|calificacion(?: obtenida)?|grade|final grade|gpa|mention)$/, 'gpa'],
	[/^(?:thesis|tesis|these|dissertation|titulo de la tesis|(?:dissertation|thesis) title)$/, 'thesis'],
	// "Discipline: Public Health" (a US activity report's degree): the degree's field.
	[/^(?:discipline|field of study|major)$/, 'field'],
	// Works.
	[/^(?:autores(?: \(p\. o\. de firma\))?|authors?|auteurs?)$/, 'authors'],
	[/^(?:titulo(?: del trabajo| de la (?:publicacion|actividad))?|title|titre)$/, 'title'],
	[/^(?:nombre de la publicacion|nombre del congreso|nombre del evento|journal|revista|published in|source|conference|congreso|revue|event|committee)$/, 'venue'],
	// A meeting's record in Colombia's CvLAC names the talk given there as its "product".
	[/^(?:nombre del producto)$/, 'title'],
	[/^(?:rol en el evento)$/, 'role'],
	[/^(?:doi)$/, 'doi'],
	[/^(?:tipo de produccion|tipo de participacion|type of (?:output|work|participation))$/, 'kind'],
	[/^(?:publicacion en acta(?:s)? (?:de )?congreso|published in proceedings)$/, 'proceedings'],
	// Courses, projects, prizes, service.
	[/^(?:nombre de la asignatura(?:\/curso)?|nombre del curso|nome da disciplina|disciplina|course(?: title| name)?|asignatura|cours)$/, 'course'],
	[/^(?:course code|codigo(?: de la asignatura)?)$/, 'code'],
	[/^(?:entidad de realizacion)$/, 'institution'],
	[/^(?:nombre del proyecto|project(?: title)?|proyecto)$/, 'project'],
	// "Activity: Abstract Reviewer" over "Organization: …" (a US activity report's service): the part taken.
	[/^(?:grado de contribucion|role|papel|modo de participacion|activity)$/, 'role'],
	[/^(?:entidad financiadora|funder|funding (?:body|agency)|financiador)$/, 'funder'],
	[/^(?:descripcion|award|premio|prize|distincion)$/, 'award'],
	[/^(?:entidad concesionaria|awarded by|granting body)$/, 'issuer'],
];

/**
 * Labels of what a record says of its own terms rather than of the work: the kind of body or
 * medium, the contract, the hours and credits, a duration its dates already give, where the owner
 * signed. A record is read as its entry without them, as no field holds them.
 */
export const ADMINISTRATIVE_LABEL = /^(?:tipo de (?:entidad|soporte|asignatura|actividad|proyecto|evento|producto)|ambito|participantes|nombre|modalidad de contrato|regimen de dedicacion|duracion|numero de horas.*|n(?:º|o)? total de autores|posicion de firma|autor de correspondencia|titulacion universitaria|doctorado europeo|fecha de mencion|type of (?:entity|contract)|level in eqf|business or sector)$/;

/** "Duración 36 meses" beside "Fin: …": a duration a record's export sets with no colon, its own value, which the dates already give. */
export const BARE_DURATION = /^(?:Duraci[oó]n|Dura[cç][aã]o|Duration)\s+\d+\s+\p{L}+$/u;

/** "Resumen" alone on a line inside a record, the record's summary on the lines under it. */
export const SUMMARY_LABEL = /^(?:Resumen|Resumo|Abstract|Summary|Descripci[oó]n|Description)$/i;

/** Europass's labels that its PDF sets without a colon, before their values: "Final grade 110/110", "Business or sector …". */
export const BARE_LABEL = /^(Final grade|Level in EQF|Field\(s\) of study|Business or sector|Main activities and responsibilities)\b\s*(.*)$/i;

/** A label as the lists above are written: without accents, in lower case, single-spaced. */
export const labelKey = (label: string): string => unaccented(label).replace(/\s+/g, ' ');

/** The column a label's key names ("cargo" → "position", "nombre del curso" → "course"). */
export const columnOfKey = (key: string): string | undefined => RECORD_LABELS.find(([re]) => re.test(key))?.[1];

/** The column a written label names ("Cargo" → "position", "Nombre del curso" → "course"). */
export const recordColumnOf = (label: string): string | undefined => columnOfKey(labelKey(label));
