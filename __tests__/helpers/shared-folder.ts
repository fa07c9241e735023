import { existsSync } from "node:fs";
import path from "node:path";

const SHARED = path.resolve(import.meta.dirname, "../../../shared");

/** What the tests over ../shared read, and the test files that skip without it. */
const NEEDED = [
  {
    file: process.env.DOCSGATE_CORPUS ?? path.join(SHARED, "corpus"),
    what: "../shared/corpus (the real projects)",
    tests: "corpus-1/-2, config/mintlify-oracle(-v2), upgrade/corpus, page-pass/content-sharing",
  },
  {
    file: path.join(SHARED, "bench", "gen-corpus.mjs"),
    what: "../shared/bench/gen-corpus.mjs (the generator of the 2,000-page project)",
    tests: "detection",
  },
];

/**
 * vitest globalSetup: a clone without ../shared skips the tests over it, and says so in one line
 * instead of leaving a newcomer to wonder why some tests skip.
 */
export default function setup(): void {
  const absent = NEEDED.filter((needed) => !existsSync(needed.file));
  if (absent.length)
    console.log(
      `tests over ../shared skipped: ${absent.map((needed) => `${needed.tests}, for want of ${needed.what}`).join("; ")}`,
    );
}
