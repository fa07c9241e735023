import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  compileValidator,
  VALIDATOR_NAMES,
  validatorModuleSource,
  validatorPath,
  type ValidatorName,
} from "../../src/config/schema-compile.js";
import docsJson from "../../src/config/validators/docs-json.js";
import v2 from "../../src/config/validators/docs-v2.js";
import mintJson from "../../src/config/validators/mint-json.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MODULES: Record<ValidatorName, (data: unknown) => boolean> = {
  "docs-json": docsJson,
  "mint-json": mintJson,
  "docs-v2": v2,
};

describe("the config validators compiled ahead of time (src/config/validators/)", () => {
  test.each(VALIDATOR_NAMES)("%s is what schema-compile.ts writes from the schema (npm run build)", (name) => {
    expect(readFileSync(path.join(ROOT, validatorPath(name)), "utf8") === validatorModuleSource(name)).toBe(true);
  });

  const legacy = {
    name: "",
    favicon: "/favicon.svg",
    logo: 3,
    colors: { primary: "#0D9373", light: "not a colour" },
    navigation: [{ group: "", pages: ["index", 7] }],
    topbarCtaButton: { type: "github", url: "not a url" },
    api: { baseUrl: "https://api.example.com", auth: { method: "key" } },
  };
  const cases: [ValidatorName, unknown][] = [
    ["docs-json", legacy],
    ["mint-json", { ...legacy, favicon: undefined, colors: undefined }],
    ["docs-v2", { name: "Docs", theme: "mint", colors: { primary: "#0D9373" }, navigation: { pages: ["index"] } }],
    [
      "docs-v2",
      {
        name: "",
        theme: "nope",
        colors: { primary: "green" },
        logo: "ab",
        navigation: { groups: [{ group: "", pages: ["index", ""] }], tabs: "x" },
        // The same custom option twice: ajv's deep-equality helper, imported by the module, finds it.
        contextual: {
          options: [
            { title: "Ask", href: "https://acme.dev" },
            { title: "Ask", href: "https://acme.dev" },
          ],
        },
        // url-formats.ts's formats, imported by the module.
        integrations: { segment: { key: "k", cdnUrl: "not a url" } },
        openapi: "  ",
      },
    ],
  ];
  test.each(cases)("%s reports what the validator compiled at run time reports (%#)", (name, config) => {
    const compiled = compileValidator(name);
    const valid = compiled(config);
    const moduleValid = MODULES[name](config);
    expect(moduleValid).toBe(valid);
    expect((MODULES[name] as unknown as { errors: unknown }).errors).toEqual(compiled.errors);
  });

  test("the invalid configs above are invalid in every way they are meant to be", () => {
    const errors = (name: ValidatorName, config: unknown) => {
      MODULES[name](config);
      return ((MODULES[name] as unknown as { errors: { keyword: string }[] | null }).errors ?? []).map(
        (e) => e.keyword,
      );
    };
    expect(errors("docs-v2", cases[2]![1])).toEqual([]);
    expect(errors("docs-v2", cases[3]![1])).toEqual(expect.arrayContaining(["minLength", "uniqueItems", "format"]));
    expect(errors("mint-json", cases[1]![1])).toContain("required");
    expect(errors("docs-json", legacy)).toEqual(expect.arrayContaining(["format", "type", "pattern"]));
  });
});
