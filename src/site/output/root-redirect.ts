import type { SitePage } from "../model/site-model.js";
import { redirectDocument } from "./redirect-document.js";

/**
 * The site's front door when no page is the root (`index.mdx`): a static host would answer `/`
 * with the 404 page, so this sends the reader to the first page of the navigation instead.
 */
export function rootRedirectDocument(siteName: string, pages: readonly SitePage[]): string | undefined {
  const first = pages.find((page) => page.listed) ?? pages[0];
  return first ? redirectDocument(siteName, first.href, first.title) : undefined;
}
