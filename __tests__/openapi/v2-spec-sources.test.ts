import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";
/**
 * A spec redocly finds problems in (no info, no paths), so that a linted file shows in the
 * findings; its `openapi` comes after 64 KB, so only a file the config names is read as a spec.
 */
const BARE = `components:\n  x-padding: "${"x".repeat(70_000)}"\nopenapi: 3.1.0\n`;

describe("the OpenAPI files of a v2 config", () => {
  test("every place that names one is linted: api.openapi (a list, an object), each kind of section, a group, a global link-out, a $ref'd file", () => {
    const navigation = {
      global: { anchors: [{ anchor: "Status", href: "https://status.acme.test", openapi: "specs/global.yaml" }] },
      products: [
        {
          product: "Core",
          openapi: ["specs/product.yaml", "specs/product-extra.yaml"],
          versions: [
            {
              version: "v1",
              openapi: { source: "specs/version.yaml", directory: "v1/api" },
              languages: [
                {
                  language: "en",
                  openapi: "specs/language.yaml",
                  tabs: [
                    {
                      tab: "API",
                      openapi: "specs/tab.yaml",
                      menu: [
                        {
                          item: "Items",
                          openapi: "/specs/menu.yaml",
                          groups: [{ group: "G", openapi: "specs/group.yaml", pages: ["index"] }],
                        },
                      ],
                    },
                    {
                      tab: "More",
                      dropdowns: [
                        {
                          dropdown: "D",
                          openapi: "specs/dropdown.yaml",
                          anchors: [{ anchor: "A", $ref: "anchor.json" }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const specs = [
      "global",
      "product",
      "product-extra",
      "version",
      "language",
      "tab",
      "menu",
      "group",
      "dropdown",
      "anchor",
      "api",
      "api-list",
    ];
    const root = tempProject({
      "docs.json": json({
        theme: "mint",
        name: "Acme",
        colors: { primary: "#112233" },
        api: { openapi: [{ source: "specs/api.yaml" }, "specs/api-list.yaml"] },
        navigation,
      }),
      "anchor.json": json({ openapi: "specs/anchor.yaml", pages: ["index"] }),
      "index.mdx": page("Home"),
      "specs/unnamed.yaml": BARE,
      ...Object.fromEntries(specs.map((name) => [`specs/${name}.yaml`, BARE])),
    });
    const linted = new Set(
      check({ root })
        .diagnostics.filter((d) => d.ruleId.startsWith("openapi/"))
        .map((d) => d.file),
    );
    expect([...linted].sort()).toEqual(specs.map((name) => `specs/${name}.yaml`).sort());
  });

  test("a missing file is an error where it is named, in a $ref'd file too, with the nearest file", () => {
    const root = tempProject({
      "docs.json": json({
        theme: "mint",
        name: "Acme",
        colors: { primary: "#112233" },
        navigation: {
          tabs: [
            { tab: "API", $ref: "api-tab.json" },
            { tab: "Guides", openapi: { source: "/specs/guide.yaml" }, pages: ["index"] },
          ],
        },
      }),
      "api-tab.json": json({ openapi: "specs/opneapi.yaml", pages: ["index"] }),
      "specs/openapi.yaml": BARE,
      "index.mdx": page("Home"),
    });
    const missing = check({ root }).diagnostics.filter((d) => d.ruleId === "config/missing-file");
    expect(missing.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'api-tab.json:2:14 error The OpenAPI file "specs/opneapi.yaml" does not exist. Did you mean "specs/openapi.yaml"? Correct the path or add the file.',
      'docs.json:16:21 error The OpenAPI file "/specs/guide.yaml" does not exist. Add the file, or correct the path (relative to the docs root).',
    ]);
  });
});
