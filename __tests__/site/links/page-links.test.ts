import { describe, expect, test } from "vitest";
import { crawlDocument, CrawlTable } from "../../../src/site/links/crawl-document.js";
import { documentFacts } from "../../../src/site/links/page-links.js";

describe("documentFacts", () => {
  test("collects every URL a browser follows or loads, decoded, and every id and anchor name", () => {
    const html = [
      '<link rel="stylesheet" href="/_docsgate/theme.css"><link rel="preconnect" href="https://fonts.example">',
      '<meta http-equiv="refresh" content="0; url=/guides/setup/">',
      '<a id="top-link" href="/a?x=1&amp;y=2#part">A</a><a name="legacy"></a>',
      '<img src="/images/a.png" srcset="/images/a-2x.png 2x, /images/a-3x.png 3x"><video poster="/images/poster.png"><source src="/media/wind.mp4"></video>',
      '<iframe src="https://player.example/embed/7"></iframe><h2 id="mount">Mount</h2>',
    ].join("");
    const facts = documentFacts(html);
    expect(facts.links.map((link) => `${link.element} ${link.attribute} ${link.value}`)).toEqual([
      "link href /_docsgate/theme.css",
      "meta content /guides/setup/",
      "a href /a?x=1&y=2#part",
      "img src /images/a.png",
      "img srcset /images/a-2x.png",
      "img srcset /images/a-3x.png",
      "video poster /images/poster.png",
      "source src /media/wind.mp4",
      "iframe src https://player.example/embed/7",
    ]);
    expect(facts.ids).toEqual(["top-link", "legacy", "mount"]);
    // A redirect document: where it sends the browser on, for the fragments of links to it.
    expect(facts.refresh).toBe("/guides/setup/");
  });

  test("markup shown as text (a code block about links) is no link", () => {
    const facts = documentFacts(
      '<pre><code>&lt;a href="/nowhere"&gt;x&lt;/a&gt; href="/also-nowhere"</code></pre><p>id="fake"</p>',
    );
    expect(facts).toEqual({ links: [], ids: [] });
  });

  test("srcset candidates without spaces after commas, and URLs with commas, split as the standard says", () => {
    const facts = documentFacts('<img srcset="/a.png 1x,/b.png 2x"><img srcset="/c,d.png 1x">');
    expect(facts.links.map((link) => link.value)).toEqual(["/a.png", "/b.png", "/c,d.png"]);
  });
});

describe("crawlDocument", () => {
  test("keeps each link of a page once, the first of its repeats", () => {
    const crawled = crawlDocument(
      "guides/index.html",
      '<nav><a href="/a/">A</a><a href="/b/">B</a></nav><main><a href="/a/">A again</a></main>',
      new CrawlTable(),
    );
    expect(crawled).toEqual({
      path: "guides/index.html",
      ids: [],
      links: [
        { value: "/a/", element: "a", attribute: "href" },
        { value: "/b/", element: "a", attribute: "href" },
      ],
    });
  });

  test("the documents of one build share each link and id they repeat", () => {
    const table = new CrawlTable();
    const layout = '<nav id="sidebar"><a href="/guides/setup/">Setup</a></nav>';
    const first = crawlDocument("a/index.html", `${layout}<h2 id="intro">A</h2>`, table);
    const second = crawlDocument("b/index.html", `${layout}<h2 id="intro">B</h2><a href="/b/">B</a>`, table);
    expect(second.links[0]).toBe(first.links[0]);
    expect(second.ids).toEqual(["sidebar", "intro"]);
    expect(second.links.map((link) => link.value)).toEqual(["/guides/setup/", "/b/"]);
    // The same link written by another element is another link.
    const image = crawlDocument("c/index.html", '<img src="/guides/setup/">', table);
    expect(image.links[0]).not.toBe(first.links[0]);
  });
});
