import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const RULE = "config/schema";

/** A docs.json with one page, `index`, plus the given top-level fields, one per line. */
function project(fields: string): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home") });
}

function messages(root: string): string[] {
  return findings(root, RULE).map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe("config/schema", () => {
  test("`name` and `navigation` are required, reported at the top object", () => {
    const root = tempProject({ "docs.json": "{}\n" });
    expect(messages(root)).toEqual([
      '1:1 docs.json needs `name`. Add `"name": "Acme Docs"`.',
      '1:1 docs.json needs `navigation`. Add `"navigation": [{"group":"Get started","pages":["introduction"]}]`.',
    ]);
  });

  test("the file must hold an object", () => {
    const root = tempProject({ "docs.json": '["a"]\n' });
    expect(messages(root)).toEqual(["1:1 docs.json must be one JSON object `{ ... }` holding the site configuration, not a list."]);
  });

  test("`colors.primary` is required when `colors` is given, at the `colors` key", () => {
    expect(messages(project('  "colors": { "light": "#FFFFFF" },'))).toEqual(['3:3 `colors` needs `primary`. Add `"primary": "#0D9373"`.']);
  });

  test("both background colours are required when `background` is given", () => {
    expect(messages(project('  "colors": { "primary": "#0D9373", "background": {} },'))).toEqual([
      '3:37 `colors.background` needs `dark`. Add `"dark": "#0F1117"`.',
      '3:37 `colors.background` needs `light`. Add `"light": "#FFFFFF"`.',
    ]);
  });

  test("`topbarCtaButton.name` is required for a link button, also when `type` is left out", () => {
    const expected = ["3:3 `topbarCtaButton` needs `name`, the button text, unless `type` is `github`. Add `\"name\": \"...\"`."];
    expect(messages(project('  "topbarCtaButton": { "url": "https://example.com" },'))).toEqual(expected);
    expect(messages(project('  "topbarCtaButton": { "type": "link", "url": "https://example.com" },'))).toEqual(expected);
  });

  test("a github button needs no name", () => {
    expect(messages(project('  "topbarCtaButton": { "type": "github", "url": "https://github.com/acme/acme" },'))).toEqual([]);
  });

  test("hex colours: #rgb and #rrggbb in either case pass; anything else is reported at the value", () => {
    expect(messages(project('  "colors": { "primary": "#0d9373", "light": "#FFF", "dark": "#000" },'))).toEqual([]);
    expect(messages(project('  "colors": { "primary": "green", "light": "#12345", "dark": "0D9373" },'))).toEqual([
      '3:26 `colors.primary` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "green".',
      '3:44 `colors.light` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "#12345".',
      '3:62 `colors.dark` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "0D9373".',
    ]);
  });

  test("an anchor colour is a hex colour or a gradient with `from` and `to`", () => {
    const anchors = (color: string) => `  "anchors": [{ "name": "Blog", "url": "https://example.com/blog", "color": ${color} }],`;
    expect(messages(project(anchors('"#0D9373"')))).toEqual([]);
    expect(messages(project(anchors('{ "from": "#0D9373", "to": "#07C983" }')))).toEqual([]);
    expect(messages(project(anchors('{ "from": "#0D9373" }')))).toEqual(['3:68 `anchors[0].color` needs `to`. Add `"to": "#07C983"`.']);
    expect(messages(project(anchors('{ "from": "red", "to": "#07C983" }')))).toEqual([
      '3:87 `anchors[0].color.from` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "red".',
    ]);
    expect(messages(project(anchors("5")))).toEqual([
      '3:77 `anchors[0].color` must be a hex colour such as #0D9373, or a gradient `{ "from": "#0D9373", "to": "#07C983" }`, not the number 5.',
    ]);
  });

  test("`api.baseUrl` and `openapi` take a string or a list", () => {
    expect(messages(project('  "api": { "baseUrl": ["https://api.example.com", "https://eu.api.example.com"] },'))).toEqual([]);
    expect(messages(project('  "api": { "baseUrl": "https://api.example.com" },'))).toEqual([]);
    expect(messages(project('  "api": { "baseUrl": ["https://api.example.com", "eu.api.example.com"] },'))).toEqual([
      '3:51 `api.baseUrl[1]` must be a full URL with its scheme, such as https://example.com, not the text "eu.api.example.com".',
    ]);
    expect(messages(project('  "api": { "baseUrl": 8080 },'))).toEqual([
      "3:23 `api.baseUrl` must be a full URL such as https://api.example.com, or a list of them, not the number 8080.",
    ]);
    expect(messages(project('  "openapi": ["https://example.com/openapi.json", true],'))).toEqual([
      "3:51 `openapi[1]` must be a path or URL of an OpenAPI file, not true.",
    ]);
  });

  test("enum errors list the allowed values and suggest a case fix or the default", () => {
    expect(messages(project('  "modeToggle": { "default": "system" },'))).toEqual(['3:30 `modeToggle.default` must be `light` or `dark`, not the text "system".']);
    expect(messages(project('  "api": { "playground": { "mode": "Show" }, "auth": { "method": "oauth" } },'))).toEqual([
      '3:36 `api.playground.mode` must be one of `show`, `simple` or `hide`, not the text "Show". Did you mean `show`? Values are case-sensitive.',
      '3:66 `api.auth.method` must be one of `bearer`, `basic` or `key`, not the text "oauth".',
    ]);
    expect(messages(project('  "topAnchor": { "iconType": "bold" },'))).toEqual([
      '3:30 `topAnchor.iconType` must be one of `brands`, `duotone`, `light`, `sharp-solid`, `solid` or `thin`, not the text "bold". Leave it out for the default, `duotone`.',
    ]);
    expect(messages(project('  "topbarCtaButton": { "type": "button", "name": "Go", "url": "https://example.com" },'))).toEqual([
      '3:32 `topbarCtaButton.type` must be `link` or `github`, not the text "button". Leave it out for the default, `link`.',
    ]);
  });

  test("type errors say the expected type", () => {
    expect(messages(project('  "modeToggle": { "isHidden": "yes" },\n  "versions": "v1",\n  "favicon": 1,'))).toEqual([
      '3:31 `modeToggle.isHidden` must be `true` or `false`, not the text "yes".',
      '4:15 `versions` must be a list of version names such as `["v2", "v1"]`, not the text "v1".',
      "5:14 `favicon` must be a path to an image, not the number 1.",
    ]);
  });

  test("URLs in top-bar links, the call-to-action and footer links must be full URLs; mailto: is one", () => {
    const root = project(
      [
        '  "topbarLinks": [{ "name": "Mail", "url": "mailto:help@example.com" }, { "name": "Status", "url": "status.example.com" }],',
        '  "topbarCtaButton": { "name": "Go", "url": "/signup" },',
        '  "footerSocials": { "github": "github.com/acme" },',
      ].join("\n"),
    );
    expect(messages(root).map((m) => m.replace(/ must be .*, not/, " must be a URL, not"))).toEqual([
      '3:100 `topbarLinks[1].url` must be a URL, not the text "status.example.com".',
      '4:45 `topbarCtaButton.url` must be a URL, not the text "/signup".',
      '5:32 `footerSocials.github` must be a URL, not the text "github.com/acme".',
    ]);
  });

  test("navigation groups nested inside `pages` are valid at any depth", () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        navigation: [{ group: "Start", pages: ["index", { group: "Deeper", pages: ["a", { group: "Deepest", pages: ["b"] }] }] }],
      }),
      "index.mdx": page("Home"),
      "a.mdx": page("A"),
      "b.mdx": page("B"),
    });
    expect(messages(root)).toEqual([]);
  });

  test("a page entry is a string or a group; a nested group needs `group` and `pages`", () => {
    const root = tempProject({
      "docs.json": '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["index", 7, { "pages": [] }] },\n    "loose"\n  ]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(messages(root)).toEqual([
      '4:44 `navigation[0].pages[1]` must be a page path in double quotes, or a group object `{ "group": ..., "pages": [...] }`, not the number 7.',
      '4:47 `navigation[0].pages[2]` needs `group`. Add `"group": "Get started"`.',
      '5:5 `navigation[1]` must be a group object `{ "group": ..., "pages": [...] }`, not the text "loose".',
    ]);
  });

  test("a config using every field of the spec is valid", () => {
    const config = {
      $schema: "https://example.com/docs.schema.json",
      name: "Acme",
      logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://example.com" },
      favicon: "/favicon.svg",
      colors: { primary: "#0D9373", light: "#07C983", dark: "#0D9373", background: { light: "#FFFFFF", dark: "#0F1117" } },
      topbarLinks: [{ name: "Support", url: "mailto:help@example.com" }],
      topbarCtaButton: { type: "link", name: "Sign up", url: "https://example.com/signup" },
      versions: ["v2", "v1"],
      anchors: [{ name: "Blog", icon: "newspaper", iconType: "solid", url: "https://example.com/blog", color: { from: "#0D9373", to: "#07C983" }, version: "v2", isDefaultHidden: false }],
      topAnchor: { name: "Docs", icon: "book-open", iconType: "duotone" },
      tabs: [{ name: "Home", url: "index" }],
      api: { baseUrl: "https://api.example.com", auth: { method: "basic", name: "user:password", inputPrefix: "Basic " }, playground: { mode: "simple" }, maintainOrder: true },
      openapi: ["https://example.com/openapi.json"],
      footerSocials: Object.fromEntries(["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"].map((k) => [k, `https://${k}.example.com`])),
      feedback: { suggestEdit: true, raiseIssue: false },
      modeToggle: { default: "dark", isHidden: true },
      backgroundImage: "/background.svg",
      navigation: [{ group: "Start", pages: ["index"] }],
    };
    const root = tempProject({ "docs.json": JSON.stringify(config, null, 2), "index.mdx": page("Home") });
    expect(messages(root)).toEqual([]);
  });

  test("no if/then/else noise: one finding per problem", () => {
    const root = project('  "anchors": [{ "name": "A", "url": "https://example.com", "color": "blue" }],');
    expect(findings(root, RULE)).toHaveLength(1);
  });
});

describe("docs.schema.json", () => {
  const schema = JSON.parse(readFileSync(new URL("../../src/config/docs.schema.json", import.meta.url), "utf8"));

  test("is a valid draft-07 schema that a plain validator (as in an editor) compiles, ignoring docsgate's annotations", () => {
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    const ajv = new Ajv({ strict: false });
    expect(ajv.validateSchema(schema)).toBe(true);
    const validate = ajv.compile(schema);
    expect(validate({ name: "Acme", navigation: [], analytics: { anything: true } })).toBe(true);
    expect(validate({ name: "Acme" })).toBe(false);
  });

  test("states the spec's defaults", () => {
    const d = schema.definitions;
    expect(d.topbarCtaButton.properties.type.default).toBe("link");
    expect(d.iconType.default).toBe("duotone");
    expect(d.anchor.properties.isDefaultHidden.default).toBe(false);
    expect(d.topAnchor.properties).toMatchObject({ name: { default: "Documentation" }, icon: { default: "book-open" } });
    expect(d.logoObject.properties.href.default).toBe("/");
    expect(d.api.properties.playground.properties.mode.default).toBe("show");
    expect(d.feedback.properties).toMatchObject({ suggestEdit: { default: false }, raiseIssue: { default: false } });
    expect(d.modeToggle.properties.isHidden.default).toBe(false);
  });

  test("lists exactly the nine footer platforms", () => {
    expect(Object.keys(schema.definitions.footerSocials.properties)).toEqual(["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"]);
  });

  test("ships with the package", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(pkg.files).toContain("src/config/docs.schema.json");
  });
});

test("a clean project gets no config finding at all", () => {
  const root = project('  "colors": { "primary": "#0D9373" },');
  expect(check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/"))).toEqual([]);
});
