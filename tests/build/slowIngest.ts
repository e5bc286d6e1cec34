// Loaded into every process of a test build (NODE_OPTIONS=--import): holds ingest back for a few
// seconds before it starts, so that Astro reaches the content folder first and must wait for it.
if (process.argv[1]?.endsWith('/src/cli/ingest.ts')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 8_000);
