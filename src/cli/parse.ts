import { parseFile } from '../ingest/index.ts';
import { validateParse } from '../ingest/validate.ts';
import { formatExplanation } from './explain.ts';
import { runCli } from './run.ts';

const USAGE = 'usage: npm run --silent parse -- FILE [--explain]';

/** Prints one document's profile as contract JSON on stdout; warnings and --explain go to stderr. */
runCli(() => {
	const args = process.argv.slice(2);
	const file = args.find((a) => !a.startsWith('--'));
	if (!file) {
		console.error(USAGE);
		return 2;
	}
	const result = parseFile(file);
	const profile = validateParse(result, result.profile.source.file);
	if (args.includes('--explain')) {
		console.error(formatExplanation(result));
	}
	for (const w of result.warnings) console.error(`warning: ${w}`);
	process.stdout.write(`${JSON.stringify(profile, null, 2)}\n`);
	return 0;
});
