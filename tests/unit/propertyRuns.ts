import type { Parameters } from 'fast-check';

/** Set by `npm run fuzz`: how many times more cases each property runs, each run from a new seed. */
const FUZZ = Number(process.env.FOLIO_FUZZ ?? 0);

/** Seed of every property in `npm test`: the same cases on every run, so CI passes or fails for the code alone. */
const SEED = 20261126;

/**
 * Parameters for a property: `numRuns` fixed cases in the test suite; under `npm run fuzz`, new
 * cases from a random seed, many more (fast-check prints the seed of a failure to replay it).
 */
export function propertyRuns<T>(numRuns: number): Parameters<T> {
	return FUZZ > 0 ? { numRuns: numRuns * FUZZ } : { numRuns, seed: SEED };
}
