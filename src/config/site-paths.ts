import { folderLandingPages } from "../project/navigation/folder-landing.js";
import { navigationPageFiles } from "../project/navigation/navigation-pages.js";
import { isSitePage, stripPageExtension } from "../project/navigation/page-files.js";
import { isGeneratedPage } from "../project/generated-pages.js";
import type { Project } from "../project/project.js";
import { sitePath } from "./redirect-graph.js";
import { isSnippetFile } from "../project/snippet-files.js";

/** Files the site builder makes for every site (Mintlify); `/.well-known/…` paths are the host's too. */
export const BUILT_FILES: ReadonlySet<string> = new Set([
  "llms.txt",
  "llms-full.txt",
  "sitemap.xml",
  "robots.txt",
  "skill.md",
]);

/** What the built site serves, by path (`/guides/setup`), for the redirect rules. */
export interface SitePaths {
  /** The page file served at each path: every page file, listed in the navigation or not. */
  pages: ReadonlyMap<string, string>;
  /** Whether a reader who opens `path` gets something: a page, a file, a generated page, a folder's first page. */
  serves(path: string): boolean;
  /** Whether the site serves anything whose path starts with `prefix` (`/v2/`, `/articles/concepts-`). */
  servesUnder(prefix: string): boolean;
}

const cache = new WeakMap<Project, SitePaths>();

export function sitePaths(project: Project): SitePaths {
  let paths = cache.get(project);
  if (paths) return paths;
  const pages = new Map<string, string>();
  for (const file of project.files.files) {
    if (isSitePage(file) && !isSnippetFile(file)) pages.set(sitePath(stripPageExtension(file))!, file);
  }
  // A folder's URL sends the reader on to its first page in the navigation.
  const folders = new Set([...folderLandingPages(navigationPageFiles(project)).keys()].map((folder) => `/${folder}`));
  const generated = project.openApiPages;
  const serves = (path: string) => {
    const local = path.slice(1);
    return (
      path === "/" ||
      pages.has(path) ||
      pages.has(stripPageExtension(path)) ||
      folders.has(path) ||
      project.files.has(local) ||
      BUILT_FILES.has(local) ||
      local.startsWith(".well-known/") ||
      isGeneratedPage(generated, local)
    );
  };
  const servesUnder = (prefix: string) => {
    const start = prefix.startsWith("/") ? prefix : `/${prefix}`;
    if (start === "/") return true;
    const local = start.slice(1);
    const under = (path: string) => path.startsWith(start) || `${path}/` === start;
    return (
      [...pages.keys()].some(under) ||
      [...project.files.files].some((file) => file.startsWith(local)) ||
      [...(generated?.paths ?? [])].some((page) => under(`/${page}`)) ||
      (generated?.unknownFolders ?? []).some((folder) => under(`/${folder}`) || local.startsWith(`${folder}/`))
    );
  };
  paths = { pages, serves, servesUnder };
  cache.set(project, paths);
  return paths;
}
