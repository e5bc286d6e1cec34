import { createRequire } from 'node:module';

// The published package's own validator (draft-07 via jsonschema); it ships no types.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
	validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};

/** The schema's complaints about a document, empty when it is a valid JSON Resume. */
export function jsonResumeErrors(resume: unknown): string[] {
	let errors: string[] = ['validator did not answer'];
	validate(resume, (found) => (errors = (found ?? []).map((e) => e.stack)));
	return errors;
}
