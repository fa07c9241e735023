import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";

const page = "---\ntitle: Home\ndescription: What Acme does.\n---\n\nAcme sends weather alerts.\n";

/** The config/unknown-icon reports on a newer-layout docs.json, as [line, message]. */
function iconReports(config: Record<string, unknown>): [number, string][] {
  const docs = JSON.stringify({ name: "Acme", theme: "mint", colors: { primary: "#0D9373" }, ...config }, null, 2);
  const diagnostics = check({
    root: tempProject({ "docs.json": docs, "index.mdx": page, "guide.mdx": page }),
  }).diagnostics;
  return diagnostics.filter((d) => d.ruleId === "config/unknown-icon").map((d) => [d.line, d.message]);
}

/** Every place the newer layout names an icon, each with `icon`. */
function everyPlace(icon: (place: string) => unknown): Record<string, unknown> {
  return {
    navbar: { links: [{ label: "Status", href: "https://status.acme.example.com", icon: icon("navbar link") }] },
    contextual: {
      options: [
        "copy",
        {
          title: "Ask",
          description: "Ask the team",
          href: "https://acme.example.com/ask",
          icon: icon("contextual option"),
        },
      ],
    },
    navigation: {
      products: [
        {
          product: "Alerts",
          icon: icon("product"),
          tabs: [
            {
              tab: "Guides",
              icon: icon("tab"),
              menu: [
                {
                  item: "Start",
                  icon: icon("menu item"),
                  groups: [
                    {
                      group: "Start",
                      icon: icon("group"),
                      pages: ["index", { group: "Deeper", icon: icon("nested group"), pages: ["guide"] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      global: { anchors: [{ anchor: "Blog", href: "https://blog.acme.example.com", icon: icon("global anchor") }] },
    },
  };
}

const PLACES = [
  "navbar link",
  "contextual option",
  "product",
  "tab",
  "menu item",
  "group",
  "nested group",
  "global anchor",
];

describe("config/unknown-icon on the newer layout", () => {
  test("Lucide names in a Lucide project pass in every place, old names and images too", () => {
    const names = [
      "house",
      "home",
      "rocket",
      "settings",
      "/icons/a.svg",
      "https://cdn.acme.example.com/b.png",
      "book-open",
      "cog",
    ];
    expect(
      iconReports({ icons: { library: "lucide" }, ...everyPlace((place) => names[PLACES.indexOf(place)]) }),
    ).toEqual([]);
  });

  test("a Font Awesome name in a Lucide project is reported in every place, at its line, with the Lucide name of its words", () => {
    const reports = iconReports({ icons: { library: "lucide" }, ...everyPlace(() => "house-chimney") });
    expect(reports).toHaveLength(PLACES.length);
    for (const [, message] of reports) {
      expect(message).toBe(
        'The icon "house-chimney" is not in Lucide, the library `icons.library` picks, so the site shows no icon here. It is a Font Awesome name, but this icon is drawn from Lucide. Did you mean "house"?',
      );
    }
    // In the order the walk visits them; each on the line that names it.
    const docs = JSON.stringify(
      {
        name: "Acme",
        theme: "mint",
        colors: { primary: "#0D9373" },
        icons: { library: "lucide" },
        ...everyPlace(() => "house-chimney"),
      },
      null,
      2,
    ).split("\n");
    const lines = docs.flatMap((line, i) => (line.includes('"house-chimney"') ? [i + 1] : []));
    expect(reports.map(([line]) => line).sort((a, b) => a - b)).toEqual(lines);
  });

  test("without icons.library the names are Font Awesome's: a Lucide name is reported", () => {
    expect(iconReports({ ...everyPlace((place) => (place === "tab" ? "settings" : "gear")) })).toEqual([
      [
        expect.any(Number),
        'The icon "settings" is not in Font Awesome, so the site shows no icon here. It is a Lucide name, but this icon is drawn from Font Awesome. Pick a name from fontawesome.com/icons, or give an image path such as "/icons/logo.svg".',
      ],
    ]);
  });

  test("an icon object's own library decides, at the object's name", () => {
    const reports = iconReports({
      icons: { library: "lucide" },
      ...everyPlace((place) =>
        place === "group"
          ? { name: "brand-github", library: "tabler" }
          : place === "nested group"
            ? { name: "house", library: "tabler" }
            : place === "tab"
              ? { name: "rocket", style: "solid" }
              : "rocket",
      ),
    });
    expect(reports).toEqual([
      [
        expect.any(Number),
        expect.stringMatching(
          /^The icon "house" is not in Tabler, the library the icon's `library` names, so the site shows no icon here\. It is a Font Awesome name/,
        ),
      ],
    ]);
  });

  test("a slip in a Tabler project gets the Tabler name spelt alike", () => {
    expect(
      iconReports({
        icons: { library: "tabler" },
        ...everyPlace((place) => (place === "product" ? "brand-githb" : "rocket")),
      }).map(([, message]) => message),
    ).toEqual([
      'The icon "brand-githb" is not in Tabler, the library `icons.library` picks, so the site shows no icon here. Did you mean "brand-github"?',
    ]);
  });
});

describe("config/unknown-icon in a $ref'd file", () => {
  test("an unknown icon in the navigation's referenced file is reported in that file, at its line", () => {
    const docs = JSON.stringify(
      { name: "Acme", theme: "mint", colors: { primary: "#0D9373" }, navigation: { $ref: "nav/navigation.json" } },
      null,
      2,
    );
    const navigation = JSON.stringify(
      { tabs: [{ tab: "Guides", icon: "bookk", groups: [{ group: "Start", pages: ["index"] }] }] },
      null,
      2,
    );
    const diagnostics = check({
      root: tempProject({ "docs.json": docs, "nav/navigation.json": navigation, "index.mdx": page }),
    }).diagnostics;
    const icons = diagnostics.filter((d) => d.ruleId === "config/unknown-icon");
    expect(icons.map((d) => `${d.file}:${d.line}`)).toEqual(["nav/navigation.json:5"]);
    expect(icons[0]!.message).toMatch(/"bookk".*Did you mean "book"/s);
  });
});
