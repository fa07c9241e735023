import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

const OPTIONS = [
  { id: "python", label: "Python" },
  { id: "node", label: "Node.js" },
];

/** Every error and warning on a v2 project with the theme and `variations` given, and a page using `<Variation>`. */
function findings(theme: string, variations: unknown) {
  const root = tempProject({
    "docs.json": v2DocsJson(["index"], { theme, variations }),
    "index.mdx":
      '---\ntitle: Install\ndescription: Install the Acme client for your language.\n---\n\n<Variation is="python">\n  Run `pip install acme`.\n</Variation>\n\n<Variation is={["node"]}>\n  Run `npm install acme`.\n</Variation>\n',
  });
  return check({ root })
    .diagnostics.filter((d) => d.severity !== "notice")
    .map((d) => `${d.ruleId} ${d.severity}: ${d.message}`);
}

describe("variations, as @mintlify/validation's willow theme schema reads them", () => {
  test("the willow theme takes them, and pages show them with <Variation>", () => {
    expect(findings("willow", { options: OPTIONS })).toEqual([]);
  });

  test("another theme ignores them: a warning", () => {
    expect(findings("mint", { options: OPTIONS })).toEqual([
      'config/ignored-key warning: Only the willow theme reads `variations`; with the theme "mint" Mintlify ignores it. Set `"theme": "willow"`, or remove `variations`.',
    ]);
  });

  test("no options, an option without a label, or a repeated id is refused, as Mintlify refuses it", () => {
    const refused = (variations: unknown) => findings("willow", variations).map((found) => found.split(":")[0]);
    expect(refused({ options: [] })).toEqual(["config/schema error"]);
    expect(refused({ options: [{ id: "python" }] })).toEqual(["config/schema error"]);
    expect(findings("willow", { options: [...OPTIONS, { id: "python", label: "Py" }] })).toEqual([
      'config/schema error: `variations.options[2].id` "python" is already the id of `variations.options[0]`, and Mintlify refuses a repeated variation id. Give each variation its own id.',
    ]);
  });
});
