import { describe, expect, test } from 'vitest';
import { astroCacheDir, incrementalBuilds } from '../../src/config.ts';

describe('incrementalBuilds', () => {
	test('on for a person, off on CI, and FOLIO_INCREMENTAL decides either way', () => {
		expect(incrementalBuilds({})).toBe(true);
		expect(incrementalBuilds({ CI: 'true' })).toBe(false);
		expect(incrementalBuilds({ CI: 'true', FOLIO_INCREMENTAL: '1' })).toBe(true);
		expect(incrementalBuilds({ FOLIO_INCREMENTAL: '0' })).toBe(false);
	});
});

describe('astroCacheDir', () => {
	test('one folder per output folder, however the output is named', () => {
		expect(astroCacheDir('dist', '/repo')).toBe('/repo/node_modules/.astro/builds/dist');
		expect(astroCacheDir('/repo/dist', '/repo')).toBe(astroCacheDir('dist', '/repo'));
		expect(astroCacheDir('test-results/dist-subpath', '/repo')).toBe('/repo/node_modules/.astro/builds/test-results_dist-subpath');
	});
});
