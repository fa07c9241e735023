import { describe, expect, test } from "vitest";
import { tempProject, page } from "../helpers/temp-project.js";
import { at, findings } from "./run.js";

const RULE = "config/unsafe-url";
const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** The line of docs.json that holds `value`. */
function lineOf(text: string, value: string): number {
  return text.split("\n").findIndex((line) => line.includes(JSON.stringify(value))) + 1;
}

describe("config/unsafe-url", () => {
  test("legacy layout: logo, topbar links, the call to action, anchors, tabs and socials, each at its value", () => {
    const config = json({
      name: "Acme",
      logo: "javascript:logo()",
      colors: { primary: "#0D9373" },
      topbarLinks: [{ name: "Blog", url: "javascript:topbar()" }],
      topbarCtaButton: { name: "Start", url: "vbscript:cta()" },
      anchors: [{ name: "Api", url: "file:///etc/api", icon: "data:image/svg+xml,<svg/>" }],
      tabs: [{ name: "Guides", url: "java\tscript:tab()" }],
      footerSocials: { x: "javascript:social()" },
      navigation: [{ group: "Start", pages: ["index"] }],
    });
    const found = findings(tempProject({ "mint.json": config, "index.mdx": page("Start") }), RULE);
    const values = [
      "javascript:logo()",
      "javascript:topbar()",
      "vbscript:cta()",
      "file:///etc/api",
      "data:image/svg+xml,<svg/>",
      "java\tscript:tab()",
      "javascript:social()",
    ];
    expect(found.map((d) => d.line)).toEqual(values.map((value) => lineOf(config, value)));
    expect(found.every((d) => d.severity === "warning" && d.file === "mint.json")).toBe(true);
    expect(found[0]!.message).toBe(
      "`logo`: the URL `javascript:logo()` runs a script, so the built site leaves it out. Use a web address or the path of a file instead.",
    );
    expect(found[3]!.message).toBe(
      "`anchors[0].url`: the URL `file:///etc/api` names a file on the reader's own computer, so the built site leaves it out. Use a web address or the path of a page instead.",
    );
  });

  test("v2 layout: tab and anchor hrefs, icons given as objects, favicons by mode and redirect destinations", () => {
    const config = json({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Acme",
      colors: { primary: "#0D9373" },
      favicon: { light: "/favicon.png", dark: "data:text/html,dark" },
      navigation: {
        tabs: [
          { tab: "Blog", href: "javascript:tab()" },
          {
            tab: "Start",
            icon: { name: "javascript:icon()", style: "solid" },
            groups: [{ group: "Start", pages: ["index"] }],
          },
        ],
      },
      redirects: [{ source: "/old", destination: "javascript:redirect()" }],
    });
    const found = findings(
      tempProject({ "docs.json": config, "index.mdx": page("Start"), "favicon.png": "png" }),
      RULE,
    );
    const values = ["data:text/html,dark", "javascript:tab()", "javascript:icon()", "javascript:redirect()"];
    expect(found.map((d) => d.line)).toEqual(values.map((value) => lineOf(config, value)));
    expect(at(found[0])).toBe(`${lineOf(config, "data:text/html,dark")}:13`);
  });

  test("web addresses, paths, mail and phone links, raster data: images and text that only looks like a scheme are fine", () => {
    const config = json({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Acme: the docs",
      description: "Note: every example runs.",
      colors: { primary: "#0D9373" },
      logo: { light: "data:image/png;base64,iVBORw0KGgo=", dark: "/logo.png", href: "https://acme.test" },
      navbar: {
        links: [
          { label: "Mail", href: "mailto:docs@acme.test" },
          { label: "Call", href: "tel:+100" },
        ],
      },
      navigation: {
        groups: [{ group: "Start", pages: ["index"] }],
        global: { anchors: [{ anchor: "Blog", href: "/blog" }] },
      },
    });
    expect(findings(tempProject({ "docs.json": config, "index.mdx": page("Start"), "logo.png": "png" }), RULE)).toEqual(
      [],
    );
  });
});
