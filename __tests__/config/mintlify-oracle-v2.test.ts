import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { validateDocsConfig } from "@mintlify/validation";
import { describe, expect, test } from "vitest";
import { PROJECT_RULES } from "../../src/registry/rule-registry.js";

import { diagnose } from "../../src/engine/diagnose.js";
import { createRuleBook } from "../../src/engine/rule-book.js";
import { runRules } from "../../src/engine/run-rules.js";
import type { JsonPath } from "../../src/project/json-source.js";
import { loadProject } from "../../src/project/project.js";
import { tempProject } from "../helpers/temp-project.js";

const CONFIG_RULES = PROJECT_RULES.filter((rule) => rule.meta.category === "config");

/*
 * Mintlify's own validator of the v2 layout (@mintlify/validation's validateDocsConfig, a
 * devDependency used only in tests) is the oracle: docsgate reports a config error
 * (config/schema, config/ref) exactly when it refuses a docs.json, given the config with its
 * `$ref`s resolved. Deliberate differences, as listed in docs-v2.schema.json's `$comment`:
 * - an invalid entry inside a section's child list (a tab's groups, an anchor's pages, ...) is
 *   docsgate's error; Mintlify accepts the config and silently drops the whole list, so the
 *   section shows nothing. Recognised here by Mintlify's output missing a list the input had;
 * - the same custom contextual option listed twice is docsgate's error only (not generated here).
 * What Mintlify drops silently (a second child list, a disallowed child kind, an unknown key in
 * a non-strict object) is a config/ignored-key warning, which does not count.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(ROOT, "../shared/corpus");
const COUNTED = new Set(["config/schema", "config/ref"]);
const CHILD_LISTS = new Set([
  "tabs",
  "anchors",
  "dropdowns",
  "products",
  "versions",
  "languages",
  "menu",
  "groups",
  "pages",
]);

function docsgateRefuses(root: string): string[] {
  const book = createRuleBook(
    CONFIG_RULES.map((rule) => rule.meta),
    new Map(),
  );
  return diagnose(runRules(loadProject(root), CONFIG_RULES, book), book)
    .filter((d) => COUNTED.has(d.ruleId) && d.severity === "error")
    .map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column} ${d.message}`);
}

interface Verdict {
  issues: string[];
  /** Mintlify accepted, but dropped a child list of the navigation that the input had. */
  droppedList: boolean;
}

function mintlify(config: unknown): Verdict {
  const result = validateDocsConfig(config);
  if (!result.success)
    return {
      issues: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      droppedList: false,
    };
  return {
    issues: [],
    droppedList: lostList(
      (config as { navigation?: unknown }).navigation,
      (result.data as { navigation?: unknown }).navigation,
    ),
  };
}

function lostList(input: unknown, output: unknown): boolean {
  if (Array.isArray(input)) return Array.isArray(output) && input.some((item, i) => lostList(item, output[i]));
  if (input === null || typeof input !== "object" || output === null || typeof output !== "object") return false;
  const out = output as Record<string, unknown>;
  return Object.entries(input).some(
    ([key, value]) => (CHILD_LISTS.has(key) && !(key in out)) || (key in out && lostList(value, out[key])),
  );
}

/** Touches nearly every key of the v2 layout, valid throughout, with a tab-based navigation. */
const FULL = {
  $schema: "https://mintlify.com/docs.json",
  theme: "maple",
  name: "Acme",
  description: "Docs of Acme.",
  public: true,
  colors: { primary: "#0D9373", light: "#07C983", dark: "#0D9373" },
  logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://acme.example.com" },
  favicon: { light: "/favicon-light.png", dark: "/favicon-dark.png" },
  api: {
    openapi: [
      "openapi.yaml",
      { source: "https://example.com/openapi.json", directory: "api", overlays: ["overlay.yaml"] },
    ],
    asyncapi: { source: "asyncapi.yaml", directory: "events" },
    params: { expanded: "all", post: ["body"] },
    playground: { display: "simple", proxy: false, credentials: true },
    examples: { defaults: "required", languages: ["bash", "python"], prefill: true, autogenerate: false },
    url: "full",
    mdx: { auth: { method: "bearer", name: "Authorization" }, server: ["https://api.acme.example.com"] },
  },
  appearance: { default: "dark", strict: false },
  background: {
    image: { light: "/bg-light.png", dark: "/bg-dark.png" },
    decoration: "grid",
    color: { light: "#FFFFFF", dark: "#0F1117" },
  },
  navbar: {
    links: [
      { label: "Support", href: "mailto:help@acme.example.com", icon: "life-ring" },
      { type: "github", href: "https://github.com/acme/acme" },
    ],
    primary: { type: "button", label: "Sign up", href: "https://acme.example.com/signup" },
  },
  footer: {
    socials: {
      x: "https://x.com/acme",
      github: "https://github.com/acme",
      "hacker-news": "https://news.ycombinator.com/user?id=acme",
    },
    links: [
      {
        header: "Company",
        items: [
          { label: "Blog", href: "/blog" },
          { label: "About", href: "https://acme.example.com/about" },
        ],
      },
    ],
  },
  banner: { content: "**New:** v2 is out.", dismissible: true, type: "warning", color: { light: "#FFAA00" } },
  errors: { "404": { redirect: false, title: "Not here", description: "Try the search." } },
  search: { prompt: "Search Acme" },
  seo: {
    metatags: { "og:site_name": "Acme" },
    paths: [{ path: "guides/v2", metatags: { robots: "noindex" } }],
    organization: {
      id: "https://acme.example.com",
      name: "Acme",
      legalName: "Acme Inc.",
      url: "https://acme.example.com",
      logo: "https://acme.example.com/logo.png",
      sameAs: ["https://github.com/acme"],
    },
    indexing: "all",
    trailingSlash: true,
  },
  fonts: {
    heading: { family: "Inter", weight: 600 },
    body: { family: "Lato", source: "/fonts/lato.woff2", format: "woff2" },
  },
  icons: { library: "lucide" },
  styling: {
    eyebrows: "breadcrumbs",
    codeblocks: { theme: { light: "github-light", dark: "github-dark" }, languages: { custom: ["/langs/acme.json"] } },
    latex: true,
  },
  redirects: [
    { source: "/old", destination: "/new", permanent: true },
    { source: "/beta/:slug*", destination: "/v2/:slug*" },
  ],
  integrations: {
    ga4: { measurementId: "G-ABC123" },
    posthog: { apiKey: "phc_abc", apiHost: "https://us.posthog.com", sessionRecording: true },
    mixpanel: { projectToken: "token", region: "eu" },
    intercom: { appId: "abcdef" },
    plausible: { domain: "docs.acme.example.com" },
    segment: { key: "k", cdnUrl: "https://cdn.example.com/segment" },
    cookies: { key: "consent", value: "yes" },
    telemetry: { enabled: false },
  },
  contextual: {
    options: [
      "copy",
      "view",
      "chatgpt",
      {
        title: "Ask Acme",
        description: "Open in Acme chat",
        icon: "message",
        href: { base: "https://chat.acme.example.com", query: [{ key: "q", value: "$page" }] },
      },
    ],
    display: "toc",
  },
  thumbnails: { appearance: "dark", background: "/thumb.png", fonts: { family: "Inter" } },
  interaction: { drilldown: true },
  metadata: { timestamp: true },
  variables: { product: "Acme", version: "2.0" },
  markdown: { schema: false, instructions: ["Be brief."] },
  navigation: {
    global: { anchors: [{ anchor: "Community", href: "https://community.acme.example.com", icon: "users" }] },
    directory: "card",
    tabs: [
      {
        tab: "Guides",
        icon: { name: "book", style: "regular" },
        align: "start",
        groups: [
          {
            group: "Start",
            icon: "rocket",
            expanded: true,
            tag: "New",
            root: "index",
            pages: ["index", "quickstart", { group: "Nested", hidden: false, pages: ["nested/page"] }],
          },
          { group: "API", openapi: "openapi.yaml", pages: ["GET /users", "api/overview"] },
        ],
      },
      {
        tab: "Reference",
        anchors: [
          { anchor: "REST", color: { light: "#111111", dark: "#222222" }, pages: ["rest/intro"] },
          { anchor: "Status", href: "https://status.acme.example.com" },
        ],
      },
      { tab: "Products", menu: [{ item: "Core", description: "The core", pages: ["core/intro"] }] },
      { tab: "Blog", href: "https://blog.acme.example.com", hidden: true, searchable: true },
      {
        tab: "GraphQL",
        graphql: { source: "schema.graphql", directory: "graphql" },
        groups: [{ group: "Queries", pages: ["graphql/intro"] }],
      },
    ],
  },
};

/** The other shapes: versions holding languages, products, dropdowns, one font, plain strings. */
const OTHER_SHAPES = {
  theme: "mint",
  name: "Beta",
  colors: { primary: "#ABC" },
  logo: "/logo.png",
  favicon: "/favicon.svg",
  fonts: { family: "Inter", weight: 400 },
  styling: { codeblocks: "dark" },
  api: { openapi: "/openapi.json", mdx: { server: "https://api.beta.example.com" } },
  navbar: { primary: { type: "github", href: "https://github.com/beta/beta" } },
  navigation: {
    versions: [
      {
        version: "v2",
        default: true,
        tag: "Latest",
        languages: [
          {
            language: "en",
            default: true,
            banner: { content: "English" },
            groups: [{ group: "Docs", pages: ["v2/en/intro"] }],
          },
          {
            language: "fr",
            products: [
              {
                product: "Core",
                name: "Le noyau",
                color: { dark: "#123456" },
                dropdowns: [{ dropdown: "Main", description: "Main docs", pages: ["v2/fr/intro"] }],
              },
            ],
          },
        ],
      },
      { version: "v1", hidden: true, href: "https://v1.beta.example.com" },
    ],
  },
};

interface Variant {
  what: string;
  config: unknown;
}

/** Every path in a JSON value, parents before children. */
function paths(value: unknown, at: JsonPath = []): JsonPath[] {
  const children = Array.isArray(value)
    ? value.map((item, i) => paths(item, [...at, i]))
    : value !== null && typeof value === "object"
      ? Object.entries(value).map(([key, item]) => paths(item, [...at, key]))
      : [];
  return [at, ...children.flat()];
}

function edit(
  config: unknown,
  at: JsonPath,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(config);
  let parent = copy as Record<string | number, unknown>;
  for (const segment of at.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  change(parent, at.at(-1)!);
  return copy;
}

function valueAt(config: unknown, at: JsonPath): unknown {
  return at.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], config);
}

/** A value of another JSON type. */
function wrongType(value: unknown): unknown {
  if (Array.isArray(value)) return {};
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return 42;
    case "number":
    case "boolean":
      return String(value);
    default:
      return [];
  }
}

/** The generated variants of a valid config: each one changes one thing. */
function variants(config: unknown): Variant[] {
  const out: Variant[] = [];
  for (const at of paths(config)) {
    if (at.length === 0) continue;
    const where = at.join(".");
    const value = valueAt(config, at);
    const parentIsObject = !Array.isArray(valueAt(config, at.slice(0, -1)));
    if (parentIsObject)
      out.push({ what: `remove ${where}`, config: edit(config, at, (parent, key) => delete parent[key]) });
    out.push({
      what: `wrong type at ${where}`,
      config: edit(config, at, (parent, key) => (parent[key] = wrongType(value))),
    });
    if (typeof value === "string") {
      for (const text of ["bogus-value", "", "relative/path", "http://plain.example.com/x", "fa-book"]) {
        out.push({
          what: `${JSON.stringify(text)} at ${where}`,
          config: edit(config, at, (parent, key) => (parent[key] = text)),
        });
      }
      if (/^#[0-9a-f]+$/i.test(value)) {
        for (const colour of ["#12345", "red", "0D9373", "#0D9373FF"])
          out.push({
            what: `colour ${colour} at ${where}`,
            config: edit(config, at, (parent, key) => (parent[key] = colour)),
          });
      }
    }
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      out.push({
        what: `unknown key in ${where}`,
        config: edit(config, [...at, "zzUnknown"], (parent, key) => (parent[key] = 1)),
      });
    }
    if (Array.isArray(value))
      out.push({ what: `empty list at ${where}`, config: edit(config, at, (parent, key) => (parent[key] = [])) });
  }
  out.push({ what: "unknown key at the top", config: { ...(config as object), zzUnknown: 1 } });
  return out;
}

const nav = (navigation: unknown) => ({ navigation });

/** Changes aimed at the navigation grammar and at what Mintlify checks beyond types. */
const TARGETED: [string, Record<string, unknown>][] = [
  ["a tab inside a tab", nav({ tabs: [{ tab: "A", tabs: [{ tab: "B", pages: ["x"] }] }] })],
  ["a menu in an anchor", nav({ anchors: [{ anchor: "A", menu: [{ item: "m", pages: ["x"] }] }] })],
  ["a menu at the top", nav({ menu: [{ item: "m", pages: ["x"] }] })],
  ["a menu beside groups at the top", nav({ groups: [{ group: "g", pages: ["x"] }], menu: [{ item: "m" }] })],
  ["tabs and groups at the top", nav({ tabs: [{ tab: "A", pages: ["x"] }], groups: [{ group: "g", pages: ["y"] }] })],
  [
    "tabs and an invalid groups list at the top",
    nav({ tabs: [{ tab: "A", pages: ["x"] }], groups: [{ nogroup: "g" }] }),
  ],
  ["groups and pages at the top", nav({ groups: [{ group: "g", pages: ["x"] }], pages: ["y"] })],
  ["an anchor with href and pages", nav({ anchors: [{ anchor: "A", href: "/a", pages: ["x"] }] })],
  ["an anchor with a relative href", nav({ anchors: [{ anchor: "A", href: "a", pages: ["x"] }] })],
  ["a tab with an invalid group", nav({ tabs: [{ tab: "A", groups: [{ pages: ["x"] }] }] })],
  ["an empty navigation", nav({})],
  ["only global in the navigation", nav({ global: { tabs: [{ tab: "A", href: "/a" }] } })],
  ["navigation as a list", nav([{ group: "g", pages: ["x"] }])],
  ["a language code en-US", nav({ languages: [{ language: "en-US", pages: ["x"] }] })],
  [
    "every language code",
    nav({
      languages: [
        "en",
        "cn",
        "zh",
        "zh-Hans",
        "zh-Hant",
        "zh-CN",
        "zh-TW",
        "es",
        "fr",
        "fr-CA",
        "fr-ca",
        "ja",
        "jp",
        "ja-jp",
        "ja-JP",
        "pt",
        "pt-BR",
        "de",
        "ko",
        "it",
        "ru",
        "ro",
        "cs",
        "id",
        "ar",
        "tr",
        "hi",
        "sv",
        "no",
        "da",
        "lv",
        "nl",
        "uk",
        "vi",
        "pl",
        "uz",
        "he",
        "ca",
        "fi",
        "hu",
      ].map((language) => ({ language, pages: [`${language}/x`] })),
    }),
  ],
  ["a group without a name inside pages", nav({ pages: ["x", { pages: ["y"] }] })],
  ["a link object inside pages", nav({ pages: [{ href: "https://example.com", title: "X" }] })],
  ["graphql on a group", nav({ groups: [{ group: "g", graphql: "schema.graphql" }] })],
  ["graphql at the top", nav({ groups: [{ group: "g" }], graphql: "schema.graphql" })],
  ["graphql on an anchor", nav({ anchors: [{ anchor: "A", graphql: "schema.graphql" }] })],
  ["graphql with pages on a tab", nav({ tabs: [{ tab: "A", graphql: "schema.graphql", pages: ["x"] }] })],
  ["graphql with openapi on a tab", nav({ tabs: [{ tab: "A", graphql: "schema.graphql", openapi: "o.json" }] })],
  ["graphql over http", nav({ tabs: [{ tab: "A", graphql: "http://example.com/schema.graphql" }] })],
  ["an sdk on a tab", nav({ tabs: [{ tab: "A", sdk: { format: "typedoc", source: "sdk" } }] })],
  ["an sdk with an unknown format", nav({ tabs: [{ tab: "A", sdk: { format: "rustdoc", source: "sdk" } }] })],
  [
    "an sdk on a group",
    nav({ groups: [{ group: "g", sdk: { format: "sphinx", source: "https://example.com/sdk" } }] }),
  ],
  ["a menu key in global", nav({ groups: [{ group: "g" }], global: { menu: [{ item: "m", href: "/m" }] } })],
  ["a global tab without href", nav({ groups: [{ group: "g" }], global: { tabs: [{ tab: "A" }] } })],
  ["a global tab with a relative href", nav({ groups: [{ group: "g" }], global: { tabs: [{ tab: "A", href: "a" }] } })],
  [
    "a global tab with pages",
    nav({ groups: [{ group: "g" }], global: { tabs: [{ tab: "A", href: "/a", pages: ["x"] }] } }),
  ],
  ["a group openapi that is a number", nav({ groups: [{ group: "g", openapi: 3, pages: ["x"] }] })],
  ["a group with openapi and asyncapi", nav({ groups: [{ group: "g", openapi: "o.json", asyncapi: "a.yaml" }] })],
  ["a tab openapi that is a number", nav({ tabs: [{ tab: "A", openapi: 3 }] })],
  ["a tab openapi over ftp", nav({ tabs: [{ tab: "A", openapi: "ftp://example.com/o.json" }] })],
  ["a tab openapi object with an unknown key", nav({ tabs: [{ tab: "A", openapi: { source: "o.json", zz: 1 } }] })],
  ["an empty root of a group", nav({ groups: [{ group: "g", root: "" }] })],
  ["an empty dropdown list", nav({ dropdowns: [] })],
  ["an empty products list", nav({ products: [] })],
  ["an empty tabs list", nav({ tabs: [] })],
  ["a tab aligned in the middle", nav({ tabs: [{ tab: "A", align: "middle" }] })],
  ["a version default that is text", nav({ versions: [{ version: "v1", default: "yes" }] })],
  [
    "two default versions",
    nav({
      versions: [
        { version: "v1", default: true },
        { version: "v2", default: true },
      ],
    }),
  ],
  ["a group boost as text", nav({ groups: [{ group: "g", boost: "2" }] })],
  ["an icon object without a name", nav({ groups: [{ group: "g", icon: { style: "solid" } }] })],
  ["an icon object with an unknown style", nav({ groups: [{ group: "g", icon: { name: "book", style: "bold" } }] })],
  [
    "an icon object with an unknown library",
    nav({ groups: [{ group: "g", icon: { name: "book", library: "material" } }] }),
  ],
  ["an unknown theme", { theme: "venus" }],
  ["an unknown footer platform", { footer: { socials: { mastodon: "https://example.com/@acme" } } }],
  ["a footer platform over http", { footer: { socials: { github: "http://github.com/acme" } } }],
  [
    "a footer link to an svg",
    { footer: { links: [{ items: [{ label: "Logo", href: "https://example.com/logo.svg" }] }] } },
  ],
  ["a footer link with // ", { footer: { links: [{ items: [{ label: "X", href: "//example.com/x" }] }] } }],
  ["a footer link to a path", { footer: { links: [{ items: [{ label: "X", href: "/x" }] }] } }],
  [
    "five footer columns",
    { footer: { links: [1, 2, 3, 4, 5].map((n) => ({ items: [{ label: `L${n}`, href: `/l${n}` }] })) } },
  ],
  ["a footer column without items", { footer: { links: [{ header: "A", items: [] }] } }],
  ["a navbar link without a label", { navbar: { links: [{ href: "/x" }] } }],
  ["a discord navbar link without a label", { navbar: { links: [{ type: "discord", href: "https://discord.gg/x" }] } }],
  ["a navbar link with a relative href", { navbar: { links: [{ label: "X", href: "x" }] } }],
  ["a primary of type link", { navbar: { primary: { type: "link", label: "X", href: "/x" } } }],
  ["a primary button without a label", { navbar: { primary: { type: "button", href: "/x" } } }],
  ["a banner without content", { banner: { dismissible: true } }],
  ["a banner colour as text", { banner: { content: "Hi", color: "#FFAA00" } }],
  ["a banner colour with an unknown key", { banner: { content: "Hi", color: { light: "#FFAA00", mid: "#000000" } } }],
  ["errors without 404", { errors: {} }],
  ["a colour with background (v1)", { colors: { primary: "#0D9373", background: { light: "#FFFFFF" } } }],
  [
    "a single font with source but no format",
    { fonts: { family: "Inter", source: "https://example.com/inter.woff2" } },
  ],
  ["split fonts with an unknown key", { fonts: { heading: { family: "Inter" }, caption: { family: "Lato" } } }],
  ["a font source over ftp", { fonts: { family: "Inter", source: "ftp://example.com/inter.woff2", format: "woff2" } }],
  ["icons without a library", { icons: {} }],
  ["an unknown integration", { integrations: { matomo: { siteId: "1" } } }],
  ["a ga4 ID that is not G-", { integrations: { ga4: { measurementId: "UA-1" } } }],
  ["a transcend bundle with a space", { integrations: { transcend: { bundleId: "a b" } } }],
  [
    "onetrust over http",
    { integrations: { onetrust: { domainScript: "x", scriptSource: "http://example.com/x.js" } } },
  ],
  ["a segment CDN with a query", { integrations: { segment: { key: "k", cdnUrl: "https://cdn.example.com/x?y=1" } } }],
  ["a contextual preset twice", { contextual: { options: ["copy", "copy"] } }],
  ["an unknown contextual preset", { contextual: { options: ["copy", "gemini"] } }],
  ["contextual without options", { contextual: { display: "toc" } }],
  ["a custom contextual option without href", { contextual: { options: [{ title: "X", description: "Y" }] } }],
  ["a seo path with a leading slash", { seo: { paths: [{ path: "/guides", metatags: { robots: "noindex" } }] } }],
  ["a seo path with ..", { seo: { paths: [{ path: "guides/../x", metatags: { robots: "noindex" } }] } }],
  [
    "two seo paths alike",
    {
      seo: {
        paths: [
          { path: "guides", metatags: { a: "b" } },
          { path: "guides", metatags: { c: "d" } },
        ],
      },
    },
  ],
  ["an empty metatag", { seo: { metatags: { robots: "" } } }],
  ["a variable that is a number", { variables: { year: 2025 } }],
  [
    "two redirects from one source",
    {
      redirects: [
        { source: "/a", destination: "/b" },
        { source: "/a", destination: "/c" },
      ],
    },
  ],
  ["a redirect without destination", { redirects: [{ source: "/a" }] }],
  ["a codeblocks theme that is unknown", { styling: { codeblocks: { theme: "sunset" } } }],
  ["codeblocks auto", { styling: { codeblocks: "auto" } }],
  ["a playground mode of v1", { api: { playground: { mode: "show" } } }],
  ["an openapi overlay over ftp", { api: { openapi: { source: "o.json", overlays: ["ftp://example.com/x.yaml"] } } }],
  ["an api url that is not full", { api: { url: "short" } }],
  ["an mdx server that is a path", { api: { mdx: { server: "/api" } } }],
  ["a blank name", { name: "   " }],
  ["a relative $schema", { $schema: "./docs-v2.schema.json" }],
  ["a two-character logo path", { logo: "ab" }],
  ["a logo object with one mode", { logo: { light: "/logo.svg" } }],
  ["a logo href that is relative", { logo: { light: "/l.svg", dark: "/d.svg", href: "home" } }],
  ["markdown instructions as a number", { markdown: { instructions: 3 } }],
];

function targeted(base: Record<string, unknown>): Variant[] {
  return TARGETED.map(([what, change]) => ({ what, config: { ...base, ...change } }));
}

describe("docsgate's config errors match Mintlify's validator of the v2 layout", () => {
  test("the base configs are valid for both", () => {
    for (const config of [FULL, OTHER_SHAPES]) {
      expect(mintlify(config)).toEqual({ issues: [], droppedList: false });
      const root = tempProject({ "docs.json": JSON.stringify(config, null, 2) });
      expect(docsgateRefuses(root)).toEqual([]);
    }
  });

  test("on hundreds of variants: a config error exactly when Mintlify refuses the config", () => {
    const all = [...variants(FULL), ...variants(OTHER_SHAPES), ...targeted(FULL), ...targeted(OTHER_SHAPES)];
    expect(all.length).toBeGreaterThan(1000);
    const root = tempProject({ "docs.json": "{}" });
    const disagreements: string[] = [];
    let refused = 0;
    let deliberate = 0;
    for (const variant of all) {
      writeFileSync(path.join(root, "docs.json"), JSON.stringify(variant.config, null, 2));
      const oracle = mintlify(variant.config);
      const docsgate = docsgateRefuses(root);
      if (oracle.issues.length > 0) refused++;
      if (oracle.issues.length > 0 === docsgate.length > 0) continue;
      if (oracle.droppedList && docsgate.length > 0) {
        deliberate++;
        continue;
      }
      disagreements.push(
        `${variant.what}: Mintlify ${oracle.issues.length ? `refuses (${oracle.issues.join("; ")})` : "accepts"}, docsgate ${docsgate.length ? `refuses (${docsgate.join("; ")})` : "accepts"}`,
      );
    }
    expect(disagreements).toEqual([]);
    // Both verdicts occur often, and the deliberate difference is the exception: the comparison is not one-sided.
    expect(refused).toBeGreaterThan(all.length / 3);
    expect(all.length - refused).toBeGreaterThan(200);
    expect(deliberate).toBeLessThan(all.length / 5);
  });

  test("the deliberate difference: an invalid group inside a tab is docsgate's error; Mintlify drops the tab's groups", () => {
    const config = { ...OTHER_SHAPES, navigation: { tabs: [{ tab: "A", groups: [{ pages: ["x"] }] }] } };
    expect(mintlify(config)).toEqual({ issues: [], droppedList: true });
    expect(docsgateRefuses(tempProject({ "docs.json": JSON.stringify(config) }))).toHaveLength(1);
  });

  const projects = existsSync(CORPUS)
    ? readdirSync(CORPUS).filter((name) => existsSync(path.join(CORPUS, name, "docs.json")))
    : [];
  test.skipIf(projects.length === 0)(
    "every v2 config of the real projects in ../shared/corpus: the same verdict",
    () => {
      const verdicts = projects.flatMap((name) => {
        const root = path.join(CORPUS, name);
        const project = loadProject(root);
        if (project.config.status !== "read" || project.config.layout !== "v2") return [];
        return [
          `${name}: Mintlify ${mintlify(project.document!.value).issues.length ? "refuses" : "accepts"}, docsgate ${docsgateRefuses(root).length ? "refuses" : "accepts"}`,
        ];
      });
      expect(verdicts.length).toBeGreaterThanOrEqual(5);
      expect(verdicts).toEqual(verdicts.map((line) => `${line.split(":")[0]}: Mintlify accepts, docsgate accepts`));
    },
  );
});
