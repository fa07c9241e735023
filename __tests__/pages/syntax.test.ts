import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

describe("page/syntax", () => {
  const RULE = "page/syntax";

  test("an MDX syntax error is one error at its position, and the other pages are still checked", () => {
    const root = {
      "bad.mdx": `${FRONT}<Note>\n  This note is never closed.\n`,
      "good.mdx": `${FRONT}# Still checked\n`,
    };
    const found = pageFindings(RULE, root);
    expect(places(found)).toEqual(["bad.mdx:6:1"]);
    expect(found[0]).toMatchObject({ severity: "error", message: expect.stringContaining("MDX syntax error") });
    expect(places(pageFindings("page/heading-h1", root))).toEqual(["good.mdx:6:1"]);
  });

  // Mintlify parses every page as MDX whatever its extension (@mintlify/common getAST), so a
  // .md page breaks where an .mdx page does.
  test("HTML comments break .md pages as they break .mdx pages", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}Text <!-- note --> here.\n`,
      "b.md": `${FRONT}Text <!-- note --> here.\n`,
    });
    expect(found.map((d) => `${d.file}:${d.line}`)).toEqual(["a.mdx:6", "b.md:6"]);
  });

  test("a <placeholder> in a .md page is an MDX syntax error, as Mintlify's build makes it", () => {
    const found = pageFindings(RULE, {
      "setup.md": `${FRONT}Send the key as <your-token> in the header.\n`,
      "ok.md": `${FRONT}Run \`login <your-token>\` with your key.\n`,
    });
    expect(places(found)).toEqual(["setup.md:6:1"]);
    expect(found[0]).toMatchObject({ severity: "error", message: expect.stringContaining("MDX syntax error") });
  });
});
