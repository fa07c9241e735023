import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { loadProject } from "../../src/project/project.js";
import { tempProject } from "../helpers/temp-project.js";

const page = (extra = "") => `---\ntitle: Start\ndescription: Where to begin.\n${extra}---\n\nText.\n`;

describe("project.docs: docs.json in one shape", () => {
  test("a v2 config as written, its $refs resolved, each value's place in the file that wrote it", () => {
    const root = tempProject({
      "docs.json": JSON.stringify(
        { theme: "maple", name: "Acme", icons: { $ref: "icons.json" }, navigation: { groups: [] } },
        null,
        2,
      ),
      "icons.json": '{\n  "library": "lucide"\n}\n',
    });
    const { docs } = loadProject(root);
    expect(docs?.layout).toBe("v2");
    expect(docs?.value).toMatchObject({ theme: "maple", name: "Acme", icons: { library: "lucide" } });
    expect(docs?.legacy).toBeUndefined();
    expect(docs?.rangeOf(["icons", "library"])).toMatchObject({ file: "icons.json", line: 2, column: 14 });
    expect(docs?.rangeOf(["name"])).toMatchObject({ file: "docs.json", line: 3 });
  });

  test("a legacy config lifted to its v2 places by the upgrade's field mapping, places kept", () => {
    const legacy = {
      name: "Acme",
      theme: "venus",
      logo: { light: "/logo/light.svg", dark: "/logo/dark.svg" },
      favicon: "/favicon.svg",
      colors: { primary: "#0D9373", light: "#07C983", dark: "#0D9373", background: { dark: "#101010" } },
      modeToggle: { default: "dark", isHidden: true },
      topbarLinks: [{ name: "Support", url: "mailto:help@acme.test" }],
      topbarCtaButton: { type: "github", url: "https://github.com/acme/widgets" },
      footerSocials: { x: "https://x.com/acme" },
      metadata: { "og:site_name": "Acme" },
      api: { baseUrl: "https://api.acme.test", auth: { method: "bearer", inputPrefix: "Token" }, maintainOrder: true },
      openapi: "openapi.yaml",
      feedback: { thumbsRating: true },
      versions: ["v2", "v1"],
      topAnchor: { name: "Guides", icon: "book" },
      tabs: [{ name: "API", url: "api" }],
      anchors: [{ name: "Blog", url: "https://acme.test/blog", icon: "newspaper" }],
      navigation: [{ group: "Start", pages: ["index"] }],
    };
    const text = JSON.stringify(legacy, null, 2);
    const { docs } = loadProject(tempProject({ "mint.json": text, "index.mdx": page() }));
    expect(docs?.layout).toBe("legacy");
    expect(docs?.value).toEqual({
      // Prebuild's in-memory upgrade: the theme is always mint.
      theme: "mint",
      name: "Acme",
      colors: { primary: "#0D9373", light: "#07C983", dark: "#0D9373" },
      logo: legacy.logo,
      favicon: "/favicon.svg",
      appearance: { default: "dark", strict: true },
      background: { color: { dark: "#101010" } },
      navbar: {
        links: [{ label: "Support", href: "mailto:help@acme.test" }],
        primary: { type: "github", href: "https://github.com/acme/widgets" },
      },
      footer: { socials: { x: "https://x.com/acme" } },
      seo: { metatags: { "og:site_name": "Acme" } },
      api: { openapi: "openapi.yaml", mdx: { server: "https://api.acme.test", auth: { method: "bearer" } } },
    });
    // The navigation (tabs, anchors, groups) is project.navigation's; what v2 has no place for is kept aside.
    expect(docs?.legacy).toEqual({
      feedback: { thumbsRating: true },
      versions: ["v2", "v1"],
      topAnchor: { name: "Guides", icon: "book" },
      maintainOrder: true,
      authInputPrefix: "Token",
    });
    const lineOf = (needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;
    expect(docs?.rangeOf(["logo"]).line).toBe(lineOf('"logo"'));
    expect(docs?.rangeOf(["api", "mdx", "server"]).line).toBe(lineOf('"baseUrl"'));
    expect(docs?.rangeOf(["api", "mdx", "auth", "method"]).line).toBe(lineOf('"method"'));
    expect(docs?.rangeOf(["api", "openapi"]).line).toBe(lineOf('"openapi"'));
    expect(docs?.rangeOf(["colors", "dark"])).toMatchObject({ line: lineOf('"dark": "#0D9373"'), column: 13 });
    expect(docs?.rangeOf(["navbar", "links", 0, "href"]).line).toBe(lineOf('"url": "mailto'));
    // A path of the file as written that the lifted config does not hold: a navigation node's.
    expect(docs?.rangeOf(["tabs", 0, "url"]).line).toBe(lineOf('"url": "api"'));
  });

  test("no config, or one that is no JSON: no docs", () => {
    expect(loadProject(tempProject({ "index.mdx": page() })).docs).toBeUndefined();
    expect(loadProject(tempProject({ "docs.json": "{ nope", "index.mdx": page() })).docs).toBeUndefined();
  });
});

describe("icons.library read through a $ref", () => {
  const config = (icons: unknown) =>
    JSON.stringify({
      theme: "mint",
      name: "Acme",
      icons,
      navigation: { groups: [{ group: "Start", pages: ["index"] }] },
    });
  const iconReports = (files: Record<string, string>) =>
    check({ root: tempProject(files) })
      .diagnostics.filter((d) => d.ruleId === "page/unknown-icon")
      .map((d) => d.message);

  test("a Lucide icon in front matter is known when icons.json picks Lucide, as when docs.json does", () => {
    const lucidePage = page("icon: a-arrow-down\n");
    expect(iconReports({ "docs.json": config({ library: "lucide" }), "index.mdx": lucidePage })).toEqual([]);
    expect(
      iconReports({
        "docs.json": config({ $ref: "icons.json" }),
        "icons.json": '{ "library": "lucide" }',
        "index.mdx": lucidePage,
      }),
    ).toEqual([]);
  });

  test("an icon in no library is still reported, against Lucide", () => {
    expect(
      iconReports({
        "docs.json": config({ $ref: "icons.json" }),
        "icons.json": '{ "library": "lucide" }',
        "index.mdx": page("icon: not-an-icon-anywhere\n"),
      }),
    ).toEqual([expect.stringMatching(/"not-an-icon-anywhere" in the front matter is not in Lucide/)]);
  });
});
