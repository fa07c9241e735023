import { describe, expect, test } from "vitest";
import { renderPageDocument } from "../../../src/site/layout/index.js";
import { buildSiteModel } from "../../../src/site/model/build-site-model.js";
import type { NavGroupItem } from "../../../src/site/model/site-model.js";
import { fakeModelInput, fakePage, fakeSite } from "../fake-pages.js";
import { renderBody } from "../render/render.js";

/** The opening of an SVG drawn by Lucide or Tabler: stroked, in their 24-unit box. */
const STROKED = /<svg class="[^"]*" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/;

describe("the site draws the icon library docs.json picks", () => {
  const config = (extra: Record<string, unknown>) => ({
    name: "Acme",
    ...extra,
    navigation: {
      groups: [
        {
          group: "Start",
          icon: "house",
          pages: ["index", { group: "Code", icon: { name: "brand-github", library: "tabler" }, pages: ["guide"] }],
        },
        { group: "Gone", icon: "house-chimney", pages: ["other"] },
      ],
    },
  });
  const pages = [
    fakePage("index.mdx", { title: "Home", icon: "rocket" }),
    fakePage("guide.mdx", { title: "Guide" }),
    fakePage("other.mdx", { title: "Other" }),
  ];

  test("navigation icons: the config's library, or the icon's own; a name the library lacks draws nothing", () => {
    const site = fakeSite([], pages);
    const model = buildSiteModel({ ...fakeModelInput(config({ icons: { library: "lucide" } }), site), basePath: "" });
    const [start, gone] = model.sections[0]!.groups;
    expect(start!.icon).toEqual({ name: "house", library: "lucide" });
    expect(start!.items[0]).toMatchObject({ kind: "page", icon: { name: "rocket", library: "lucide" } });
    expect((start!.items[1] as NavGroupItem).icon).toEqual({ name: "brand-github", library: "tabler" });
    const html = renderPageDocument(model, site.pages.get("index.mdx")!);
    const sidebar = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
    expect(sidebar.match(new RegExp(STROKED, "g"))?.length).toBe(3);
    expect(sidebar).not.toContain('fill="currentColor"><path');
    expect(gone!.icon).toEqual({ name: "house-chimney", library: "lucide" });
  });

  test("without icons.library the same config is drawn by Font Awesome", () => {
    const site = fakeSite([], pages);
    const model = buildSiteModel({ ...fakeModelInput(config({}), site), basePath: "" });
    expect(model.sections[0]!.groups[0]!.icon).toEqual({ name: "house" });
    const html = renderPageDocument(model, site.pages.get("index.mdx")!);
    expect(html.slice(html.indexOf("<nav"), html.indexOf("</nav>"))).toContain('fill="currentColor"');
  });

  test("a page's Card icon is drawn from the library docs.json picks", () => {
    const card = '<Card title="Go" icon="rocket" href="/page">Start.</Card>';
    const lucide = renderBody(card, {
      "docs.json": JSON.stringify({
        name: "Acme",
        icons: { library: "lucide" },
        navigation: { groups: [{ group: "Start", pages: ["page"] }] },
      }),
    });
    expect(lucide.page.html).toMatch(STROKED);
    const fontAwesome = renderBody(card);
    expect(fontAwesome.page.html).not.toMatch(STROKED);
    expect(fontAwesome.page.html).toMatch(/<svg class="[^"]*" viewBox="0 0 \d+ \d+" fill="currentColor"/);
  });
});
