import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ingestOne } from './src/cli/ingestSeeds.ts';
const dir = '.cache/bench/10000/seeds';
const files = readdirSync(dir).sort().slice(0, 6000).map((f) => join(dir, f));
for (const f of files.slice(0, 1000)) ingestOne(f);
const t = performance.now();
for (const f of files.slice(1000)) ingestOne(f);
console.log('ms/doc', ((performance.now() - t) / 5000).toFixed(3));
