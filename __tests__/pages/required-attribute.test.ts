import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/required-attribute";

describe("page/required-attribute", () => {
  test("a Step without a title is an error at its tag", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}<Steps>\n  <Step>\n    Do it.\n  </Step>\n</Steps>\n` });
    expect(places(found)).toEqual(["a.mdx:7:3"]);
    expect(found[0]).toMatchObject({ severity: "error", message: expect.stringContaining('<Step> has no title') });
    expect(found[0]!.message).toContain('Add title="…"');
  });

  test("each component's required attributes", () => {
    const text =
      `${FRONT}<Tabs>\n  <Tab>A</Tab>\n</Tabs>\n\n<Accordion>A</Accordion>\n\n<Card>A</Card>\n\n<ResponseField name="id">\n  <Expandable>\n    A\n  </Expandable>\n</ResponseField>\n\n` +
      `<Tooltip>term</Tooltip>\n\n<Update label="2024-05-01">\n  A\n</Update>\n\n<ResponseField type="string">A</ResponseField>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message.split(".")[0]}`)).toEqual([
      "7:3 <Tab> has no title",
      "10:1 <Accordion> has no title",
      "12:1 <Card> has no title",
      "15:3 <Expandable> has no title",
      "20:1 <Tooltip> has no tip",
      "22:1 <Update> has no description",
      "26:1 <ResponseField> has no name",
    ]);
  });

  test("an empty title is reported at the attribute; expressions count as given", () => {
    const text = `${FRONT}<Card title="  ">A</Card>\n\n<Card title={props.name}>A</Card>\n\n<Card title={"x"}>A</Card>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:7"]);
    expect(found[0]!.message).toContain("<Card> has an empty title");
  });

  test("a spread makes the element unknowable: skipped", () => {
    expect(pageFindings(RULE, { "a.mdx": `${FRONT}<Card {...card}>A</Card>\n\n<ParamField {...field} />\n` })).toEqual([]);
  });

  test("ParamField needs exactly one location", () => {
    const text = `${FRONT}<ParamField type="string">A</ParamField>\n\n<ParamField query="limit" header="limit">A</ParamField>\n\n<ParamField header="X-Key" type="string">A</ParamField>\n\n<ParamField body={name}>A</ParamField>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:8:1"]);
    expect(found[0]!.message).toContain("Give exactly one of path, body, query or header");
    expect(found[1]!.message).toContain("has query and header");
  });

  test("a component the page imports under a spec name is its own", () => {
    const text = `${FRONT}import { Card } from "/snippets/card.mdx";\n\n<Card>A</Card>\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "snippets/card.mdx": "Card\n" })).toEqual([]);
  });
});
