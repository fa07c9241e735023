import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";

/** Style files are bundled as text (esbuild's text loader in scripts/build.mjs); the same for the tests. */
const ymlAsText: Plugin = {
  name: "docsgate-yml-as-text",
  transform(code, id) {
    return id.endsWith(".yml") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig({
  plugins: [ymlAsText],
  test: {
    include: ["__tests__/**/*.test.ts"],
    testTimeout: 120_000,
    // Hooks that generate and check whole projects (the detection test) take seconds on a busy machine.
    hookTimeout: 300_000,
    // The OpenAPI worker's script, bundled by the global setup: check() from the sources runs it
    // as the bundled CLI runs dist/openapi-worker.js.
    // The site's prebuilt assets likewise (dist/site/ for the bundle).
    globalSetup: ["__tests__/helpers/build-openapi-worker.ts", "__tests__/helpers/build-site-assets.ts"],
    env: {
      DOCSGATE_OPENAPI_WORKER: path.resolve(import.meta.dirname, "node_modules/.cache/docsgate/openapi-worker.js"),
      DOCSGATE_SITE_ASSETS: path.resolve(import.meta.dirname, "node_modules/.cache/docsgate/site"),
    },
    // The JSON results let .ci/run print one plain "N passed, N failed" line at the end.
    reporters: ["default", ["json", { outputFile: "node_modules/.cache/docsgate/test-results.json" }]],
  },
});
