import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runSite } from "../../helpers/site-run.js";
import { page, tempProject } from "../../helpers/temp-project.js";

/**
 * A response schema nested `levels` deep through `items` and `properties` in turn, written as text (no recursion
 * needed).
 */
function deepSchema(levels: number): string {
  let schema = '{"type":"string"}';
  for (let i = 0; i < levels; i++)
    schema = i % 2 ? `{"type":"object","properties":{"p${i}":${schema}}}` : `{"type":"array","items":${schema}}`;
  return schema;
}

function project(file: string, levels: number): string {
  // JSON is YAML's flow style: the same text is a valid openapi.yaml.
  const spec = `{"openapi":"3.0.3","info":{"title":"Deep","version":"1.0.0"},"servers":[{"url":"https://api.example.com"}],"paths":{"/tree":{"get":{"summary":"Get the tree","responses":{"200":{"description":"The tree.","content":{"application/json":{"schema":${deepSchema(levels)}}}}}}}}}`;
  const config = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    navigation: {
      groups: [
        { group: "Start", pages: ["index"] },
        { group: "API", openapi: file, pages: ["GET /tree"] },
      ],
    },
  };
  return tempProject({ "docs.json": JSON.stringify(config, null, 2), [file]: spec, "index.mdx": page("Home") });
}

describe("an OpenAPI schema nested 5,000 levels deep", () => {
  test.each(["openapi.json", "openapi.yaml"])(
    "%s: check and build finish; the spec is one located problem, past 500 levels, and the other pages are built",
    async (file) => {
      const root = project(file, 5_000);
      const { built, result: after } = await runSite(root, {
        basePath: "",
        links: false,
        outDir: path.join(root, "_site"),
      });
      expect(after.diagnostics.filter((d) => /internal|Maximum call stack/i.test(d.message))).toEqual([]);
      expect(after.diagnostics.filter((d) => d.file === file).map((d) => `${d.ruleId} ${d.line} ${d.message}`)).toEqual(
        [
          `openapi/invalid-file 1 ${file} nests its values more than 500 levels deep here, deeper than any real spec, and was not linted. Flatten it.`,
        ],
      );
      expect(built.pages).toBe(1);
      expect(readFileSync(path.join(root, "_site", "index.html"), "utf8")).toContain("Home");
    },
  );
});
