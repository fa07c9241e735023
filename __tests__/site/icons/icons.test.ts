import { describe, expect, test } from "vitest";
import { isKnownIcon, nearestIconName } from "../../../src/icons/icon-library.js";
import { iconSvg, isIconImage } from "../../../src/icons/icons.js";
import { check } from "../../../src/check.js";
import { tempProject } from "../../helpers/temp-project.js";

const checkProject = (files: Record<string, string>) => check({ root: tempProject(files) }).diagnostics;

describe("iconSvg", () => {
  test("inline SVG with a viewBox, currentColor and hidden from screen readers", () => {
    const svg = iconSvg("rocket")!;
    expect(svg).toMatch(
      /^<svg class="icon" viewBox="0 0 \d+ \d+" fill="currentColor" aria-hidden="true" focusable="false"><path d="M[^"]+"\/><\/svg>$/,
    );
    expect(iconSvg({ name: "rocket" }, "card-icon")).toContain('class="card-icon"');
  });

  test("styles the free set lacks fall back to solid; regular when asked; brand names resolve in any style", () => {
    const solid = iconSvg({ name: "star", style: "solid" });
    expect(iconSvg({ name: "star", style: "duotone" })).toBe(solid);
    expect(iconSvg({ name: "star", style: "thin" })).toBe(solid);
    expect(iconSvg({ name: "star", style: "sharp-solid" })).toBe(solid);
    expect(iconSvg({ name: "star", style: "regular" })).not.toBe(solid);
    expect(iconSvg({ name: "github", style: "solid" })).toBe(iconSvg({ name: "github", style: "brands" }));
    expect(iconSvg({ name: "github", style: "light" })).toBeDefined();
  });

  test("unknown names give nothing; image paths and URLs give an <img>, escaped", () => {
    expect(iconSvg("not-an-icon-at-all")).toBeUndefined();
    expect(iconSvg("")).toBeUndefined();
    expect(iconSvg("/icons/x.svg")).toBe('<img class="icon" src="/icons/x.svg" alt="" aria-hidden="true">');
    expect(iconSvg('https://cdn.example.com/a.png?x="<b>"')).toContain(
      'src="https://cdn.example.com/a.png?x=&quot;&lt;b&gt;&quot;"',
    );
  });

  test("a Pro-only name is a known icon, drawn by its closest free icon", () => {
    expect(isKnownIcon("fontawesome", "square-1")).toBe(true);
    expect(isKnownIcon("fontawesome", "badge-check")).toBe(true);
    expect(iconSvg("square-1")).toBe(iconSvg("square"));
    expect(iconSvg("books")).toBe(iconSvg("book"));
    expect(iconSvg("badge-check")).toBe(iconSvg("circle-check"));
    expect(iconSvg({ name: "gear-code", style: "duotone" })).toBe(iconSvg("gear"));
  });

  test("isKnownIcon, isIconImage and nearestIconName for Font Awesome", () => {
    expect(isKnownIcon("fontawesome", "book-open")).toBe(true);
    expect(isKnownIcon("fontawesome", "discord")).toBe(true);
    expect(isKnownIcon("fontawesome", "book-opne")).toBe(false);
    expect(isIconImage("/icons/a.svg")).toBe(true);
    expect(isIconImage("icons/a.png")).toBe(true);
    expect(isIconImage("rocket")).toBe(false);
    expect(nearestIconName("fontawesome", "rockt")).toBe("rocket");
    expect(nearestIconName("fontawesome", "githb")).toBe("github");
    expect(nearestIconName("fontawesome", "zzzzzzzzzzzzzzzzzzzzzz")).toBeUndefined();
  });

  test("Lucide and Tabler icons: their own drawing, stroked in a 24-unit box; an old Lucide name draws its icon", () => {
    const house = iconSvg({ name: "house", library: "lucide" }, "nav-icon")!;
    expect(house).toMatch(
      /^<svg class="nav-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">(<path d="[^"]+"\/>)+<\/svg>$/,
    );
    expect(iconSvg({ name: "home", library: "lucide" }, "nav-icon")).toBe(house);
    const tabler = iconSvg({ name: "brand-github", library: "tabler" })!;
    expect(tabler).toContain('viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    expect(tabler).not.toBe(iconSvg({ name: "github" }));
    // The same name in two libraries is two drawings; Font Awesome's is filled.
    expect(iconSvg({ name: "rocket", library: "lucide" })).not.toBe(iconSvg({ name: "rocket", library: "tabler" }));
    expect(iconSvg({ name: "rocket" })).toContain('fill="currentColor"');
  });

  test("a name the library lacks draws nothing, even when another library has it; images are images in any library", () => {
    expect(iconSvg({ name: "gear", library: "lucide" })).toBeUndefined();
    expect(iconSvg({ name: "house", library: "tabler" })).toBeUndefined();
    expect(iconSvg({ name: "/icons/x.svg", library: "lucide" })).toBe(
      '<img class="icon" src="/icons/x.svg" alt="" aria-hidden="true">',
    );
  });
});

describe("unknown-icon rules", () => {
  const page = (front: string, body = "") => `---\ntitle: Home\ndescription: What Acme does.\n${front}---\n\n${body}\n`;

  test("config/unknown-icon: anchors and topAnchor at the value, with a suggestion; images and known names pass", () => {
    const docs = JSON.stringify(
      {
        name: "Acme",
        navigation: [{ group: "Start", pages: ["index"] }],
        topAnchor: { name: "Docs", icon: "book-opne" },
        anchors: [
          { name: "A", icon: "discord", url: "https://a.example.com" },
          { name: "B", icon: "/icons/b.svg", url: "https://b.example.com" },
          { name: "C", icon: "slak", url: "https://c.example.com" },
        ],
      },
      null,
      2,
    );
    const diagnostics = checkProject({ "docs.json": docs, "index.mdx": page("") }).filter(
      (d) => d.ruleId === "config/unknown-icon",
    );
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [
        docs.split("\n").findIndex((l) => l.includes("book-opne")) + 1,
        expect.stringContaining('Did you mean "book-open"?'),
      ],
      [docs.split("\n").findIndex((l) => l.includes("slak")) + 1, expect.stringContaining('Did you mean "slack"?')],
    ]);
    expect(diagnostics[0]!.severity).toBe("warning");
  });

  test("config/unknown-icon in the newer layout, against the library it picks", () => {
    const navigation = {
      tabs: [{ tab: "Guide", icon: "bok", groups: [{ group: "Start", icon: { name: "rocket" }, pages: ["index"] }] }],
    };
    const newer = checkProject({ "docs.json": JSON.stringify({ name: "Acme", navigation }), "index.mdx": page("") });
    expect(newer.filter((d) => d.ruleId === "config/unknown-icon").map((d) => d.message)).toEqual([
      expect.stringContaining('"bok" is not in Font Awesome,'),
    ]);
    const lucide = checkProject({
      "docs.json": JSON.stringify({ name: "Acme", icons: { library: "lucide" }, navigation }),
      "index.mdx": page(""),
    });
    expect(lucide.filter((d) => d.ruleId === "config/unknown-icon").map((d) => d.message)).toEqual([
      'The icon "bok" is not in Lucide, the library `icons.library` picks, so the site shows no icon here. Did you mean "book"?',
    ]);
  });

  test("page/unknown-icon: front matter icon and Card icon at their place", () => {
    const text = page(
      "icon: hous\n",
      '<Card title="Go" icon="rockt" href="/index">Start.</Card>\n\n<Card title="Ok" icon="rocket" href="/index">Fine.</Card>\n\n<Card title="Img" icon="/icons/x.svg" href="/index">Fine.</Card>\n\n<Card title="Pro" icon="sparkles" href="/index">Fine.</Card>\n\n<Card title="Svg" icon={<svg viewBox="0 0 2 2"><path d="M0 0h2v2z" /></svg>} href="/index">Fine: markup is drawn as written.</Card>',
    );
    const diagnostics = checkProject({
      "docs.json": JSON.stringify({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }] }),
      "index.mdx": text,
    }).filter((d) => d.ruleId === "page/unknown-icon");
    expect(diagnostics.map((d) => [d.line, d.severity, d.message])).toEqual([
      [4, "warning", expect.stringContaining('"hous" in the front matter')],
      [7, "warning", expect.stringContaining('Did you mean "rocket"?')],
      [
        13,
        "notice",
        "`sparkles` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `wand-magic-sparkles` in its place.",
      ],
    ]);
    const lucide = checkProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        icons: { library: "lucide" },
        navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      }),
      "index.mdx": text,
    });
    expect(lucide.filter((d) => d.ruleId === "page/unknown-icon").map((d) => [d.line, d.message])).toEqual([
      [
        4,
        expect.stringContaining(
          '"hous" in the front matter is not in Lucide, the library `icons.library` in docs.json picks',
        ),
      ],
      [7, expect.stringContaining('Did you mean "rocket"?')],
    ]);
    const tabler = checkProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        icons: { library: "tabler" },
        navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      }),
      "index.mdx": page("icon: brand-github\n", '<Card title="Go" icon="github" href="/index">Start.</Card>'),
    });
    expect(tabler.filter((d) => d.ruleId === "page/unknown-icon").map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^The icon "github" of this Card is not in Tabler.* It is a Font Awesome name, but this icon is drawn from Tabler\./,
      ),
    ]);
  });
});
