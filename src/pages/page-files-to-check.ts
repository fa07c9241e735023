import { isSitePage, resolveEntry } from "../nav/page-files.js";
import type { Project } from "../project/project.js";

/**
 * The page files docsgate lints: every published `.md`/`.mdx` under the root, in the
 * navigation or not, snippets included, less the ignored ones.
 */
export function pageFilesToCheck(project: Project): string[] {
  const listed = new Set<string>();
  for (const { entry } of project.navigation?.pages ?? []) {
    const target = resolveEntry(entry, project.files);
    if (target.kind === "page") listed.add(target.file);
  }
  return [...project.files.files].filter((file) => (listed.has(file) || isSitePage(file)) && !project.isIgnored(file)).sort();
}
