import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

const FRONT = "---\ntitle: Sample page\ndescription: A sample page of text.\n---\n\n";

function run(file: string, body: string) {
  const root = tempProject({ "docs.json": v2DocsJson([file.replace(/\.mdx?$/, "")]), [file]: FRONT + body });
  return check({ root }).diagnostics.map((d) => `${d.line} ${d.ruleId}`);
}

describe("docsgate-disable comments", () => {
  test("next-line silences the named rule on the next line only", () => {
    const found = run("a.mdx", "{/* docsgate-disable-next-line page/heading-h1 */}\n# One\n\n# Two\n");
    expect(found).toEqual(["9 page/heading-h1"]);
  });

  test("next-line without a rule id silences every rule on that line", () => {
    expect(run("a.mdx", "{/* docsgate-disable-next-line */}\n# One\n")).toEqual([]);
  });

  test("a comment naming another rule silences nothing and is itself reported", () => {
    expect(run("a.mdx", "{/* docsgate-disable-next-line page/heading-increment */}\n# One\n")).toEqual([
      "6 suppress/unused",
      "7 page/heading-h1",
    ]);
  });

  test("disable and enable bound a region; several ids with commas", () => {
    const body =
      "{/* docsgate-disable page/heading-h1, page/heading-increment */}\n# One\n\n#### Deep\n\n{/* docsgate-enable */}\n\n# Two\n";
    expect(run("a.mdx", body)).toEqual(["13 page/heading-h1"]);
  });

  test("a disable without enable runs to the end of the page", () => {
    expect(run("a.mdx", "{/* docsgate-disable page/heading-h1 */}\n\n# One\n\n# Two\n")).toEqual([]);
  });

  // Mintlify parses .md pages as MDX, where an HTML comment is a syntax error: .md pages use MDX comments too.
  test(".md pages use MDX comments, and an HTML comment there is a syntax error", () => {
    expect(run("a.md", "{/* docsgate-disable-next-line page/heading-h1 */}\n# One\n")).toEqual([]);
    expect(run("a.md", "<!-- docsgate-disable-next-line page/heading-h1 -->\n# One\n")).toEqual(["6 page/syntax"]);
  });

  test("an unused suppression is not reported when suppress/unused is off", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["a"]),
      "a.mdx": FRONT + "{/* docsgate-disable-next-line page/heading-h1 */}\nText.\n",
      "docsgate.config.json": JSON.stringify({ rules: { "suppress/unused": "off" } }),
    });
    expect(check({ root }).diagnostics).toEqual([]);
  });

  test("ordinary MDX comments and expressions are not suppressions", () => {
    // The sum is reported as an expression the preview cannot work out, and suppresses nothing.
    expect(run("a.mdx", "{/* a note for editors */}\n\n{1 + 1}\n\n# One\n")).toEqual([
      "8 site/unrendered-expression",
      "10 page/heading-h1",
    ]);
  });
});
