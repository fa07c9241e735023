import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    testTimeout: 60_000,
    // The JSON results let .ci/run print one plain "N passed, N failed" line at the end.
    reporters: ["default", ["json", { outputFile: "node_modules/.cache/docsgate/test-results.json" }]],
  },
});
