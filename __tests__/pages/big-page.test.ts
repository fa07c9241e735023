import { expect, test } from "vitest";
import { check } from "../../src/check.js";
import { bigPage } from "../helpers/big-page.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

// 1 MB keeps the test quick; scripts/large-page.mjs writes the 3.9 MB page, just under the page size limit, for
// measuring.
test("a 1 MB page, parsed in sections, is checked and its defect reported at its line", () => {
  const { text, defectLine } = bigPage(1024 * 1024);
  const root = tempProject({ "docs.json": v2DocsJson(["good", "big"]), "good.mdx": page("Good"), "big.mdx": text });
  const errors = check({ root }).diagnostics.filter((d) => d.severity === "error");
  expect(errors).toEqual([
    expect.objectContaining({ file: "big.mdx", ruleId: "page/broken-link", line: defectLine, column: 23 }),
  ]);
}, 300_000);
