import { readFileSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import type { Heading, Link, Nodes, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { expect, test } from "vitest";

const tree = fromMarkdown(readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8"));
const headings = tree.children.filter((node): node is Heading => node.type === "heading");
const contents = headings.find((heading) => toString(heading) === "Contents");

/** Each heading's anchor as GitHub writes it: slugs in document order, a repeated one numbered. */
const slugger = new GithubSlugger();
const anchors = new Map(headings.map((heading) => [slugger.slug(toString(heading)), toString(heading)]));

/** The links of the list right under "## Contents". */
function contentsLinks(): Link[] {
  const list: RootContent | undefined = tree.children[tree.children.indexOf(contents!) + 1];
  expect(list?.type).toBe("list");
  const links: Link[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "link") links.push(node);
    if ("children" in node) node.children.forEach(walk);
  };
  walk(list!);
  return links;
}

test("the README has a table of contents before the quick start", () => {
  expect(contents?.depth).toBe(2);
  expect(headings.indexOf(contents!)).toBeLessThan(headings.findIndex((h) => toString(h) === "Quick start"));
});

test("every entry of the table of contents leads to a heading, under the heading's own words", () => {
  const links = contentsLinks();
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.url, toString(link)).toMatch(/^#/);
    expect(anchors.get(link.url.slice(1)), link.url).toBe(toString(link));
  }
});

test("every section (##) is in the table of contents", () => {
  const listed = new Set(contentsLinks().map((link) => link.url));
  const sections = new GithubSlugger();
  for (const heading of headings) {
    const anchor = `#${sections.slug(toString(heading))}`;
    if (heading.depth === 2 && heading !== contents) expect(listed, toString(heading)).toContain(anchor);
  }
});
