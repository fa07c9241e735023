import type { Code } from "mdast";
import { describe, expect, test } from "vitest";
import { componentKind, KNOWN_COMPONENT_NAMES, NON_SPEC_COMPONENTS, SPEC_COMPONENTS } from "../../src/pages/components.js";
import { codeTitle } from "../../src/pages/code-title.js";

describe("the component catalogue", () => {
  test("holds every component of spec section 2.3, with its required attributes", () => {
    expect([...SPEC_COMPONENTS.keys()].sort()).toEqual(
      ["Note", "Tip", "Warning", "Info", "Check", "CodeGroup", "RequestExample", "ResponseExample", "Steps", "Step", "Tabs", "Tab", "AccordionGroup", "Accordion", "Card", "CardGroup", "ParamField", "ResponseField", "Expandable", "Frame", "Tooltip", "Update"].sort(),
    );
    const required = Object.fromEntries([...SPEC_COMPONENTS].filter(([, c]) => c.required.length).map(([name, c]) => [name, c.required]));
    expect(required).toEqual({ Step: ["title"], Tab: ["title"], Accordion: ["title"], Card: ["title"], Expandable: ["title"], Tooltip: ["tip"], Update: ["label", "description"], ResponseField: ["name"] });
    expect(SPEC_COMPONENTS.get("ParamField")!.exactlyOneOf).toEqual(["path", "body", "query", "header"]);
  });

  test("every required attribute is a spec attribute the catalogue describes", () => {
    for (const component of SPEC_COMPONENTS.values()) {
      for (const name of [...component.required, ...(component.exactlyOneOf ?? [])]) {
        expect(component.attributes[name], `${component.name} ${name}`).toMatchObject({ inSpec: true });
      }
    }
  });

  test("spec and non-spec names do not overlap; dotted names are known by their first part", () => {
    expect([...NON_SPEC_COMPONENTS.keys()].filter((name) => SPEC_COMPONENTS.has(name))).toEqual([]);
    expect(new Set(KNOWN_COMPONENT_NAMES).size).toBe(KNOWN_COMPONENT_NAMES.length);
    expect(["Card", "Icon", "Tree.Folder", "Tree.Leaf", "Steps.Item", "Foo.Bar", "Foo"].map(componentKind)).toEqual(["spec", "non-spec", "non-spec", "non-spec", "non-spec", "unknown", "unknown"]);
  });
});

describe("code block titles", () => {
  const title = (meta: string | null) => codeTitle({ type: "code", lang: "js", meta, value: "" } as Code);

  test("the words after the language, or a title= option", () => {
    expect(title("npm")).toBe("npm");
    expect(title("cURL (Basic Auth)")).toBe("cURL (Basic Auth)");
    expect(title('title="utils/hello.js" lines')).toBe("utils/hello.js");
    expect(title("{6-8} Restricted operation")).toBe("Restricted operation");
    expect(title("Python expandable highlight={4-8,10}")).toBe("Python");
    expect(title("HelloWorld.java example icon=java lines")).toBe("HelloWorld.java example");
  });

  test("options alone are no title", () => {
    expect(title(null)).toBeUndefined();
    expect(title("{1,3} lines wrap")).toBeUndefined();
    expect(title('highlight={2} icon="js"')).toBeUndefined();
    expect(title('title=""')).toBeUndefined();
  });
});
