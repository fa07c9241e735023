import { folderLandingPages } from "../../project/navigation/folder-landing.js";
import type { SitePage } from "../model/site-model.js";
import { outputFileOf } from "../../html/page-url.js";
import { redirectDocument } from "./redirect-document.js";

/**
 * A redirect document for the URL of each folder of the navigation (`guides/index.html`), to its
 * first page in the navigation that the site builds, as Mintlify answers a folder's URL; check's
 * link rule accepts links to these folders. `navigationFiles`: the navigation's page files in its
 * order. A folder whose URL a page has keeps the page: the build claims pages first.
 */
export function folderRedirects(
  siteName: string,
  navigationFiles: readonly string[],
  pages: readonly SitePage[],
): { path: string; text: string }[] {
  const built = new Map(pages.map((page) => [page.file, page]));
  const landing = folderLandingPages(navigationFiles.filter((file) => built.has(file)));
  return [...landing].map(([folder, file]) => {
    const page = built.get(file)!;
    return { path: outputFileOf(`/${folder}/`), text: redirectDocument(siteName, page.href, page.title) };
  });
}
