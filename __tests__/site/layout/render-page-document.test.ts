import { describe, expect, test } from "vitest";
import { renderNotFoundDocument, renderPageDocument, sharedSiteFiles } from "../../../src/site/layout/index.js";
import { buildSiteModel, type SiteModelInput } from "../../../src/site/model/build-site-model.js";
import type { RenderedPage } from "../../../src/render/types.js";
import { fakeModelInput, fakePage, fakeSite } from "../fake-pages.js";

const repository = { slug: "acme/docs", serverUrl: "https://github.com", branch: "main", docsPath: "docs" };

function site(config: Record<string, unknown>, pages: RenderedPage[], extra: Partial<SiteModelInput> = {}) {
  const input = fakeSite(["logo/light.svg", "logo/dark.svg"], pages);
  const model = buildSiteModel({ ...fakeModelInput(config, input), basePath: "/base", ...extra });
  return { model, render: (file: string) => renderPageDocument(model, input.pages.get(file)!) };
}

const basic = {
  name: "Acme <Docs>",
  navigation: [
    { group: "Start", pages: ["index", "quickstart"] },
    { group: "More", version: "v2", pages: ["guides/deploy"] },
  ],
};
/** The same site in the v2 layout, for the fields only v2 has. */
const basicV2 = {
  name: "Acme <Docs>",
  navigation: {
    groups: [
      { group: "Start", pages: ["index", "quickstart"] },
      { group: "More", pages: ["guides/deploy"] },
    ],
  },
};

describe("page document", () => {
  const pages = [
    fakePage("index.mdx", { title: "Home" }),
    fakePage("quickstart.mdx", {
      title: 'Quick "start" <now>',
      description: "Get going & fast.",
      toc: [
        { depth: 2, id: "install", text: "Install" },
        { depth: 3, id: "npm", text: "npm" },
        { depth: 2, id: "run", text: "Run <it>" },
      ],
    }),
    fakePage("guides/deploy.mdx", { title: "Deploy" }),
  ];
  const { model, render } = site(
    { ...basic, versions: ["v2", "v1"], feedback: { suggestEdit: true, raiseIssue: true } },
    pages,
    { repository },
  );
  const html = render("quickstart.mdx");

  test("head: title, description and og tags escaped; theme, client, colours; no favicon request", () => {
    expect(html.startsWith("<!doctype html>\n<html")).toBe(true);
    expect(html).toContain('<title>Quick "start" &lt;now&gt; - Acme &lt;Docs&gt;</title>');
    expect(html).toContain('<meta name="description" content="Get going &amp; fast.">');
    expect(html).toContain(
      '<meta property="og:title" content="Quick &quot;start&quot; &lt;now&gt; - Acme &lt;Docs&gt;">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/base/_docsgate/theme.css">');
    expect(html).toContain('<script src="/base/_docsgate/client.js" defer></script>');
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toMatch(/<style>:root\{--primary:#[0-9A-Fa-f]{6};--primary-light:/);
    expect(html).toMatch(/<script>\(function\(\)\{[^<]*docsgate-theme/);
    expect(html).toContain('data-base="/base"');
  });

  test("head: a background colour for one mode only sets that mode's, the theme keeps the other", () => {
    const dark = site({ ...basic, colors: { primary: "#0D9373", background: { dark: "#000000" } } }, pages).render(
      "index.mdx",
    );
    expect(dark).toContain("--primary-dark:#0D9373;");
    expect(dark).toContain(";--background-dark:#000000}");
    // Text on that green is black: white would read at 3.9:1 there.
    expect(dark).toContain("--on-primary:#000000;");
    expect(dark).not.toContain("--background-light");
  });

  test("DOM contract: sidebar with current page, table of contents, pager, search, version select, mode toggle", () => {
    expect(html).toContain('<nav aria-label="Sidebar">');
    expect(html).toMatch(/<a class="nav-link" href="\/base\/quickstart\/" aria-current="page">/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('<nav aria-label="On this page">');
    expect(html).toContain(
      '<li class="toc-h2"><a href="#install">Install</a><ul><li class="toc-h3"><a href="#npm">npm</a></li></ul></li><li class="toc-h2"><a href="#run">Run &lt;it&gt;</a></li>',
    );
    expect(html).toContain(
      '<nav class="pager" aria-label="Previous and next pages"><a class="pager-prev" rel="prev" href="/base/"',
    );
    expect(html).toContain('<button type="button" class="search-button" aria-haspopup="dialog"');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('<input type="search" aria-label="Search the docs"');
    expect(html).toContain(
      '<select class="version-select" aria-label="Version"><option value="v2" data-href="/base/guides/deploy/">v2</option><option value="v1" data-href="/base/">v1</option></select>',
    );
    expect(html).toContain('<button type="button" class="mode-toggle" aria-label="Toggle dark mode">');
    expect(html).toContain('<div class="nav-group" data-version="v2">');
    expect(html).toContain('data-versions="v2\nv1"');
    expect(render("guides/deploy.mdx")).toContain('data-page-version="v2"');
  });

  test("feedback links point at the file's edit page and a new issue titled for the page", () => {
    expect(html).toContain('href="https://github.com/acme/docs/edit/main/docs/quickstart.mdx"');
    expect(html).toContain(
      'href="https://github.com/acme/docs/issues/new?title=Issue%20on%20docs&amp;body=Path%3A%20%2Fquickstart"',
    );
    const noRepo = site({ ...basic, feedback: { suggestEdit: true, raiseIssue: true } }, pages).render(
      "quickstart.mdx",
    );
    expect(noRepo).not.toContain("Suggest edits");
  });

  test("page content: escaped title and description, body as rendered, API aside in two columns", () => {
    expect(html).toContain('<h1>Quick "start" &lt;now&gt;</h1>');
    expect(html).toContain('<p class="description">Get going &amp; fast.</p>');
    expect(html).toContain("<p>Body of quickstart.</p>");
    const api = site(basic, [
      ...pages.slice(0, 1),
      fakePage("quickstart.mdx", { aside: "<pre>curl</pre>" }),
      pages[2]!,
    ]).render("quickstart.mdx");
    expect(api).toContain(
      '<div class="api-columns"><div class="prose"><p>Body of quickstart.</p></div><aside class="api-examples" aria-label="Examples"><pre>curl</pre></aside></div>',
    );
    expect(api).not.toContain('aria-label="On this page"');
    expect(model.pages.length).toBe(3);
  });

  test("modes: wide drops the table of contents, custom keeps only the top bar and the body (the sidebar is the phone's drawer)", () => {
    const wide = site(basic, [pages[0]!, { ...pages[1]!, mode: "wide" }, pages[2]!]).render("quickstart.mdx");
    expect(wide).not.toContain('aria-label="On this page"');
    expect(wide).toContain('aria-label="Sidebar"');
    const custom = site(basic, [pages[0]!, { ...pages[1]!, mode: "custom" }, pages[2]!]).render("quickstart.mdx");
    expect(custom).toContain('<div class="sidebar sidebar-drawer-only" id="sidebar">');
    expect(custom).toContain('<div class="layout layout-custom no-toc no-sidebar">');
    expect(custom).toContain('<main class="custom-page" id="content"><p>Body of quickstart.</p></main>');
    expect(custom).toContain('class="topbar"');
    // The side column's examples or Panel go with the table of contents.
    const wideAside = site(basic, [pages[0]!, { ...pages[1]!, mode: "wide", aside: "<p>Side</p>" }, pages[2]!]).render(
      "quickstart.mdx",
    );
    expect(wideAside).not.toContain("<p>Side</p>");
    // frame: the canvas beside the sidebar, the site footer under it, no title header.
    const frame = site(basic, [pages[0]!, { ...pages[1]!, mode: "frame" }, pages[2]!]).render("quickstart.mdx");
    expect(frame).toContain('<div class="sidebar" id="sidebar">');
    expect(frame).toContain(
      '<main class="custom-page" id="content"><div class="frame-canvas"><p>Body of quickstart.</p></div><footer class="site-footer" id="footer">',
    );
    expect(frame).not.toContain('class="page-header"');
  });

  test("themes: <html> names the theme; sequoia's contextual menu heads the table of contents too", () => {
    const mint = site(basic, pages).render("quickstart.mdx");
    expect(mint).toContain('data-theme-name="mint"');
    expect(mint).toMatch(/<div class="page-title-row">.*<div class="page-actions">/);
    const v2 = {
      theme: "sequoia",
      name: "Acme",
      navigation: { groups: [{ group: "Start", pages: ["index", "quickstart"] }] },
    };
    const sequoia = site(v2, pages).render("quickstart.mdx");
    expect(sequoia).toContain('data-theme-name="sequoia"');
    expect(sequoia).toMatch(/<div class="toc"><div class="page-actions">.*<nav aria-label="On this page">/);
    // The title row keeps one for narrow screens, where the table of contents does not show.
    expect(sequoia).toMatch(/<div class="page-title-row">.*<div class="page-actions">.*<div class="toc">/);
  });

  test("themes: palm's language selector floats outside the top bar", () => {
    const languages = (theme: string) => ({
      theme,
      name: "Acme",
      navigation: {
        languages: [
          { language: "en", groups: [{ group: "Start", pages: ["index", "quickstart"] }] },
          { language: "fr", groups: [{ group: "Départ", pages: ["guides/deploy"] }] },
        ],
      },
    });
    const palm = site(languages("palm"), pages).render("quickstart.mdx");
    expect(palm).toMatch(
      /<\/header>\n<nav class="floating-language" aria-label="Language"><details class="switcher switcher-topbar switcher-floating" data-switcher="language">/,
    );
    // The top bar's shows on phones only.
    expect(palm).toMatch(
      /<header class="topbar">.*class="switcher switcher-topbar switcher-phone-only" data-switcher="language".*<\/header>/,
    );
    const mint = site(languages("mint"), pages).render("quickstart.mdx");
    expect(mint).toMatch(/<header class="topbar">.*data-switcher="language".*<\/header>/);
    expect(mint).not.toContain("floating-language");
  });

  test("a page with several Views offers a switcher of their titles in its header", () => {
    const html = site(basic, [pages[0]!, { ...pages[1]!, views: ["JS", "<Py>"] }, pages[2]!]).render("quickstart.mdx");
    expect(html).toContain(
      '<label class="view-switcher"><span>View</span><select data-view-select><option>JS</option><option>&lt;Py&gt;</option></select></label></header>',
    );
    expect(render("quickstart.mdx")).not.toContain("view-switcher");
  });

  test("a page's own extras load after the theme, under the base path: stylesheets first, scripts last", () => {
    const extras = ["layout-components", "katex", "mermaid"] as const;
    const html = site(basic, [pages[0]!, { ...pages[1]!, extras: [...extras] }, pages[2]!]).render("quickstart.mdx");
    expect(html).toContain(
      '<link rel="stylesheet" href="/base/_docsgate/theme.css">\n<link rel="stylesheet" href="/base/_docsgate/layout-components.css">\n<link rel="stylesheet" href="/base/_docsgate/katex/katex.min.css">\n<style>',
    );
    expect(html).toContain('<script type="module" src="/base/_docsgate/mermaid/diagrams.js"></script>\n</head>');
    const plain = render("quickstart.mdx");
    for (const file of ["layout-components.css", "katex", "mermaid"]) expect(plain).not.toContain(file);
  });

  test("docs.json fields with a look of their own (a banner, fonts, styling.latex) load their extras on every page and the 404 page", () => {
    const plain = site(basicV2, pages);
    const styled = site({ ...basicV2, banner: { content: "New: **v2**" }, styling: { latex: true } }, pages);
    const links = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links(plain.render("index.mdx"))).toEqual(["/base/_docsgate/theme.css"]);
    expect(links(renderNotFoundDocument(plain.model))).toEqual(["/base/_docsgate/theme.css"]);
    const expected = [
      "/base/_docsgate/theme.css",
      "/base/_docsgate/katex/katex.min.css",
      "/base/_docsgate/config-fields.css",
    ];
    expect(links(styled.render("index.mdx"))).toEqual(expected);
    expect(links(renderNotFoundDocument(styled.model))).toEqual(expected);
  });

  test("two renders of the same input are identical", () => {
    expect(render("quickstart.mdx")).toBe(html);
  });
});

describe("top bar", () => {
  const pages = [fakePage("index.mdx")];
  test("logo switches with the theme and links to its href; the name shows without a logo", () => {
    const withLogo = site(
      { ...basic, logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://acme.example.com" } },
      pages,
    ).render("index.mdx");
    expect(withLogo).toContain(
      '<a class="logo" href="https://acme.example.com"><img class="logo-image logo-light" src="/base/logo/light.svg" alt="Acme &lt;Docs&gt;"><img class="logo-image logo-dark" src="/base/logo/dark.svg" alt="Acme &lt;Docs&gt;"></a>',
    );
    expect(site(basic, pages).render("index.mdx")).toContain(
      '<a class="logo logo-name" href="/base/">Acme &lt;Docs&gt;</a>',
    );
  });

  test("CTA: a link button, a repository with its stars, or a plain repository link", () => {
    const link = site(
      { ...basic, topbarCtaButton: { name: "Sign <up>", url: "https://app.example.com" } },
      pages,
    ).render("index.mdx");
    expect(link).toMatch(/<a class="cta-button" href="https:\/\/app.example.com" rel="noopener">Sign &lt;up&gt;<svg/);
    const github = { ...basic, topbarCtaButton: { type: "github", url: "https://github.com/acme/alerts" } };
    const stars = site(github, pages, { githubStars: 12345 }).render("index.mdx");
    expect(stars).toContain(
      '<span class="cta-repository">acme/alerts</span><span class="cta-stars" aria-label="12345 stars">',
    );
    expect(stars).toContain("12.3k</span>");
    const plain = site(github, pages).render("index.mdx");
    expect(plain).toContain('<span class="cta-repository">acme/alerts</span></a>');
    expect(plain).not.toContain("cta-stars");
  });

  test("topbar links are escaped; a hidden mode toggle with a default forces the mode", () => {
    const html = site(
      {
        ...basic,
        topbarLinks: [{ name: "A & B", url: "https://x.example.com/?a=1&b=2" }],
        modeToggle: { default: "dark", isHidden: true },
      },
      pages,
    ).render("index.mdx");
    expect(html).toContain(
      '<a class="topbar-link" href="https://x.example.com/?a=1&amp;b=2" rel="noopener">A &amp; B</a>',
    );
    expect(html).not.toContain('aria-label="Toggle dark mode"');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('data-theme-forced="dark"');
    const followOs = site({ ...basic, modeToggle: { isHidden: true } }, pages).render("index.mdx");
    expect(followOs).not.toContain("data-theme-forced");
  });
});

describe("sidebar anchors, tabs, footer", () => {
  const pages = ["index.mdx", "api/a.mdx", "hidden/h.mdx", "blog/b.mdx"].map((f) => fakePage(f));
  const config = {
    name: "Acme",
    tabs: [{ name: "API", url: "api" }],
    anchors: [
      { name: "Blog", icon: "newspaper", url: "blog", color: { from: "#112233", to: "#445566" } },
      { name: "Secret", icon: "lock", url: "hidden", isDefaultHidden: true, color: "#abcdef" },
    ],
    navigation: [
      { group: "Start", pages: ["index"] },
      { group: "API", pages: ["api/a"] },
      { group: "Hidden", pages: ["hidden/h"] },
      { group: "Blog", pages: ["blog/b"] },
    ],
    footerSocials: Object.fromEntries(
      ["website", "facebook", "x", "discord", "slack", "github", "linkedin", "instagram", "hacker-news"].map((p) => [
        p,
        `https://${p}.example.com`,
      ]),
    ),
  };
  const { render } = site(config, pages);

  test("anchors with coloured or gradient squares; a hidden anchor only on its own pages", () => {
    const home = render("index.mdx");
    expect(home).toContain('data-anchor="Documentation"');
    expect(home).toContain('style="background:linear-gradient(45deg,#112233,#445566);color:#ffffff"');
    expect(home).not.toContain('data-anchor="Secret"');
    const hidden = render("hidden/h.mdx");
    expect(hidden).toMatch(
      /<a class="anchor-link is-active" href="\/base\/hidden\/h\/" data-anchor="Secret"><span class="anchor-icon" style="background:#abcdef;color:#000000" data-colored="true"><svg/,
    );
    expect(hidden).toContain("<span>Hidden</span>");
    expect(hidden).not.toContain("<span>Start</span>");
  });

  test("tabs bar marks the current tab; the sidebar shows that tab's groups", () => {
    const api = render("api/a.mdx");
    expect(api).toContain('<a class="tab-link is-active" href="/base/api/a/">API</a>');
    expect(api).toContain('<a class="tab-link" href="/base/">Documentation</a>');
    expect(api).toContain('<p class="nav-group-title"><span>API</span></p>');
    expect(api).not.toContain('<p class="nav-group-title"><span>Start</span></p>');
  });

  test("footer: one labelled icon link per platform", () => {
    const html = render("index.mdx");
    for (const label of [
      "Website",
      "Facebook",
      "X",
      "Discord",
      "Slack",
      "GitHub",
      "LinkedIn",
      "Instagram",
      "Hacker News",
    ]) {
      expect(html).toMatch(
        new RegExp(`<a class="social-link" href="[^"]+" aria-label="${label}" title="${label}" rel="noopener"><svg`),
      );
    }
  });

  test("footer: an icon for each of the platforms Mintlify shows beyond the spec's nine", () => {
    const more = {
      youtube: "YouTube",
      medium: "Medium",
      telegram: "Telegram",
      twitter: "Twitter",
      "x-twitter": "X",
      "earth-americas": "Website",
      bluesky: "Bluesky",
      threads: "Threads",
      reddit: "Reddit",
      podcast: "Podcast",
    };
    const html = site(
      { ...config, footerSocials: Object.fromEntries(Object.keys(more).map((p) => [p, `https://${p}.example.com`])) },
      pages,
    ).render("index.mdx");
    for (const [platform, label] of Object.entries(more)) {
      expect(html).toMatch(
        new RegExp(
          `<a class="social-link" href="https://${platform}\\.example\\.com" aria-label="${label}" title="${label}" rel="noopener"><svg`,
        ),
      );
    }
  });
});

describe("big sections", () => {
  const files = Array.from({ length: 260 }, (_, i) => `p/page-${String(i).padStart(3, "0")}.mdx`);
  const groups = Array.from({ length: 13 }, (_, g) => ({
    group: `Group ${g}`,
    pages: files.slice(g * 20, g * 20 + 20).map((f) => f.replace(/\.mdx$/, "")),
  }));
  const { model, render } = site(
    { name: "Big", navigation: groups },
    files.map((f) => fakePage(f)),
  );

  test("a page of a big section carries its own group (20 pages, all around it) and the titles of the others; the full sidebar is one shared file", () => {
    const html = render("p/page-045.mdx");
    expect(html).toContain('data-shared-nav="/base/_docsgate/nav/top.html"');
    expect(html).toContain('aria-current="page"');
    expect(html.match(/class="nav-link"/g)).toHaveLength(20);
    expect(html).toContain(
      '<div class="nav-group nav-group-collapsed"><a class="nav-group-title" href="/base/p/page-000/"><span>Group 0</span></a></div>',
    );
    const shared = sharedSiteFiles(model);
    expect(shared.map((f) => f.path)).toEqual(["_docsgate/nav/top.html"]);
    expect(shared[0]!.content.match(/class="nav-link"/g)).toHaveLength(260);
    expect(shared[0]!.content).not.toContain("aria-current");
  });

  test("a page's size does not grow with its group: one group of 2,000 pages gives pages the size of one of 400", () => {
    const groupOf = (size: number) => {
      const files = Array.from({ length: size }, (_, i) => `g/page-${String(i).padStart(4, "0")}.mdx`);
      const nested = { group: "Nested", pages: files.slice(size / 2 + 1, size / 2 + 3).map((f) => f.slice(0, -4)) };
      const pages = [
        ...files.slice(0, size / 2 + 1).map((f) => f.slice(0, -4)),
        nested,
        ...files.slice(size / 2 + 3).map((f) => f.slice(0, -4)),
      ];
      const groups = [
        ...Array.from({ length: 60 }, (_, g) => ({ group: `Before ${g}`, pages: [`b/page-${g}`] })),
        { group: "Big", pages },
      ];
      const built = site(
        { name: "Big", navigation: groups },
        [...files, ...Array.from({ length: 60 }, (_, g) => `b/page-${g}.mdx`)].map((f) => fakePage(f)),
      );
      const middle = `g/page-${String(size / 2 + 1).padStart(4, "0")}.mdx`;
      return { html: built.render(middle), shared: sharedSiteFiles(built.model)[0]!.content };
    };
    const small = groupOf(400);
    const large = groupOf(2000);
    // The page nested in a group, in the middle of its group: the entries around it and the way down to it.
    expect(large.html).toContain('aria-current="page"');
    expect(large.html).toMatch(
      /<details open><summary><span>Nested<\/span><\/summary><ul><li><a class="nav-link" href="\/base\/g\/page-1001\/" aria-current="page">/,
    );
    expect(large.html.match(/class="nav-link"/g)!.length).toBeLessThanOrEqual(2 * 31);
    expect(large.html).toContain('<li class="nav-elided">… 986 more</li>');
    expect(large.html).toContain('<li class="nav-elided">… 982 more</li>');
    expect(large.html).toContain('<p class="nav-elided">… 30 more</p>');
    expect(Buffer.byteLength(large.html)).toBeLessThanOrEqual(Buffer.byteLength(small.html) + 16);
    // Every entry is in the shared file, once.
    expect(large.shared.match(/class="nav-link"/g)).toHaveLength(2060);
    expect(large.shared).not.toContain("nav-elided");
  });

  test("small sections share nothing", () => {
    expect(sharedSiteFiles(site(basic, [fakePage("index.mdx")]).model)).toEqual([]);
  });
});

describe("texts every page carries", () => {
  const sentence = "Acme explains how to build and deploy services. ";
  const long = sentence.repeat(Math.ceil((1024 * 1024) / sentence.length));

  test("a 1 MB description (docs.json's or a page's) is cut at a word to 500 characters in each page's head", () => {
    const { render } = site({ ...basicV2, description: long }, [
      fakePage("index.mdx", { title: "Home" }),
      fakePage("quickstart.mdx", { title: "Start", description: long }),
    ]);
    for (const file of ["index.mdx", "quickstart.mdx"]) {
      const head = render(file).split("</head>")[0]!;
      const meta = /<meta name="description" content="([^"]*)">/.exec(head)![1]!;
      expect(meta.length).toBeLessThanOrEqual(500);
      expect(meta.length).toBeGreaterThan(400);
      // Cut where a word ends.
      expect(meta.endsWith("…")).toBe(true);
      expect(long.startsWith(meta.slice(0, -1))).toBe(true);
      expect(long[meta.length - 1]).toBe(" ");
      expect(head).toContain(`<meta property="og:description" content="${meta}">`);
      expect(head.length).toBeLessThan(5000);
    }
  });

  test("a 1 MB banner and a 1 MB meta tag are bounded on every page; short ones are kept whole", () => {
    const { render } = site(
      { ...basicV2, banner: { content: long }, seo: { metatags: { keywords: long, "twitter:site": "@acme" } } },
      [fakePage("index.mdx", { title: "Home" })],
    );
    const html = render("index.mdx");
    const banner = /<div class="banner-content">([^<]*)<\/div>/.exec(html)![1]!;
    expect(banner.length).toBeLessThanOrEqual(1000);
    expect(banner.endsWith("…")).toBe(true);
    const keywords = /<meta name="keywords" content="([^"]*)">/.exec(html)![1]!;
    expect(keywords.length).toBeLessThanOrEqual(2048);
    expect(html).toContain('<meta name="twitter:site" content="@acme">');
    expect(html.length).toBeLessThan(20_000);
  });
});

test("404 page: site chrome, absolute asset paths, a way home", () => {
  const { model } = site(basic, [fakePage("index.mdx"), fakePage("quickstart.mdx")]);
  const html = renderNotFoundDocument(model);
  expect(html).toContain("<title>Page not found - Acme &lt;Docs&gt;</title>");
  expect(html).toContain('<a class="button" href="/base/">Go to the start page</a>');
  expect(html).toContain('href="/base/_docsgate/theme.css"');
  expect(html).toContain('<nav aria-label="Sidebar">');
  expect(html).not.toContain("aria-current");
});
