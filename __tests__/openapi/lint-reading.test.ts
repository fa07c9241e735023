import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, specFindings, USERS_PAGE } from "./lint-helpers.js";

describe("which files are linted", () => {
  test("a clean spec named in docs.json reports nothing", () => {
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": cleanSpec(),
      "users.mdx": USERS_PAGE,
    });
    // The fixture's docs.json is in the legacy shape: its error is config/legacy-shape's, not the lint's.
    expect(check({ root }).diagnostics.filter((d) => d.ruleId !== "config/legacy-shape")).toEqual([]);
  });

  test("a spec that docs.json does not name is found and linted (the site publishes it too)", () => {
    const root = tempProject({
      "docs.json": docsJsonWith(undefined),
      "users.mdx": USERS_PAGE,
      "api/schema.json": JSON.stringify({ openapi: "3.0.3", info: { title: "T", version: "1" }, paths: {} }, null, 2),
      "data/not-a-spec.json": JSON.stringify({ openapi: "notes.md" }),
      // It looks like a spec at first sight, but the version sits lower down: no spec, not reported.
      "data/embedded.json": JSON.stringify({ samples: [{ openapi: "3.0.0" }] }),
    });
    // No page reaches its (missing) operations: its advice is a notice.
    expect(specFindings({ root })).toEqual([
      "notice openapi/no-empty-servers api/schema.json:2:3",
      "notice openapi/info-license api/schema.json:3:3",
    ]);
  });

  test("a JSON spec whose `openapi` key comes after 64 KB of components is found too, as the site finds it", () => {
    const schemas = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`Model${i}`, { type: "object", description: "A model. ".repeat(30) }]),
    );
    const spec = {
      components: { schemas },
      info: { title: "T", version: "1" },
      openapi: "3.0.3",
      paths: { "/users": { get: { summary: "List users", responses: { "200": { description: "OK" } } } } },
    };
    const text = JSON.stringify(spec, null, 2);
    expect(text.indexOf('"openapi"')).toBeGreaterThan(64 * 1024);
    const root = tempProject({
      "docs.json": docsJsonWith(undefined),
      "users.mdx": USERS_PAGE,
      "api/generated.json": text,
    });
    const diagnostics = check({ root }).diagnostics;
    expect(diagnostics.filter((d) => d.ruleId === "openapi/unknown-operation")).toEqual([]);
    expect(specFindings({ root }).some((finding) => finding.includes(" api/generated.json:"))).toBe(true);
  });

  test("docs.json's leading / means the docs root, and a list names several specs", () => {
    const root = tempProject({
      "docs.json": docsJsonWith(["/specs/a.yaml", "specs/b.yaml"]),
      "specs/a.yaml": cleanSpec(),
      "specs/b.yaml": "openapi: 3.1.0\n",
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root })).toContain("error openapi/struct specs/b.yaml:1:1");
    expect(specFindings({ root }).filter((line) => line.includes("a.yaml"))).toEqual([]);
  });

  test("a missing or outside file in a legacy docs.json is config/missing-file's and config/outside-root's, reported once", () => {
    const root = tempProject({
      "docs.json": docsJsonWith(["missing.yaml", "../outside.yaml"]),
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root })).toEqual([
      "error config/missing-file docs.json:4:5",
      "error config/outside-root docs.json:5:5",
    ]);
  });

  test("newer layout: api.openapi and navigation openapi entries are linted; a missing one is reported", () => {
    const config = {
      name: "Acme",
      theme: "mint",
      api: { openapi: "specs/api.yaml" },
      navigation: { tabs: [{ tab: "API", openapi: { source: "specs/missing.yaml" }, pages: ["users"] }] },
    };
    const root = tempProject({
      "docs.json": JSON.stringify(config, null, 2),
      "specs/api.yaml": "openapi: 3.1.0\n",
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root })).toEqual([
      "error config/missing-file docs.json:12:21",
      "error openapi/struct specs/api.yaml:1:1",
      "error openapi/struct specs/api.yaml:1:1",
      // Mintlify rejects the file for its struct errors: the rest is advice for later.
      "notice openapi/no-empty-servers specs/api.yaml:1:1",
    ]);
  });

  test("docsgate.config.json `ignore` leaves a spec out", () => {
    const root = tempProject({
      "docs.json": docsJsonWith(undefined),
      "users.mdx": USERS_PAGE,
      "old/openapi.yaml": "openapi: 3.1.0\n",
      "docsgate.config.json": '{ "ignore": ["old/**"] }',
    });
    expect(specFindings({ root })).toEqual([]);
  });
});

describe("openapi/invalid-file", () => {
  const findings = (file: string, text: string) => {
    const root = tempProject({ "docs.json": docsJsonWith(file), [file]: text, "users.mdx": USERS_PAGE });
    return specFindings({ root }, true);
  };

  test("invalid YAML, at its line and column", () => {
    expect(findings("openapi.yaml", "openapi: 3.1.0\ninfo:\n  title: [Acme\n  version: 1.0.0\n")).toEqual([
      "error openapi/invalid-file openapi.yaml:4:3 openapi.yaml is not valid YAML: deficient indentation. Correct the syntax here.",
    ]);
  });

  test("invalid JSON, described as JSON at its line and column", () => {
    expect(
      findings("openapi.json", '{\n  "openapi": "3.1.0",\n  "info": { "title": "Acme", },\n  "paths": {}\n}\n'),
    ).toEqual([
      "error openapi/invalid-file openapi.json:3:28 openapi.json is not valid JSON: A trailing comma after the last item is not allowed in JSON. Remove this comma.",
    ]);
  });

  test("a YAML file that is no OpenAPI document", () => {
    expect(findings("openapi.yaml", "title: Acme\nendpoints: []\n")).toEqual([
      'error openapi/invalid-file openapi.yaml:1:1 openapi.yaml is not an OpenAPI document: it has no top-level `openapi` field (such as `openapi: 3.1.0`), nor Swagger\'s `swagger: "2.0"`.',
    ]);
  });

  test("a version written as a number, and one docsgate does not lint", () => {
    expect(findings("openapi.yaml", "openapi: 3.1\ninfo: {}\n")).toEqual([
      expect.stringContaining(
        "openapi.yaml:1:1 openapi.yaml gives `openapi: 3.1` as a number; write the version as a string",
      ),
    ]);
    expect(findings("openapi.yaml", 'swagger: "1.2"\n')).toEqual([
      expect.stringContaining('gives `swagger: "1.2"`, which is not a version docsgate lints'),
    ]);
  });

  test("a list, a binary file and text that is not UTF-8", () => {
    expect(findings("openapi.yaml", "- a\n- b\n")).toEqual([
      expect.stringContaining("openapi.yaml:1:1 openapi.yaml is not an OpenAPI document: it must be a mapping"),
    ]);
    const root = tempProject({ "docs.json": docsJsonWith(["bin.yaml", "latin1.yaml"]), "users.mdx": USERS_PAGE });
    writeFileSync(path.join(root, "bin.yaml"), Buffer.from([0x6f, 0x00, 0x01]));
    writeFileSync(path.join(root, "latin1.yaml"), Buffer.from("openapi: 3.1.0\ninfo:\n  title: Caf\xe9\n", "latin1"));
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/invalid-file bin.yaml:1:1 bin.yaml is a binary file, not an OpenAPI document in YAML or JSON.",
      "error openapi/invalid-file latin1.yaml:1:1 latin1.yaml is not valid UTF-8 text. Save it with UTF-8 encoding.",
    ]);
  });

  test("a spec saved as UTF-16 is named so, whether docs.json names it or it is found by its content", () => {
    const root = tempProject({ "docs.json": docsJsonWith(["named.yaml"]), "users.mdx": USERS_PAGE });
    const spec = "openapi: 3.1.0\ninfo:\n  title: Users\n  version: 1.0.0\npaths: {}\n";
    writeFileSync(path.join(root, "named.yaml"), Buffer.from(`\uFEFF${spec}`, "utf16le"));
    writeFileSync(path.join(root, "found.yaml"), Buffer.from(spec, "utf16le").swap16());
    expect(specFindings({ root }, true)).toEqual([
      expect.stringMatching(
        /^error openapi\/invalid-file found\.yaml:1:1 found\.yaml is saved as UTF-16, and OpenAPI files are read as UTF-8 only\. .*`iconv -f UTF-16BE -t UTF-8 found\.yaml > found\.yaml\.utf8`/,
      ),
      expect.stringMatching(
        /^error openapi\/invalid-file named\.yaml:1:1 named\.yaml is saved as UTF-16.*`iconv -f UTF-16 -t UTF-8/,
      ),
    ]);
  });

  test("a 30 MB spec is reported without being read", () => {
    const root = tempProject({ "docs.json": docsJsonWith("openapi.yaml"), "users.mdx": USERS_PAGE });
    const line = '      description: "' + "x".repeat(1000) + '"\n';
    writeFileSync(
      path.join(root, "openapi.yaml"),
      cleanSpec() + "x-padding:\n" + `  - name: pad\n${line}`.repeat(30 * 1024),
    );
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/invalid-file openapi.yaml:1:1 openapi.yaml is 30.4 MB; docsgate reads OpenAPI files up to 20 MB and did not check it. Split it into files joined by `$ref`s, or leave generated specs out of the docs.",
    ]);
  });
});
