import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/snippet-cycle";

describe("page/snippet-cycle", () => {
  test("a snippet that shows itself is an error at its import", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Loop from "/snippets/loop.mdx";\n\n<Loop />\n`,
      "snippets/loop.mdx": 'import Loop from "/snippets/loop.mdx";\n\nOnce more.\n\n<Loop />\n',
    });
    expect(places(found)).toEqual(["snippets/loop.mdx:1:1"]);
    expect(found[0]!.severity).toBe("error");
    expect(found[0]!.message).toMatch(
      /^The snippet \/snippets\/loop\.mdx shows itself \(\/snippets\/loop\.mdx → \/snippets\/loop\.mdx\)\. Mintlify's build .* never finishes/,
    );
  });

  test("a loop of two, or three, snippets is one error, at the import that closes it, naming its members", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Plans from "/snippets/plans.mdx";\nimport First from "/snippets/one.mdx";\n\n<Plans />\n\n<First />\n`,
      "snippets/plans.mdx": 'import Limits from "./limits.mdx";\n\n<Limits />\n',
      "snippets/limits.mdx": 'Text.\n\nimport Plans from "/snippets/plans.mdx";\n\n<Plans />\n',
      "snippets/one.mdx": 'import Two from "/snippets/two.mdx";\n\n<Two />\n',
      "snippets/two.mdx": 'import Three from "/snippets/three.mdx";\n\n<Three />\n',
      "snippets/three.mdx": 'import One from "/snippets/one.mdx";\n\n<One />\n',
    });
    expect(places(found)).toEqual(["snippets/limits.mdx:3:1", "snippets/three.mdx:1:1"]);
    expect(found[0]!.message).toContain(
      "This import closes a loop of snippets that show each other: /snippets/plans.mdx → /snippets/limits.mdx → /snippets/plans.mdx.",
    );
    expect(found[1]!.message).toContain(
      "/snippets/one.mdx → /snippets/two.mdx → /snippets/three.mdx → /snippets/one.mdx",
    );
  });

  test("a legacy <Snippet file> that includes itself is one too; an import that is never shown makes no loop", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Snippet file="again.mdx" />\n`,
      "_snippets/again.mdx": 'Again.\n\n<Snippet file="again.mdx" />\n',
      "b.mdx": `${FRONT}import Quiet from "/snippets/quiet.mdx";\n\n<Quiet />\n`,
      "snippets/quiet.mdx": 'import Quiet from "/snippets/quiet.mdx";\n\nShown once.\n',
    });
    expect(places(found)).toEqual(["_snippets/again.mdx:3:1"]);
  });

  test("the build reports the same and renders the page once round the loop", () => {
    const root = tempProject({
      "docs.json": docsJson(["a"]),
      "a.mdx": `${FRONT}import Plans from "/snippets/plans.mdx";\n\n<Plans />\n`,
      "snippets/plans.mdx": 'import Limits from "/snippets/limits.mdx";\n\nPlans text.\n\n<Limits />\n',
      "snippets/limits.mdx": 'import Plans from "/snippets/plans.mdx";\n\nLimits text.\n\n<Plans />\n',
    });
    const built = check({ root, render: { basePath: "" } });
    expect(built.diagnostics.filter((d) => d.ruleId === RULE).map((d) => `${d.file}:${d.line}`)).toEqual([
      "snippets/limits.mdx:1",
    ]);
    const html = built.site!.rendered.get("a.mdx")!.html;
    expect(html.match(/Plans text\./g)).toHaveLength(1);
    expect(html.match(/Limits text\./g)).toHaveLength(1);
  });
});
