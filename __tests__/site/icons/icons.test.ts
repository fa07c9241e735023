import { describe, expect, test } from "vitest";
import { iconSvg, isIconImage, isKnownIcon, nearestIcon } from "../../../src/site/icons/icons.js";
import { check } from "../../../src/check.js";
import { tempProject } from "../../helpers/temp-project.js";

const checkProject = (files: Record<string, string>) => check({ root: tempProject(files) }).diagnostics;

describe("iconSvg", () => {
  test("inline SVG with a viewBox, currentColor and hidden from screen readers", () => {
    const svg = iconSvg("rocket")!;
    expect(svg).toMatch(/^<svg class="icon" viewBox="0 0 \d+ \d+" fill="currentColor" aria-hidden="true" focusable="false"><path d="M[^"]+"\/><\/svg>$/);
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
    expect(iconSvg('https://cdn.example.com/a.png?x="<b>"')).toContain('src="https://cdn.example.com/a.png?x=&quot;&lt;b&gt;&quot;"');
  });

  test("a Pro-only name is a known icon, drawn by its closest free icon", () => {
    expect(isKnownIcon("square-1")).toBe(true);
    expect(isKnownIcon("badge-check")).toBe(true);
    expect(iconSvg("square-1")).toBe(iconSvg("square"));
    expect(iconSvg("books")).toBe(iconSvg("book"));
    expect(iconSvg("badge-check")).toBe(iconSvg("check"));
    expect(iconSvg({ name: "gear-code", style: "duotone" })).toBe(iconSvg("gear"));
  });

  test("isKnownIcon, isIconImage and nearestIcon", () => {
    expect(isKnownIcon("book-open")).toBe(true);
    expect(isKnownIcon("discord")).toBe(true);
    expect(isKnownIcon("book-opne")).toBe(false);
    expect(isIconImage("/icons/a.svg")).toBe(true);
    expect(isIconImage("icons/a.png")).toBe(true);
    expect(isIconImage("rocket")).toBe(false);
    expect(nearestIcon("rockt")).toBe("rocket");
    expect(nearestIcon("githb")).toBe("github");
    expect(nearestIcon("zzzzzzzzzzzzzzzzzzzzzz")).toBeUndefined();
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
    const diagnostics = (checkProject({ "docs.json": docs, "index.mdx": page("") })).filter((d) => d.ruleId === "config/unknown-icon");
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [docs.split("\n").findIndex((l) => l.includes("book-opne")) + 1, expect.stringContaining('Did you mean "book-open"?')],
      [docs.split("\n").findIndex((l) => l.includes("slak")) + 1, expect.stringContaining('Did you mean "slack"?')],
    ]);
    expect(diagnostics[0]!.severity).toBe("warning");
  });

  test("config/unknown-icon in the newer layout, unless another icon library is chosen", () => {
    const navigation = { tabs: [{ tab: "Guide", icon: "bok", groups: [{ group: "Start", icon: { name: "rocket" }, pages: ["index"] }] }] };
    const newer = checkProject({ "docs.json": JSON.stringify({ name: "Acme", navigation }), "index.mdx": page("") });
    expect(newer.filter((d) => d.ruleId === "config/unknown-icon").map((d) => d.message)).toEqual([expect.stringContaining('"bok"')]);
    const lucide = checkProject({ "docs.json": JSON.stringify({ name: "Acme", icons: { library: "lucide" }, navigation }), "index.mdx": page("") });
    expect(lucide.filter((d) => d.ruleId === "config/unknown-icon")).toEqual([]);
  });

  test("page/unknown-icon: front matter icon and Card icon at their place", () => {
    const text = page("icon: hous\n", '<Card title="Go" icon="rockt" href="/index">Start.</Card>\n\n<Card title="Ok" icon="rocket" href="/index">Fine.</Card>\n\n<Card title="Img" icon="/icons/x.svg" href="/index">Fine.</Card>\n\n<Card title="Pro" icon="sparkles" href="/index">Fine.</Card>');
    const diagnostics = (checkProject({ "docs.json": JSON.stringify({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }] }), "index.mdx": text })).filter((d) => d.ruleId === "page/unknown-icon");
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [4, expect.stringContaining('"hous" in the front matter')],
      [7, expect.stringContaining('Did you mean "rocket"?')],
    ]);
    const lucide = checkProject({ "docs.json": JSON.stringify({ name: "Acme", icons: { library: "lucide" }, navigation: { groups: [{ group: "Start", pages: ["index"] }] } }), "index.mdx": text });
    expect(lucide.filter((d) => d.ruleId === "page/unknown-icon")).toEqual([]);
  });
});
