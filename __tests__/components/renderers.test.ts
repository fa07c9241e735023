import { describe, expect, test } from "vitest";
import { COMPONENTS } from "../../src/components/catalogue.js";
import { builtInComponent, RENDERERS } from "../../src/render/components.js";
import { renderBody } from "../site/render/render.js";

// The compiler already holds the renderer's map to the catalogue (its type is a mapped type over
// `ComponentName`); these tests make the claim visible in the suite.
describe("the site's renderers", () => {
  test("one per component of the catalogue, and none for a name outside it", () => {
    expect(Object.keys(RENDERERS).sort()).toEqual([...COMPONENTS.keys()].sort());
  });

  test("names outside the catalogue have no renderer, inherited names included", () => {
    expect(builtInComponent("Fancy")).toBeUndefined();
    expect(builtInComponent("toString")).toBeUndefined();
    expect(builtInComponent("Note")).toBeTypeOf("function");
  });

  test("a component shown as a plain container keeps its content, and its attributes are not read", () => {
    const { page, reports } = renderBody('<Variation href={link} title="Guide">\nInside.\n</Variation>');
    expect(page.html).toBe('<div data-component="Variation"><p>Inside.</p></div>');
    expect(reports).toEqual([]);
  });
});
