import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { V2_FORMATS } from "../../src/config/url-formats.js";
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
    expect(messages(root)).toEqual([
      "1:1 docs.json must be one JSON object `{ ... }` holding the site configuration, not a list.",
    ]);
  });

  test("`colors.primary` is required when `colors` is given, at the `colors` key", () => {
    expect(messages(project('  "colors": { "light": "#FFFFFF" },'))).toEqual([
      '3:3 `colors` needs `primary`. Add `"primary": "#0D9373"`.',
    ]);
  });

  test("one background colour is enough for Mintlify: no error (config/beyond-spec names the spec's expectation)", () => {
    expect(messages(project('  "colors": { "primary": "#0D9373", "background": { "dark": "#000" } },'))).toEqual([]);
    expect(
      messages(project('  "colors": { "primary": "#0D9373", "background": { "light": "#FFF", "dark": "black" } },')),
    ).toEqual([
      '3:78 `colors.background.dark` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "black".',
    ]);
  });

  test("`topbarCtaButton.name` is required for a link button, also when `type` is left out", () => {
    const expected = [
      '3:3 `topbarCtaButton` needs `name`, the button text, unless `type` is `github`. Add `"name": "Get started"`.',
    ];
    expect(messages(project('  "topbarCtaButton": { "url": "https://example.com" },'))).toEqual(expected);
    expect(messages(project('  "topbarCtaButton": { "type": "link", "url": "https://example.com" },'))).toEqual(
      expected,
    );
  });

  test("a github button needs no name, and takes none; every button needs a `url`", () => {
    expect(
      messages(project('  "topbarCtaButton": { "type": "github", "url": "https://github.com/acme/acme" },')),
    ).toEqual([]);
    expect(
      messages(
        project('  "topbarCtaButton": { "type": "github", "name": "Star", "url": "https://github.com/acme/acme" },'),
      ),
    ).toEqual([
      "3:42 Unknown key `name` in `topbarCtaButton`: Mintlify refuses a config with a key it does not know here. Remove it, or check its spelling and its place in the file. Known keys here: type, url.",
    ]);
    expect(messages(project('  "topbarLinks": [{ "name": "Status" }],'))).toEqual([
      '3:19 `topbarLinks[0]` needs `url`. Add `"url": "https://example.com"`.',
    ]);
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
    const anchors = (color: string) =>
      `  "anchors": [{ "name": "Blog", "url": "https://example.com/blog", "color": ${color} }],`;
    expect(messages(project(anchors('"#0D9373"')))).toEqual([]);
    expect(messages(project(anchors('{ "from": "#0D9373", "to": "#07C983" }')))).toEqual([]);
    expect(messages(project(anchors('{ "from": "#0D9373" }')))).toEqual([
      '3:68 `anchors[0].color` needs `to`. Add `"to": "#07C983"`.',
    ]);
    expect(messages(project(anchors('{ "from": "red", "to": "#07C983" }')))).toEqual([
      '3:87 `anchors[0].color.from` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "red".',
    ]);
    expect(messages(project(anchors("5")))).toEqual([
      '3:77 `anchors[0].color` must be a hex colour such as #0D9373, or a gradient `{ "from": "#0D9373", "to": "#07C983" }`, not the number 5.',
    ]);
  });

  test("`api.baseUrl` and `openapi` take a string or a list", () => {
    expect(
      messages(project('  "api": { "baseUrl": ["https://api.example.com", "https://eu.api.example.com"] },')),
    ).toEqual([]);
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
    expect(messages(project('  "modeToggle": { "default": "system" },'))).toEqual([
      '3:30 `modeToggle.default` must be `light` or `dark`, not the text "system".',
    ]);
    expect(messages(project('  "api": { "playground": { "mode": "Show" }, "auth": { "method": "oauth" } },'))).toEqual([
      '3:36 `api.playground.mode` must be one of `show`, `simple` or `hide`, not the text "Show". Did you mean `show`? Values are case-sensitive.',
      '3:66 `api.auth.method` must be one of `bearer`, `basic`, `key` or `cobo`, not the text "oauth".',
    ]);
    expect(messages(project('  "topAnchor": { "name": "Docs", "iconType": "bold" },'))).toEqual([
      '3:46 `topAnchor.iconType` must be one of `brands`, `duotone`, `light`, `regular`, `sharp-duotone-solid`, `sharp-light`, `sharp-regular`, `sharp-solid`, `sharp-thin`, `solid` or `thin`, not the text "bold". Leave it out for the default, `duotone`.',
    ]);
    expect(
      messages(project('  "topbarCtaButton": { "type": "button", "name": "Go", "url": "https://example.com" },')),
    ).toEqual([
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

  test("link buttons take any link target; footer platforms and a github button need full URLs; mailto: is one", () => {
    const root = project(
      [
        '  "topbarLinks": [{ "name": "Mail", "url": "mailto:help@example.com" }, { "name": "Status", "url": "status.example.com" }, { "name": "Empty", "url": "" }],',
        '  "topbarCtaButton": { "name": "Go", "url": "/signup" },',
        '  "footerSocials": { "github": "github.com/acme" },',
      ].join("\n"),
    );
    expect(messages(root)).toEqual([
      '3:150 `topbarLinks[2].url` must be a link target such as https://example.com or /quickstart, not the text "".',
      '5:32 `footerSocials.github` must be a full URL with its scheme, such as https://example.com, not the text "github.com/acme".',
    ]);
    expect(messages(project('  "topbarCtaButton": { "type": "github", "url": "acme/acme" },'))).toEqual([
      '3:49 `topbarCtaButton.url` must be a full URL with its scheme, such as https://example.com, not the text "acme/acme".',
    ]);
  });

  test("navigation groups nested inside `pages` are valid at any depth", () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        navigation: [
          { group: "Start", pages: ["index", { group: "Deeper", pages: ["a", { group: "Deepest", pages: ["b"] }] }] },
        ],
      }),
      "index.mdx": page("Home"),
      "a.mdx": page("A"),
      "b.mdx": page("B"),
    });
    expect(messages(root)).toEqual([]);
  });

  test("a page entry is a string or a group; a nested group needs `group` and `pages`", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["index", 7, { "pages": [] }] },\n    "loose"\n  ]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(messages(root)).toEqual([
      '4:44 `navigation[0].pages[1]` must be a page path in double quotes, or a group object `{ "group": ..., "pages": [...] }`, not the number 7.',
      '4:47 `navigation[0].pages[2]` needs `group`. Add `"group": "Get started"`.',
      "4:58 `navigation[0].pages[2].pages` is an empty list: it must hold at least one page.",
      '5:5 `navigation[1]` must be a group object `{ "group": ..., "pages": [...] }`, not the text "loose".',
    ]);
  });

  test("a config using every field of the spec is valid", () => {
    const config = {
      $schema: "https://example.com/docs.schema.json",
      name: "Acme",
      logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://example.com" },
      favicon: "/favicon.svg",
      colors: {
        primary: "#0D9373",
        light: "#07C983",
        dark: "#0D9373",
        background: { light: "#FFFFFF", dark: "#0F1117" },
      },
      topbarLinks: [{ name: "Support", url: "mailto:help@example.com" }],
      topbarCtaButton: { type: "link", name: "Sign up", url: "https://example.com/signup" },
      versions: ["v2", "v1"],
      anchors: [
        {
          name: "Blog",
          icon: "newspaper",
          iconType: "solid",
          url: "https://example.com/blog",
          color: { from: "#0D9373", to: "#07C983" },
          version: "v2",
          isDefaultHidden: false,
        },
      ],
      topAnchor: { name: "Docs", icon: "book-open", iconType: "duotone" },
      tabs: [{ name: "Home", url: "index" }],
      api: {
        baseUrl: "https://api.example.com",
        auth: { method: "basic", name: "user:password", inputPrefix: "Basic " },
        playground: { mode: "simple" },
        maintainOrder: true,
      },
      openapi: ["https://example.com/openapi.json"],
      footerSocials: Object.fromEntries(
        ["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"].map((k) => [
          k,
          `https://${k}.example.com`,
        ]),
      ),
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

describe("config/schema: what Mintlify's validator accepts and refuses", () => {
  test("mint.json needs `favicon` and `colors`, which Mintlify requires there; docs.json follows the spec, where both are optional", () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n';
    expect(messages(tempProject({ "mint.json": text, "index.mdx": page("Home") }))).toEqual([
      '1:1 mint.json needs `colors`. Add `"colors": {"primary":"#0D9373"}`.',
      '1:1 mint.json needs `favicon`. Add `"favicon": "/favicon.svg"`.',
    ]);
    expect(messages(tempProject({ "docs.json": text, "index.mdx": page("Home") }))).toEqual([]);
  });

  test("unknown keys where Mintlify refuses them: an error at the key, with the key it likely meant and a fix", () => {
    const root = project(
      '  "colors": { "primary": "#0D9373", "Background": {} },\n  "footerSocials": { "mastodon": "https://example.com/@acme", "x.com": "https://x.com/acme" },',
    );
    const all = findings(root, RULE);
    expect(all.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      "3:37 error Unknown key `Background` in `colors`: did you mean `background`? Rename it; Mintlify refuses a config with a key it does not know here.",
      "4:22 error `mastodon` is not a footer platform, and Mintlify refuses a config with one it does not know. Mintlify knows these platforms: x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast. Remove it, or link the account from a page instead.",
      "4:63 error `x.com` is not a footer platform, and Mintlify refuses a config with one it does not know. Did you mean `x`? Mintlify knows these platforms: x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast.",
    ]);
    expect(all[0]!.fix?.text).toBe('"background"');
    expect(all[2]!.fix?.text).toBe('"x"');
  });

  test("an unknown key in a nested navigation group is refused too", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": [{ "group": "Inner", "page": [], "pages": ["index"] }] }]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(messages(root)).toEqual([
      "3:68 Unknown key `page` in `navigation[0].pages[0]`: did you mean `pages`? Rename it; Mintlify refuses a config with a key it does not know here.",
    ]);
  });

  test("the footer's platforms: Mintlify's nineteen, as an object or as the deprecated list, also under `footer.socials`", () => {
    const all = [
      "x",
      "website",
      "facebook",
      "youtube",
      "discord",
      "slack",
      "github",
      "linkedin",
      "instagram",
      "hacker-news",
      "medium",
      "telegram",
      "twitter",
      "x-twitter",
      "earth-americas",
      "bluesky",
      "threads",
      "reddit",
      "podcast",
    ];
    const socials = JSON.stringify(Object.fromEntries(all.map((p) => [p, `https://${p}.example.com`])));
    expect(messages(project(`  "footerSocials": ${socials},`))).toEqual([]);
    expect(
      messages(project('  "footerSocials": [{ "type": "youtube", "url": "https://youtube.com/@acme" }],')),
    ).toEqual([]);
    expect(messages(project('  "footer": { "socials": { "bluesky": "https://bsky.app/profile/acme" } },'))).toEqual([]);
    expect(messages(project('  "footerSocials": [{ "type": "myspace", "url": "myspace.com/acme" }],'))).toEqual([
      '3:31 `footerSocials[0].type` must be one of `x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit` or `podcast`, not the text "myspace".',
      '3:49 `footerSocials[0].url` must be a full URL with its scheme, such as https://example.com, not the text "myspace.com/acme".',
    ]);
  });

  test("`colors.anchors` is a hex colour or a gradient with an optional `via`", () => {
    expect(messages(project('  "colors": { "primary": "#0D9373", "anchors": "#112233" },'))).toEqual([]);
    expect(
      messages(
        project(
          '  "colors": { "primary": "#0D9373", "anchors": { "from": "#112233", "via": "#445566", "to": "#778899" } },',
        ),
      ),
    ).toEqual([]);
    expect(
      messages(project('  "colors": { "primary": "#0D9373", "anchors": { "from": "#112233", "via": "grey" } },')),
    ).toEqual([
      '3:37 `colors.anchors` needs `to`. Add `"to": "#07C983"`.',
      '3:76 `colors.anchors.via` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "grey".',
    ]);
  });

  test("`openapi` of an anchor or a tab starts with / or http(s):", () => {
    const section = (openapi: string) =>
      `  "anchors": [{ "name": "API", "url": "api", "openapi": ${openapi} }],\n  "tabs": [{ "name": "API", "url": "api", "openapi": ${openapi} }],`;
    expect(messages(project(section('"/openapi.yaml"')))).toEqual([]);
    expect(messages(project(section('" https://example.com/openapi.json"')))).toEqual([]);
    expect(messages(project(section('"openapi.yaml"')))).toEqual([
      '3:57 `anchors[0].openapi` must be a path from the docs root starting with / (such as /openapi.yaml), or an https:// URL, not the text "openapi.yaml".',
      '4:54 `tabs[0].openapi` must be a path from the docs root starting with / (such as /openapi.yaml), or an https:// URL, not the text "openapi.yaml".',
    ]);
  });

  test("a top-level `openapi` is a relative path or an http(s) URL, not blank", () => {
    expect(
      messages(project('  "openapi": ["openapi.yaml", "/v2/openapi.json", "http://example.com/openapi.json"],')),
    ).toEqual([]);
    expect(messages(project('  "openapi": ["ftp://example.com/openapi.json", " "],'))).toEqual([
      '3:15 `openapi[0]` must be a relative path or an http:// or https:// URL of an OpenAPI file, not the text "ftp://example.com/openapi.json".',
      '3:49 `openapi[1]` must be a path or URL of an OpenAPI file, not the text " ".',
    ]);
  });

  test("names, labels and icons: not blank, no `fa-` prefix; a logo string of 3 characters or more, a logo object with both modes", () => {
    const root = project(
      '  "logo": { "light": "/logo.svg" },\n  "anchors": [{ "name": " ", "url": "blog", "icon": "fa-book" }],\n  "topAnchor": { "icon": "house" },',
    );
    expect(messages(root)).toEqual([
      '3:3 `logo` needs `dark`. Add `"dark": "/logo/dark.svg"`.',
      '4:25 `anchors[0].name` must be text in double quotes, not blank, not the text " ".',
      '4:53 `anchors[0].icon` must be an icon name without the `fa-` prefix, such as `book-open`, not the text "fa-book".',
      '5:3 `topAnchor` needs `name`. Add `"name": "Documentation"`.',
    ]);
    expect(
      messages(
        tempProject({
          "docs.json": '{ "name": "  ", "logo": "ab", "navigation": [{ "group": "", "pages": ["index"] }] }',
          "index.mdx": page("Home"),
        }),
      ),
    ).toEqual([
      '1:11 `name` must be the project name in double quotes, not blank, not the text "  ".',
      '1:25 `logo` must be a path to the logo file with its extension, such as /logo.svg, not the text "ab".',
    ]);
  });

  test("`$schema` is a full URL: a relative path is refused", () => {
    expect(messages(project('  "$schema": "./node_modules/docsgate/src/config/docs.schema.json",'))).toEqual([
      '3:14 `$schema` must be a full URL with its scheme, such as https://example.com, not the text "./node_modules/docsgate/src/config/docs.schema.json".',
    ]);
  });

  test("Mintlify's other keys are checked: theme, layout, analytics, font, footer links, metadata, integrations, versions", () => {
    const root = project(
      [
        '  "theme": "mint",',
        '  "layout": "sidenav",',
        '  "analytics": { "ga4": { "measurementId": "UA-1" }, "matomo": {} },',
        '  "font": { "family": "Inter", "url": "https://example.com/inter.woff2" },',
        '  "footer": { "links": [{ "links": [] }, { "links": [{ "label": "Blog", "url": "blog" }] }, { "links": [{ "label": "A", "url": "/a" }] }, { "links": [{ "label": "B", "url": "/b" }] }, { "links": [{ "label": "C", "url": "/c" }] }] },',
        '  "metadata": { "og:type": "" },',
        '  "integrations": { "intercom": "abc" },',
        '  "versions": [],',
      ].join("\n"),
    );
    expect(messages(root)).toEqual([
      '3:12 `theme` must be one of `venus`, `quill` or `prism`, not the text "mint".',
      '5:44 `analytics.ga4.measurementId` must be a measurement ID starting with G, such as G-XXXXXXX, not the text "UA-1".',
      "5:54 Unknown key `matomo` in `analytics`: Mintlify refuses a config with a key it does not know here. Remove it, or check its spelling and its place in the file.",
      '6:3 `font` needs `format` when it has `url`. Add `"format": "woff2"`.',
      "7:24 `footer.links` holds 5 entries, but at most 4 are allowed. Remove 1 of them.",
      "7:36 `footer.links[0].links` is an empty list: it must hold at least one link.",
      '7:80 `footer.links[1].links[0].url` must be a full URL such as https://example.com, or a path starting with /, not the text "blog".',
      '8:28 `metadata["og:type"]` must be the tag\'s content in double quotes, not empty, not the text "".',
      '9:33 `integrations.intercom` must be an Intercom app ID (at least 6 characters), not the text "abc".',
      "10:15 `versions` is an empty list: it must hold at least one version name.",
    ]);
  });

  test("versions may be objects; one of them at most is the default; a group's version is one of them", () => {
    const base = (versions: string) =>
      tempProject({
        "docs.json": `{\n  "name": "Acme",\n  "versions": ${versions},\n  "navigation": [{ "group": "Start", "version": "v2", "pages": ["index"] }]\n}\n`,
        "index.mdx": page("Home"),
      });
    expect(messages(base('[{ "name": "v2", "default": true }, "v1"]'))).toEqual([]);
    expect(findings(base('[{ "name": "v2", "default": true }, "v1"]'), "config/unknown-version")).toEqual([]);
    expect(
      messages(
        base(
          '[{ "name": "v2", "default": true }, { "name": "v1", "default": true }, { "name": "v0", "default": false }]',
        ),
      ),
    ).toEqual([
      "3:67 `versions[1]` is marked `default`, but `versions[0]` already is, and Mintlify allows one default version. Remove one of the two.",
      "3:113 `versions[2].default` must be `true` (leave it out otherwise), not false.",
    ]);
    expect(
      findings(base('[{ "name": "v2", "url": "https://v2.example.com" }]'), "config/unknown-version"),
    ).toHaveLength(1);
  });

  test("each redirect source once", () => {
    const root = project(
      '  "redirects": [{ "source": "/a", "destination": "/b" }, { "source": "/c", "destination": "/d" }, { "source": "/a", "destination": "/e" }],',
    );
    expect(messages(root)).toEqual([
      '3:111 `redirects[2].source` "/a" is already the source of `redirects[0]`, and Mintlify allows each source once. Remove one of the two redirects.',
    ]);
  });

  test("a mint.json with a legacy `theme` is the legacy layout, and is checked", () => {
    const root = tempProject({
      "mint.json":
        '{\n  "name": "Acme",\n  "theme": "venus",\n  "favicon": "/favicon.svg",\n  "colors": { "primary": "red" },\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n',
      "index.mdx": page("Home"),
      "favicon.svg": "<svg/>",
    });
    expect(messages(root)).toEqual([
      '5:26 `colors.primary` must be a hex colour such as #0D9373 (# and 3 or 6 hexadecimal digits), not the text "red".',
    ]);
  });
});

describe("docs.schema.json", () => {
  const schema = JSON.parse(readFileSync(new URL("../../src/config/docs.schema.json", import.meta.url), "utf8"));

  test("is a valid draft-07 schema that a plain validator (as in an editor) compiles, ignoring docsgate's annotations", () => {
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    // Editors check draft-07's `uri` format; this one with the test docsgate and Mintlify apply (the URL parser's).
    const ajv = new Ajv({ strict: false, formats: { uri: V2_FORMATS.uri! } });
    expect(ajv.validateSchema(schema)).toBe(true);
    const validate = ajv.compile(schema);
    const navigation = [{ group: "Start", pages: ["index"] }];
    expect(
      validate({
        name: "Acme",
        navigation,
        colors: { primary: "#0D9373", ultraLight: "any" },
        footerSocials: { youtube: "https://youtube.com/@acme" },
      }),
    ).toBe(true);
    expect(validate({ name: "Acme" })).toBe(false);
  });

  test("states the spec's defaults", () => {
    const d = schema.definitions;
    expect(d.button.properties.type.default).toBe("link");
    expect(d.iconType.default).toBe("duotone");
    expect(d.anchor.properties.isDefaultHidden.default).toBe(false);
    expect(d.topAnchor.properties).toMatchObject({ icon: { default: "book-open" } });
    expect(d.logoObject.properties.href.default).toBe("/");
    expect(d.api.properties.playground.properties.mode.default).toBe("show");
    expect(d.feedback.properties).toMatchObject({ suggestEdit: { default: false }, raiseIssue: { default: false } });
    expect(d.modeToggle.properties.isHidden.default).toBe(false);
  });

  test("lists Mintlify's nineteen footer platforms, and marks the ten beyond the spec's nine", () => {
    const platforms = [
      "x",
      "website",
      "facebook",
      "youtube",
      "discord",
      "slack",
      "github",
      "linkedin",
      "instagram",
      "hacker-news",
      "medium",
      "telegram",
      "twitter",
      "x-twitter",
      "earth-americas",
      "bluesky",
      "threads",
      "reddit",
      "podcast",
    ];
    expect(Object.keys(schema.definitions.footerSocials.else.properties)).toEqual(platforms);
    expect(schema.definitions.footerPlatform.enum).toEqual(platforms);
    const spec = ["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"];
    expect(Object.keys(schema.properties.footerSocials.properties).sort()).toEqual(
      platforms.filter((p) => !spec.includes(p)).sort(),
    );
  });

  test("ships with the package", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(pkg.files).toContain("src/config/docs.schema.json");
  });
});

test("a clean project gets no config finding at all", () => {
  const root = project('  "colors": { "primary": "#0D9373" },');
  expect(
    check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/") && d.ruleId !== "config/legacy-shape"),
  ).toEqual([]);
});
