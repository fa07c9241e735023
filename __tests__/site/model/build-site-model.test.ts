import { describe, expect, test } from "vitest";
import { buildSiteModel } from "../../../src/site/model/build-site-model.js";
import { renderPageDocument } from "../../../src/site/layout/index.js";
import { pagesOfIndex, searchIndexes, searchIndexPath } from "../../../src/site/search/search-index.js";
import type { NavGroupItem, NavItem } from "../../../src/site/model/site-model.js";
import { fakeModelInput, fakePage, fakeSite } from "../fake-pages.js";

const labels = (items: readonly NavItem[]): string[] =>
  items.map((i) => (i.kind === "group" ? `[${i.name}]` : i.label));

describe("legacy layout", () => {
  const site = fakeSite(
    ["logo/light.svg", "logo/dark.svg", "favicon.png", "images/bg.png"],
    [
      fakePage("index.mdx", { title: "Home" }),
      fakePage("quickstart.mdx", { title: "Quickstart", sidebarTitle: "Start here", icon: "rocket" }),
      fakePage("api/users.mdx"),
      fakePage("api/orders.mdx"),
      fakePage("v1/old.mdx"),
      fakePage("community/forum.mdx"),
      fakePage("hidden/secret.mdx"),
      fakePage("orphan.mdx", { title: "Orphan" }),
    ],
  );
  const config = {
    name: "Acme",
    logo: { light: "/logo/light.svg", dark: "logo/dark.svg", href: "https://acme.example.com" },
    favicon: "/favicon.png",
    colors: {
      primary: "#0D9373",
      light: "#07C983",
      dark: "#0D9373",
      background: { light: "#ffffff", dark: "#0f1117" },
    },
    topbarLinks: [
      { name: "Support", url: "mailto:help@acme.example.com" },
      { name: "Bad", url: "javascript:alert(1)" },
    ],
    topbarCtaButton: { type: "github", url: "https://github.com/acme/alerts" },
    versions: ["v2", "v1"],
    tabs: [{ name: "API reference", url: "api" }],
    anchors: [
      {
        name: "Community",
        icon: "discord",
        iconType: "brands",
        url: "community",
        color: { from: "#ff0000", to: "#0000ff" },
      },
      { name: "Blog", icon: "newspaper", url: "https://blog.acme.example.com", color: "#123456", version: "v2" },
      { name: "Secret", url: "hidden", isDefaultHidden: true },
    ],
    topAnchor: { name: "Guides", icon: "book" },
    navigation: [
      {
        group: "Get started",
        pages: [
          "index",
          "quickstart",
          "https://status.acme.example.com",
          "missing-page",
          { group: "Nested", pages: ["v1/old"] },
        ],
      },
      { group: "Old", version: "v1", pages: ["v1/old"] },
      { group: "Endpoints", pages: ["api/users", "api/orders"] },
      { group: "Forum", pages: ["community/forum"] },
      { group: "Hidden", pages: ["hidden/secret"] },
    ],
    footerSocials: { x: "https://x.com/acme", github: "https://github.com/acme", myspace: "https://myspace.com/acme" },
    feedback: { suggestEdit: true, raiseIssue: true },
    modeToggle: { default: "dark", isHidden: true },
    backgroundImage: "/images/bg.png",
  };
  const model = buildSiteModel({
    ...fakeModelInput(config, site),
    basePath: "/docs",
    githubStars: 1234,
    repository: { slug: "acme/docs", serverUrl: "https://github.com", branch: "main", docsPath: "" },
  });
  const section = (id: string) => model.sections.find((s) => s.id === id)!;

  test("tabs and anchors claim the groups whose first page lies under their url", () => {
    expect(model.sections.map((s) => s.id)).toEqual(["top", "tab-0", "anchor-0", "anchor-1", "anchor-2"]);
    expect(section("top").groups.map((g) => g.name)).toEqual(["Get started", "Old"]);
    expect(section("tab-0").groups.map((g) => g.name)).toEqual(["Endpoints"]);
    expect(section("anchor-0").groups.map((g) => g.name)).toEqual(["Forum"]);
    expect(section("anchor-0")).toMatchObject({
      href: "/docs/community/forum/",
      icon: { name: "discord", style: "brands" },
      color: { from: "#ff0000", to: "#0000ff" },
    });
    expect(section("anchor-1")).toMatchObject({
      href: "https://blog.acme.example.com",
      color: "#123456",
      version: "v2",
      groups: [],
    });
    expect(section("anchor-2")).toMatchObject({ isDefaultHidden: true, href: "/docs/hidden/secret/" });
    expect(section("tab-0").href).toBe("/docs/api/users/");
  });

  test("entries: pages with their sidebar title and icon, URLs as links, missing pages left out, nested groups", () => {
    const start = section("top").groups[0]!;
    expect(labels(start.items)).toEqual(["Home", "Start here", "status.acme.example.com", "[Nested]"]);
    expect(start.items[0]).toMatchObject({ kind: "page", href: "/docs/" });
    expect(start.items[1]).toMatchObject({ kind: "page", href: "/docs/quickstart/", icon: { name: "rocket" } });
    expect(start.items[2]).toMatchObject({ kind: "link", href: "https://status.acme.example.com" });
  });

  test("groups keep their version; pages carry section, version and group", () => {
    const old = section("top").groups[1]!;
    expect(old.version).toBe("v1");
    expect(model.versions).toEqual(["v2", "v1"]);
    const byFile = new Map(model.pages.map((p) => [p.file, p]));
    expect(byFile.get("quickstart.mdx")).toMatchObject({
      href: "/docs/quickstart/",
      section: "top",
      group: "Get started",
      listed: true,
    });
    expect(byFile.get("api/users.mdx")).toMatchObject({ section: "tab-0", group: "Endpoints" });
    expect(byFile.get("orphan.mdx")).toMatchObject({ section: "top", listed: false, href: "/docs/orphan/" });
    expect(model.pages.at(-1)!.file).toBe("orphan.mdx");
  });

  test("site fields: logo, favicon, colours, links, CTA, socials, feedback, mode, background, assets", () => {
    expect(model.logo).toEqual({
      light: "/docs/logo/light.svg",
      dark: "/docs/logo/dark.svg",
      href: "https://acme.example.com",
    });
    expect(model.favicon).toBe("/docs/favicon.png");
    expect(model.colors).toEqual({
      primary: "#0D9373",
      light: "#07C983",
      dark: "#0D9373",
      background: { light: "#ffffff", dark: "#0f1117" },
    });
    expect(model.topbarLinks).toEqual([{ name: "Support", href: "mailto:help@acme.example.com" }]);
    expect(model.cta).toEqual({
      kind: "github",
      href: "https://github.com/acme/alerts",
      repository: "acme/alerts",
      stars: 1234,
    });
    expect(model.footerSocials).toEqual([
      { platform: "x", href: "https://x.com/acme" },
      { platform: "github", href: "https://github.com/acme" },
    ]);
    expect(model.feedback).toMatchObject({ suggestEdit: true, raiseIssue: true, repository: { slug: "acme/docs" } });
    expect(model.modeToggle).toEqual({ default: "dark", isHidden: true });
    expect(model.backgroundImage).toBe("/docs/images/bg.png");
    expect(model.topAnchor).toEqual({ name: "Guides", icon: { name: "book", style: "duotone" } });
    expect(model.assets).toEqual(["favicon.png", "images/bg.png", "logo/dark.svg", "logo/light.svg"]);
  });
});

describe("footer socials and background colours, as Mintlify reads them", () => {
  const site = fakeSite([], [fakePage("index.mdx")]);
  const model = (config: Record<string, unknown>) =>
    buildSiteModel({
      ...fakeModelInput({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }], ...config }, site),
      basePath: "",
    });

  test("every platform Mintlify knows, in the config's order; unknown ones left out", () => {
    const socials = {
      youtube: "https://youtube.com/@acme",
      twitter: "https://twitter.com/acme",
      bluesky: "https://bsky.app/profile/acme",
      podcast: "https://pod.example.com",
      mastodon: "https://example.com/@acme",
    };
    expect(model({ footerSocials: socials }).footerSocials).toEqual([
      { platform: "youtube", href: "https://youtube.com/@acme" },
      { platform: "twitter", href: "https://twitter.com/acme" },
      { platform: "bluesky", href: "https://bsky.app/profile/acme" },
      { platform: "podcast", href: "https://pod.example.com" },
    ]);
  });

  test("the deprecated list form, a later entry replacing an earlier one's URL; `footer.socials` wins over `footerSocials`", () => {
    const list = [
      { type: "github", url: "https://github.com/old" },
      { type: "reddit", url: "https://reddit.com/r/acme" },
      { type: "github", url: "https://github.com/acme" },
      "junk",
    ];
    expect(model({ footerSocials: list }).footerSocials).toEqual([
      { platform: "github", href: "https://github.com/acme" },
      { platform: "reddit", href: "https://reddit.com/r/acme" },
    ]);
    expect(
      model({
        footerSocials: { x: "https://x.com/acme" },
        footer: { socials: { threads: "https://threads.net/@acme" } },
      }).footerSocials,
    ).toEqual([{ platform: "threads", href: "https://threads.net/@acme" }]);
  });

  test("one background colour is used alone: the other mode keeps the theme's", () => {
    expect(model({ colors: { primary: "#0D9373", background: { dark: "#000" } } }).colors.background).toEqual({
      dark: "#000",
    });
    expect(model({ colors: { primary: "#0D9373", background: { light: "#FAF9F7" } } }).colors.background).toEqual({
      light: "#FAF9F7",
    });
    expect(model({ colors: { primary: "#0D9373" } }).colors.background).toBeUndefined();
  });
});

describe("odd input never throws", () => {
  test("paths out of the root, missing files and bad colours are left out", () => {
    const site = fakeSite([], [fakePage("index.mdx")]);
    const model = buildSiteModel({
      ...fakeModelInput(
        {
          name: "X",
          logo: "../secret.png",
          favicon: "/missing.ico",
          colors: { primary: "red;}body{display:none" },
          backgroundImage: "file:///etc/passwd",
          navigation: "nope",
          topbarCtaButton: { name: "Go", url: "quickstart" },
        },
        site,
      ),
      basePath: "",
    });
    expect(model.logo).toBeUndefined();
    expect(model.favicon).toBeUndefined();
    expect(model.backgroundImage).toBeUndefined();
    expect(model.colors.primary).toMatch(/^#[0-9A-F]{6}$/i);
    expect(model.pages.map((p) => p.file)).toEqual(["index.mdx"]);
    expect(model.cta).toEqual({ kind: "link", name: "Go", href: "/quickstart" });
    expect(buildSiteModel({ ...fakeModelInput(null, site), basePath: "" }).name).toBe("Documentation");
  });

  test("a github CTA without a star count is a plain repository link", () => {
    const site = fakeSite([], [fakePage("index.mdx")]);
    const model = buildSiteModel({
      ...fakeModelInput(
        { name: "X", navigation: [], topbarCtaButton: { type: "github", url: "https://github.com/acme/alerts.git" } },
        site,
      ),
      basePath: "",
    });
    expect(model.cta).toEqual({
      kind: "github",
      href: "https://github.com/acme/alerts.git",
      repository: "acme/alerts",
    });
  });
});

describe("newer layout", () => {
  const site = fakeSite(
    ["logo/light.svg"],
    ["index.mdx", "guide/a.mdx", "guide/b.mdx", "api/intro.mdx", "api/root.mdx", "fr/index.mdx", "v1/a.mdx"].map((f) =>
      fakePage(f),
    ),
  );
  const config = {
    name: "New",
    description: "A newer-layout site.",
    logo: { light: "/logo/light.svg" },
    colors: { primary: "#006CFA" },
    background: { color: { light: "#F5F5EF", dark: "#131923" } },
    appearance: { default: "light", strict: true },
    navbar: {
      links: [{ label: "Blog", href: "https://blog.example.com" }],
      primary: { type: "button", label: "Sign up", href: "https://app.example.com" },
    },
    footer: { socials: { slack: "https://slack.example.com" } },
    navigation: {
      languages: [
        { language: "fr", tabs: [{ tab: "Docs FR", groups: [{ group: "FR", pages: ["fr/index"] }] }] },
        {
          language: "en",
          default: true,
          tabs: [
            {
              tab: "Guide",
              icon: "book",
              groups: [
                {
                  group: "Start",
                  pages: ["index", { group: "Deeper", icon: "layer-group", pages: ["guide/a", "guide/b"] }],
                },
              ],
            },
            { tab: "API", groups: [{ group: "Reference", root: "api/root", pages: ["api/intro"] }] },
            { tab: "Changelog", href: "https://changes.example.com" },
          ],
          global: { anchors: [{ anchor: "Status", href: "https://status.example.com", icon: "signal" }] },
        },
      ],
    },
  };
  const model = buildSiteModel({ ...fakeModelInput(config, site), basePath: "" });

  test("every language is a section with its own tabs, the default first; each section leads to its first page", () => {
    expect(model.sections.map((s) => [s.id, s.kind, s.name, s.parent, s.href])).toEqual([
      ["language-0", "language", "en", undefined, "/"],
      ["tab-0", "tab", "Guide", "language-0", "/"],
      ["tab-1", "tab", "API", "language-0", "/api/root/"],
      ["tab-2", "tab", "Changelog", "language-0", "https://changes.example.com"],
      ["language-1", "language", "fr", undefined, "/fr/"],
      ["tab-3", "tab", "Docs FR", "language-1", "/fr/"],
    ]);
    expect(model.languages).toEqual(["en", "fr"]);
    expect(model.home).toBe("tab-0");
    expect(model.global).toEqual([
      {
        kind: "anchor",
        name: "Status",
        href: "https://status.example.com",
        icon: { name: "signal" },
        owner: "language-0",
      },
    ]);
  });

  test("groups keep their root, icon and nesting; a page belongs to its language's section", () => {
    const guide = model.sections[1]!.groups[0]!;
    expect(labels(guide.items)).toEqual(["Index", "[Deeper]"]);
    expect((guide.items[1] as NavGroupItem).icon).toEqual({ name: "layer-group" });
    const reference = model.sections[2]!.groups[0]!;
    expect(reference.root).toMatchObject({ href: "/api/root/", label: "Root" });
    expect(labels(reference.items)).toEqual(["Intro"]);
    const byFile = new Map(model.pages.map((p) => [p.file, p]));
    expect(byFile.get("fr/index.mdx")).toMatchObject({ listed: true, section: "tab-3", language: "fr" });
    expect(byFile.get("api/root.mdx")).toMatchObject({
      listed: true,
      section: "tab-1",
      language: "en",
      group: "Reference",
    });
    expect(model.pages.map((p) => p.file).slice(0, 5)).toEqual([
      "index.mdx",
      "guide/a.mdx",
      "guide/b.mdx",
      "api/root.mdx",
      "api/intro.mdx",
    ]);
  });

  test("each language has its own search index, the default's where a site without languages has it; pages of no language search the default's", () => {
    expect(searchIndexes(model)).toEqual([
      { path: "_docsgate/search.json", language: "en" },
      { path: "_docsgate/search-fr.json", language: "fr" },
    ]);
    expect(pagesOfIndex(model, model.pages, "fr").map((p) => p.file)).toEqual(["fr/index.mdx"]);
    expect(pagesOfIndex(model, model.pages, "en").map((p) => p.file)).not.toContain("fr/index.mdx");
    expect(pagesOfIndex(model, model.pages, "en").map((p) => p.file)).toContain("guide/b.mdx");
  });

  test("a language code too long for a file name (docs.json's schema refuses it) names its index by a hash; others by their safe characters", () => {
    const long = "x".repeat(300);
    const site = { ...model, languages: ["en", long, "zh/Hans"] };
    const [, hashed, odd] = searchIndexes(site);
    expect(hashed!.path).toMatch(/^_docsgate\/search-[0-9a-f]{16}\.json$/);
    expect(odd!.path).toBe("_docsgate/search-zh_Hans.json");
    expect(searchIndexPath(site, long)).toBe(hashed!.path);
  });

  test("navbar, footer, background colours, appearance and description map onto the model", () => {
    expect(model.topbarLinks).toEqual([{ name: "Blog", href: "https://blog.example.com" }]);
    expect(model.cta).toEqual({ kind: "link", name: "Sign up", href: "https://app.example.com" });
    expect(model.footerSocials).toEqual([{ platform: "slack", href: "https://slack.example.com" }]);
    expect(model.colors.background).toEqual({ light: "#F5F5EF", dark: "#131923" });
    expect(model.modeToggle).toEqual({ default: "light", isHidden: true });
    expect(model.description).toBe("A newer-layout site.");
    expect(model.logo).toEqual({ light: "/logo/light.svg", dark: "/logo/light.svg", href: "/" });
  });

  test("each version is a section with its own sidebar, the default first; a page listed twice keeps the first's", () => {
    const versioned = buildSiteModel({
      ...fakeModelInput(
        {
          name: "V",
          navigation: {
            versions: [
              { version: "v1", tag: "Old", groups: [{ group: "Then", pages: ["v1/a", "index"] }] },
              {
                version: "v2",
                default: true,
                groups: [
                  { group: "Now", pages: ["guide/a", "index"] },
                  { group: "Secret", hidden: true, pages: ["guide/b"] },
                ],
              },
            ],
          },
        },
        site,
      ),
      basePath: "",
    });
    expect(versioned.versions).toEqual([]);
    expect(versioned.sections.map((s) => [s.id, s.name, s.tag, s.isDefault, s.groups.map((g) => g.name)])).toEqual([
      ["version-0", "v2", undefined, true, ["Now", "Secret"]],
      ["version-1", "v1", "Old", undefined, ["Then"]],
    ]);
    const byFile = new Map(versioned.pages.map((p) => [p.file, p]));
    expect(byFile.get("index.mdx")).toMatchObject({ section: "version-0", listed: true });
    expect(byFile.get("v1/a.mdx")).toMatchObject({ section: "version-1", listed: true });
    expect(byFile.get("guide/b.mdx")).toMatchObject({ section: "version-0", listed: true, hidden: true });
    expect(byFile.get("api/intro.mdx")).toMatchObject({ section: "version-0", listed: false });
    expect(versioned.sections[0]!.href).toBe("/guide/a/");
  });

  test("a version whose first page the default version lists leads to its first page of its own; a navbar link carries its icon", () => {
    const shared = buildSiteModel({
      ...fakeModelInput(
        {
          name: "S",
          icons: { library: "lucide" },
          navbar: {
            links: [
              { label: "Status", href: "https://status.example.com", icon: "activity" },
              { label: "Blog", href: "https://blog.example.com" },
            ],
          },
          navigation: {
            versions: [
              { version: "v2", tabs: [{ tab: "Docs", groups: [{ group: "Now", pages: ["index", "guide/a"] }] }] },
              {
                version: "v1",
                tabs: [
                  { tab: "Docs", groups: [{ group: "Then", pages: ["index", "v1/a"] }] },
                  { tab: "Shared", groups: [{ group: "Same", pages: ["guide/a"] }] },
                ],
              },
            ],
          },
        },
        site,
      ),
      basePath: "",
    });
    expect(shared.sections.map((s) => [s.id, s.href])).toEqual([
      ["version-0", "/"],
      ["tab-0", "/"],
      ["version-1", "/v1/a/"],
      ["tab-1", "/v1/a/"],
      // Nothing of its own: its first page, drawn in v2's chrome.
      ["tab-2", "/guide/a/"],
    ]);
    expect(shared.topbarLinks).toEqual([
      { name: "Status", href: "https://status.example.com", icon: { name: "activity", library: "lucide" } },
      { name: "Blog", href: "https://blog.example.com" },
    ]);
  });

  test("products, dropdowns, menus and top-level groups: sections of their kind; no top section unless the navigation has groups or pages at the top", () => {
    const divisions = buildSiteModel({
      ...fakeModelInput(
        {
          name: "D",
          navigation: {
            products: [
              {
                product: "core",
                name: "Core API",
                description: "The core.",
                icon: "cube",
                tabs: [
                  {
                    tab: "Docs",
                    menu: [
                      { item: "Guides", description: "How to", pages: ["guide/a"] },
                      { item: "Ref", pages: ["api/intro"] },
                    ],
                  },
                ],
              },
              {
                product: "Extra",
                dropdowns: [{ dropdown: "One", color: { light: "#112233", dark: "#445566" }, pages: ["v1/a"] }],
              },
            ],
          },
        },
        site,
      ),
      basePath: "",
    });
    expect(divisions.sections.map((s) => [s.id, s.name, s.parent, s.description, s.color])).toEqual([
      ["product-0", "Core API", undefined, "The core.", undefined],
      ["tab-0", "Docs", "product-0", undefined, undefined],
      ["menu-0", "Guides", "tab-0", "How to", undefined],
      ["menu-1", "Ref", "tab-0", undefined, undefined],
      ["product-1", "Extra", undefined, undefined, undefined],
      ["dropdown-0", "One", "product-1", undefined, "#112233"],
    ]);
    expect(divisions.sections.find((s) => s.id === "tab-0")!.href).toBe("/guide/a/");
    expect(divisions.sections.find((s) => s.id === "dropdown-0")!.groups.map((g) => [g.name, labels(g.items)])).toEqual(
      [["", ["A"]]],
    );
    const flat = buildSiteModel({
      ...fakeModelInput(
        { name: "F", navigation: { groups: [{ group: "G", tag: "New", expanded: true, pages: ["index"] }] } },
        site,
      ),
      basePath: "",
    });
    expect(flat.sections.map((s) => s.id)).toEqual(["top"]);
    expect(flat.sections[0]!.groups[0]).toMatchObject({ name: "G", tag: "New", expanded: true });
  });

  test("styling.eyebrows: breadcrumbs shows the groups that hold a page above its title; section (the default) its group", () => {
    const navigation = { groups: [{ group: "Guides", pages: [{ group: "Setup", pages: ["guide/a"] }, "guide/b"] }] };
    const modelOf = (styling: unknown) =>
      buildSiteModel({ ...fakeModelInput({ name: "E", styling, navigation }, site), basePath: "" });
    const crumbs = modelOf({ eyebrows: "breadcrumbs" });
    expect(crumbs.pages.map((p) => [p.file, p.breadcrumbs])).toEqual([
      ["guide/a.mdx", ["Guides", "Setup"]],
      ["guide/b.mdx", ["Guides"]],
      ...crumbs.pages.slice(2).map((p) => [p.file, undefined]),
    ]);
    const eyebrowOf = (model: ReturnType<typeof modelOf>) =>
      /<p class="eyebrow">([^<]*)<\/p>/.exec(renderPageDocument(model, site.pages.get("guide/a.mdx")!))?.[1];
    expect(eyebrowOf(crumbs)).toBe("Guides / Setup");
    expect(eyebrowOf(modelOf({ eyebrows: "section" }))).toBe("Setup");
    expect(modelOf(undefined).pages.some((p) => p.breadcrumbs)).toBe(false);
  });
});

describe("search indexes per language and version (v2 layout)", () => {
  const site = fakeSite(
    [],
    ["v1/a.mdx", "v2/a.mdx", "fr/v1/a.mdx", "fr/v2/a.mdx", "orphan.mdx"].map((f) => fakePage(f)),
  );
  const versions = (prefix: string) => [
    { version: "v1", groups: [{ group: "One", pages: [`${prefix}v1/a`] }] },
    { version: "v2", groups: [{ group: "Two", pages: [`${prefix}v2/a`] }] },
  ];
  const model = buildSiteModel({
    ...fakeModelInput(
      {
        name: "LV",
        navigation: {
          languages: [
            { language: "en", versions: versions("") },
            { language: "fr", versions: versions("fr/") },
          ],
        },
      },
      site,
    ),
    basePath: "",
  });
  const files = (language: string, version?: string) =>
    pagesOfIndex(model, model.pages, language, version).map((p) => p.file);

  test("one index per language and version; each language's default version keeps the language's path", () => {
    expect(searchIndexes(model)).toEqual([
      { path: "_docsgate/search.json", language: "en" },
      { path: "_docsgate/search.v2.json", language: "en", version: "v2" },
      { path: "_docsgate/search-fr.json", language: "fr" },
      { path: "_docsgate/search-fr.v2.json", language: "fr", version: "v2" },
    ]);
    expect(searchIndexPath(model, "en", "v1")).toBe("_docsgate/search.json");
    expect(searchIndexPath(model, "fr", "v1")).toBe("_docsgate/search-fr.json");
  });

  test("each index holds only its version's pages; a page of no version goes with its language's default version", () => {
    expect(files("en")).toEqual(["v1/a.mdx", "orphan.mdx"]);
    expect(files("en", "v2")).toEqual(["v2/a.mdx"]);
    expect(files("fr")).toEqual(["fr/v1/a.mdx"]);
    expect(files("fr", "v2")).toEqual(["fr/v2/a.mdx"]);
  });

  test("versions above languages: each language's versions are those over its sections", () => {
    const above = buildSiteModel({
      ...fakeModelInput(
        {
          name: "VL",
          navigation: {
            versions: [
              {
                version: "v1",
                languages: [
                  { language: "en", groups: [{ group: "One", pages: ["v1/a"] }] },
                  { language: "fr", groups: [{ group: "Un", pages: ["fr/v1/a"] }] },
                ],
              },
              {
                version: "v2",
                languages: [
                  { language: "en", groups: [{ group: "Two", pages: ["v2/a"] }] },
                  { language: "fr", groups: [{ group: "Deux", pages: ["fr/v2/a"] }] },
                ],
              },
            ],
          },
        },
        site,
      ),
      basePath: "",
    });
    expect(searchIndexes(above).map((index) => index.path)).toEqual([
      "_docsgate/search.json",
      "_docsgate/search.v2.json",
      "_docsgate/search-fr.json",
      "_docsgate/search-fr.v2.json",
    ]);
    expect(pagesOfIndex(above, above.pages, "fr", "v2").map((p) => p.file)).toEqual(["fr/v2/a.mdx"]);
  });

  test("names that would collide do not: a language after a dash, a version after a dot; odd or case-twin versions by a hash", () => {
    // A language named like a language-and-version (fr-v2) keeps its own file.
    const twin = { ...model, languages: [...model.languages, "fr-v2"] };
    expect(searchIndexPath(twin, "fr-v2")).toBe("_docsgate/search-fr-v2.json");
    expect(searchIndexPath(twin, "fr", "v2")).toBe("_docsgate/search-fr.v2.json");
    const odd = buildSiteModel({
      ...fakeModelInput(
        {
          name: "O",
          navigation: {
            versions: ["v1", "v2.0", "v2-full", "V2", "v2", "v 2", "x".repeat(40)].map((version, i) => ({
              version,
              groups: [{ group: `G${i}`, pages: [i === 0 ? "v1/a" : "v2/a"] }],
            })),
          },
        },
        site,
      ),
      basePath: "",
    });
    const paths = searchIndexes(odd).map((index) => index.path);
    expect(paths[0]).toBe("_docsgate/search.json");
    expect(paths[1]).toBe("_docsgate/search.v2.0.json");
    for (const hashed of paths.slice(2)) expect(hashed).toMatch(/^_docsgate\/search\._[0-9a-f]{16}\.json$/);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    const full = paths.map((p) => p.replace(/\.json$/, "-full.json"));
    expect(new Set([...paths, ...full]).size).toBe(paths.length * 2);
  });

  test("the legacy layout's versions share one index per language", () => {
    const legacy = buildSiteModel({
      ...fakeModelInput(
        {
          name: "L",
          versions: ["v2", "v1"],
          navigation: [
            { group: "Now", version: "v2", pages: ["v2/a"] },
            { group: "Then", version: "v1", pages: ["v1/a"] },
          ],
        },
        site,
      ),
      basePath: "",
    });
    expect(searchIndexes(legacy)).toEqual([{ path: "_docsgate/search.json" }]);
    expect(pagesOfIndex(legacy, legacy.pages, undefined).map((p) => p.file)).toContain("v1/a.mdx");
  });
});
