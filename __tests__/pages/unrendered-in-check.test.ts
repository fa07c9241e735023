import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { cliCacheFolder, type CacheFolder } from "../../src/cache/cache-folder.js";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

// site/unrendered-expression depends on the page's source, which the check parses: `check` reports it as `build`
// does (which renders every page), each place once.

const RULE = "site/unrendered-expression";

function project(extra: Record<string, string> = {}): string {
  return tempProject({
    "docs.json": v2DocsJson(["index", "install", "plain", "legacy"]),
    "index.mdx": `${page("Home")}\nHello {user.name}, it is {new Date().getFullYear()}.\n\n<Card title="T" icon={<Logo />}>\nX\n</Card>\n`,
    // A snippet included twice, with its prop passed once as a literal and once not at all.
    "install.mdx": `${page("Install")}\nimport Version from "/snippets/version.mdx";\n\n<Version number="2.4.1" />\n\n<Version />\n`,
    "snippets/version.mdx": "Install version {number}, built {buildDate()}.\n",
    // Literals alone, a literal export, and a snippet without expressions: nothing to report.
    "plain.mdx": `${page("Plain")}\nimport Note from "/snippets/note.mdx";\n\nexport const version = "2.4.1";\n\nA {"string"}, a {2}, a list {["x", 1]}, version {version}. {/* a comment */}\n\n<CardGroup cols={2}>\n<Card title={"Title"}>Y</Card>\n</CardGroup>\n\n<Note />\n`,
    "snippets/note.mdx": "Keep the vane dry.\n",
    // The legacy layout's `<Snippet file>`.
    "legacy.mdx": `${page("Legacy")}\n<Snippet file="greeting.mdx" />\n`,
    "_snippets/greeting.mdx": "Hello {visitor()}.\n",
    ...extra,
  });
}

/** The project's cache folder, sealed with a key of a cache home of the test's own. */
function cacheOf(root: string): CacheFolder {
  const opened = cliCacheFolder(root, { XDG_CACHE_HOME: mkdtempSync(path.join(os.tmpdir(), "docsgate-home-")) });
  if ("refused" in opened) throw new Error(opened.refused);
  return opened.folder;
}

const places = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.ruleId === RULE).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);

describe("site/unrendered-expression in check", () => {
  test("check reports every expression the site cannot show, each place once, as build does", () => {
    const root = project();
    const checked = places(check({ root }).diagnostics);
    expect(checked.map((place) => place.split(" ")[0])).toEqual([
      "_snippets/greeting.mdx:1:7",
      "index.mdx:8:7",
      "index.mdx:8:26",
      "index.mdx:10:17",
      "snippets/version.mdx:1:17",
      "snippets/version.mdx:1:33",
    ]);
    expect(checked[1]).toContain(
      "The expression `{user.name}` needs code to run, so docsgate's preview shows nothing in its place (Mintlify runs it).",
    );
    expect(places(check({ root, render: { basePath: "" } }).diagnostics)).toEqual(checked);
    // Set to off, the rule is not reported.
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { [RULE]: "off" } }));
    expect(places(check({ root }).diagnostics)).toEqual([]);
  });

  test("the page cache keeps the reports, and drops them when a snippet a page includes changes", () => {
    const root = project();
    const cache = cacheOf(root);
    const first = places(check({ root, cache }).diagnostics);
    const again = check({ root, cache });
    expect(again.pagesFromCache).toBe(again.pageFiles!.length);
    expect(places(again.diagnostics)).toEqual(first);
    // The snippet's call becomes a prop: the pages that include it are checked again, the others come from the cache.
    writeFileSync(path.join(root, "snippets/version.mdx"), "Install version {number}.\n");
    const edited = check({ root, cache });
    expect(edited.pagesFromCache).toBe(edited.pageFiles!.length - 2);
    expect(places(edited.diagnostics)).toEqual(places(check({ root }).diagnostics));
    expect(places(edited.diagnostics).filter((place) => place.startsWith("snippets/"))).toEqual([
      expect.stringMatching(/^snippets\/version\.mdx:1:17 /),
    ]);
  });

  test("a build's cache entries give a later check the same reports", () => {
    const root = project();
    const cache = cacheOf(root);
    check({ root, cache, render: { basePath: "" } });
    const later = check({ root, cache });
    expect(later.pagesFromCache).toBe(later.pageFiles!.length);
    expect(places(later.diagnostics)).toHaveLength(6);
    expect(places(later.diagnostics)).toEqual(places(check({ root }).diagnostics));
  });
});
