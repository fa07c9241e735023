import { describe, expect, test } from "vitest";
import { navigationPageFiles } from "../../src/project/navigation/navigation-pages.js";
import { loadProject } from "../../src/project/project.js";
import { page, tempProject } from "../helpers/temp-project.js";

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

function navigationOf(files: Record<string, string>) {
  const project = loadProject(tempProject(files));
  if (!project.navigation) throw new Error("no navigation");
  return { project, navigation: project.navigation };
}

describe("the v2 navigation tree", () => {
  const files = {
    "docs.json": json({
      theme: "mint",
      name: "Acme",
      navigation: {
        languages: [
          {
            language: "en",
            default: true,
            versions: [
              {
                version: "v2",
                tabs: [
                  {
                    tab: "Guides",
                    icon: "book",
                    groups: [
                      {
                        group: "Start",
                        root: "index",
                        pages: ["quickstart", { group: "Deep", expanded: true, pages: ["deep/one"] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { language: "fr", $ref: "fr.json" },
        ],
        global: { anchors: [{ anchor: "Blog", href: "https://blog.example.com" }] },
      },
    }),
    "fr.json": json({
      tabs: [
        { tab: "Guides", openapi: "api.yaml", groups: [{ group: "Start", pages: ["fr/quickstart", "GET /users"] }] },
      ],
    }),
    "index.mdx": page("Home"),
    "quickstart.mdx": page("Quickstart"),
    "deep/one.mdx": page("One"),
    "fr/quickstart.mdx": page("Démarrage"),
  };

  test("sections, groups and pages in document order, each with its place, language and version", () => {
    const { navigation } = navigationOf(files);
    expect(navigation.layout).toBe("v2");
    expect(navigation.sections.map((s) => `${s.kind}:${s.name}`)).toEqual([
      "language:en",
      "version:v2",
      "tab:Guides",
      "language:fr",
      "tab:Guides",
      "anchor:Blog",
    ]);
    expect(navigation.global.map((s) => [s.name, s.isGlobal, s.href])).toEqual([
      ["Blog", true, "https://blog.example.com"],
    ]);
    expect(navigation.groups.map((g) => `${g.name}@${g.language ?? "-"}/${g.version ?? "-"}`)).toEqual([
      "Start@en/v2",
      "Deep@en/v2",
      "Start@fr/-",
    ]);
    expect(navigation.pages.map((p) => p.entry)).toEqual([
      "index",
      "quickstart",
      "deep/one",
      "fr/quickstart",
      "GET /users",
    ]);
    const [root, , deep, fr, endpoint] = navigation.pages;
    expect(root!.isRoot).toBe(true);
    expect(deep!.target).toMatchObject({ kind: "page", file: "deep/one.mdx" });
    expect(fr!.place).toEqual({ file: "fr.json", path: ["tabs", 0, "groups", 0, "pages", 0] });
    expect(fr!.openapi?.source).toBe("api.yaml");
    expect(endpoint!.operation).toEqual({ kind: "operation", method: "get", path: "/users", spec: "api.yaml" });
    expect(navigation.children).toHaveLength(2);
  });

  test("only the child key Mintlify keeps is read: an href beats pages, tabs beat groups at the root", () => {
    const { navigation } = navigationOf({
      "docs.json": json({
        theme: "mint",
        name: "Acme",
        navigation: {
          tabs: [{ tab: "A", href: "https://x.example.com", pages: ["dropped"] }],
          groups: [{ group: "Dropped", pages: ["also-dropped"] }],
        },
      }),
    });
    expect(navigation.sections.map((s) => [s.name, s.href, s.children.length])).toEqual([
      ["A", "https://x.example.com", 0],
    ]);
    expect(navigation.pages).toEqual([]);
  });

  test("the default language's and version's pages come first in the site's page order", () => {
    const { project } = navigationOf({
      "docs.json": json({
        theme: "mint",
        name: "Acme",
        navigation: {
          versions: [
            { version: "v1", pages: ["v1/a"] },
            { version: "v2", default: true, pages: ["v2/a"] },
          ],
        },
      }),
      "v1/a.mdx": page("A"),
      "v2/a.mdx": page("A"),
    });
    expect(navigationPageFiles(project)).toEqual(["v2/a.mdx", "v1/a.mdx"]);
  });
});

describe("the legacy navigation tree", () => {
  test("groups nest, and a nested group inherits its parent's version", () => {
    const { navigation } = navigationOf({
      "mint.json": json({
        name: "Acme",
        navigation: [{ group: "A", version: "v1", pages: ["a", { group: "B", pages: ["b"] }] }],
      }),
    });
    expect(navigation.layout).toBe("legacy");
    expect(navigation.groups.map((g) => [g.name, g.version])).toEqual([
      ["A", "v1"],
      ["B", "v1"],
    ]);
    expect(navigation.pages.map((p) => [p.entry, p.version, p.place.file])).toEqual([
      ["a", "v1", "mint.json"],
      ["b", "v1", "mint.json"],
    ]);
  });

  test("tabs and anchors hold the groups whose first page lies under their url; pages and groups stay in the navigation's order", () => {
    const { navigation } = navigationOf({
      "mint.json": json({
        name: "Acme",
        tabs: [
          { name: "API", url: "api" },
          { name: "Site", url: "https://acme.example.com" },
        ],
        anchors: [
          { name: "Community", url: "/community/", version: "v2", isDefaultHidden: true, icon: "discord" },
          { name: "API v2", url: "api/v2" },
        ],
        navigation: [
          { group: "Endpoints", pages: ["api/users"] },
          { group: "Start", pages: ["index"] },
          { group: "Forum", pages: [{ group: "Inner", pages: ["community/forum"] }] },
          { group: "New endpoints", pages: ["api/v2/users"] },
        ],
      }),
    });
    expect(
      navigation.sections.map((s) => [
        s.kind,
        s.name,
        s.href,
        s.hidden,
        s.version,
        s.children.map((c) => (c.kind === "group" ? c.name : c.kind)),
      ]),
    ).toEqual([
      ["tab", "API", undefined, undefined, undefined, ["Endpoints"]],
      ["tab", "Site", "https://acme.example.com", undefined, undefined, []],
      ["anchor", "Community", undefined, true, "v2", ["Forum"]],
      ["anchor", "API v2", undefined, undefined, undefined, ["New endpoints"]],
    ]);
    expect(navigation.sections[0]!.place).toEqual({ file: "mint.json", path: ["tabs", 0] });
    expect(
      navigation.children.map((c) =>
        c.kind === "page" ? c.entry : c.kind === "group" ? c.name : `${c.kind}:${c.name}`,
      ),
    ).toEqual(["Start", "tab:API", "tab:Site", "anchor:Community", "anchor:API v2"]);
    expect(navigation.groups.map((g) => g.name)).toEqual(["Endpoints", "Start", "Forum", "Inner", "New endpoints"]);
    expect(navigation.pages.map((p) => p.entry)).toEqual(["api/users", "index", "community/forum", "api/v2/users"]);
  });
});
