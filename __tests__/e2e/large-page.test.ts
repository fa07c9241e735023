import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { formatJson } from "../../src/report/json.js";
import { bigPage } from "../helpers/big-page.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, quietEnv, runNode } from "./spawn.js";

/**
 * A page over 256 KB is checked by the bundled CLI on a thread of its own under a heap limit
 * (DOCSGATE_PAGE_HEAP_MB sets it); from the TypeScript sources, on the calling thread. The
 * 3.9 MB page's memory is measured by scripts, not here: it takes tens of seconds.
 */
describe("a large page on its own heap-limited thread", () => {
  const { text, defectLine } = bigPage(300 * 1024);
  const root = tempProject({
    "docs.json": v2DocsJson(["good", "big"]),
    "good.mdx": `${page("Good")}\nRead [the old guide](/gone).\n`,
    "big.mdx": text,
  });
  const inProcess = JSON.parse(formatJson(check({ root }))).diagnostics as {
    file: string;
    ruleId: string;
    line: number;
    message: string;
  }[];

  test("is reported as on the calling thread", () => {
    const run = runNode(CLI, ["check", root, "--format", "json"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).diagnostics).toEqual(inProcess);
    expect(inProcess.filter((d) => d.ruleId === "page/broken-link").map((d) => `${d.file}:${d.line}`)).toEqual([
      "big.mdx:" + defectLine,
      "good.mdx:8",
    ]);
  });

  test("that needs more memory than its limit gets one located problem, and the rest of the report stays", () => {
    const run = runNode(CLI, ["check", root, "--format", "json"], quietEnv({ DOCSGATE_PAGE_HEAP_MB: "32" }));
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    const diagnostics = JSON.parse(run.stdout).diagnostics as typeof inProcess;
    expect(diagnostics.filter((d) => d.file === "big.mdx")).toEqual([
      expect.objectContaining({
        ruleId: "page/syntax",
        line: 1,
        column: 1,
        severity: "error",
        message: expect.stringMatching(
          /^Checking this page needs more than the 32 MB of memory docsgate gives one page, so it was not checked\. Split it/,
        ),
      }),
    ]);
    expect(diagnostics.filter((d) => d.file !== "big.mdx")).toEqual(inProcess.filter((d) => d.file !== "big.mdx"));
  });

  test("is built into the site, or left out of it with the report kept when it runs out of memory", () => {
    for (const [limit, built] of [
      ["", true],
      ["32", false],
    ] as const) {
      const out = path.join(tempProject({}), "site");
      const run = runNode(CLI, ["build", root, "--out", out], quietEnv(limit ? { DOCSGATE_PAGE_HEAP_MB: limit } : {}));
      expect(run.status).toBe(1);
      expect(run.stdout).toContain("good.mdx");
      expect(readFileSync(path.join(out, "good", "index.html"), "utf8")).toContain("Good");
      expect(existsSync(path.join(out, "big", "index.html"))).toBe(built);
      if (built) expect(readFileSync(path.join(out, "big", "index.html"), "utf8")).toContain("Topic 1");
      else expect(run.stdout).toContain("Checking this page needs more than the 32 MB");
    }
  });
});
