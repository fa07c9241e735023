import { stripPageExtension } from "./page-files.js";

/**
 * Where the site sends a reader who opens a folder's URL that no page has (`/guides` with no
 * `guides.mdx` or `guides/index.mdx`): Mintlify redirects it to the first page of the
 * navigation under that folder. `pageFiles` are the navigation's page files in its order; the
 * result maps each folder (`guides`, `guides/setup`) to its first page file. The root is not
 * a folder here: the site's home page is its own matter.
 */
export function folderLandingPages(pageFiles: readonly string[]): Map<string, string> {
  const landing = new Map<string, string>();
  for (const file of pageFiles) {
    const route = stripPageExtension(file).replace(/(?:^|\/)index$/, "");
    const parts = route.split("/");
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join("/");
      if (!landing.has(folder)) landing.set(folder, file);
    }
  }
  return landing;
}
