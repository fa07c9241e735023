import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";
import { at, findings } from "./run.js";

const RULE = "config/invalid-json";

describe("config/invalid-json", () => {
  test("a trailing comma is reported at the comma", () => {
    const root = tempProject({ "docs.json": '{\n  "name": "Acme",\n  "navigation": [],\n}\n' });
    const [d, ...rest] = findings(root, RULE);
    expect(rest).toEqual([]);
    expect(at(d)).toBe("3:19");
    expect(d!.message).toMatch(/trailing comma/);
    expect(d!.severity).toBe("error");
  });

  test("a comment is reported where it starts", () => {
    const root = tempProject({ "docs.json": '{\n  // the site name\n  "name": "Acme",\n  "navigation": []\n}\n' });
    const [d] = findings(root, RULE);
    expect(at(d)).toBe("2:3");
    expect(d!.message).toMatch(/Comments are not allowed/);
  });

  test("a truncated file is reported at its end, as cut off", () => {
    const root = tempProject({ "docs.json": '{\n  "name": "Acme",\n  "navigation": [\n' });
    const [d] = findings(root, RULE);
    expect(d!.line).toBe(4);
    expect(d!.message).toMatch(/cut off/);
  });

  test("an empty file is one error at 1:1", () => {
    const root = tempProject({ "docs.json": "\n" });
    const all = findings(root, RULE);
    expect(all.map(at)).toEqual(["1:1"]);
    expect(all[0]!.message).toMatch(/empty/);
  });

  test.each(["docs.json", "mint.json"])(
    "a byte order mark at the start of %s is valid input: nothing reported, and later findings keep their line:column",
    (name) => {
      const root = tempProject({
        [name]:
          '\uFEFF{\n  "name": "Acme",\n  "favicon": "/favicon.svg",\n  "navigation": [{ "group": "A", "pages": ["a"] }],\n  "colors": { "primary": "green" }\n}\n',
        "a.mdx": page("A"),
        "favicon.svg": "<svg/>",
      });
      const diagnostics = check({ root }).diagnostics;
      expect(diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
      const schema = diagnostics.find((d) => d.ruleId === "config/schema");
      expect(at(schema)).toBe("5:26");
    },
  );

  test("a byte order mark at the start of a $ref'd file is valid input too", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "$ref": "nav.json" }\n}\n',
      "nav.json": '\uFEFF{\n  "groups": [{ "group": "A", "pages": ["a", "gone"] }]\n}\n',
      "a.mdx": page("A"),
    });
    const diagnostics = check({ root }).diagnostics;
    expect(diagnostics.filter((d) => d.ruleId === RULE || d.ruleId === "config/ref")).toEqual([]);
    expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page").map((d) => `${d.file}:${at(d)}`)).toEqual([
      "nav.json:2:45",
    ]);
  });

  test("a directory named docs.json is an error without a line, and the run completes", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    mkdirSync(path.join(root, "docs.json"));
    const result = check({ root });
    const all = result.diagnostics.filter((d) => d.ruleId === RULE);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ file: "docs.json", line: 0, column: 0 });
    expect(all[0]!.message).toMatch(/is a folder/);
    expect(result.diagnostics.filter((d) => d.ruleId === "config/missing")).toEqual([]);
  });

  test("a binary file is reported as not JSON text", () => {
    const root = tempProject({});
    writeFileSync(path.join(root, "docs.json"), Buffer.from([0x7b, 0x00, 0x01, 0x7d]));
    const [d] = findings(root, RULE);
    expect(d).toMatchObject({ file: "docs.json", line: 1, column: 1 });
    expect(d!.message).toMatch(/binary/);
  });

  test("a docs.json saved as UTF-16 (as Windows tools write it) is named so, with how to save it as UTF-8", () => {
    const root = tempProject({});
    writeFileSync(path.join(root, "docs.json"), Buffer.from('\uFEFF{\n  "name": "Acme"\n}\n', "utf16le"));
    const [d] = findings(root, RULE);
    expect(d).toMatchObject({ file: "docs.json", line: 1, column: 1 });
    expect(d!.message).toBe(
      'docs.json cannot be read as JSON text: it is saved as UTF-16, and it is read as UTF-8 only. Save it as UTF-8: in your editor, "Save with Encoding" and choose UTF-8 (VS Code: click the encoding in the status bar), or run `iconv -f UTF-16 -t UTF-8 docs.json > docs.json.utf8` and replace the file with the result.',
    );
  });

  test("a syntax error stops the content rules: no schema findings on a broken file", () => {
    const root = tempProject({ "docs.json": '{ "colors": { "primary": "green" }, }' });
    const ids = new Set(check({ root }).diagnostics.map((d) => d.ruleId));
    expect([...ids]).toEqual([RULE]);
  });

  test("a docs.json one byte past 10 MB is one error at 1:1 that gives its size, the limit and what to do; at 10 MB it is read", () => {
    const config = JSON.stringify({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }] });
    const padded = (bytes: number) => config + " ".repeat(bytes - config.length);
    const root = tempProject({ "docs.json": padded(10 * 1024 * 1024 + 1), "index.mdx": page("Home") });
    const result = check({ root });
    const [d, ...rest] = result.diagnostics.filter((d) => d.ruleId === RULE);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: "docs.json", line: 1, column: 1, severity: "error" });
    expect(d!.message).toBe(
      'docs.json is 10.1 MB, past the 10 MB docsgate reads of a config, so it was not read: the pages were checked and built without it. Say many redirects with one pattern (`"source": "/old/:slug*"`, `"destination": "/new/:slug*"`), and leave generated lists out of the config.',
    );
    writeFileSync(path.join(root, "docs.json"), padded(10 * 1024 * 1024));
    expect(findings(root, RULE)).toEqual([]);
  });

  test("valid JSON reports nothing", () => {
    const root = tempProject({ "docs.json": '{ "name": "Acme", "navigation": [] }' });
    expect(findings(root, RULE)).toEqual([]);
  });
});
