import { describe, expect, test } from "vitest";
import { COMPONENTS, DOCUMENTED_COMPONENTS } from "../../src/components/catalogue.js";

/**
 * The capitalized names of Mintlify's allow-list (docs-json-v2.md section 6), and `Snippet`, replaced before rendering.
 */
const ALLOW_LIST = [
  "ApiPlayground",
  "Accordion",
  "AccordionGroup",
  "Badge",
  "Callout",
  "CodeGroup",
  "CodeBlock",
  "Color",
  "Color.Row",
  "Color.Item",
  "CustomCode",
  "CustomComponent",
  "DynamicCustomComponent",
  "Danger",
  "Tile",
  "Tree",
  "Tree.Folder",
  "Tree.File",
  "FileTree",
  "SnippetGroup",
  "Panel",
  "RequestExample",
  "ResponseExample",
  "Param",
  "ParamField",
  "Prompt",
  "Card",
  "CardGroup",
  "Columns",
  "Column",
  "Expandable",
  "Frame",
  "GitHub",
  "GitHub.Repo",
  "Github",
  "Github.Repo",
  "Heading",
  "Info",
  "Icon",
  "MDX",
  "Link",
  "MDXContentController",
  "ResponseField",
  "Warning",
  "Note",
  "Tip",
  "Check",
  "Tabs",
  "Tab",
  "Tooltip",
  "Latex",
  "Step",
  "Steps",
  "Update",
  "ZoomImage",
  "OptimizedVideo",
  "Mermaid",
  "Variation",
  "Visibility",
  "View",
  "Snippet",
];

describe("the component catalogue", () => {
  test("holds every component of Mintlify's allow-list, and nothing else", () => {
    expect([...COMPONENTS.keys()].sort()).toEqual([...ALLOW_LIST].sort());
  });

  test("requires exactly the attributes Mintlify's components cannot do without", () => {
    const required = Object.fromEntries(
      [...COMPONENTS].filter(([, c]) => c.required.length).map(([name, c]) => [name, c.required]),
    );
    expect(required).toEqual({
      Tab: ["title"],
      Accordion: ["title"],
      Tile: ["href"],
      ResponseField: ["name"],
      Tooltip: ["tip"],
      Update: ["label"],
      Color: ["variant"],
      "Color.Item": ["value"],
      "Tree.Folder": ["name"],
      "Tree.File": ["name"],
      Prompt: ["description"],
      Visibility: ["for"],
      View: ["title"],
    });
    const oneOf = Object.fromEntries(
      [...COMPONENTS].filter(([, c]) => c.oneOf).map(([name, c]) => [name, [c.oneOf!.exactly, c.oneOf!.names]]),
    );
    expect(oneOf).toEqual({
      ParamField: [true, ["path", "body", "query", "header", "cookie", "auth"]],
      Icon: [false, ["icon", "src"]],
    });
  });

  test("a titled component is linked by a documented attribute it describes", () => {
    const titled = [...COMPONENTS.values()].filter((component) => component.titledBy);
    expect(titled.map((component) => component.name).sort()).toEqual(["Accordion", "Step", "Tab", "Update"]);
    for (const component of titled)
      expect(component.attributes?.[component.titledBy!], component.name).toMatchObject({ documented: true });
  });

  test("every required attribute is a documented attribute the catalogue describes", () => {
    for (const component of COMPONENTS.values()) {
      for (const name of [...component.required, ...(component.oneOf?.names ?? [])]) {
        expect(component.attributes?.[name], `${component.name} ${name}`).toMatchObject({ documented: true });
      }
    }
  });

  test("the documented components are the ones with attributes", () => {
    expect(DOCUMENTED_COMPONENTS.map((c) => c.name)).toContain("Badge");
    expect(DOCUMENTED_COMPONENTS.map((c) => c.name)).not.toContain("ApiPlayground");
    expect(DOCUMENTED_COMPONENTS.every((c) => c.attributes !== undefined)).toBe(true);
  });
});
