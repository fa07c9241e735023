import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { loadProject } from "../../src/project/project.js";
import { docsJson, page, tempProject } from "../helpers/temp-project.js";

describe(".mintignore and the site's built-in ignores", () => {
  const root = tempProject({
    "docs.json": docsJson(["index"]),
    ".mintignore": ["# Not published", "drafts/", "*.wip.mdx", "!keep.wip.mdx", "/internal.mdx", "notes", ""].join(
      "\n",
    ),
    "index.mdx": page("Home"),
    "drafts/plan.mdx": page("Plan"),
    "guides/drafts.mdx": page("Drafts as a page"),
    "guides/setup.wip.mdx": page("Setup"),
    "keep.wip.mdx": page("Kept"),
    "internal.mdx": page("Internal"),
    "guides/internal.mdx": page("Guide internal"),
    "guides/notes/a.mdx": page("A"),
    "docs/README.md": "# Read me\n",
    "Readme.md": "# Read me\n",
    ".github/pull_request_template.md": "Template\n",
    ".mintlify/notes.mdx": page("Tooling notes"),
    ".mintlify/skills/write.md": "Skill\n",
    ".mintlify/settings.json": "{}",
  });

  test("no stage sees what they leave out: not indexed, not a page, not an orphan", () => {
    const { files } = loadProject(root);
    expect([...files.files].sort()).toEqual([
      ".mintignore",
      ".mintlify/settings.json",
      ".mintlify/skills/write.md",
      "docs.json",
      "guides/drafts.mdx",
      "guides/internal.mdx",
      "index.mdx",
      "keep.wip.mdx",
    ]);
    const result = check({ root });
    expect(result.pageFiles).toEqual(["guides/drafts.mdx", "guides/internal.mdx", "index.mdx", "keep.wip.mdx"]);
    const orphans = result.diagnostics.find((d) => d.ruleId === "nav/orphan-page")!;
    expect(orphans.message).toContain("3 page files are in no navigation group");
  });

  test("each left-out path is known with its reason, for the messages that name it", () => {
    const { files } = loadProject(root);
    expect(files.exclusionOf("drafts/plan.mdx")).toEqual({ path: "drafts", by: "mintignore" });
    expect(files.exclusionOf("guides/notes/a.mdx")).toEqual({ path: "guides/notes", by: "mintignore" });
    expect(files.exclusionOf("docs/README.md")).toEqual({ path: "docs/README.md", by: "built-in" });
    expect(files.exclusionOf("Readme.md")).toEqual({ path: "Readme.md", by: "built-in" });
    expect(files.exclusionOf(".mintlify/notes.mdx")).toEqual({ path: ".mintlify/notes.mdx", by: "built-in" });
    expect(files.exclusionOf("guides/drafts.mdx")).toBeUndefined();
  });

  test("without a .mintignore only the built-in ignores apply", () => {
    const plain = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": page("Home"),
      "drafts/plan.mdx": page("Plan"),
      "CHANGELOG.md": "# Changes\n",
    });
    expect([...loadProject(plain).files.files].sort()).toEqual(["docs.json", "drafts/plan.mdx", "index.mdx"]);
  });
});
