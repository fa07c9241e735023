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
    testTimeout: 60_000,
    // The JSON results let .ci/run print one plain "N passed, N failed" line at the end.
    reporters: ["default", ["json", { outputFile: "node_modules/.cache/docsgate/test-results.json" }]],
  },
});
