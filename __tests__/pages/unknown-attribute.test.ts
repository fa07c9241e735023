import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/unknown-attribute";

describe("page/unknown-attribute", () => {
  test("a misspelt attribute is a warning at the attribute, with the fix", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Card titel="Start" icon="rocket">A</Card>\n\n<Accordion title="A" defaultopen>B</Accordion>\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:7", "a.mdx:8:22"]);
    expect(found[0]).toMatchObject({ severity: "warning", endColumn: 20 });
    expect(found[0]!.message).toContain('<Card> has no attribute "titel"');
    expect(found[0]!.message).toContain("Did you mean title?");
    expect(found[1]!.message).toContain("Did you mean defaultOpen?");
  });

  test("without a near name, the message lists what the component takes", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Frame type="glass">\n  ![A](https://example.com/a.png)\n</Frame>\n\n<Note kind="x" constructor="y">A</Note>\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:8", "a.mdx:10:7", "a.mdx:10:16"]);
    expect(found[0]!.message).toContain("It takes caption, hint.");
    expect(found[1]!.message).toContain("It takes no attributes of its own.");
  });

  test("Mintlify's documented components are checked, the ones it does not document are not", () => {
    const text = `${FRONT}<Badge colour="blue">New</Badge>\n\n<Icon name="trash" />\n\n<Mermaid chart="graph TD; A-->B" placement="top-left" />\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:8", "a.mdx:8:7"]);
    expect(found[0]!.message).toContain("Did you mean color?");
    expect(found[1]!.message).toContain('<Icon> has no attribute "name"');
  });

  test("attributes real docs use, universal ones and the page's own components are accepted", () => {
    const text =
      `${FRONT}<Card title="A" icon="rocket" href="/a" horizontal img="/a.png" color="#fff" arrow cta="Go" className="x" id="a" data-test="1" aria-label="A">A</Card>\n\n` +
      `<Tabs sync={false}>\n  <Tab title="A" icon="apple">A</Tab>\n</Tabs>\n\n<Steps>\n  <Step title="A" icon="check" stepNumber={3} titleSize="h3">A</Step>\n</Steps>\n\n` +
      `<ParamField path="id" type="string" required placeholder="id" deprecated>A</ParamField>\n\n<ResponseField name="a" type="string" pre={["x"]} post={["y"]}>A</ResponseField>\n\n` +
      `<Update label="v1" description="First" tags={["New"]}>A</Update>\n\n<Tooltip tip="A" headline="B" cta="C" href="/a">t</Tooltip>\n\n<Latex anything="x">B</Latex>\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "a.png": "png" })).toEqual([]);
  });
});
