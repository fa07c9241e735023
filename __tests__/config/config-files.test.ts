import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

function project(fields: string, files: Record<string, string> = {}): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home"), ...files });
}

function messages(root: string, ruleId: string): string[] {
  return findings(root, ruleId).map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe("config/missing-file", () => {
  const RULE = "config/missing-file";

  test("present logo (light and dark), favicon, background image and OpenAPI file: nothing", () => {
    const root = project(
      '  "logo": { "light": "/logo/light.svg", "dark": "logo/dark.svg" },\n  "favicon": "/favicon.svg",\n  "backgroundImage": "/bg.png",\n  "openapi": ["/openapi.yaml", "https://example.com/openapi.json"],',
      {
        "logo/light.svg": "<svg/>",
        "logo/dark.svg": "<svg/>",
        "favicon.svg": "<svg/>",
        "bg.png": "png",
        "openapi.yaml": "openapi: 3.1.0\n",
      },
    );
    expect(messages(root, RULE)).toEqual([]);
  });

  test("each missing file is an error at its path", () => {
    const root = project(
      '  "logo": "/logo.svg",\n  "favicon": "favicon.ico",\n  "backgroundImage": "/images/bg.png",\n  "openapi": "openapi.yaml",',
    );
    expect(messages(root, RULE)).toEqual([
      '3:11 The logo "/logo.svg" does not exist. Add the file, or correct the path (relative to the docs root).',
      '4:14 The favicon "favicon.ico" does not exist. Add the file, or correct the path (relative to the docs root).',
      '5:22 The background image "/images/bg.png" does not exist. Add the file, or correct the path (relative to the docs root).',
      '6:14 The OpenAPI file "openapi.yaml" does not exist. Add the file, or correct the path (relative to the docs root).',
    ]);
  });

  test("the OpenAPI files of anchors and tabs are checked too; URLs are not", () => {
    const root = project(
      '  "anchors": [{ "name": "API", "url": "api", "openapi": "/specs/api.yaml" }],\n  "tabs": [{ "name": "Admin", "url": "admin", "openapi": "/admin.yaml" }, { "name": "Remote", "url": "remote", "openapi": "https://example.com/openapi.json" }],',
      { "specs/api.yaml": "openapi: 3.1.0\n" },
    );
    expect(messages(root, RULE)).toEqual([
      '4:58 The OpenAPI file "/admin.yaml" does not exist. Add the file, or correct the path (relative to the docs root).',
    ]);
  });

  test("a light/dark logo: each path is checked; a case-only difference and a near name are named", () => {
    const root = project('  "logo": { "light": "/Logo/Light.svg", "dark": "/logo/drak.svg" },', {
      "logo/light.svg": "<svg/>",
      "logo/dark.svg": "<svg/>",
    });
    expect(messages(root, RULE)).toEqual([
      '3:22 The light-mode logo "/Logo/Light.svg" does not exist: the file is logo/light.svg, which differs only in upper/lower case (that works on macOS and Windows but not on Linux, where the site is built). Write "/logo/light.svg".',
      '3:49 The dark-mode logo "/logo/drak.svg" does not exist. Did you mean "/logo/dark.svg"? Correct the path or add the file.',
    ]);
  });

  test("URLs and paths out of the root are not this rule's business", () => {
    const root = project('  "logo": "https://example.com/logo.svg",\n  "favicon": "../favicon.svg",');
    expect(messages(root, RULE)).toEqual([]);
  });
});

describe("config/outside-root", () => {
  const RULE = "config/outside-root";

  test("`..`, absolute and file: paths in the config are errors", () => {
    const root = project(
      '  "logo": { "light": "../brand/light.svg", "dark": "C:\\\\brand\\\\dark.svg" },\n  "openapi": ["file:///etc/openapi.yaml"],',
    );
    expect(messages(root, RULE)).toEqual([
      '3:22 The light-mode logo "../brand/light.svg" points outside the docs root: its `..` segments lead out of the docs root. Move the file into the docs folder and give its path from the docs root.',
      '3:52 The dark-mode logo "C:\\brand\\dark.svg" points outside the docs root: it is an absolute file-system path. Move the file into the docs folder and give its path from the docs root.',
      '4:15 The OpenAPI file "file:///etc/openapi.yaml" points outside the docs root: a file: URL points at the file system. Move the file into the docs folder and give its path from the docs root.',
    ]);
  });

  test("a path through a symbolic link out of the root is an error, and the file is not reported missing", () => {
    const outside = tempProject({ "favicon.svg": "<svg/>" });
    const root = project('  "favicon": "/brand/favicon.svg",');
    symlinkSync(outside, path.join(root, "brand"));
    expect(messages(root, RULE)).toEqual([
      '3:14 The favicon "/brand/favicon.svg" points outside the docs root: it goes through a symbolic link that points out of the docs root. Move the file into the docs folder and give its path from the docs root.',
    ]);
    expect(messages(root, "config/missing-file")).toEqual([]);
  });

  test("a favicon that is itself a link out of the root is an error, and not reported missing", () => {
    const outside = tempProject({ "favicon.svg": "<svg/>" });
    const root = project('  "favicon": "/favicon.svg",');
    symlinkSync(path.join(outside, "favicon.svg"), path.join(root, "favicon.svg"));
    expect(messages(root, RULE)).toEqual([
      '3:14 The favicon "/favicon.svg" points outside the docs root: favicon.svg is a symbolic link to a file outside the docs root, and docsgate never reads outside it. Move the file into the docs folder and give its path from the docs root.',
    ]);
    expect(messages(root, "config/missing-file")).toEqual([]);
  });

  test("a docs.json that is a link out of the root is not read", () => {
    const outside = tempProject({});
    writeFileSync(path.join(outside, "real.json"), '{ "name": "Elsewhere", "navigation": [] }');
    const root = tempProject({ "index.mdx": page("Home") });
    symlinkSync(path.join(outside, "real.json"), path.join(root, "docs.json"));
    expect(findings(root, RULE).map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["docs.json:1:1"]);
    expect(findings(root, RULE)[0]!.message).toMatch(/symbolic link that points out of the docs root/);
  });

  test("leading `/` means the docs root and stays inside", () => {
    const root = project('  "favicon": "/favicon.svg",', { "favicon.svg": "<svg/>" });
    expect(messages(root, RULE)).toEqual([]);
  });
});
