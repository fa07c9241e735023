import { describe, expect, test } from "vitest";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/link-extension";
const QUICKSTART = `${FRONT}## Install\n\nText.\n`;

describe("page/link-extension", () => {
  test("a link to a page by its file name is a warning whose fix drops the extension and keeps the fragment", () => {
    const text = `${FRONT}Start with [the quickstart](/quickstart.mdx) or [install](quickstart.mdx#install).\n`;
    const found = pageFindings(RULE, { "quickstart.mdx": QUICKSTART, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:12", "a.mdx:6:49"]);
    expect(found[0]).toMatchObject({ severity: "warning", message: expect.stringContaining("Write `/quickstart`") });
    expect(applyFix(applyFix(text, found[1]!), found[0]!)).toContain(
      "[the quickstart](/quickstart) or [install](quickstart#install)",
    );
  });

  test("`.md` pages, folder index pages and a `.md` link to an `.mdx` page are found too", () => {
    const text = `${FRONT}[a](guides/setup.md) [b](/guides.mdx?tab=2) [c](/quickstart.md)\n`;
    const found = pageFindings(RULE, {
      "guides/setup.md": FRONT,
      "guides/index.mdx": FRONT,
      "quickstart.mdx": QUICKSTART,
      "a.mdx": text,
    });
    expect(found.map((d) => applyFix(text, d).split("\n")[5])).toEqual([
      "[a](guides/setup) [b](/guides.mdx?tab=2) [c](/quickstart.md)",
      "[a](guides/setup.md) [b](/guides?tab=2) [c](/quickstart.md)",
      "[a](guides/setup.md) [b](/guides.mdx?tab=2) [c](/quickstart)",
    ]);
  });

  test('a `.md` link opens the page\'s Markdown export on Mintlify, which the message says; inside <Visibility for="agents"> it is meant', () => {
    const text = `${FRONT}[page](/quickstart.md)\n\n<Visibility for="agents">\n  Markdown of this page: [here](/quickstart.md), [card](/quickstart.mdx).\n\n  <Card title="Raw" href="/quickstart.md" />\n</Visibility>\n`;
    const found = pageFindings(RULE, { "quickstart.mdx": QUICKSTART, "a.mdx": text });
    // Mintlify serves no `.mdx` export: that one is the rule's even there.
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:9:50"]);
    expect(found[0]!.message).toContain("opens the page's Markdown export");
  });

  test("<Card href> and <a href> (in .mdx and .md pages) get the fix as well", () => {
    const mdx = `${FRONT}<Card title="Start" href="/quickstart.mdx">\n  Go.\n</Card>\n`;
    const md = `${FRONT}<a href="quickstart.mdx#install">Install</a>\n`;
    const found = pageFindings(RULE, { "quickstart.mdx": QUICKSTART, "a.mdx": mdx, "b.md": md });
    expect(applyFix(mdx, found[0]!)).toContain('href="/quickstart"');
    expect(applyFix(md, found[1]!)).toContain('href="quickstart#install"');
  });

  // Mintlify's remarkResolveRelativeLinks resolves ./ and ../ links of links, <a href> and <Card href> and strips
  // .md/.mdx: those work on the published site. It leaves link reference definitions alone.
  test("relative ./ and ../ links Mintlify rewrites are fine; a definition with one is not rewritten", () => {
    const text = `${FRONT}[a](./quickstart.mdx) [b](../quickstart.mdx#install) [c][d]\n\n<Card title="Go" href="./quickstart.mdx">x</Card>\n\n<a href="../quickstart.mdx">e</a>\n\n[d]: ../quickstart.mdx\n`;
    const found = pageFindings(RULE, {
      "quickstart.mdx": QUICKSTART,
      "quickstart.md": QUICKSTART,
      "guides/a.mdx": text,
    });
    expect(places(found)).toEqual(["guides/a.mdx:12:1"]);
  });

  test("links by page path, to other files, or to missing files are not this rule's", () => {
    const text = `${FRONT}[a](/quickstart) [b](/files/guide.pdf) [c](/missing.mdx) [d](/snippets/part.mdx.txt)\n`;
    expect(
      pageFindings(RULE, {
        "quickstart.mdx": QUICKSTART,
        "files/guide.pdf": "pdf",
        "snippets/part.mdx.txt": "x",
        "a.mdx": text,
      }),
    ).toEqual([]);
  });
});
