import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { formatJson } from "../../src/report/json.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { CLI, quietEnv, runNode } from "./spawn.js";

describe("pages linted in worker threads", () => {
  test("the bundled CLI on several threads reports exactly what one thread reports", () => {
    const files: Record<string, string> = {};
    const pages: string[] = [];
    for (let i = 0; i < 120; i++) {
      const name = `guides/page-${i}`;
      pages.push(name);
      const defect =
        i % 3 === 0 ? "# A level-1 heading\n\n" : i % 3 === 1 ? "## Two\n\n#### Four\n\n" : "The file was created.\n\n";
      files[`${name}.mdx`] =
        `---\ntitle: Page ${i}\ndescription: Page number ${i}.\n---\n\n${defect}${"You read the text of the page. ".repeat(i)}\n`;
    }
    files["broken.mdx"] =
      "---\ntitle: Broken\ndescription: Broken.\n---\n\n<Note>\n\nRead [the guide](/missing-guide).\n";
    const root = tempProject({ ...files, "docs.json": docsJson([...pages, "broken"]) });
    const result = check({ root });
    const inProcess = result.diagnostics;
    const expected = JSON.parse(formatJson(result)).diagnostics;
    for (const threads of ["1", "3"]) {
      const run = runNode(CLI, ["check", root, "--format", "json"], quietEnv({ DOCSGATE_THREADS: threads }));
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout).diagnostics).toEqual(expected);
    }
    expect(inProcess.filter((d) => d.ruleId === "page/heading-h1")).toHaveLength(40);
    expect(inProcess.filter((d) => d.ruleId === "page/syntax")).toHaveLength(1);
    // The page with the syntax error is still read around it, in whichever thread it lands.
    expect(inProcess.filter((d) => d.file === "broken.mdx").map((d) => `${d.ruleId} ${d.line}`)).toEqual([
      "page/syntax 6",
      "page/broken-link 8",
    ]);
    // Style rules run on the workers too, with the site's name from docs.json.
    const passives = inProcess.filter((d) => d.ruleId === "style/active-voice");
    expect(passives).toHaveLength(40);
    expect(passives[0]!.message).toContain("`Acme created ...`");
  });
});

describe("a page thread that dies", () => {
  test("its pages are checked again, in halves, on threads of their own: the check ends with every page's result", () => {
    const files: Record<string, string> = {};
    const pages: string[] = [];
    for (let i = 0; i < 8; i++) {
      pages.push(`page-${i}`);
      files[`page-${i}.mdx`] =
        `---\ntitle: Page ${i}\ndescription: Page ${i}.\n---\n\n# Heading\n\nSee [it](/nowhere-${i}).\n`;
    }
    const root = tempProject({ ...files, "docs.json": docsJson(pages) });
    const expected = JSON.parse(formatJson(check({ root }))).diagnostics;
    // A heap of 8 MB is too small for a page thread to load docsgate at all: the second share's thread dies at once.
    // Bounded: before, the calling thread waited for the dead thread's answer for ever.
    const run = spawnSync(process.execPath, [CLI, "check", root, "--format", "json", "--no-cache"], {
      env: quietEnv({ DOCSGATE_THREADS: "2", DOCSGATE_THREAD_HEAP_MB: "8" }),
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(run.signal).toBeNull();
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout).diagnostics).toEqual(expected);
  });
});

describe("components the docs define, drawn by the bundled CLI's build", () => {
  test("on one thread and on three, each page's own component is drawn in whichever thread renders the page", () => {
    const files: Record<string, string> = {};
    const pages: string[] = [];
    for (let i = 0; i < 60; i++) {
      const name = `guides/page-${i}`;
      pages.push(name);
      files[`${name}.mdx`] =
        `---\ntitle: Page ${i}\ndescription: Page number ${i}.\n---\n\nexport const Banner = ({ word }) => <p className="banner-line">Drawn by {word}</p>;\n\n<Banner word="page ${i}" />\n\n${"Text of the page. ".repeat(i)}\n`;
    }
    const root = tempProject({ ...files, "docs.json": docsJson(pages) });
    for (const threads of ["1", "3"]) {
      const out = path.join(root, "..", `${path.basename(root)}-site-${threads}`);
      const run = runNode(CLI, ["build", root, "--out", out, "--no-links"], quietEnv({ DOCSGATE_THREADS: threads }));
      expect([0, 1], run.stderr).toContain(run.status);
      for (let i = 0; i < 60; i++)
        expect(readFileSync(path.join(out, "guides", `page-${i}`, "index.html"), "utf8")).toContain(
          `<p class="banner-line">Drawn by page ${i}</p>`,
        );
      rmSync(out, { recursive: true, force: true });
    }
  });
});
