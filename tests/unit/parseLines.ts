import { parseText } from '../../src/ingest/index.ts';
import { validateProfile } from '../../src/ingest/validate.ts';

/**
 * A document written inline, a line an item, parsed and validated as a seed file of that name
 * would be: the tests below read a layout's few telling lines.
 */
export const parseLines = (file: string, lines: readonly string[]) => validateProfile(parseText(file, lines.join('\n')).profile, file);
