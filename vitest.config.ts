import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Style files are bundled as text (esbuild's text loader in scripts/build.mjs); the same for the tests. */
const ymlAsText: Plugin = {
  name: "docsgate-yml-as-text",
  transform(code, id) {
    return id.endsWith(".yml") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

/**
 * The files that took 30 s or more in a full run (2 December, with ../shared), longest first: without
 * vitest's timing cache (npm ci removes it), its largest-first order started some of them last and
 * left one worker running them alone at the end. The files over ../shared take minutes where most
 * take seconds.
 */
const LONGEST = [
  "__tests__/corpus-1.test.ts",
  "__tests__/corpus-2.test.ts",
  "__tests__/e2e/build.test.ts",
  "__tests__/browser/accessibility.test.ts",
  "__tests__/e2e/pull-request.test.ts",
  "__tests__/browser/site.test.ts",
  "__tests__/e2e/action-cache.test.ts",
  "__tests__/e2e/no-secret-in-output.test.ts",
  "__tests__/e2e/report-survives.test.ts",
  "__tests__/fuzz/regressions.test.ts",
  "__tests__/e2e/links.test.ts",
  "__tests__/e2e/packed-install.test.ts",
  "__tests__/config/mintlify-oracle-v2.test.ts",
  "__tests__/e2e/cli-conventions.test.ts",
  "__tests__/openapi/lint-remote.test.ts",
  "__tests__/detection.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [ymlAsText],
  test: {
    include: ["__tests__/**/*.test.ts"],
    // Test files share a worker process and its loaded modules: a fresh module graph per file cost
    // most of a full run (importing the checker took longer than the tests of most files). Files
    // that change the process (its environment, timers, working folder) restore it themselves;
    // setupFiles run again for every file.
    isolate: false,
    setupFiles: ["__tests__/helpers/per-file-setup.ts"],
    // vitest's default on 2 cores is a single worker. Many tests mostly wait (on a child process,
    // a retry's backoff, a server that never answers), so three workers keep two cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // Only a hang should reach these: the limits leave room for a machine that other jobs share.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // The OpenAPI worker's script, bundled by the global setup: check() from the sources runs it
    // as the bundled CLI runs dist/openapi-worker.js.
    // The site's prebuilt assets likewise (dist/site/ for the bundle).
    // Then whether the browser tests run (chromium.ts): without Chromium, skipped, or failed when required.
    // Last, one line when the tests over ../shared skip for want of it (shared-folder.ts).
    globalSetup: [
      "__tests__/helpers/build-openapi-worker.ts",
      "__tests__/helpers/build-site-assets.ts",
      "__tests__/helpers/chromium.ts",
      "__tests__/helpers/shared-folder.ts",
    ],
    env: {
      DOCSGATE_OPENAPI_WORKER: path.resolve(import.meta.dirname, "node_modules/.cache/docsgate/openapi-worker.js"),
      DOCSGATE_SITE_ASSETS: path.resolve(import.meta.dirname, "node_modules/.cache/docsgate/site"),
      // The CLI would keep a page cache in every fixture and corpus folder it checks; the cache's own tests set a folder.
      DOCSGATE_NO_CACHE: "1",
    },
    // The JSON results let .ci/run print one plain "N passed, N failed" line at the end.
    reporters: ["default", ["json", { outputFile: "node_modules/.cache/docsgate/test-results.json" }]],
  },
});
