import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/unknown-component";

describe("page/unknown-component", () => {
  test("a misspelt component is an error at its tag, naming the nearest known one", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}Text.\n\n<Warnig>\n  Careful.\n</Warnig>\n\nSee <Notte>this</Notte>.\n`,
    });
    expect(places(found)).toEqual(["a.mdx:8:1", "a.mdx:12:5"]);
    expect(found[0]).toMatchObject({ severity: "error", endLine: 8, endColumn: 8 });
    expect(found[0]!.message).toContain("Did you mean <Warning>?");
    expect(found[1]!.message).toContain("Did you mean <Note>?");
  });

  test("a name far from every known one gets no guess", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}<PricingCalculator />\n` });
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).not.toContain("Did you mean");
    expect(found[0]!.message).toContain("import this one");
  });

  test("Mintlify's components, HTML and the page's own components are fine", () => {
    const text =
      `${FRONT}import { Chart } from "/snippets/chart.mdx";\nimport * as Ui from "/snippets/ui.mdx";\n\n` +
      `export const Counter = () => <span>1</span>;\nexport function Clock() { return null; }\n\n` +
      `<Note>Hi</Note>\n\n<Icon icon="bolt" />\n\n<Tree>\n  <Tree.Folder name="src" />\n</Tree>\n\n<Chart />\n\n<Ui.Button />\n\n<Counter />\n\n<Clock />\n\n<div>plain</div>\n`;
    const files = { "a.mdx": text, "snippets/chart.mdx": "Chart\n", "snippets/ui.mdx": "Ui\n" };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("a dotted name with an unknown first part is unknown", () => {
    expect(places(pageFindings(RULE, { "a.mdx": `${FRONT}<Foo.Bar />\n` }))).toEqual(["a.mdx:6:1"]);
  });

  test("every component of Mintlify's allow-list is known, dotted names by their full name", () => {
    const known =
      `${FRONT}<Badge>New</Badge>\n\n<Columns cols={2}>\n  <Column>A</Column>\n</Columns>\n\n<Visibility for="humans">A</Visibility>\n\n<GitHub.Repo repo="a/b" />\n\n` +
      `<Latex>x^2</Latex>\n\n<Danger>A</Danger>\n\n<Prompt description="A">B</Prompt>\n\n<Color variant="compact">\n  <Color.Item value="#fff" />\n</Color>\n\n<Snippet file="a.mdx" />\n`;
    expect(pageFindings(RULE, { "a.mdx": known })).toEqual([]);
    const unknown = `${FRONT}<Tree>\n  <Tree.Leaf name="a" />\n</Tree>\n\n<Steps.Item />\n\n<Property name="a" />\n`;
    expect(pageFindings(RULE, { "a.mdx": unknown }).map((d) => d.message.split(" ")[0])).toEqual([
      "<Tree.Leaf>",
      "<Steps.Item>",
      "<Property>",
    ]);
  });

  test("snippets are checked too, and .md pages, which Mintlify reads as MDX", () => {
    const files = { "snippets/intro.mdx": "<Warnig>Hi</Warnig>\n", "b.md": `${FRONT}<Warnig>Hi</Warnig>\n` };
    expect(places(pageFindings(RULE, files))).toEqual(["b.md:6:1", "snippets/intro.mdx:1:1"]);
  });
});
