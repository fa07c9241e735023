import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/non-spec-component";

describe("page/non-spec-component", () => {
  test("one notice per component name per page, at its first use", () => {
    const text = `${FRONT}<Badge>New</Badge> and <Badge>Beta</Badge>\n\n<Tree>\n  <Tree.Folder name="src">\n    <Tree.File name="a.ts" />\n    <Tree.File name="b.ts" />\n  </Tree.Folder>\n</Tree>\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "b.mdx": `${FRONT}<Badge>Old</Badge>\n` });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:8:1", "a.mdx:9:3", "a.mdx:10:5", "b.mdx:6:1"]);
    expect(found[0]).toMatchObject({ severity: "notice", message: expect.stringContaining("<Badge> is not part of the format: docsgate renders it as a plain container and does not check it.") });
  });

  test("spec components, unknown ones and the page's own are not noticed here", () => {
    const text = `${FRONT}import { Badge } from "/snippets/badge.mdx";\n\n<Badge>Mine</Badge>\n\n<Note>Hi</Note>\n\n<Warnig>Hi</Warnig>\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "snippets/badge.mdx": "Badge\n" })).toEqual([]);
  });
});
