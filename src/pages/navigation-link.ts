import type { PageContext } from "./page-context.js";

/**
 * A page whose front matter sets `url` is a link in the navigation, not a page readers open: Mintlify's docs
 * ("External links", organize/pages.mdx) and @mintlify/validation's `decoratedPageSchema` (`url`, beside `href`)
 * carry it into the navigation entry, which goes to that address. The link's label is the `sidebarTitle`, else the
 * `title`, else the name Mintlify makes from the file name (`slugToTitle` in @mintlify/common's
 * getDecoratedNavPageAndSlug).
 */
export function isNavigationLink(page: PageContext): boolean {
  const url = page.frontMatter?.data?.url;
  return typeof url === "string" && url.trim() !== "";
}

/** The navigation label a link page has without a `title`: its `sidebarTitle`, when that is text. */
export function hasSidebarTitle(page: PageContext): boolean {
  const label = page.frontMatter?.data?.sidebarTitle;
  return typeof label === "string" && label.trim() !== "";
}
