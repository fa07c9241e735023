import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const HEAD = '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n';

/** A v2 docs.json: the lines given go after the colours, before a one-page navigation (or the one given). */
function project(lines: string, navigation = '{ "pages": ["index"] }', extra: Record<string, string> = {}): string {
  return tempProject({
    "docs.json": `${HEAD}${lines}  "navigation": ${navigation}\n}\n`,
    "index.mdx": page("Home"),
    ...extra,
  });
}

function lines(root: string, ruleId: string): string[] {
  return findings(root, ruleId).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);
}

describe("config/schema on a v2 docs.json", () => {
  test("a valid config: no config finding at all", () => {
    const root = project(
      '  "logo": "/logo.svg",\n  "navbar": { "links": [{ "label": "Blog", "href": "https://example.com/blog" }] },\n',
      '{ "pages": ["index"] }',
      { "logo.svg": "<svg/>" },
    );
    expect(check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/"))).toEqual([]);
  });

  test("a bad enum names the allowed values, with did-you-mean for the case", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "theme": "Maple",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "pages": ["index"] }\n}\n',
      "index.mdx": page("Home"),
    });
    expect(lines(root, "config/schema")).toEqual([
      'docs.json:2:12 error `theme` must be one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`, not the text "Maple". Did you mean `maple`? Values are case-sensitive.',
    ]);
  });

  test("a bad colour, a missing required key, a relative href and a language code, each at its line", () => {
    const root = project(
      '  "background": { "color": { "dark": "red" } },\n  "navbar": { "primary": { "type": "button", "href": "signup" } },\n',
      '{ "languages": [{ "language": "en-US", "pages": ["index"] }] }',
    );
    expect(lines(root, "config/schema")).toEqual([
      'docs.json:5:38 error `background.color.dark` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "red".',
      'docs.json:6:15 error `navbar.primary` needs `label`, the button text, when `type` is `button`. Add `"label": "..."`.',
      'docs.json:6:54 error `navbar.primary.href` must be a path starting with /, or a full URL such as https://example.com, not the text "signup".',
      'docs.json:7:47 error `navigation.languages[0].language` must be one of `en`, `cn`, `zh`, `zh-Hans`, `zh-Hant`, `zh-CN`, `zh-TW`, `es`, `fr`, `fr-CA`, `fr-ca`, `ja`, `jp`, `ja-jp`, `ja-JP`, `pt`, `pt-BR`, `de`, `ko`, `it`, `ru`, `ro`, `cs`, `id`, `ar`, `tr`, `hi`, `sv`, `no`, `da`, `lv`, `nl`, `uk`, `vi`, `pl`, `uz`, `he`, `ca`, `fi` or `hu`, not the text "en-US".',
    ]);
  });

  test("an unknown key in a strict object is an error with did-you-mean; in a non-strict one a warning of config/ignored-key", () => {
    const root = project(
      '  "colors2": 1,\n  "integrations": { "ga": { "measurementId": "G-1" } },\n  "appearance": { "defualt": "dark" },\n',
    );
    expect(lines(root, "config/schema")).toEqual([
      "docs.json:6:21 error Unknown key `ga` in `integrations`: did you mean `ga4`? Rename it; Mintlify refuses a config with a key it does not know here.",
    ]);
    expect(lines(root, "config/ignored-key")).toEqual([
      "docs.json:5:3 warning Unknown key `colors2` in docs.json: did you mean `colors`? Rename it; as written Mintlify ignores it.",
      "docs.json:7:19 warning Unknown key `defualt` in `appearance`: did you mean `default`? Rename it; as written Mintlify ignores it.",
    ]);
  });

  test("the colours are strict: a v1 `background` colour is an error", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373", "background": { "light": "#FFFFFF" } },\n  "navigation": { "pages": ["index"] }\n}\n',
      "index.mdx": page("Home"),
    });
    expect(lines(root, "config/schema")).toHaveLength(1);
    expect(lines(root, "config/schema")[0]).toMatch(/^docs\.json:4:37 error Unknown key `background` in `colors`/);
  });

  test("an error inside a $ref'd file is reported in that file at its line", () => {
    const root = project("", '{ "$ref": "nav/navigation.json" }', {
      "nav/navigation.json":
        '{\n  "tabs": [\n    {\n      "tab": "Guides",\n      "icon": "fa-book",\n      "groups": [{ "group": "Start", "pages": ["index"] }]\n    }\n  ]\n}\n',
    });
    expect(lines(root, "config/schema")).toEqual([
      'nav/navigation.json:5:15 error `navigation.tabs[0].icon` must be an icon name without the "fa-" prefix, such as "rocket", not the text "fa-book".',
    ]);
  });

  test("a navigation without a division key, and a group without its name", () => {
    const empty = project("", '{ "directory": "card" }');
    expect(lines(empty, "config/schema")).toEqual([
      'docs.json:5:17 error `navigation` needs one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups`, `pages`: write it as an object with one list, such as `{ "groups": [...] }` or `{ "tabs": [...] }`.',
    ]);
    const unnamed = project("", '{ "groups": [{ "pages": ["index"] }] }');
    expect(lines(unnamed, "config/schema")).toEqual([
      'docs.json:5:30 error `navigation.groups[0]` needs `group`. Add `"group": "Get started"`.',
    ]);
  });

  test("graphql anywhere but on a tab is an error at its key", () => {
    const root = project("", '{ "groups": [{ "group": "A", "graphql": "schema.graphql", "pages": ["index"] }] }');
    expect(lines(root, "config/schema")).toEqual([
      "docs.json:5:46 error `graphql` is allowed only on a tab; Mintlify refuses it on a group. Remove it.",
    ]);
  });

  test("two redirects from one source", () => {
    const root = project(
      '  "redirects": [{ "source": "/a", "destination": "/b" }, { "source": "/a", "destination": "/c" }],\n',
    );
    expect(lines(root, "config/schema")).toEqual([
      'docs.json:5:70 error `redirects[1].source` "/a" is already the source of `redirects[0]`, and Mintlify allows each source once. Remove one of the two redirects.',
    ]);
  });
});

describe("config/ignored-key: what Mintlify drops from the navigation", () => {
  test("a second division key at the top: the one kept is named, and the dropped one is not validated", () => {
    const root = project("", '{ "tabs": [{ "tab": "A", "pages": ["index"] }], "groups": [{ "nogroup": "x" }] }');
    expect(lines(root, "config/ignored-key")).toEqual([
      "docs.json:5:65 warning `navigation` has both `tabs` and `groups`: Mintlify keeps `tabs` and drops `groups`, so its entries do not appear. Keep one kind of child at each level, and nest the other inside it.",
    ]);
    expect(lines(root, "config/schema")).toEqual([]);
  });

  test("tabs inside a tab, and a menu in an anchor, are dropped", () => {
    const root = project(
      "",
      '{ "tabs": [{ "tab": "A", "tabs": [{ "tab": "B" }] }, { "tab": "C", "anchors": [{ "anchor": "D", "menu": [{ "item": "E" }] }] }] }',
    );
    const warnings = lines(root, "config/ignored-key");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^docs\.json:5:42 warning `tabs` is not allowed in this tab \(`navigation\.tabs\[0\]`\), so Mintlify drops it/,
    );
    expect(warnings[1]).toMatch(/`menu` is not allowed in this anchor \(`navigation\.tabs\[1\]\.anchors\[0\]`\)/);
    expect(lines(root, "config/schema")).toEqual([]);
  });

  test("an href that is no address is dropped; an href beside pages wins over them", () => {
    const root = project(
      "",
      '{ "anchors": [{ "anchor": "A", "href": "blog", "pages": ["index"] }, { "anchor": "B", "href": "/b", "pages": ["index"] }] }',
    );
    const warnings = lines(root, "config/ignored-key");
    expect(warnings[0]).toMatch(
      /^docs\.json:5:48 warning `href` of this anchor \(`navigation\.anchors\[0\]`\) is not an address/,
    );
    expect(warnings[1]).toMatch(/has both `href` and `pages`: Mintlify keeps `href` and drops `pages`/);
    expect(lines(root, "config/schema")).toEqual([]);
  });

  test("a group's invalid openapi is ignored with the group kept", () => {
    const root = project("", '{ "groups": [{ "group": "A", "openapi": 3, "pages": ["index"] }] }');
    expect(lines(root, "config/ignored-key")).toEqual([
      expect.stringMatching(
        /^docs\.json:5:46 warning Mintlify ignores `navigation\.groups\[0\]\.openapi` because it is not valid, and keeps the group without it: /,
      ),
    ]);
    expect(lines(root, "config/schema")).toEqual([]);
  });
});

describe("config/ref", () => {
  test("a missing file, a cycle and invalid JSON: each an error at its $ref, and no echo from the schema", () => {
    const root = project("", '{ "$ref": "nav.json" }', {
      "nav.json":
        '{\n  "tabs": [\n    { "$ref": "tabs/missing.json" },\n    { "$ref": "tabs/loop.json" },\n    { "$ref": "tabs/broken.json" }\n  ]\n}\n',
      "tabs/loop.json": '{ "tab": "Loop", "pages": [{ "$ref": "../nav.json" }] }',
      "tabs/broken.json": "{ nope",
    });
    const refs = lines(root, "config/ref");
    expect(refs.map((line) => line.split(" error ")[0])).toEqual([
      "nav.json:3:15",
      "nav.json:5:15",
      "tabs/loop.json:1:38",
    ]);
    expect(refs[0]).toMatch(/names tabs\/missing\.json, which does not exist/);
    expect(refs[1]).toMatch(/not valid JSON/);
    expect(refs[2]).toMatch(/makes a cycle: nav\.json → tabs\/loop\.json → nav\.json/);
    expect(lines(root, "config/schema")).toEqual([]);
  });
});

describe("config/legacy-shape", () => {
  // Mintlify's prebuild validates every docs.json with validateDocsConfig (v2) and stops on the legacy shape.
  test("a docs.json in the legacy layout: one error naming the upgrade, and the legacy checks still run", () => {
    const root = tempProject({
      "docs.json": '{\n  "name": "Acme",\n  "navigation": [{ "group": "A", "pages": ["index"] }]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(lines(root, "config/legacy-shape")).toEqual([
      "docs.json:3:3 error docs.json is in the legacy layout (the shape of mint.json), but Mintlify reads every docs.json as the v2 layout and refuses this one: the site does not build. Run `docsgate upgrade --write` to rewrite it in the v2 layout, or name the file mint.json to keep the legacy layout. docsgate checks the rest of it as the legacy layout.",
    ]);
  });

  test("mint.json and a v2 docs.json get no such notice", () => {
    const mint = tempProject({
      "mint.json":
        '{ "name": "Acme", "favicon": "/f.svg", "colors": { "primary": "#000000" }, "navigation": [{ "group": "A", "pages": ["index"] }] }',
      "index.mdx": page("Home"),
    });
    expect(lines(mint, "config/legacy-shape")).toEqual([]);
    expect(lines(project(""), "config/legacy-shape")).toEqual([]);
  });
});

describe("file checks on a v2 docs.json", () => {
  test("missing logo, favicon, API spec and font; a logo out of the root; a duplicate key in a referenced file", () => {
    const root = project(
      '  "logo": { "light": "/logo/light.svg", "dark": "../outside.svg" },\n  "favicon": "/favicon.svg",\n  "api": { "$ref": "api.json" },\n  "fonts": { "family": "Inter", "source": "/fonts/inter.woff2", "format": "woff2" },\n',
      '{ "pages": ["index"] }',
      {
        "api.json": '{\n  "url": "full",\n  "openapi": { "source": "specs/openapi.json" },\n  "url": "full"\n}\n',
      },
    );
    expect(
      findings(root, "config/missing-file").map((d) => `${d.file}:${d.line} ${d.message.split(" does not exist")[0]}`),
    ).toEqual([
      'api.json:3 The OpenAPI file "specs/openapi.json"',
      'docs.json:5 The light-mode logo "/logo/light.svg"',
      'docs.json:6 The favicon "/favicon.svg"',
      'docs.json:8 The font file "/fonts/inter.woff2"',
    ]);
    expect(findings(root, "config/outside-root").map((d) => `${d.file}:${d.line}`)).toEqual(["docs.json:5"]);
    expect(findings(root, "config/duplicate-key").map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
      "api.json:4:3",
    ]);
  });
});
