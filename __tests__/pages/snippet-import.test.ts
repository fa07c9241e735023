import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { tempProject } from "../helpers/temp-project.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/snippet-import";
const SNIPPET = "A reusable paragraph.\n";

describe("page/snippet-import", () => {
  test("a root-absolute import of a missing snippet is an error at its line", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Intro from "/snippets/intro.mdx";\nimport Outro from "/snippets/outro.mdx";\n\n<Intro />\n\n<Outro />\n`,
      "snippets/intro.mdx": SNIPPET,
    });
    expect(found).toEqual([
      expect.objectContaining({
        file: "a.mdx",
        line: 7,
        column: 1,
        severity: "error",
        message: expect.stringContaining('"/snippets/outro.mdx" names a file that does not exist'),
      }),
    ]);
  });

  // @mintlify/common resolveAllImports: a missing file is a "Could not find file" warning and the import is
  // skipped; remarkMdxRemoveUnknownJsx then removes the component it would have bound. The build goes on.
  test("a missing file whose names the page uses is an error saying the page is published without it", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Intro from "/snippets/intro.mdx";\nimport { plans } from "/snippets/plans.mdx";\n\n<Intro />\n\nThere are {plans.length} plans.\n`,
    });
    expect(found.map((d) => [d.line, d.severity])).toEqual([
      [6, "error"],
      [7, "error"],
    ]);
    expect(found[0]!.message).toContain("so the page is published without it");
    expect(found[0]!.message).toContain("<Intro>");
    for (const finding of found) expect(finding.message).not.toContain("fails to build");
  });

  test("a missing file whose names the page never uses, or uses only in a comment, is a warning", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import { client, wallet } from "./config";\nimport Outro from "/snippets/outro.mdx";\n\n{/* <Outro /> until the outro is written */}\n\nThe end.\n`,
    });
    expect(found.map((d) => [d.line, d.severity])).toEqual([
      [6, "warning"],
      [7, "warning"],
    ]);
    expect(found[0]!.message).toContain("uses none of the names it binds");
    for (const finding of found) expect(finding.message).not.toContain("fails to build");
  });

  test("relative imports start at the page's folder", () => {
    const found = pageFindings(RULE, {
      "guides/a.mdx": `${FRONT}import Intro from "../snippets/intro.mdx";\nimport Chart from "./chart.jsx";\nimport Gone from "./gone.jsx";\n\n<Intro />\n`,
      "guides/chart.jsx": "export const Chart = () => null;\n",
      "snippets/intro.mdx": SNIPPET,
    });
    expect(places(found)).toEqual(["guides/a.mdx:8:1"]);
  });

  test("an import that leaves the docs root is an error", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}import Secret from "../../outside.mdx";\n` });
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).toContain("outside the docs root");
  });

  test("a file: URL or a drive path is an error at its import, naming what the page loses; never read", () => {
    const outside = tempProject({ "secret.mdx": "# Never read\n" });
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Secret from "${pathToFileURL(path.join(outside, "secret.mdx")).href}";\nimport "C:\\\\docs\\\\style.css";\n\n<Secret />\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:7:1"]);
    expect(found[0]!.message).toBe(
      `The import "${pathToFileURL(path.join(outside, "secret.mdx")).href}" names a file on the disk of whatever machine builds the site (a file: URL points at the file system), not a file of the docs: Mintlify imports only paths inside the docs, so it drops this import and the page shows nothing where it uses <Secret>. docsgate never reads it. Move the file under the docs root and import it by its path from there, such as "/snippets/secret.mdx".`,
    );
    expect(found[1]!.message).toContain("(it is an absolute file-system path)");
    expect(found[1]!.message).toContain("the page shows none of it");
  });

  test("package imports are left alone, and an import without extension finds its file", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import { useState } from "react";\nimport { Button } from "@acme/ui";\nimport Intro from "/snippets/intro";\n`,
      "snippets/intro.mdx": SNIPPET,
    });
    expect(found).toEqual([]);
  });

  test("a path that differs only in capitals names the real file", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Intro from "/snippets/Intro.mdx";\n`,
      "snippets/intro.mdx": SNIPPET,
    });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('"/snippets/intro.mdx"')]);
  });

  test("a legacy <Snippet file> names a file under _snippets/, or reports its line", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Snippet file="intro.mdx" />\n\n<Snippet file="outro.mdx" />\n\n<Snippet file="../a.mdx" />\n\n<Snippet />\n`,
      "_snippets/intro.mdx": SNIPPET,
    });
    expect(places(found)).toEqual(["a.mdx:8:10", "a.mdx:10:10", "a.mdx:12:1"]);
    expect(found[0]!.message).toContain("(_snippets/outro.mdx)");
    expect(found[1]!.message).toContain("outside the _snippets/ folder");
    expect(found[2]!.message).toContain("names no file");
  });

  test("a legacy snippet is found by its bare name, without extension, and a page's own Snippet is its own", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Snippet file="shared/intro.mdx" />\n\n<Snippet file="intro" />\n`,
      "b.mdx": `${FRONT}export const Snippet = () => null;\n\n<Snippet file="none.mdx" />\n`,
      "_snippets/intro.mdx": SNIPPET,
    });
    expect(found).toEqual([]);
  });

  // Mintlify reads imports from .md pages as from .mdx ones (@mintlify/prebuild categorizeFilePaths, getAST).
  test("a .md page's import of a missing snippet is an error too: Mintlify parses .md pages as MDX", () => {
    expect(places(pageFindings(RULE, { "a.md": `${FRONT}import Intro from "/snippets/none.mdx";\n` }))).toEqual([
      "a.md:6:1",
    ]);
  });
});
