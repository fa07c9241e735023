import { listedPageFiles } from "../project/navigation/navigation.js";
import { isSitePage } from "../project/navigation/page-files.js";
import type { Project } from "../project/project.js";

/**
 * The page files docsgate lints: every published `.md`/`.mdx` under the root, in the
 * navigation or not, snippets included, less the ignored ones. A listed page is always a page.
 */
export function pageFilesToCheck(project: Project): string[] {
  const listed = listedPageFiles(project.navigation);
  return [...project.files.files]
    .filter((file) => (listed.has(file) || isSitePage(file)) && !project.isIgnored(file))
    .sort();
}
