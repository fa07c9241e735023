import { validateDocsConfig } from "@mintlify/validation";
import { describe, expect, test } from "vitest";
import { upgradeConfig } from "../../src/upgrade/upgrade-config.js";

/** The upgrade, checked against Mintlify's v2 validator (a devDependency, the oracle) on the way. */
function upgrade(legacy: Record<string, unknown>) {
  const result = upgradeConfig({ name: "Acme", ...legacy });
  const verdict = validateDocsConfig(result.config);
  expect(
    verdict.success ? [] : verdict.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  ).toEqual([]);
  return result;
}

const paths = (notCarried: { path: (string | number)[] }[]) => notCarried.map((item) => item.path.join("."));

describe("upgradeConfig: navigation", () => {
  test("tabs claim the pages under their url, splitting groups and nested groups; the rest goes into a first tab; link-only anchors go to global", () => {
    const { config, notCarried } = upgrade({
      tabs: [
        { name: "API", url: "api" },
        { name: "SDK", url: "/sdk/" },
      ],
      anchors: [
        { name: "Forum", url: "https://forum.acme.dev", icon: "comments", iconType: "solid" },
        { name: "Blog", url: "https://blog.acme.dev", color: "#112233", isDefaultHidden: true },
      ],
      navigation: [
        {
          group: "Start",
          icon: "rocket",
          pages: [
            "intro",
            "api/overview",
            { group: "Nested", pages: ["guides/one", "sdk/setup", "guides/two"] },
            "apis/not-api",
          ],
        },
        { group: "Endpoints", pages: ["api/users", "api/orders"] },
      ],
    });
    expect(config.navigation).toEqual({
      tabs: [
        {
          tab: "Documentation",
          groups: [
            {
              group: "Start",
              icon: "rocket",
              pages: ["intro", { group: "Nested", pages: ["guides/one", "guides/two"] }, "apis/not-api"],
            },
          ],
        },
        {
          tab: "API",
          groups: [
            { group: "Start", icon: "rocket", pages: ["api/overview"] },
            { group: "Endpoints", pages: ["api/users", "api/orders"] },
          ],
        },
        {
          tab: "SDK",
          groups: [{ group: "Start", icon: "rocket", pages: [{ group: "Nested", pages: ["sdk/setup"] }] }],
        },
      ],
      global: {
        anchors: [
          { anchor: "Forum", icon: { name: "comments", style: "solid" }, href: "https://forum.acme.dev" },
          { anchor: "Blog", color: { light: "#112233", dark: "#112233" }, hidden: true, href: "https://blog.acme.dev" },
        ],
      },
    });
    expect(notCarried).toEqual([]);
  });

  test("a more specific tab claims its pages whichever comes first; the primary tab names the first tab", () => {
    const { config } = upgrade({
      primaryTab: { name: "Guides", isDefaultHidden: true },
      tabs: [
        { name: "API", url: "api" },
        { name: "API v2", url: "api/v2" },
      ],
      navigation: [{ group: "All", pages: ["home", "api/v2/users", "api/v1/users"] }],
    });
    expect(config.navigation).toEqual({
      tabs: [
        { tab: "Guides", hidden: true, groups: [{ group: "All", pages: ["home"] }] },
        { tab: "API", groups: [{ group: "All", pages: ["api/v1/users"] }] },
        { tab: "API v2", groups: [{ group: "All", pages: ["api/v2/users"] }] },
      ],
    });
  });

  test("tabs under an anchor's url nest in it; the anchor's own pages get a first tab of its name; the top anchor holds the rest", () => {
    const { config, notCarried } = upgrade({
      topAnchor: { name: "Home", icon: "house", iconType: "duotone" },
      anchors: [
        { name: "Guides", url: "guides", icon: "book", color: { from: "#111111", to: "#222222" } },
        { name: "Changelog", url: "https://acme.dev/changes" },
      ],
      tabs: [{ name: "Advanced", url: "guides/advanced", openapi: "/openapi.json" }],
      navigation: [
        { group: "Welcome", pages: ["index"] },
        { group: "Guides", pages: ["guides/basics", "guides/advanced/tuning", "guides/faq"] },
      ],
    });
    expect(config.navigation).toEqual({
      anchors: [
        { anchor: "Home", icon: { name: "house", style: "duotone" }, groups: [{ group: "Welcome", pages: ["index"] }] },
        {
          anchor: "Guides",
          icon: "book",
          color: { light: "#111111", dark: "#111111" },
          tabs: [
            { tab: "Guides", groups: [{ group: "Guides", pages: ["guides/basics", "guides/faq"] }] },
            {
              tab: "Advanced",
              openapi: { source: "/openapi.json", directory: "guides/advanced" },
              groups: [{ group: "Guides", pages: ["guides/advanced/tuning"] }],
            },
          ],
        },
        { anchor: "Changelog", href: "https://acme.dev/changes" },
      ],
    });
    expect(paths(notCarried)).toEqual(["anchors.0.color"]);
    expect(notCarried[0]!.message).toContain("only its `from` colour was kept");
  });

  test("versions: each shows its own groups and the unversioned ones, and a versioned tab's pages only in its version", () => {
    const { config } = upgrade({
      versions: ["v2", { name: "v1", default: true }],
      tabs: [
        { name: "Old API", url: "v1/api", version: "v1" },
        { name: "API", url: "v2/api", version: "v2" },
      ],
      navigation: [
        { group: "Start", pages: ["index"] },
        { group: "New", version: "v2", pages: ["v2/intro", "v2/api/users"] },
        { group: "Old", version: "v1", pages: ["v1/intro", "v1/api/users"] },
        { group: "Both", pages: ["faq", { group: "Deep", version: "v1", pages: ["v1/deep"] }] },
      ],
    });
    expect(config.navigation).toEqual({
      versions: [
        {
          version: "v2",
          tabs: [
            {
              tab: "Documentation",
              groups: [
                { group: "Start", pages: ["index"] },
                { group: "New", pages: ["v2/intro"] },
                { group: "Both", pages: ["faq"] },
              ],
            },
            { tab: "API", groups: [{ group: "New", pages: ["v2/api/users"] }] },
          ],
        },
        {
          version: "v1",
          default: true,
          tabs: [
            {
              tab: "Documentation",
              groups: [
                { group: "Start", pages: ["index"] },
                { group: "Old", pages: ["v1/intro"] },
                { group: "Both", pages: ["faq", { group: "Deep", pages: ["v1/deep"] }] },
              ],
            },
            { tab: "Old API", groups: [{ group: "Old", pages: ["v1/api/users"] }] },
          ],
        },
      ],
    });
  });

  test("a group or tab of a version that `versions` does not list shows nowhere, and is said so", () => {
    const { config, notCarried } = upgrade({
      versions: ["v2"],
      tabs: [{ name: "Beta", url: "beta", version: "v3" }],
      navigation: [
        { group: "Start", pages: ["index", { group: "Old", version: "v1", pages: ["old"] }] },
        { group: "Beta", pages: ["beta/intro"] },
      ],
    });
    expect(config.navigation).toEqual({
      versions: [
        {
          version: "v2",
          groups: [
            { group: "Start", pages: ["index"] },
            { group: "Beta", pages: ["beta/intro"] },
          ],
        },
      ],
    });
    expect(paths(notCarried)).toEqual(["tabs.0.version", "navigation.0.pages.1.version"]);
    expect(notCarried[1]!.message).toBe(
      'The group "Old" belongs to version "v1", which `versions` does not list, so it shows in no version; it was left out.',
    );
  });

  test("versions that all name a locale become languages; a version with a url links out", () => {
    const { config } = upgrade({
      versions: [
        { name: "English", locale: "en", default: true },
        { name: "Français", locale: "fr", url: "https://fr.acme.dev" },
      ],
      navigation: [{ group: "Start", pages: ["index"] }],
    });
    expect(config.navigation).toEqual({
      languages: [
        { language: "en", default: true, groups: [{ group: "Start", pages: ["index"] }] },
        { language: "fr", href: "https://fr.acme.dev" },
      ],
    });
  });

  test("groups alone stay groups; a tab with no page under its url is left out, and said so", () => {
    const { config, notCarried } = upgrade({
      tabs: [{ name: "Empty", url: "nothing-here" }],
      navigation: [
        { group: "Start", pages: ["index", { group: "More", icon: "plus", iconType: "light", pages: ["more"] }] },
      ],
    });
    expect(config.navigation).toEqual({
      tabs: [
        {
          tab: "Documentation",
          groups: [
            {
              group: "Start",
              pages: ["index", { group: "More", icon: { name: "plus", style: "light" }, pages: ["more"] }],
            },
          ],
        },
      ],
    });
    expect(paths(notCarried)).toEqual(["tabs.0"]);
    expect(notCarried[0]!.message).toContain(
      'The tab "Empty" has no page of the navigation under its url `nothing-here`',
    );
    expect(upgrade({ navigation: [{ group: "Start", pages: ["index"] }] }).config.navigation).toEqual({
      groups: [{ group: "Start", pages: ["index"] }],
    });
  });
});

describe("upgradeConfig: settings", () => {
  test("renamed settings land at their v2 keys, in the order Mintlify's examples write them", () => {
    const { config, notCarried } = upgrade({
      $schema: "https://mintlify.com/schema.json",
      theme: "venus",
      logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://acme.dev" },
      favicon: "/favicon.svg",
      colors: {
        primary: "#0D9373",
        light: "#07C983",
        dark: "#0D9373",
        background: { light: "#FFFFFF", dark: "#0F1117" },
      },
      modeToggle: { default: "dark", isHidden: true },
      backgroundImage: "/bg.png",
      background: { style: "grid" },
      eyebrow: { display: "breadcrumbs" },
      codeBlock: { mode: "auto" },
      font: {
        headings: { family: "Inter", url: "https://acme.dev/inter.woff2", format: "woff2" },
        body: { family: "Lora", weight: 400 },
      },
      topbarLinks: [
        { name: "Support", url: "mailto:help@acme.dev" },
        { type: "github", url: "https://github.com/acme/acme" },
      ],
      topbarCtaButton: { name: "Sign up", url: "https://acme.dev/signup" },
      search: { prompt: "Search Acme" },
      metadata: { "og:site_name": "Acme" },
      seo: { indexHiddenPages: true },
      footerSocials: [
        { type: "x", url: "https://x.com/acme" },
        { type: "github", url: "https://github.com/acme" },
      ],
      footer: { links: [{ title: "Company", links: [{ label: "About", url: "https://acme.dev/about" }] }] },
      analytics: { ga4: { measurementId: "G-ABC123" } },
      integrations: { intercom: "abc123xyz" },
      openapi: "/openapi.json",
      api: {
        baseUrl: "https://api.acme.dev",
        auth: { method: "bearer", name: "Authorization" },
        playground: { mode: "hide", disableProxy: true },
        request: { example: { languages: ["bash", "python"] } },
      },
      redirects: [{ source: "/old", destination: "/new" }],
      navigation: [{ group: "Start", pages: ["index"] }],
    });
    expect(notCarried).toEqual([]);
    expect(Object.keys(config)).toEqual([
      "$schema",
      "theme",
      "name",
      "colors",
      "logo",
      "favicon",
      "appearance",
      "background",
      "styling",
      "fonts",
      "navigation",
      "navbar",
      "footer",
      "search",
      "seo",
      "api",
      "integrations",
      "redirects",
    ]);
    expect(config).toMatchObject({
      $schema: "https://mintlify.com/docs.json",
      theme: "palm",
      colors: { primary: "#0D9373", light: "#07C983", dark: "#0D9373" },
      appearance: { default: "dark", strict: true },
      background: { color: { light: "#FFFFFF", dark: "#0F1117" }, image: "/bg.png", decoration: "grid" },
      styling: { eyebrows: "breadcrumbs", codeblocks: "system" },
      fonts: {
        heading: { family: "Inter", source: "https://acme.dev/inter.woff2", format: "woff2" },
        body: { family: "Lora", weight: 400 },
      },
      navbar: {
        links: [
          { label: "Support", href: "mailto:help@acme.dev" },
          { label: "Github", href: "https://github.com/acme/acme" },
        ],
        primary: { type: "button", label: "Sign up", href: "https://acme.dev/signup" },
      },
      footer: {
        socials: { x: "https://x.com/acme", github: "https://github.com/acme" },
        links: [{ header: "Company", items: [{ label: "About", href: "https://acme.dev/about" }] }],
      },
      search: { prompt: "Search Acme" },
      seo: { metatags: { "og:site_name": "Acme" }, indexing: "all" },
      api: {
        openapi: "/openapi.json",
        playground: { display: "none", proxy: false },
        examples: { languages: ["bash", "python"] },
        mdx: { server: "https://api.acme.dev", auth: { method: "bearer", name: "Authorization" } },
      },
      integrations: { ga4: { measurementId: "G-ABC123" }, intercom: { appId: "abc123xyz" } },
      redirects: [{ source: "/old", destination: "/new" }],
    });
  });

  test.each([
    [{}, "mint"],
    [{ theme: "venus" }, "palm"],
    [{ theme: "quill" }, "willow"],
    [{ theme: "prism" }, "mint"],
    [{ theme: "venus", layout: "sidenav" }, "maple"],
    [{ layout: "solidSidenav" }, "willow"],
  ])("theme of %j: %s", (legacy, theme) => {
    expect(upgrade({ ...legacy, navigation: [{ group: "Start", pages: ["index"] }] }).config.theme).toBe(theme);
  });

  test("no colors: Mintlify's default primary colour, which v2 requires", () => {
    expect(upgrade({ navigation: [{ group: "Start", pages: ["index"] }] }).config.colors).toEqual({
      primary: "#16A34A",
    });
  });

  test("what v2 has no place for is listed, each by its path, and left out of the result", () => {
    const { config, notCarried } = upgrade({
      mintlify: "4.0.0",
      rounded: "sharp",
      hideFeedbackButtons: true,
      colors: { primary: "#0D9373", anchors: { from: "#0D9373", to: "#07C983" }, ultraLight: "#EEEEEE" },
      search: { prompt: "Search", location: "top" },
      topbarCtaButton: { name: "Go", url: "https://acme.dev", arrow: true },
      footerSocials: { github: "http://github.com/acme", myspace: "https://myspace.com/acme", x: "https://x.com/acme" },
      api: { maintainOrder: true, auth: { method: "key", inputPrefix: "Key " } },
      analytics: { fullstory: { orgId: "1" } },
      navigation: [{ group: "Start", pages: ["index"] }, { group: "Empty", pages: [] }, 42],
    });
    expect(paths(notCarried)).toEqual([
      "mintlify",
      "rounded",
      "colors.anchors",
      "colors.ultraLight",
      "topbarCtaButton.arrow",
      "footerSocials.github",
      "footerSocials.myspace",
      "search.location",
      "api.maintainOrder",
      "api.auth.inputPrefix",
      "analytics.fullstory",
      "navigation.1",
      "navigation.2",
      "hideFeedbackButtons",
    ]);
    expect(notCarried.find((item) => item.path.join(".") === "footerSocials.github")!.message).toBe(
      '`footerSocials.github`: v2 accepts only https addresses for social links, not "http://github.com/acme"; it was left out.',
    );
    expect(notCarried.find((item) => item.path.join(".") === "hideFeedbackButtons")!.message).toBe(
      "`hideFeedbackButtons` is not a key of the legacy layout and has no place in v2; it was left out.",
    );
    expect(config).not.toHaveProperty("hideFeedbackButtons");
    expect(config).toMatchObject({
      footer: { socials: { x: "https://x.com/acme" } },
      search: { prompt: "Search" },
      api: { mdx: { auth: { method: "key" } } },
    });
    expect(config.navigation).toEqual({ groups: [{ group: "Start", pages: ["index"] }] });
  });

  test("a group with an empty name (no title in the legacy layout) is named as a problem: v2 refuses it", () => {
    const { config, notCarried } = upgradeConfig({ name: "Acme", navigation: [{ group: "", pages: ["index"] }] });
    expect(config.navigation).toEqual({ groups: [{ group: "", pages: ["index"] }] });
    expect(paths(notCarried)).toEqual(["navigation.0.group"]);
    expect(validateDocsConfig(config).success).toBe(false);
  });

  test("a config that is not an object is a programmer error", () => {
    expect(() => upgradeConfig([])).toThrow(TypeError);
  });
});
