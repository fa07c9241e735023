import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/attribute-value";

describe("page/attribute-value", () => {
  test("CardGroup cols below 1 or not a whole number is a warning at the attribute", () => {
    const text = `${FRONT}<CardGroup cols={0}>\n  <Card title="A">A</Card>\n</CardGroup>\n\n<CardGroup cols="two">\n  <Card title="A">A</Card>\n</CardGroup>\n\n<CardGroup cols={2.5}>\n  <Card title="A">A</Card>\n</CardGroup>\n\n<CardGroup cols>\n  <Card title="A">A</Card>\n</CardGroup>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:12", "a.mdx:10:12", "a.mdx:14:12", "a.mdx:18:12"]);
    expect(found[0]).toMatchObject({
      severity: "warning",
      message: "<CardGroup> cols is 0, but it must be a whole number from 1, such as cols={2}. Correct the value.",
    });
    expect(found[1]!.message).toContain('cols is "two"');
    expect(found[3]!.message).toContain("cols has no value");
  });

  test("cols as a number (past 4 too: Columns sets any count), a numeric string or a computed expression is fine", () => {
    const text = `${FRONT}<CardGroup cols={2}>\n  <Card title="A">A</Card>\n</CardGroup>\n\n<Columns cols={5}>\n  <Card title="A">A</Card>\n</Columns>\n\n<CardGroup cols="6">\n  <Card title="A">A</Card>\n</CardGroup>\n\n<CardGroup cols={columns}>\n  <Card title="A">A</Card>\n</CardGroup>\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test('a flag given the text "false" is switched on: an error', () => {
    const text = `${FRONT}<ParamField query="a" required="false">A</ParamField>\n\n<ParamField query="b" required="true" deprecated={false}>A</ParamField>\n\n<Accordion title="A" defaultOpen={"False"}>A</Accordion>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:23", "a.mdx:10:22"]);
    expect(found[0]!.message).toContain("write required={false}");
  });

  // @mintlify/components 1.0.19: `Icon` (icon/icon.js) returns nothing for an iconType not in
  // `ICON_TYPES` (utils/icon-utils.js); `Callout` (callout/callout.js) throws on an unknown variant.
  test("an iconType Mintlify does not draw, and a Callout variant it does not have, are warnings", () => {
    const text = `${FRONT}<Card title="A" icon="star" iconType="bold">A</Card>\n\n<Icon icon="star" iconType="sharp-solid" />\n\n<Callout variant="error">B</Callout>\n\n<Callout variant="warning">C</Callout>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:29", "a.mdx:10:10"]);
    expect(found[0]!.message).toBe(
      '<Card> iconType="bold" is not one it takes, so Mintlify draws no icon. Use one of brands, duotone, light, regular, sharp-duotone-solid, sharp-light, sharp-regular, sharp-solid, sharp-thin, solid, thin.',
    );
    expect(found[1]!.message).toContain("so the callout fails to render");
  });

  // card/card.js, `Card`: an icon given as markup is drawn as it is, without `Icon` or its iconType.
  test("an iconType beside an icon given as markup, or without an icon, is not checked", () => {
    const text = `${FRONT}<Card title="A" iconType="brand" icon={<svg width="2" />}>A</Card>\n\n<Card title="B" iconType="brand">B</Card>\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("a text attribute written alone has no text", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}<Card title>A</Card>\n\n<Card title="B" horizontal>B</Card>\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:7"]);
    expect(found[0]!.message).toContain('Write title="…"');
  });

  test("integer attributes other than cols are whole numbers from 0 up", () => {
    const text = `${FRONT}<Steps>\n  <Step title="A" stepNumber={-1}>A</Step>\n  <Step title="B" stepNumber={4}>B</Step>\n</Steps>\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:7:19"]);
  });
});
