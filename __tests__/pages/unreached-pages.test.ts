import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";

/** A page without a description (page/description's warning) and with an image without alt text (page/image-alt's). */
const UNDESCRIBED = "---\ntitle: Notes\n---\n\n<Frame>\n  ![](/images/a.png)\n</Frame>\n";
const LEAKED = "Call it with `GITHUB_TOKEN=ghp_8fK2mQ9xL4vN7pR1sT6wY3zB5cD0eH2jA4gU`.\n";

function findings(files: Record<string, string>, listed: string[], settings?: string) {
  const root = tempProject({
    "docs.json": docsJson(listed),
    "images/a.png": "png",
    ...(settings ? { "docsgate.config.json": settings } : {}),
    ...files,
  });
  return check({ root })
    .diagnostics.filter((d) => d.file !== "docs.json" && !d.ruleId.startsWith("style/"))
    .map((d) => `${d.severity} ${d.ruleId} ${d.file}`)
    .sort();
}

describe("guidance on a page no reader reaches", () => {
  test("is a notice on a page no navigation lists and no reached page links to, saying why", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "images/a.png": "png",
      "index.mdx": "---\ntitle: Home\ndescription: Where to start.\n---\n\nWelcome.\n",
      "drafts/old.mdx": UNDESCRIBED,
    });
    const found = check({ root }).diagnostics.filter(
      (d) => d.file === "drafts/old.mdx" && d.ruleId.startsWith("page/"),
    );
    expect(found.map((d) => `${d.severity} ${d.ruleId}`).sort()).toEqual([
      "notice page/description",
      "notice page/image-alt",
    ]);
    expect(found[0]!.message).toMatch(/No navigation group lists this page and no page a reader reaches links to it/);
  });

  test("stays a warning on a listed page, and on a page a listed page links to, however many links away", () => {
    const files = {
      "index.mdx": "---\ntitle: Home\ndescription: Where to start.\n---\n\nSee [the guide](/guide).\n",
      "guide.mdx": "---\ntitle: Guide\ndescription: The guide.\n---\n\nSee [the notes](./notes).\n",
      "notes.mdx": UNDESCRIBED,
      "listed.mdx": UNDESCRIBED,
    };
    expect(findings(files, ["index", "listed"])).toEqual([
      "warning page/description listed.mdx",
      "warning page/description notes.mdx",
      "warning page/image-alt listed.mdx",
      "warning page/image-alt notes.mdx",
    ]);
  });

  test("a finding that is a warning by its own default, not its rule's, is lowered too", () => {
    const files = {
      "index.mdx": "---\ntitle: Home\ndescription: Where to start.\n---\n\nCall /jobs/{jobId}/cancel.\n",
      "old.mdx": "---\ntitle: Old\ndescription: Old notes.\n---\n\nCall /jobs/{jobId}/cancel.\n",
    };
    expect(findings(files, ["index"])).toEqual([
      "notice site/unrendered-expression old.mdx",
      "warning site/unrendered-expression index.mdx",
    ]);
  });

  test("a link from an unreached page does not make its target reached", () => {
    const files = {
      "index.mdx": "---\ntitle: Home\ndescription: Where to start.\n---\n\nWelcome.\n",
      "old.mdx": "---\ntitle: Old\ndescription: Old notes.\n---\n\nSee [the notes](/notes).\n",
      "notes.mdx": UNDESCRIBED,
    };
    expect(findings(files, ["index"])).toEqual([
      "notice page/description notes.mdx",
      "notice page/image-alt notes.mdx",
    ]);
  });

  test("a secret, errors and a severity the team set keep their level: the page is still published at its URL", () => {
    const files = {
      "index.mdx": "---\ntitle: Home\ndescription: Where to start.\n---\n\nWelcome.\n",
      "old.mdx": `${UNDESCRIBED}\n${LEAKED}\n[Gone](/gone)\n`,
    };
    expect(findings(files, ["index"], '{ "rules": { "page/image-alt": "warning" } }')).toEqual([
      "error page/broken-link old.mdx",
      "notice page/description old.mdx",
      "warning page/image-alt old.mdx",
      // A token-shaped value whose checksum does not hold: a warning, as on any page.
      "warning page/secret old.mdx",
    ]);
  });
});
