import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/required-attribute";

describe("page/required-attribute", () => {
  test("a Tab without a title is an error at its tag", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}<Tabs>\n  <Tab>\n    Do it.\n  </Tab>\n</Tabs>\n` });
    expect(places(found)).toEqual(["a.mdx:7:3"]);
    expect(found[0]).toMatchObject({ severity: "error", message: expect.stringContaining("<Tab> has no title") });
    expect(found[0]!.message).toContain('Add title="…"');
  });

  // @mintlify/components 1.0.19, steps/steps.js: `Steps.Item` draws the title only when given.
  test("a Step without a title is a numbered step, not an error", () => {
    const text = `${FRONT}<Steps>\n  <Step>\n    Install it.\n  </Step>\n  <Step>\n    Run it.\n  </Step>\n</Steps>\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("each component's required attributes", () => {
    const text =
      `${FRONT}<Tabs>\n  <Tab>A</Tab>\n</Tabs>\n\n<Accordion>A</Accordion>\n\n<ResponseField name="id">\n  A\n</ResponseField>\n\n` +
      `<Tooltip>term</Tooltip>\n\n<ResponseField type="string">A</ResponseField>\n\n<Tile title="A">A</Tile>\n\n<Color>\n  <Color.Item name="a" />\n</Color>\n\n` +
      `<Tree>\n  <Tree.Folder>\n    <Tree.File />\n  </Tree.Folder>\n</Tree>\n\n<Prompt>Do it.</Prompt>\n\n<Visibility>A</Visibility>\n\n<View>A</View>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message.split(". ")[0]}`)).toEqual([
      "7:3 <Tab> has no title",
      "10:1 <Accordion> has no title",
      "16:1 <Tooltip> has no tip",
      "18:1 <ResponseField> has no name",
      "20:1 <Tile> has no href",
      "22:1 <Color> has no variant",
      "23:3 <Color.Item> has no value",
      "27:3 <Tree.Folder> has no name",
      "28:5 <Tree.File> has no name",
      "32:1 <Prompt> has no description",
      "34:1 <Visibility> has no for",
      "36:1 <View> has no title",
    ]);
  });

  test("Card, Expandable and Update take optional attributes only (Update needs a label)", () => {
    const text = `${FRONT}<Card>A</Card>\n\n<ResponseField name="a" type="object">\n  <Expandable>\n    A\n  </Expandable>\n</ResponseField>\n\n<Update label="2024-05-01">\n  A\n</Update>\n\n<Update>\n  B\n</Update>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message.split(".")[0]}`)).toEqual([
      "18:1 <Update> has no label",
    ]);
    expect(found[0]!.message).toContain("it is the entry's date or version, and its anchor");
  });

  test("an Icon needs icon or src: the name attribute does not name one", () => {
    const text = `${FRONT}Click <Icon name="trash" /> to remove it, or <Icon icon="trash" />, or <Icon src="/trash.svg" />.\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "trash.svg": "<svg/>" });
    expect(places(found)).toEqual(["a.mdx:6:7"]);
    expect(found[0]!.message).toBe(
      '<Icon> names no icon, so Mintlify shows none. Give one of icon or src, such as icon="rocket".',
    );
  });

  test("an empty title is reported at the attribute; expressions count as given", () => {
    const text = `${FRONT}<Accordion title="  ">A</Accordion>\n\n<Accordion title={props.name}>A</Accordion>\n\n<Accordion title={"x"}>A</Accordion>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:12"]);
    expect(found[0]!.message).toContain("<Accordion> has an empty title");
  });

  test("a spread makes the element unknowable: skipped", () => {
    expect(pageFindings(RULE, { "a.mdx": `${FRONT}<Card {...card}>A</Card>\n\n<ParamField {...field} />\n` })).toEqual(
      [],
    );
  });

  test("ParamField needs exactly one location", () => {
    const text = `${FRONT}<ParamField type="string">A</ParamField>\n\n<ParamField query="limit" header="limit">A</ParamField>\n\n<ParamField header="X-Key" type="string">A</ParamField>\n\n<ParamField body={name}>A</ParamField>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:8:1"]);
    expect(found[0]!.message).toContain("Give exactly one of path, body, query, header, cookie or auth");
    expect(found[1]!.message).toContain("has query and header");
  });

  // @mintlify/common 1.0.1211: `paramFieldLocations` (dist/mdx/lib/mdx-utils.js) read by `parseField`.
  test("a ParamField's cookie or auth names its location as well as query, path, body or header", () => {
    const text = `${FRONT}<ParamField cookie="session" type="string">A</ParamField>\n\n<ParamField auth="token">A</ParamField>\n\n<ParamField cookie="a" auth="b">A</ParamField>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:10:1"]);
    expect(found[0]!.message).toContain("has cookie and auth");
  });

  // @mintlify/components 1.0.19, property/param-head.js: `ParamHead` leaves out the type label when
  // `type` is missing, but draws no heading at all without `name`.
  test("a ResponseField needs a name, not a type", () => {
    const text = `${FRONT}<ResponseField name="id">A</ResponseField>\n\n<ResponseField type="string">B</ResponseField>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message.split(". ")[0]}`)).toEqual([
      "8:1 <ResponseField> has no name",
    ]);
  });

  test("a component the page imports under a spec name is its own", () => {
    const text = `${FRONT}import { Tile } from "/snippets/tile.mdx";\n\n<Tile>A</Tile>\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "snippets/tile.mdx": "Tile\n" })).toEqual([]);
  });
});
