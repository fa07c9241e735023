import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { isKnownIcon, proIconNotice } from "../../src/icons/icon-library.js";
import { fontAwesomeNames, fontAwesomeProStandIn, iconSvg } from "../../src/icons/icons.js";
import { proStandInTable } from "../../src/icons/pro-stand-ins.js";
import { tempProject } from "../helpers/temp-project.js";

const [solid, regular, brands, proOnly] = fontAwesomeNames();
const free = new Set([...solid!, ...regular!, ...brands!]);

describe("the table of free stand-ins for Pro names", () => {
  test("every name is Pro-only, and every stand-in is in Font Awesome Free", () => {
    const pro = new Set(proOnly);
    for (const [name, standIn] of Object.entries(proStandInTable())) {
      expect(pro.has(name) && !free.has(name), name).toBe(true);
      expect(free.has(standIn), standIn).toBe(true);
    }
  });

  test("names chosen by meaning are drawn by their stand-in, before one found in the name", () => {
    expect(iconSvg("sparkles")).toBe(iconSvg("wand-magic-sparkles"));
    expect(iconSvg("webhook")).toBe(iconSvg("link"));
    expect(iconSvg("binary")).toBe(iconSvg("file-code"));
    expect(iconSvg("browser")).toBe(iconSvg("window-maximize"));
    // Its name holds `square`, but it is a terminal.
    expect(iconSvg("square-terminal")).toBe(iconSvg("terminal"));
    expect(iconSvg({ name: "square-terminal", style: "duotone" }, "card-icon")).toBe(iconSvg("terminal", "card-icon"));
  });

  test("other Pro names: a free icon named inside the name, or none", () => {
    expect(fontAwesomeProStandIn("books")).toEqual({ standIn: "book" });
    expect(fontAwesomeProStandIn("square-1")).toEqual({ standIn: "square" });
    expect(fontAwesomeProStandIn("rocket")).toBeUndefined();
    expect(fontAwesomeProStandIn("not-an-icon")).toBeUndefined();
    const none = proOnly!.find((name) => fontAwesomeProStandIn(name)?.standIn === undefined)!;
    expect(none).toBeDefined();
    expect(iconSvg(none)).toBeUndefined();
    expect(proIconNotice(none)).toBe(
      `\`${none}\` is a Font Awesome Pro icon: the published site draws it, but the preview (Font Awesome Free) has no icon like it and draws none here.`,
    );
    expect(isKnownIcon("fontawesome", "sparkles")).toBe(true);
  });
});

describe("the notice naming both", () => {
  const page = (body: string, icon = "sparkles") =>
    `---\ntitle: Home\ndescription: What Acme does.\nicon: ${icon}\n---\n\n${body}\n`;
  const findings = (library: string | undefined, body: string) =>
    check({
      root: tempProject({
        "docs.json": JSON.stringify(
          {
            $schema: "https://mintlify.com/docs.json",
            theme: "mint",
            name: "Acme",
            colors: { primary: "#0D9373" },
            ...(library ? { icons: { library } } : {}),
            navigation: { groups: [{ group: "Start", icon: "webhook", pages: ["index"] }] },
          },
          null,
          2,
        ),
        "index.mdx": page(body),
      }),
    })
      .diagnostics.filter((d) => d.ruleId.endsWith("/unknown-icon"))
      .map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line} ${d.message}`);

  test("in docs.json, the front matter and every component that draws an icon; a notice, not a warning", () => {
    const body = [
      '<Callout icon="binary">Bits.</Callout>',
      '<Card title="Go" icon="browser">Open it.</Card>',
      '<Tabs>\n  <Tab title="One" icon="square-terminal">\n    Run it.\n  </Tab>\n</Tabs>',
      '<Accordion title="More" icon="rocket">Free name: nothing to say.</Accordion>',
    ].join("\n\n");
    expect(findings(undefined, body)).toEqual([
      "notice config/unknown-icon docs.json:12 `webhook` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `link` in its place.",
      "notice page/unknown-icon index.mdx:4 `sparkles` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `wand-magic-sparkles` in its place.",
      "notice page/unknown-icon index.mdx:7 `binary` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `file-code` in its place.",
      "notice page/unknown-icon index.mdx:9 `browser` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `window-maximize` in its place.",
      "notice page/unknown-icon index.mdx:12 `square-terminal` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `terminal` in its place.",
    ]);
  });

  test("a Lucide site: Lucide's own `sparkles` and `webhook` need no word", () => {
    expect(findings("lucide", '<Callout icon="binary">Bits.</Callout>')).toEqual([]);
  });
});
