import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { formatJson } from "../../src/report/json.js";
import { formatSarif } from "../../src/report/sarif.js";
import { formatConsole, sourceReader } from "../../src/report/console.js";
import { judge } from "../../src/engine/gate.js";
import { lintPages } from "../../src/page-pass/lint-pages.js";
import { createRuleBook } from "../../src/engine/rule-book.js";
import { ALL_RULE_METAS } from "../../src/registry/rule-registry.js";
import { pageFilesToCheck } from "../../src/pages/page-files-to-check.js";
import { loadProject } from "../../src/project/project.js";
import { projectFiles } from "../../src/project/file-source.js";
import { PageCache } from "../../src/cache/page-cache.js";
import { tempProject } from "../helpers/temp-project.js";

/** Every rule at its default severity. */
const DEFAULT_BOOK = createRuleBook(ALL_RULE_METAS, new Map());
const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(import.meta.dirname, "../../../shared/corpus");

/** Runs `run` with the page pass sharing the work on repeated bytes (the default) or not. */
function withSharing<T>(on: boolean, run: () => T): T {
  const before = process.env.DOCSGATE_SHARE_CONTENT;
  process.env.DOCSGATE_SHARE_CONTENT = on ? "1" : "0";
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.DOCSGATE_SHARE_CONTENT;
    else process.env.DOCSGATE_SHARE_CONTENT = before;
  }
}

afterEach(() => {
  delete process.env.DOCSGATE_SHARE_CONTENT;
});

/**
 * One page's bytes in several places: a version folder, a language folder, a snippet folder. It has what rules read
 * from the place (relative links and images, a snippet import, an h1 where the title goes, which snippets skip) and
 * what they read from the bytes alone (front matter, headings, a secret, the style).
 */
const SHARED = [
  "---",
  "description: Rotate the keys your project uses.",
  "---",
  "",
  'import Help from "/snippets/help.mdx";',
  "",
  "# Rotate keys",
  "",
  "The keys will be rotated by the admin. See [the setup](../setup) and [limits](./limits#per-project).",
  "",
  "![](images/keys.png)",
  "",
  "#### Details",
  "",
  "```bash",
  'curl -H "Authorization: Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc" https://api.acme.dev',
  "```",
  "",
  '<Card title="Limits" href="limits">Read on.</Card>',
  "",
  "<Help />",
  "",
].join("\n");

const UNTITLED =
  "---\ndescription: What the product does.\n---\n\n## Parts\n\nSee [setup](/v1/setup) and ![The logo](/images/logo.png).\n";

function versionedProject(): string {
  const pages = (version: string) => [`${version}/guide/keys`, `${version}/guide/limits`, `${version}/setup`];
  return tempProject({
    "docs.json": JSON.stringify({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Acme",
      colors: { primary: "#0D9373" },
      navigation: {
        versions: [
          { version: "v1", groups: [{ group: "Guide", pages: pages("v1") }] },
          { version: "v2", groups: [{ group: "Guide", pages: pages("v2") }] },
        ],
      },
    }),
    "snippets/help.mdx": "Ask the support team.\n",
    // The same bytes as pages (one with its limits page and image missing), and as a snippet no page imports.
    "v1/guide/keys.mdx": SHARED,
    "v2/guide/keys.mdx": SHARED,
    "snippets/keys.mdx": SHARED,
    "v1/guide/limits.mdx": "---\ntitle: Limits\ndescription: The limits.\n---\n\n## Per project\n\nTen keys.\n",
    "v1/guide/images/keys.png": "png",
    "v1/setup.mdx": "---\ntitle: Setup\ndescription: Set up.\n---\n\nSet up.\n",
    "v2/guide/limits.mdx": "---\ntitle: Limits\ndescription: The limits.\n---\n\n## Per project\n\nTen keys.\n",
    "v2/setup.mdx": "---\ntitle: Setup\ndescription: Set up.\n---\n\nSet up.\n",
    // Untitled, with absolute links only: rendered once, its title made from each path's file name.
    "v1/guide/about.mdx": UNTITLED,
    "v2/guide/overview.mdx": UNTITLED,
  });
}

describe("pages that hold the same bytes", () => {
  test("are parsed once, and every report is what each path alone would get", () => {
    const root = versionedProject();
    const shared = withSharing(true, () => check({ root }));
    const alone = withSharing(false, () => check({ root }));
    expect(formatJson(shared)).toBe(formatJson(alone));
    expect(formatSarif(shared)).toBe(formatSarif(alone));
    const console = (result: typeof shared) =>
      formatConsole(result, {
        color: false,
        cwd: root,
        detail: "verbose",
        verdict: judge(result.diagnostics, { failOn: "error" }),
        readSource: sourceReader(root),
      });
    expect(console(shared)).toBe(console(alone));
    // The place decides some reports: the missing image and the broken fragment are v2's alone, and the snippet's h1
    // is not a title.
    const at = (file: string) =>
      shared.diagnostics.filter((diagnostic) => diagnostic.file === file).map((diagnostic) => diagnostic.ruleId);
    expect(at("v2/guide/keys.mdx")).toContain("page/missing-asset");
    expect(at("v1/guide/keys.mdx")).not.toContain("page/missing-asset");
    expect(at("v1/guide/keys.mdx")).toContain("page/heading-h1");
    expect(at("snippets/keys.mdx")).not.toContain("page/heading-h1");
    // The bytes decide the rest: the secret and the skipped heading level are reported on every path.
    for (const file of ["v1/guide/keys.mdx", "v2/guide/keys.mdx"]) {
      expect(at(file)).toContain("page/secret");
      expect(at(file)).toContain("page/heading-increment");
    }
  });

  test("share one parse and one set of content facts between their paths", () => {
    const project = loadProject(versionedProject());
    const files = pageFilesToCheck(project);
    const shared = withSharing(true, () => lintPages(project, files, DEFAULT_BOOK, []));
    // Ten files, five contents: keys (three paths), limits, setup and the untitled page (two each), the help snippet.
    expect(files).toHaveLength(10);
    expect(shared.contents).toBe(5);
    const v1 = shared.facts.get("v1/guide/keys.mdx")!;
    const v2 = shared.facts.get("v2/guide/keys.mdx")!;
    expect(v1.links).toBe(v2.links);
    expect(v1.anchors).toBe(v2.anchors);
    const alone = withSharing(false, () => lintPages(project, files, DEFAULT_BOOK, []));
    expect(alone.contents).toBe(files.length);
    expect(alone.facts.get("v1/guide/keys.mdx")!.links).not.toBe(alone.facts.get("v2/guide/keys.mdx")!.links);
  });

  test("render each path for the site as it would alone", () => {
    const project = loadProject(versionedProject());
    const files = pageFilesToCheck(project);
    const render = { basePath: "" };
    const shared = withSharing(true, () => lintPages(project, files, DEFAULT_BOOK, [], 1, render));
    const alone = withSharing(false, () => lintPages(project, files, DEFAULT_BOOK, [], 1, render));
    expect(JSON.stringify([...shared.rendered])).toBe(JSON.stringify([...alone.rendered]));
    expect(JSON.stringify(shared.reports)).toBe(JSON.stringify(alone.reports));
    // A page whose render read nothing of its place is rendered once: the second path takes the first's parts.
    const about = shared.rendered.get("v1/guide/about.mdx")!;
    const overview = shared.rendered.get("v2/guide/overview.mdx")!;
    expect(overview.toc).toBe(about.toc);
    expect([about.title, overview.title]).toEqual(["About", "Overview"]);
    // One with a relative link is rendered for each path, and keeps one copy of the parts that came out the same.
    const keys = ["v1/guide/keys.mdx", "v2/guide/keys.mdx"].map((file) => shared.rendered.get(file)!);
    expect(keys[1]!.html).not.toBe(keys[0]!.html);
    expect(keys[1]!.toc).toBe(keys[0]!.toc);
  });
});

/**
 * Every real project's pages that hold the same bytes as another (firecrawl's translated snippets, a page copied into
 * a version folder), checked and rendered with and without the sharing: the same reports, facts and pages.
 */
describe.skipIf(!existsSync(CORPUS))("the corpus's repeated pages (needs ../shared/corpus)", () => {
  const projects = existsSync(CORPUS)
    ? readdirSync(CORPUS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  test.each(projects)("%s", (name) => {
    const project = loadProject(docsRoot(path.join(CORPUS, name)));
    const byContent = new Map<string, string[]>();
    for (const file of pageFilesToCheck(project)) {
      const digest = PageCache.contentKey(projectFiles.readFile(path.join(project.root, file)));
      byContent.set(digest, [...(byContent.get(digest) ?? []), file]);
    }
    const repeated = [...byContent.values()].filter((group) => group.length > 1).flat();
    if (repeated.length === 0) return;
    for (const render of [undefined, { basePath: "" }]) {
      const run = (on: boolean) => withSharing(on, () => lintPages(project, repeated, DEFAULT_BOOK, [], 1, render));
      const shared = run(true);
      const alone = run(false);
      expect(shared.contents).toBeLessThan(alone.contents);
      expect(JSON.stringify(shared.reports)).toBe(JSON.stringify(alone.reports));
      expect(JSON.stringify([...shared.facts])).toBe(JSON.stringify([...alone.facts]));
      expect(JSON.stringify([...shared.rendered])).toBe(JSON.stringify([...alone.rendered]));
    }
  });
});

/** The folder of a corpus project that holds its config (MANIFEST.tsv's docs root). */
function docsRoot(dir: string): string {
  for (const candidate of [dir, path.join(dir, "docs")])
    if (["docs.json", "mint.json"].some((name) => existsSync(path.join(candidate, name)))) return candidate;
  return dir;
}
