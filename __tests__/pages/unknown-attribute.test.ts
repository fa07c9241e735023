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
      "a.mdx": `${FRONT}<Frame type="glass">\n  ![A](https://example.com/a.png)\n</Frame>\n\n<Column kind="x" constructor="y">A</Column>\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:8", "a.mdx:10:9", "a.mdx:10:18"]);
    expect(found[0]!.message).toContain("It takes caption, hint.");
    expect(found[1]!.message).toContain("It takes no attributes of its own.");
  });

  // @mintlify/components 1.0.19, dist/components/callout/callout.js: `Note`…`Danger` are `Callout`
  // with a fixed variant, which draws `title` and labels its icon with `ariaLabel`, and takes the
  // variant's own icon and colours.
  test("a typed callout takes a title and an ariaLabel; its icon and color are ignored, said so", () => {
    const callouts = ["Note", "Warning", "Info", "Tip", "Check", "Danger"]
      .map((name) => `<${name} title="Heads up" ariaLabel="Careful">A</${name}>`)
      .join("\n\n");
    expect(pageFindings(RULE, { "a.mdx": `${FRONT}${callouts}\n` })).toEqual([]);
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}<Note icon="rocket" color="#f00">A</Note>\n` });
    expect(places(found)).toEqual(["a.mdx:6:7", "a.mdx:6:21"]);
    expect(found[0]!.message).toBe(
      '<Note> ignores "icon": a typed callout always draws its own icon and colours. For others, use <Callout> with icon and color. Remove it.',
    );
  });

  // The props of @mintlify/components 1.0.19 (callout, badge, card, tabs, icon, property) and the
  // ParamField locations of @mintlify/common 1.0.1211 (`paramFieldLocations`).
  test("attributes Mintlify's component code reads are accepted", () => {
    const text =
      `${FRONT}<Callout title="A" icon="key" iconLibrary="lucide" color="#fff" ariaLabel="Key" variant="custom">A</Callout>\n\n` +
      `<Badge variant="outline" leadIcon="check" tailIcon="arrow-right" iconLibrary="lucide" href="/a">New</Badge>\n\n` +
      `<Card title="A" disabled iconLibrary="lucide">A</Card>\n\n<Tabs ariaLabel="Systems">\n  <Tab title="A" iconLibrary="lucide">A</Tab>\n</Tabs>\n\n` +
      `<ParamField cookie="session" hidden>A</ParamField>\n\n<ParamField auth="token">A</ParamField>\n\n<ResponseField name="a" hidden>A</ResponseField>\n\n` +
      `<Icon icon="sun" colorLight="#000" colorDark="#fff" iconLibrary="lucide" />\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
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
