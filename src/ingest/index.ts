import type { ProfileInput } from '../schema/index.ts';
import { assembleProfile } from './assemble.ts';
import { joinDatesAbove } from './datesAbove.ts';
import { dialectOf, readDialect } from './dialects.ts';
import { readFormEntries } from './formFields.ts';
import { readLabelledRecords } from './labelledRecords.ts';
import { joinHangingLines, wrapWidth } from './hangingIndent.ts';
import { EXTRACTORS } from './extract/index.ts';
import { experienceFromProse } from './extract/prose.ts';
import { splitFurniture } from './furniture.ts';
import { liftNameBlock } from './nameBlock.ts';
import { orderTableColumns } from './tableColumns.ts';
import { nameTabColumns } from './tabTables.ts';
import { readTableRows } from './extract/tableRows.ts';
import { readGrantBlocks } from './extract/grantBlocks.ts';
import { readFundingSources } from './extract/fundingSources.ts';
import { readKeyedRecords } from './extract/keyedRecords.ts';
import { splitLines } from './lines.ts';
import { normaliseText } from './normalise.ts';
import { forgetDocument } from './memo.ts';
import { findOwnerName } from './owner.ts';
import { readDocument, readDocumentText, type SourceDocument } from './read.ts';
import { splitSections } from './segment.ts';
import { readTranslations } from './translations.ts';
import { emptyDraft, Trace, type Evidence, type ExtractContext, type Section } from './types.ts';

export interface ParseResult {
	profile: ProfileInput;
	/** Non-empty lines in the document body. */
	lineCount: number;
	/** The sections found, with their lines, for --explain. */
	sections: Section[];
	warnings: string[];
	evidence: Evidence[];
}

/** Parses a seed file into a profile (not yet validated). */
export function parseFile(path: string): ParseResult {
	return parseSource(readDocument(path));
}

/** Parses document text held in memory, e.g. in tests. */
export function parseText(file: string, text: string): ParseResult {
	return parseSource(readDocumentText(file, text));
}

/** The stages in order; each is a pure function in its own file. */
export function parseSource(doc: SourceDocument): ParseResult {
	forgetDocument();
	const trace = new Trace();
	// Step 2. One kind of line break, no invisible characters.
	// Step 2b. Org-mode, AsciiDoc and LaTeX written as markdown.
	const { text, sourceLines } = readDialect(normaliseText(doc.body), dialectOf(doc.file, doc.body));
	// Step 3. Non-empty lines with their layout cues, bold and italics by CommonMark's rules (remark for the rare hard cases).
	// Step 3a. A table whose header names a title column is read title first, as its lines are written;
	// a table set with tabs keeps its cells by its header's names too.
	const lines = nameTabColumns(orderTableColumns(splitLines(text, doc.offset, sourceLines)));
	// Step 3b. Page numbers and running headers of a PDF's pages are read past, not into a section.
	const { content, furniture } = splitFurniture(lines);
	trace.place(...furniture);
	// Step 4. Sections under recognised headings.
	// Step 4b. A record whose every value is labelled (Spain's CVN) is one line, its values as a table row's columns.
	// Step 4b–d. A form's labelled entries (Europass) are read as rows, dates standing on their own
	// line above their entries are read with them, and entries a PDF wrapped are read whole.
	// Step 4e. A name block set after a side column's lists (LinkedIn's PDF) belongs to the header.
	// The width the text was wrapped to is measured only if a section sets its entries apart by blank lines.
	let width: { value: number | undefined } | undefined;
	const documentWidth = () => (width ??= { value: wrapWidth(content) }).value;
	// Step 4f. A value given in two languages ("부교수 (Associate Professor)") is read in English.
	const sections = liftNameBlock(splitSections(content, trace)).map((s) => readTranslations(joinHangingLines(joinDatesAbove(readLabelledRecords(readFormEntries(s))), documentWidth)));
	// Step 5. Typed entries per section. The header goes first: the owner's name it states (or
	// else the bold name of the author lists) helps read author lists everywhere else.
	const draft = emptyDraft();
	const ctx: ExtractContext = { draft, trace };
	const [header, ...body] = sections;
	if (header) EXTRACTORS.header?.(header, ctx);
	const owner = draft.name ?? findOwnerName(content);
	if (owner !== undefined) ctx.owner = owner;
	// Step 5a. A table's rows whose header names their fields are entries as the header says.
	// Step 5f. A grant written over several lines with the holder's part in it is a funded project, and so is
	// one whose funders a label lists (Canada's Common CV).
	// Step 5g. A bibliography database's records ("[j12]" over "Authors:" over "Title. Venue (2025)") are papers as the database keys them.
	for (const section of body) EXTRACTORS[section.kind]?.(readKeyedRecords(readGrantBlocks(readFundingSources(readTableRows(section, ctx), ctx), ctx), ctx), ctx);
	// A name a form states ("Family name, First name: …") beats the bold author of the papers.
	if (owner !== undefined) draft.name ??= owner;
	// A profile that lists no positions may tell them in its biography.
	if (draft.experience.length === 0) for (const section of sections) if (section.kind === 'summary') for (const line of section.lines) draft.experience.push(...experienceFromProse(line));
	// Step 6. Front matter corrections, slug, unparsed lines, warnings.
	return { ...assembleProfile(doc, draft, lines, trace), sections };
}
