import { describe, expect, test } from "vitest";
import { FRONT, pageFindings } from "./page-findings.js";

describe("page/heading-increment", () => {
  const RULE = "page/heading-increment";

  test("a skipped level is a warning at the heading that skips", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}## Setup\n\n#### Options\n\n## Next\n\n### Detail\n` });
    expect(found).toEqual([
      expect.objectContaining({
        line: 8,
        column: 1,
        severity: "warning",
        message: expect.stringContaining("level 4 after a level-2 heading"),
      }),
    ]);
    expect(found[0]!.message).toContain("Use ### here");
  });

  test("going back up any number of levels is fine", () => {
    expect(pageFindings(RULE, { "a.mdx": `${FRONT}## A\n\n### B\n\n#### C\n\n## D\n` })).toEqual([]);
  });
});
