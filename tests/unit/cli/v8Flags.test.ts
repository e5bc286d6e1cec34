import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { PARSER_V8_FLAGS } from '../../../src/cli/v8Flags.ts';

const scripts = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

// npm scripts cannot import the list, so they spell it out; `npm run build` spawns ingest with it.
test.each(['ingest', 'bench'])('the %s script runs Node with the parser V8 flags', (name) => {
	expect(scripts[name]).toMatch(new RegExp(`^node ${PARSER_V8_FLAGS.join(' ')} \\S+\\.ts$`));
});
