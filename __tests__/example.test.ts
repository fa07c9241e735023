import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { check } from "../src/check.js";
import { listedPageFiles, type NavGroup, type NavNode } from "../src/project/navigation/navigation.js";
import { loadProject } from "../src/project/project.js";

// The bundled example is what the README tells a new user to run first, so it must stay clean
// and must show the v2 layout as a team writes it. The legacy layout's own fields live on in a
// test fixture: its site must keep working, and its config must keep meaning what it did.
const STARTER = fileURLToPath(new URL("../examples/starter/", import.meta.url));
const LEGACY = fileURLToPath(new URL("./fixtures/legacy-starter/", import.meta.url));

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

const project = loadProject(STARTER);
const config = project.document!.value as Record<string, unknown>;
const navigation = project.navigation!;
const mdxFiles = projectFiles(STARTER).filter((file) => /\.mdx?$/.test(file));
/** Snippets are imported into pages, never published on their own. */
const pageFiles = mdxFiles.filter((file) => !file.startsWith("snippets/"));
const pages = pageFiles.map((file) => ({ file, text: readFileSync(path.join(STARTER, file), "utf8") }));

function projectFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

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

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return match ? (parseYaml(match[1]) as Record<string, unknown>) : {};
}

/** The groups nested in another group. */
function nestedGroups(): NavGroup[] {
  return navigation.groups
    .filter((group) => group.children.some((child) => child.kind === "group"))
    .flatMap((group) => group.children.filter((child): child is NavGroup => child.kind === "group"));
}

/** The page files a subtree lists. */
function filesUnder(node: NavNode): string[] {
  if (node.kind === "page") return node.target.kind === "page" ? [node.target.file] : [];
  return [...(node.kind === "group" && node.root ? filesUnder(node.root) : []), ...node.children.flatMap(filesUnder)];
}

/** Top-level fields of the v2 `docs.json` a real team's config sets, and the example shows. */
const V2_FIELDS = [
  "$schema",
  "theme",
  "name",
  "description",
  "colors.primary",
  "colors.light",
  "colors.dark",
  "logo.light",
  "logo.dark",
  "logo.href",
  "favicon",
  "icons.library",
  "appearance.default",
  "background.color.light",
  "background.color.dark",
  "background.image",
  "navbar.links[].label",
  "navbar.links[].href",
  "navbar.primary.type",
  "navbar.primary.href",
  "navigation.global.anchors[].href",
  "navigation.versions",
  "redirects[].source",
  "redirects[].destination",
  "redirects[].permanent",
  "api.openapi",
  "api.playground.display",
  "api.mdx.server",
  "api.mdx.auth.method",
  "api.mdx.auth.name",
  "contextual.options",
  "seo.metatags",
  "seo.indexing",
  "footer.socials",
  "footer.links[].header",
  "footer.links[].items",
];

describe("examples/starter", () => {
  test("check() reports nothing at all", () => {
    const result = check({ root: STARTER });
    expect(result.configFile).toBe("docs.json");
    expect(result.diagnostics).toEqual([]);
  });

  test("docs.json is in the v2 layout and sets the fields a team's config sets", () => {
    expect(navigation.layout).toBe("v2");
    expect(V2_FIELDS.filter((field) => !hasField(config, field))).toEqual([]);
    expect(Object.keys((config.footer as { socials: object }).socials).length).toBeGreaterThanOrEqual(9);
  });

  test("the navigation: versions (one default, with tags) holding tabs with icons, and global anchors beside them", () => {
    const versions = navigation.children;
    expect(versions.map((node) => [node.kind, "name" in node ? node.name : undefined])).toEqual([
      ["version", "v2"],
      ["version", "v1"],
    ]);
    expect(
      navigation.sections
        .filter((section) => section.kind === "version" && section.isDefault)
        .map((section) => section.name),
    ).toEqual(["v2"]);
    expect(
      navigation.sections
        .filter((section) => section.kind === "version")
        .every((section) => typeof section.value.tag === "string"),
    ).toBe(true);
    const tabs = navigation.sections.filter((section) => section.kind === "tab");
    expect(tabs.length).toBeGreaterThan(2);
    expect(tabs.every((tab) => tab.icon !== undefined)).toBe(true);
    expect(navigation.global.map((section) => [section.kind, section.href?.startsWith("https://")])).toEqual([
      ["anchor", true],
      ["anchor", true],
    ]);
  });

  test("each version has pages of its own, so the sidebar changes with the version", () => {
    const [v2, v1] = navigation.children.map(filesUnder);
    expect(v2.filter((file) => !v1.includes(file)).length).toBeGreaterThan(0);
    expect(v1.filter((file) => !v2.includes(file)).length).toBeGreaterThan(0);
  });

  test("groups show icons, tags, a root page, a nested group expanded, and a hidden group", () => {
    expect(navigation.groups.some((group) => group.icon !== undefined && typeof group.icon === "object")).toBe(true);
    expect(navigation.groups.some((group) => group.icon !== undefined && typeof group.icon === "string")).toBe(true);
    expect(navigation.groups.some((group) => group.tag)).toBe(true);
    expect(navigation.groups.some((group) => group.root?.target.kind === "page")).toBe(true);
    expect(nestedGroups().some((group) => group.expanded === true && group.tag && group.icon)).toBe(true);
    const hidden = navigation.groups.filter((group) => group.hidden);
    expect(hidden).toHaveLength(1);
    expect(hidden[0].children.length).toBeGreaterThan(0);
  });

  test("shared tabs come from files under config/ through $ref, and the API tab names the OpenAPI file for an endpoint entry", () => {
    const referenced = [...project.document!.sources.keys()].filter((file) => file !== "docs.json");
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.every((file) => file.startsWith("config/"))).toBe(true);
    expect(navigation.groups.filter((group) => referenced.includes(group.place.file)).length).toBeGreaterThan(0);
    const endpoints = navigation.pages.filter((page) => page.operation);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(
      endpoints.every((page) => page.openapi?.source === "/openapi.yaml" && page.place.file.startsWith("config/")),
    ).toBe(true);
  });

  test("every page file is in the navigation (an item or a group's root), and every entry that is not an endpoint has a page", () => {
    expect([...listedPageFiles(navigation)].sort()).toEqual(pageFiles);
    expect(navigation.pages.filter((page) => !page.operation && page.target.kind !== "page")).toEqual([]);
  });

  test("every component of the spec appears in some page, as do a video and an iframe", () => {
    const used = (name: string) => pages.some((page) => new RegExp(`<${name}(?=[\\s/>])`).test(page.text));
    expect([...SPEC_COMPONENTS, "video", "iframe"].filter((name) => !used(name))).toEqual([]);
  });

  test("ParamField appears with each location, and a page imports a snippet that exists", () => {
    const locations = ["path", "body", "query", "header"];
    expect(
      locations.filter((location) => !pages.some((page) => new RegExp(`<ParamField ${location}="`).test(page.text))),
    ).toEqual([]);
    const snippets = pages.flatMap((page) =>
      [...page.text.matchAll(/^import \w+ from "\/(snippets\/[^"]+)";$/gm)].map((match) => match[1]),
    );
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.filter((snippet) => !mdxFiles.includes(snippet))).toEqual([]);
  });

  test("media the pages embed from the project exist under the root", () => {
    const sources = pages.flatMap((page) =>
      [...page.text.matchAll(/\ssrc="(\/[^"]+)"/g)].map((match) => match[1].slice(1)),
    );
    expect(sources).toContain("videos/test-alert.webm");
    expect(sources.filter((source) => !existsSync(path.join(STARTER, source)))).toEqual([]);
  });

  test("every page has a title (an API page may take its operation's) and a description, and the API page names an operation of the OpenAPI file", () => {
    for (const page of pages) {
      const data = frontMatter(page.text);
      // An API page may leave its title to its operation's summary.
      if (typeof data.openapi !== "string") expect(typeof data.title, page.file).toBe("string");
      expect(typeof data.description, page.file).toBe("string");
    }
    const spec = parseYaml(readFileSync(path.join(STARTER, "openapi.yaml"), "utf8")) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
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

/** Top-level fields of the legacy `docs.json`, spec section 2.1: the fixture uses each. */
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

const FOOTER_SOCIAL_KEYS = [
  "website",
  "facebook",
  "x",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
];

const legacyConfig = JSON.parse(readFileSync(path.join(LEGACY, "docs.json"), "utf8")) as Record<string, unknown>;

function navigationEntries(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item === "string") return [item];
    return item !== null && typeof item === "object" ? navigationEntries((item as { pages?: unknown }).pages) : [];
  });
}

describe("the legacy layout's fixture", () => {
  test("check() reports only that Mintlify refuses this shape under the name docs.json", () => {
    const result = check({ root: LEGACY });
    expect(result.configFile).toBe("docs.json");
    expect(result.diagnostics.map((diagnostic) => [diagnostic.ruleId, diagnostic.severity, diagnostic.file])).toEqual([
      ["config/legacy-shape", "error", "docs.json"],
    ]);
  });

  test("its pages and files are the example's: only the config differs", () => {
    const files = (root: string) =>
      projectFiles(root).filter(
        (file) => statSync(path.join(root, file)).isFile() && file !== "docs.json" && !file.startsWith("config/"),
      );
    expect(files(LEGACY)).toEqual(files(STARTER));
    expect(
      files(LEGACY).filter(
        (file) => !readFileSync(path.join(LEGACY, file)).equals(readFileSync(path.join(STARTER, file))),
      ),
    ).toEqual([]);
  });

  test("docs.json uses every top-level field of the spec", () => {
    expect(SPEC_FIELDS.filter((field) => !(field in legacyConfig))).toEqual([]);
  });

  test("docs.json uses every nested field of the spec's objects", () => {
    expect(SPEC_NESTED_FIELDS.filter((field) => !hasField(legacyConfig, field))).toEqual([]);
    expect(Object.keys(legacyConfig.footerSocials as object).sort()).toEqual([...FOOTER_SOCIAL_KEYS].sort());
  });

  test("docs.json shows both forms of the fields that take two shapes", () => {
    const anchors = legacyConfig.anchors as { color?: unknown }[];
    expect(anchors.some((anchor) => typeof anchor.color === "string")).toBe(true);
    expect(anchors.some((anchor) => typeof anchor.color === "object")).toBe(true);
    expect(Array.isArray((legacyConfig.api as { baseUrl: unknown }).baseUrl)).toBe(true);
    const groups = legacyConfig.navigation as { pages: unknown[] }[];
    expect(groups.some((group) => group.pages.some((item) => typeof item === "object"))).toBe(true);
    // A github button's name is unused (the spec asks for it only on link buttons): the site shows the repository
    // instead.
    expect((legacyConfig.topbarCtaButton as { type: string }).type).toBe("github");
  });

  test("each version has groups of its own, so the sidebar changes with the version", () => {
    const groupVersions = (legacyConfig.navigation as { version?: string }[]).flatMap((group) =>
      group.version ? [group.version] : [],
    );
    expect([...new Set(groupVersions)].sort()).toEqual([...(legacyConfig.versions as string[])].sort());
  });

  test("the anchor hidden by default owns pages of the navigation", () => {
    const hidden = (legacyConfig.anchors as { url: string; isDefaultHidden?: boolean; version?: string }[]).filter(
      (anchor) => anchor.isDefaultHidden,
    );
    expect(hidden).toHaveLength(1);
    // Not tied to a version as well, so that opening its page is the only thing that shows it.
    expect(hidden[0].version).toBeUndefined();
    expect(
      navigationEntries(legacyConfig.navigation).filter((entry) => entry.startsWith(`${hidden[0].url}/`)).length,
    ).toBeGreaterThan(0);
  });

  test("every anchor version is listed in versions", () => {
    const versions = legacyConfig.versions as string[];
    const anchorVersions = (legacyConfig.anchors as { version?: string }[]).flatMap((anchor) =>
      anchor.version ? [anchor.version] : [],
    );
    expect(anchorVersions.length).toBeGreaterThan(0);
    expect(anchorVersions.filter((version) => !versions.includes(version))).toEqual([]);
  });

  test("every page file is in the navigation and every entry has a page", () => {
    const entries = navigationEntries(legacyConfig.navigation)
      .map((entry) => `${entry}.mdx`)
      .sort();
    expect(pageFiles).toEqual(entries);
  });
});
