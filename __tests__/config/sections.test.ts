import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

/** A project whose navigation lists `guides/start` (in a nested group) and `index`. */
function project(fields: string): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index", { "group": "Guides", "pages": ["/guides/start"] }] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home"), "guides/start.mdx": page("Start") });
}

function messages(root: string, ruleId: string): string[] {
  return findings(root, ruleId).map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);
}

describe("config/unknown-version", () => {
  const RULE = "config/unknown-version";

  test("an anchor's version not in `versions` is an error at the version", () => {
    const root = project(
      '  "versions": ["v1", "v2"],\n  "anchors": [{ "name": "Old", "url": "https://example.com", "version": "v3" }],',
    );
    expect(messages(root, RULE)).toEqual([
      '4:73 error The anchor has version "v3", which is not listed in `versions` (`v1` and `v2`), so it is never shown. Use one of the listed names, or add "v3" to `versions`.',
    ]);
  });

  test("a group's version is checked too, at any depth", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "name": "Acme",\n  "versions": ["2.0"],\n  "navigation": [{ "group": "A", "version": "2.0", "pages": [{ "group": "B", "version": "1.0", "pages": ["index"] }] }]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(messages(root, RULE)).toEqual([
      '4:89 error The group "B" has version "1.0", which is not listed in `versions` (`2.0`), so it is never shown. Use one of the listed names, or add "1.0" to `versions`.',
    ]);
  });

  test("a version with no `versions` at all", () => {
    const root = project('  "anchors": [{ "name": "Old", "url": "https://example.com", "version": "v1" }],');
    expect(messages(root, RULE)).toEqual([
      '3:73 error The anchor has version "v1", but docs.json lists no `versions`, so the site has no version to select. Add `"versions": ["v1"]` or remove this `version`.',
    ]);
  });

  test("a version in another case or without its `v` is named", () => {
    const root = project(
      '  "versions": ["v1", "v2"],\n  "anchors": [{ "name": "Old", "url": "https://example.com", "version": "V2" }, { "name": "Older", "url": "https://example.com", "version": "1" }],',
    );
    expect(findings(root, RULE).map((d) => /Did you mean "(.*?)"/.exec(d.message)?.[1])).toEqual(["v2", "v1"]);
  });

  test("listed versions are fine", () => {
    const root = project(
      '  "versions": ["v1"],\n  "anchors": [{ "name": "Old", "url": "https://example.com", "version": "v1" }],',
    );
    expect(messages(root, RULE)).toEqual([]);
  });
});

describe("config/empty-section", () => {
  const RULE = "config/empty-section";

  test("a tab or anchor whose url starts no navigation page is a warning at the url", () => {
    const root = project(
      '  "tabs": [{ "name": "API", "url": "api-reference" }],\n  "anchors": [{ "name": "SDK", "url": "/sdk/" }],',
    );
    expect(messages(root, RULE)).toEqual([
      '3:36 warning The tab "API" gathers the pages whose path starts with "api-reference/", but no navigation page does, so it shows an empty section. Put its pages in a folder named "api-reference" and list them in `navigation`, or correct the `url`.',
      '4:39 warning The anchor "SDK" gathers the pages whose path starts with "sdk/", but no navigation page does, so it shows an empty section. Put its pages in a folder named "sdk" and list them in `navigation`, or correct the `url`.',
    ]);
  });

  test("a url matching a folder of pages (entries with a leading `/` too) or a page itself is fine; URLs are skipped", () => {
    const root = project(
      '  "tabs": [{ "name": "Guides", "url": "guides" }, { "name": "Home", "url": "/index" }],\n  "anchors": [{ "name": "Blog", "url": "https://example.com/blog" }, { "name": "Mail", "url": "mailto:help@example.com" }],',
    );
    expect(messages(root, RULE)).toEqual([]);
  });

  test("a url that is only a prefix of a folder name does not count", () => {
    const root = project('  "tabs": [{ "name": "Guide", "url": "guide" }],');
    expect(findings(root, RULE)).toHaveLength(1);
  });
});
