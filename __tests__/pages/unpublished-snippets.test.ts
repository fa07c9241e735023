import { describe, expect, test } from "vitest";
import { FRONT, pageFindings } from "./page-findings.js";

const RULE = "page/missing-asset";
/** A snippet showing an image that is not in the docs. */
const BROKEN = "<Frame>\n  ![The dashboard](/images/gone.png)\n</Frame>\n";

function severities(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(pageFindings(RULE, files).map((d) => [d.file, d.severity]));
}

describe("findings in snippets", () => {
  test("a snippet a page imports is published: its findings keep their severity", () => {
    expect(
      severities({
        "a.mdx": `${FRONT}import Intro from "/snippets/intro.mdx";\n\n<Intro />\n`,
        "snippets/intro.mdx": BROKEN,
      }),
    ).toEqual({ "snippets/intro.mdx": "error" });
  });

  test("a snippet imported by a snippet a page imports is published too", () => {
    expect(
      severities({
        "a.mdx": `${FRONT}import Outer from "/snippets/outer.mdx";\n\n<Outer />\n`,
        "snippets/outer.mdx": `import Inner from "./inner.mdx";\n\n<Inner />\n`,
        "snippets/inner.mdx": BROKEN,
      }),
    ).toEqual({ "snippets/inner.mdx": "error" });
  });

  test("a legacy snippet a page shows with <Snippet file> is published", () => {
    expect(severities({ "a.mdx": `${FRONT}<Snippet file="intro.mdx" />\n`, "_snippets/intro.mdx": BROKEN })).toEqual({
      "_snippets/intro.mdx": "error",
    });
  });

  test("a snippet no page imports is never published: its findings are notices that say why", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}Text.\n`,
      "snippets/unused.mdx": BROKEN,
      "snippets/chain.mdx": `import Unused from "./unused.mdx";\n\n<Unused />\n${BROKEN}`,
    });
    expect(found.map((d) => [d.file, d.severity])).toEqual([
      ["snippets/chain.mdx", "notice"],
      ["snippets/unused.mdx", "notice"],
    ]);
    expect(found[0]!.message).toMatch(/does not exist.*No page imports this snippet, so the site never shows it/);
  });
});
