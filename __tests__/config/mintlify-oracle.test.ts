import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { validateMintConfig } from "@mintlify/validation";
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
 * Mintlify's own validator of the legacy layout (@mintlify/validation, a devDependency used only
 * here) is the oracle: docsgate reports a config error exactly when it refuses a mint.json. The
 * errors that count are config/schema's and config/unknown-version's (Mintlify checks the
 * groups' versions too); the file rules (missing-file, outside-root) check what the validator
 * does not look at. Deliberate differences, as listed in docs.schema.json's `$comment`:
 * - an anchor's `version` missing from `versions` is docsgate's error; Mintlify checks groups only;
 * - in docs.json (not compared here) `favicon` and `colors` are optional, as in the spec.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(ROOT, "../shared/corpus");
const COUNTED = new Set(["config/schema", "config/unknown-version"]);

function docsgateRefuses(root: string): string[] {
  const book = createRuleBook(
    CONFIG_RULES.map((rule) => rule.meta),
    new Map(),
  );
  return diagnose(runRules(loadProject(root), CONFIG_RULES, book), book)
    .filter((d) => COUNTED.has(d.ruleId) && d.severity === "error")
    .map((d) => `${d.ruleId} ${d.line}:${d.column} ${d.message}`);
}

function mintlifyRefuses(config: unknown): string[] {
  try {
    const result = validateMintConfig(config);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  } catch (error) {
    // Some of its checks throw on a value an earlier check already refused (a Segment CDN that is no URL).
    return [`throws: ${(error as Error).message}`];
  }
}

/** Touches nearly every key Mintlify's validator knows, valid throughout. */
const FULL = {
  $schema: "https://mintlify.com/schema.json",
  mintlify: "4.0.0",
  name: "Acme",
  theme: "venus",
  layout: "sidenav",
  rounded: "sharp",
  logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://acme.example.com" },
  favicon: "/favicon.svg",
  colors: {
    primary: "#0D9373",
    light: "#07C983",
    dark: "#0D9373",
    background: { light: "#FFFFFF", dark: "#0F1117" },
    anchors: { from: "#0D9373", via: "#112233", to: "#07C983" },
  },
  topbar: { style: "gradient" },
  sidebar: { items: "card" },
  eyebrow: { display: "breadcrumbs" },
  codeBlock: { mode: "dark" },
  topbarLinks: [
    { name: "Support", url: "mailto:help@acme.example.com" },
    { type: "github", url: "https://github.com/acme/acme" },
  ],
  topbarCtaButton: { type: "link", name: "Sign up", url: "/signup", style: "pill", arrow: true },
  versions: ["v2", { name: "v1", default: true, locale: "en" }],
  anchors: [
    {
      name: "API",
      url: "api",
      icon: "code",
      iconType: "regular",
      color: "#123456",
      isDefaultHidden: false,
      version: "v2",
      openapi: "/openapi.yaml",
    },
    { name: "Blog", url: "https://blog.acme.example.com", color: { from: "#111111", to: "#222222" } },
  ],
  topAnchor: { name: "Guides", icon: "book-open", iconType: "duotone" },
  primaryTab: { name: "Home", isDefaultHidden: false },
  tabs: [
    {
      name: "Reference",
      url: "api",
      version: "v2",
      isDefaultHidden: false,
      openapi: "https://example.com/openapi.json",
    },
  ],
  api: {
    baseUrl: ["https://api.acme.example.com", "https://eu.api.acme.example.com"],
    auth: { method: "bearer", name: "Authorization", inputPrefix: "Bearer " },
    playground: { mode: "simple", disableProxy: true },
    request: { example: { showOptionalParams: true, languages: ["bash", "python"] } },
    maintainOrder: true,
    paramFields: { expanded: "topLevel", post: ["body"] },
  },
  openapi: ["openapi.yaml", "https://example.com/openapi.json"],
  footerSocials: { x: "https://x.com/acme", github: "https://github.com/acme", youtube: "https://youtube.com/@acme" },
  footer: {
    socials: { bluesky: "https://bsky.app/profile/acme" },
    links: [
      {
        title: "Company",
        links: [
          { label: "Blog", url: "/blog" },
          { label: "About", url: "https://acme.example.com/about" },
        ],
      },
    ],
  },
  feedback: { thumbsRating: true, suggestEdit: true, raiseIssue: false },
  modeToggle: { default: "dark", isHidden: false },
  background: { style: "grid" },
  backgroundImage: "/images/bg.png",
  font: {
    headings: { family: "Inter", weight: 600 },
    body: { family: "Lato", url: "https://example.com/lato.woff2", format: "woff2" },
  },
  analytics: {
    adobe: { launchUrl: "https://assets.example.com/launch.js" },
    ga4: { measurementId: "G-ABC123" },
    gtm: { tagId: "GTM-ABC123" },
    hotjar: { hjid: "1", hjsv: "6" },
    koala: { publicApiKey: "pk" },
    mixpanel: { projectToken: "token", region: "eu" },
    plausible: { domain: "docs.acme.example.com", server: "plausible.example.com" },
    posthog: { apiKey: "phc_abc", apiHost: "https://us.posthog.com", sessionRecording: true },
    segment: { key: "key", cdnUrl: "https://cdn.example.com/segment" },
  },
  integrations: { intercom: "abcdef", frontchat: "123456" },
  isWhiteLabeled: false,
  search: { prompt: "Search Acme", location: "top" },
  metadata: { "og:site_name": "Acme" },
  seo: { indexHiddenPages: true },
  redirects: [
    { source: "/old", destination: "/new", permanent: true },
    { source: "/a", destination: "/b" },
  ],
  navigation: [
    {
      group: "Start",
      icon: "rocket",
      iconType: "solid",
      public: true,
      pages: ["index", { group: "Nested", version: "v1", pages: ["nested/page"] }],
    },
    { group: "", version: "v2", pages: ["api/users"] },
  ],
};

/** The other shapes: a logo path, the list form of footerSocials, one font, a github button, deprecated colours. */
const OTHER_SHAPES = {
  name: "Beta",
  favicon: "/favicon.png",
  logo: "/logo.png",
  colors: { primary: "#ABC", anchors: "#123456", ultraLight: "#EEEEEE", ultraDark: "#111111" },
  footerSocials: [
    { type: "github", url: "https://github.com/beta" },
    { type: "twitter", url: "https://twitter.com/beta" },
  ],
  font: { family: "Inter", weight: 400 },
  topbarCtaButton: { type: "github", url: "https://github.com/beta/beta" },
  versions: ["2.0", "1.0"],
  openapi: "/openapi.json",
  api: { baseUrl: "https://api.beta.example.com", auth: { method: "key", name: "X-Api-Key" } },
  navigation: [{ group: "Docs", version: "2.0", pages: ["intro"] }],
};

interface Variant {
  what: string;
  config: unknown;
  /** Set for the deliberate differences: the oracle and docsgate are expected to disagree. */
  deliberate?: boolean;
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
      return String(value);
    case "boolean":
      return String(value);
    default:
      return [];
  }
}

/** The generated variants of a valid config: each one changes one thing. */
function variants(config: unknown): Variant[] {
  const out: Variant[] = [];
  const anchorVersion = (at: JsonPath) => at[0] === "anchors" && at[2] === "version";
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
    out.push({ what: `null at ${where}`, config: edit(config, at, (parent, key) => (parent[key] = null)) });
    if (typeof value === "string") {
      for (const text of ["bogus-value", "", " "]) {
        out.push({
          what: `${JSON.stringify(text)} at ${where}`,
          config: edit(config, at, (parent, key) => (parent[key] = text)),
          deliberate: anchorVersion(at),
        });
      }
      if (/^#[0-9a-f]+$/i.test(value)) {
        for (const colour of ["#12345", "red", "0D9373"])
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
  }
  out.push({ what: "unknown key at the top", config: { ...(config as object), zzUnknown: 1 } });
  return out;
}

/** Changes aimed at what Mintlify checks beyond types: platforms, URLs, prefixes, list-wide rules. */
const TARGETED: [string, Record<string, unknown>][] = [
  ["an unknown footer platform", { footerSocials: { mastodon: "https://example.com/@acme" } }],
  ["a footer platform without a full URL", { footerSocials: { twitter: "x.com/acme" } }],
  [
    "all nineteen footer platforms",
    {
      footerSocials: Object.fromEntries(
        [
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
        ].map((p) => [p, `https://${p}.example.com`]),
      ),
    },
  ],
  ["the list form with an unknown platform", { footerSocials: [{ type: "myspace", url: "https://myspace.com/acme" }] }],
  ["the list form without a URL", { footerSocials: [{ type: "github" }] }],
  ["one background colour", { colors: { primary: "#0D9373", background: { dark: "#000000" } } }],
  ["an empty background", { colors: { primary: "#0D9373", background: {} } }],
  ["a gradient without `to`", { colors: { primary: "#0D9373", anchors: { from: "#000000" } } }],
  ["a logo object with one mode", { logo: { light: "/logo.svg" } }],
  ["a two-character logo path", { logo: "ab" }],
  ["an ftp OpenAPI URL", { openapi: "ftp://example.com/openapi.json" }],
  ["a mailto OpenAPI URL", { openapi: ["mailto:api@example.com"] }],
  ["an anchor OpenAPI path without a slash", { anchors: [{ name: "API", url: "api", openapi: "openapi.yaml" }] }],
  [
    "a tab OpenAPI URL with a padded scheme",
    { tabs: [{ name: "API", url: "api", openapi: "  https://example.com/openapi.json" }] },
  ],
  ["a tab OpenAPI ftp URL", { tabs: [{ name: "API", url: "api", openapi: "ftp://example.com/openapi.json" }] }],
  ["an icon with the fa- prefix", { anchors: [{ name: "Blog", url: "blog", icon: "fa-book" }] }],
  ["a GA4 ID that is not G-", { analytics: { ga4: { measurementId: "UA-1" } } }],
  ["a PostHog key without phc_", { analytics: { posthog: { apiKey: "abc" } } }],
  ["a Plausible domain with https://", { analytics: { plausible: { domain: "https://docs.example.com" } } }],
  ["a Segment CDN with a query", { analytics: { segment: { key: "k", cdnUrl: "https://cdn.example.com/x?y=1" } } }],
  ["a Segment CDN over http", { analytics: { segment: { key: "k", cdnUrl: "http://cdn.example.com/x" } } }],
  ["an unknown analytics tool", { analytics: { matomo: { siteId: "1" } } }],
  ["a font URL without format", { font: { family: "Inter", url: "https://example.com/inter.woff2" } }],
  ["an empty font", { font: {} }],
  [
    "five footer columns",
    { footer: { links: [1, 2, 3, 4, 5].map((n) => ({ links: [{ label: `L${n}`, url: `/l${n}` }] })) } },
  ],
  ["an empty footer column", { footer: { links: [{ title: "A", links: [] }] } }],
  [
    "a github button with a name",
    { topbarCtaButton: { type: "github", name: "Star", url: "https://github.com/acme/acme" } },
  ],
  ["a github button with a path", { topbarCtaButton: { type: "github", url: "/acme" } }],
  ["a link button with a path", { topbarCtaButton: { name: "Go", url: "/start" } }],
  ["a top-bar link without a name", { topbarLinks: [{ url: "https://example.com" }] }],
  [
    "two default versions",
    {
      versions: [
        { name: "v2", default: true },
        { name: "v1", default: true },
      ],
    },
  ],
  ["a default that is false", { versions: [{ name: "v2", default: false }] }],
  ["an empty version list", { versions: [] }],
  [
    "a group version that links away",
    {
      versions: [{ name: "v2", url: "https://v2.example.com" }],
      navigation: [{ group: "A", version: "v2", pages: ["index"] }],
    },
  ],
  ["a group version that is not listed", { navigation: [{ group: "A", version: "v9", pages: ["index"] }] }],
  [
    "two redirects from one source",
    {
      redirects: [
        { source: "/a", destination: "/b" },
        { source: "/a", destination: "/c" },
      ],
    },
  ],
  ["an empty navigation", { navigation: [] }],
  ["a group without pages", { navigation: [{ group: "A", pages: [] }] }],
  ["a page path that is empty", { navigation: [{ group: "A", pages: [""] }] }],
  ["a relative $schema", { $schema: "./docs.schema.json" }],
  ["a blank name", { name: "   " }],
  ["the cobo auth method", { api: { auth: { method: "cobo" } } }],
  ["an unknown key in api", { api: { timeout: 5 } }],
  ["a metadata value that is empty", { metadata: { "og:type": "" } }],
  ["a short Intercom ID", { integrations: { intercom: "abc" } }],
  ["a regular icon style on the top anchor", { topAnchor: { name: "Docs", iconType: "regular" } }],
  ["a top anchor without a name", { topAnchor: { icon: "book" } }],
];

function targeted(base: Record<string, unknown>): Variant[] {
  return TARGETED.map(([what, change]) => ({ what, config: { ...base, ...change } }));
}

describe("docsgate's config errors match Mintlify's validator of the legacy layout", () => {
  test("the base configs are valid for both", () => {
    for (const config of [FULL, OTHER_SHAPES]) {
      expect(mintlifyRefuses(config)).toEqual([]);
      const root = tempProject({ "mint.json": JSON.stringify(config, null, 2) });
      expect(docsgateRefuses(root)).toEqual([]);
    }
  });

  test("on hundreds of variants: a config error exactly when Mintlify refuses the config", () => {
    const all = [...variants(FULL), ...variants(OTHER_SHAPES), ...targeted(FULL), ...targeted(OTHER_SHAPES)];
    expect(all.length).toBeGreaterThan(1000);
    const root = tempProject({ "mint.json": "{}" });
    const disagreements: string[] = [];
    let refused = 0;
    for (const variant of all) {
      writeFileSync(path.join(root, "mint.json"), JSON.stringify(variant.config, null, 2));
      const mintlify = mintlifyRefuses(variant.config);
      const docsgate = docsgateRefuses(root);
      if (mintlify.length > 0) refused++;
      if (mintlify.length > 0 !== docsgate.length > 0 && !variant.deliberate) {
        disagreements.push(
          `${variant.what}: Mintlify ${mintlify.length ? `refuses (${mintlify.join("; ")})` : "accepts"}, docsgate ${docsgate.length ? `refuses (${docsgate.join("; ")})` : "accepts"}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
    // Both verdicts occur often: the comparison is not one-sided.
    expect(refused).toBeGreaterThan(all.length / 3);
    expect(all.length - refused).toBeGreaterThan(100);
  });

  test("the deliberate difference: an anchor's version outside `versions` is docsgate's error only", () => {
    const config = { ...OTHER_SHAPES, anchors: [{ name: "Old", url: "https://old.example.com", version: "0.9" }] };
    expect(mintlifyRefuses(config)).toEqual([]);
    expect(docsgateRefuses(tempProject({ "mint.json": JSON.stringify(config) }))).toHaveLength(1);
  });

  const projects = existsSync(CORPUS)
    ? readdirSync(CORPUS).filter((name) => existsSync(path.join(CORPUS, name, "mint.json")))
    : [];
  test.skipIf(projects.length === 0)(
    "every legacy config of the real projects in ../shared/corpus: the same verdict",
    () => {
      const verdicts = projects.map((name) => {
        const root = path.join(CORPUS, name);
        const config = JSON.parse(readFileSync(path.join(root, "mint.json"), "utf8"));
        return `${name}: Mintlify ${mintlifyRefuses(config).length ? "refuses" : "accepts"}, docsgate ${docsgateRefuses(root).length ? "refuses" : "accepts"}`;
      });
      expect(verdicts).toEqual(projects.map((name) => `${name}: Mintlify accepts, docsgate accepts`));
    },
  );
});

test("Mintlify's packages stay out of docsgate's code: a devDependency for this test only", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  expect(Object.keys(pkg.dependencies ?? {}).filter((name: string) => name.startsWith("@mintlify/"))).toEqual([]);
  expect(pkg.devDependencies["@mintlify/validation"]).toBeDefined();
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const importing = sources(path.join(ROOT, "src")).filter(
    (file) => file.endsWith(".ts") && /(?:from|import\()\s*["']@mintlify\//.test(readFileSync(file, "utf8")),
  );
  expect(importing).toEqual([]);
});
