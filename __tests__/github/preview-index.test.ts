import { describe, expect, it } from "vitest";
import { previewIndexHtml } from "../../src/github/preview-index.js";
import { pageUrl } from "../../src/html/page-url.js";

/** The hrefs of the links in a part of the page, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}`);
  const end = html.indexOf("<h2>", start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

describe("previewIndexHtml", () => {
  const sitePages = ["/", "/guides/", "/guides/setup/", "/reference/api/"];

  it("lists the changed pages first, linked to their index.html under site/", () => {
    const html = previewIndexHtml({
      changedPages: [
        { file: "guides/setup.mdx", url: "/guides/setup/" },
        { file: "index.mdx", url: "/" },
      ],
      sitePages,
    });
    expect(html.indexOf("Changed pages")).toBeLessThan(html.indexOf("All pages"));
    const changed = section(html, "Changed pages");
    expect(hrefs(changed)).toEqual(["site/guides/setup/index.html", "site/index.html"]);
    expect(changed).toContain(">guides/setup.mdx</a> <code>/guides/setup/</code>");
  });

  it("then that the site works from the disk, what needs it served, then every page with its count", () => {
    const html = previewIndexHtml({ changedPages: [], sitePages });
    const browse = section(html, "Browse the whole site");
    expect(browse).toContain("works opened from the disk");
    expect(browse).toContain("Search and the API playground's Send need the site served");
    expect(html).not.toContain("docsgate serve");
    const all = section(html, "All pages");
    expect(all).toContain("All pages (4)");
    expect(hrefs(all)).toEqual([
      "site/index.html",
      "site/guides/index.html",
      "site/guides/setup/index.html",
      "site/reference/api/index.html",
    ]);
    expect(section(html, "Changed pages")).toContain("The pull request changes no page.");
  });

  it("names a changed page the site lacks without a link to nowhere", () => {
    const html = previewIndexHtml({ changedPages: [{ file: "old/removed.mdx", url: "/old/removed/" }], sitePages });
    const changed = section(html, "Changed pages");
    expect(hrefs(changed)).toEqual([]);
    expect(changed).toContain("old/removed.mdx <code>/old/removed/</code> (not in the built site)");
  });

  it("escapes the paths a pull request names; links keep the URLs' percent-encoding, once", () => {
    const file = `x"><script>alert(1)</script>&#?.mdx`;
    const url = pageUrl(file);
    const html = previewIndexHtml({ changedPages: [{ file, url }], sitePages: [url, pageUrl("a b%.mdx")] });
    expect(html).not.toContain("<script>");
    expect(html).toContain(`x"&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;#?.mdx`);
    expect(hrefs(html)).toContain("site/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E&amp;%23%3F/index.html");
    expect(hrefs(html)).toContain("site/a%20b%25/index.html");
  });

  it("says so when the site has no pages", () => {
    expect(previewIndexHtml({ changedPages: [], sitePages: [] })).toContain("<p>The site has no pages.</p>");
  });
});
