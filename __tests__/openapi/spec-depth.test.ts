import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tooDeepJsonAt } from "../../src/project/text-depth.js";
import { page, tempProject } from "../helpers/temp-project.js";

const HEAD = '{"openapi": "3.0.3", "info": {"title": "Deep", "version": "1"}, "paths": {},\n';
/** `{"a":[` repeated: two levels a time. */
const nested = (times: number) => `${'{"a":['.repeat(times)}${"]}".repeat(times)}`;
const REASON =
  "nests its values more than 500 levels deep here, deeper than any real spec, and was not linted. Flatten it.";

function findings(files: Record<string, string>): string[] {
  const docs = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    navigation: {
      groups: [
        { group: "Start", pages: ["index"] },
        { group: "API", openapi: "openapi.json" },
      ],
    },
  };
  const root = tempProject({ "docs.json": JSON.stringify(docs), "index.mdx": page("Welcome"), ...files });
  return check({ root })
    .diagnostics.filter((d) => d.ruleId.startsWith("openapi/"))
    .map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column} ${d.message}`);
}

describe("the nesting depth of a JSON text", () => {
  test("the bracket that opens level 501, whatever brackets strings hold", () => {
    expect(tooDeepJsonAt(`${"[".repeat(500)}${"]".repeat(500)}`)).toBeUndefined();
    expect(tooDeepJsonAt(`${"[".repeat(501)}`)).toBe(500);
    expect(tooDeepJsonAt(`["${"[".repeat(600)}", "\\"${"{".repeat(600)}\\\\"]`)).toBeUndefined();
    expect(tooDeepJsonAt(`${"[]".repeat(10_000)}`)).toBeUndefined();
  });
});

describe("an OpenAPI file nested too deep", () => {
  test("a JSON spec nested 40,000 levels deep gets one located problem and is not linted", () => {
    const problems = findings({ "openapi.json": `${HEAD}"x-deep": ${nested(20_000)}}` });
    // The root object opens level 1: the `[` of the 250th `{"a":[` opens level 501.
    expect(problems).toEqual([
      `openapi/invalid-file openapi.json:2:${'"x-deep": '.length + 249 * 6 + 6} openapi.json ${REASON}`,
    ]);
  });

  test("a JSON file a spec $refs, nested as deep, is refused at the $ref; the spec is still linted", () => {
    const problems = findings({
      "openapi.json": `${HEAD}"components": {"schemas": {"Deep": {"$ref": "deep.json"}}}}`,
      "deep.json": nested(20_000),
    });
    expect(problems.filter((line) => line.includes("deep.json"))).toEqual([
      `openapi/invalid-file openapi.json:2:36 The \`$ref\` \`deep.json\` is not followed: \`deep.json\` (line 1, column 1501) ${REASON}`,
    ]);
  });

  test("a spec nested 400 levels deep is linted as usual", () => {
    expect(
      findings({ "openapi.json": `${HEAD}"x-deep": ${nested(200)}}` }).filter(
        (line) => line.includes("internal") || line.includes("failed"),
      ),
    ).toEqual([]);
  });
});
