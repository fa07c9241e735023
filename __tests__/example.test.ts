import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { check } from "../src/check.js";

// The bundled example is what the README tells a new user to run first, so it must stay clean
// and must keep showing the whole format.
const STARTER = fileURLToPath(new URL("../examples/starter/", import.meta.url));

/** Top-level fields of `docs.json`, spec section 2.1. */
const SPEC_FIELDS = [
  "name",
  "navigation",
  "logo",
  "favicon",
  "colors",
  "topbarLinks",
  "topbarCtaButton",
  "versions",
  "anchors",
  "topAnchor",
  "tabs",
  "api",
  "openapi",
  "footerSocials",
  "feedback",
  "modeToggle",
  "backgroundImage",
];

/** Nested fields of the spec's objects; `[]` means "in some item of the array". */
const SPEC_NESTED_FIELDS = [
  "navigation[].group",
  "navigation[].pages",
  "logo.light",
  "logo.dark",
  "logo.href",
  "colors.primary",
  "colors.light",
  "colors.dark",
  "colors.background.light",
  "colors.background.dark",
  "topbarLinks[].name",
  "topbarLinks[].url",
  "topbarCtaButton.type",
  "topbarCtaButton.url",
  "anchors[].name",
  "anchors[].icon",
  "anchors[].iconType",
  "anchors[].url",
  "anchors[].color.from",
  "anchors[].color.to",
  "anchors[].version",
  "anchors[].isDefaultHidden",
  "topAnchor.name",
  "topAnchor.icon",
  "topAnchor.iconType",
  "tabs[].name",
  "tabs[].url",
  "api.baseUrl",
  "api.auth.method",
  "api.auth.name",
  "api.auth.inputPrefix",
  "api.playground.mode",
  "api.maintainOrder",
  "feedback.suggestEdit",
  "feedback.raiseIssue",
  "modeToggle.default",
  "modeToggle.isHidden",
];

const FOOTER_SOCIAL_KEYS = ["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"];

/** Page components, spec section 2.3. */
const SPEC_COMPONENTS = [
  "Note",
  "Tip",
  "Warning",
  "Info",
  "Check",
  "CodeGroup",
  "RequestExample",
  "ResponseExample",
  "Steps",
  "Step",
  "Tabs",
  "Tab",
  "AccordionGroup",
  "Accordion",
  "Card",
  "CardGroup",
  "ParamField",
  "ResponseField",
  "Expandable",
  "Frame",
  "Tooltip",
  "Update",
];

const config = JSON.parse(readFileSync(path.join(STARTER, "docs.json"), "utf8")) as Record<string, unknown>;
const mdxFiles = readdirSync(STARTER, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => /\.mdx?$/.test(file))
  .sort();
/** Snippets are imported into pages, never published on their own. */
const pageFiles = mdxFiles.filter((file) => !file.startsWith("snippets/"));
const pages = pageFiles.map((file) => ({ file, text: readFileSync(path.join(STARTER, file), "utf8") }));

function hasField(value: unknown, fieldPath: string): boolean {
  const [head, ...rest] = fieldPath.split(".");
  const isArrayStep = head.endsWith("[]");
  const key = isArrayStep ? head.slice(0, -2) : head;
  if (value === null || typeof value !== "object" || !(key in value)) return false;
  const child = (value as Record<string, unknown>)[key];
  if (isArrayStep) {
    return Array.isArray(child) && child.some((item) => rest.length === 0 || hasField(item, rest.join(".")));
  }
  return rest.length === 0 || hasField(child, rest.join("."));
}

function navigationEntries(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item === "string") return [item];
    return item !== null && typeof item === "object" ? navigationEntries((item as { pages?: unknown }).pages) : [];
  });
}

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return match ? (parseYaml(match[1]) as Record<string, unknown>) : {};
}

describe("examples/starter", () => {
  test("check() reports nothing at all", () => {
    const result = check({ root: STARTER });
    expect(result.configFile).toBe("docs.json");
    expect(result.diagnostics).toEqual([]);
  });

  test("docs.json uses every top-level field of the spec", () => {
    expect(SPEC_FIELDS.filter((field) => !(field in config))).toEqual([]);
  });

  test("docs.json uses every nested field of the spec's objects", () => {
    expect(SPEC_NESTED_FIELDS.filter((field) => !hasField(config, field))).toEqual([]);
    expect(Object.keys(config.footerSocials as object).sort()).toEqual([...FOOTER_SOCIAL_KEYS].sort());
  });

  test("docs.json shows both forms of the fields that take two shapes", () => {
    const anchors = config.anchors as { color?: unknown }[];
    expect(anchors.some((anchor) => typeof anchor.color === "string")).toBe(true);
    expect(anchors.some((anchor) => typeof anchor.color === "object")).toBe(true);
    expect(Array.isArray((config.api as { baseUrl: unknown }).baseUrl)).toBe(true);
    const navigation = config.navigation as { pages: unknown[] }[];
    expect(navigation.some((group) => group.pages.some((item) => typeof item === "object"))).toBe(true);
    // A github button's name is unused (the spec asks for it only on link buttons): the site shows the repository instead.
    expect((config.topbarCtaButton as { type: string }).type).toBe("github");
  });

  test("each version has groups of its own, so the sidebar changes with the version", () => {
    const groupVersions = (config.navigation as { version?: string }[]).flatMap((group) => (group.version ? [group.version] : []));
    expect([...new Set(groupVersions)].sort()).toEqual([...(config.versions as string[])].sort());
  });

  test("the anchor hidden by default owns pages of the navigation", () => {
    const hidden = (config.anchors as { url: string; isDefaultHidden?: boolean; version?: string }[]).filter((anchor) => anchor.isDefaultHidden);
    expect(hidden).toHaveLength(1);
    // Not tied to a version as well, so that opening its page is the only thing that shows it.
    expect(hidden[0].version).toBeUndefined();
    expect(navigationEntries(config.navigation).filter((entry) => entry.startsWith(`${hidden[0].url}/`)).length).toBeGreaterThan(0);
  });

  test("every anchor version is listed in versions", () => {
    const versions = config.versions as string[];
    const anchorVersions = (config.anchors as { version?: string }[]).flatMap((anchor) => (anchor.version ? [anchor.version] : []));
    expect(anchorVersions.length).toBeGreaterThan(0);
    expect(anchorVersions.filter((version) => !versions.includes(version))).toEqual([]);
  });

  test("every page file is in the navigation and every entry has a page", () => {
    const entries = navigationEntries(config.navigation).map((entry) => `${entry}.mdx`).sort();
    expect(pageFiles).toEqual(entries);
  });

  test("every component of the spec appears in some page, as do a video and an iframe", () => {
    const used = (name: string) => pages.some((page) => new RegExp(`<${name}(?=[\\s/>])`).test(page.text));
    expect([...SPEC_COMPONENTS, "video", "iframe"].filter((name) => !used(name))).toEqual([]);
  });

  test("ParamField appears with each location, and a page imports a snippet that exists", () => {
    const locations = ["path", "body", "query", "header"];
    expect(locations.filter((location) => !pages.some((page) => new RegExp(`<ParamField ${location}="`).test(page.text)))).toEqual([]);
    const snippets = pages.flatMap((page) => [...page.text.matchAll(/^import \w+ from "\/(snippets\/[^"]+)";$/gm)].map((match) => match[1]));
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.filter((snippet) => !mdxFiles.includes(snippet))).toEqual([]);
  });

  test("media the pages embed from the project exist under the root", () => {
    const sources = pages.flatMap((page) => [...page.text.matchAll(/\ssrc="(\/[^"]+)"/g)].map((match) => match[1].slice(1)));
    expect(sources).toContain("videos/test-alert.webm");
    expect(sources.filter((source) => !existsSync(path.join(STARTER, source)))).toEqual([]);
  });

  test("every page has a title and a description, and the API page names an operation of the OpenAPI file", () => {
    for (const page of pages) {
      const data = frontMatter(page.text);
      expect(typeof data.title, page.file).toBe("string");
      expect(typeof data.description, page.file).toBe("string");
    }
    const spec = parseYaml(readFileSync(path.join(STARTER, "openapi.yaml"), "utf8")) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toMatch(/^3\.1\./);
    const operations = pages.flatMap((page) => {
      const operation = frontMatter(page.text).openapi;
      return typeof operation === "string" ? [operation] : [];
    });
    expect(operations).toEqual(["GET /forecast", "PATCH /subscriptions/{subscriptionId}"]);
    for (const operation of operations) {
      const [method, route] = operation.split(" ");
      expect(spec.paths[route]?.[method.toLowerCase()], operation).toBeDefined();
    }
  });
});
