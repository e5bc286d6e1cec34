/**
 * V8 flags for the processes that parse: `npm run ingest` (package.json passes them; a test holds
 * the two together), ingest inside `npm run build`, and the benches. Workers are threads of the same
 * process and share them.
 *
 * Turbofan off, Maglev as the top tier. Ingest is a batch job of a few thousand calls per function,
 * where V8's top tier costs more than it gives back: at 10,000 documents a thread spent 1.3 s of
 * CPU compiling (readEntry alone seven times, 40–66 ms each), on helper threads that a two-core
 * machine takes from the other parser, and each thread that parses pays it again. Without it a
 * document costs 6–14% less CPU, and two parsers together finished 8–13% sooner at 5,000
 * documents each and 4–6% at 25,000; one parser alone, on a machine with cores to spare, is 3–9%
 * slower. Astro's build keeps Turbofan: it renders 20,000 pages on one thread, where the top tier
 * pays off.
 */
export const PARSER_V8_FLAGS: readonly string[] = ['--no-turbofan'];
