import { pageFilesToCheck } from "../../pages/page-files-to-check.js";
import { stripPageExtension } from "../../project/navigation/page-files.js";
import type { Project } from "../../project/project.js";
import { isSnippetFile } from "../../project/snippet-files.js";

/** What the features read of a project's files, listed once per project (the core makes a new one as files change). */
export interface SiteIndex {
  /** The site's pages, snippets left out, each as docs.json names it (`guides/setup`) and by its file. */
  pages: readonly { page: string; file: string }[];
  /** The files a page may import: Markdown snippets and code under `snippets/` (or the legacy `_snippets/`). */
  snippets: readonly string[];
  /** docs.json (or mint.json) and the files its navigation `$ref`s: where navigation entries are written. */
  configFiles: ReadonlySet<string>;
}

const IMPORTABLE = /\.(?:mdx|md|jsx|tsx|js|ts)$/;
const indexes = new WeakMap<Project, SiteIndex>();

export function siteIndex(project: Project): SiteIndex {
  let index = indexes.get(project);
  if (!index) {
    index = {
      pages: pageFilesToCheck(project)
        .filter((file) => !isSnippetFile(file))
        .map((file) => ({ page: stripPageExtension(file), file })),
      snippets: [...project.files.all()]
        .filter((file) => isSnippetFile(file) && IMPORTABLE.test(file) && !project.isIgnored(file))
        .sort(),
      configFiles: new Set([
        ...(project.configName ? [project.configName] : []),
        ...[...(project.navigation?.pages ?? []), ...(project.navigation?.groups ?? [])].map(({ place }) => place.file),
      ]),
    };
    indexes.set(project, index);
  }
  return index;
}
