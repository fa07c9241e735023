import type { Project } from "../project/project.js";
import { resolveEntry } from "./page-files.js";

/** The division keys of the newer layout, in the order the site builder looks for a first page. */
const DIVISIONS = ["anchors", "dropdowns", "languages", "tabs", "versions", "menu", "products"] as const;
/** Divisions whose `default: true` item comes first. */
const DEFAULT_FIRST = new Set(["languages", "versions"]);

const cache = new WeakMap<Project, string[]>();

/**
 * The page files the navigation lists, in its order, each once, in either layout: the legacy
 * groups, or the newer layout's tree (`$ref`s followed, every language and version, hidden
 * groups too: their pages are still the site's). Entries that name no page file (URLs, API
 * operations, missing files) are left out.
 */
export function navigationPageFiles(project: Project): readonly string[] {
  let files = cache.get(project);
  if (files) return files;
  const listed = new Set<string>();
  const add = (entry: string) => {
    const target = resolveEntry(entry, project.files);
    if (target.kind === "page") listed.add(target.file);
    else if (target.kind === "case-mismatch") listed.add(target.actual);
  };
  if (project.navigation) {
    for (const { entry } of project.navigation.pages) add(entry);
  } else if (project.config.status === "read" && project.config.layout === "v2") {
    const config = project.document?.value as Record<string, unknown> | undefined;
    visit(config?.navigation, add);
  }
  files = [...listed];
  cache.set(project, files);
  return files;
}

function visit(node: unknown, add: (entry: string) => void): void {
  if (typeof node === "string") return add(node);
  if (node === null || typeof node !== "object" || Array.isArray(node)) return;
  const value = node as Record<string, unknown>;
  if (typeof value.root === "string") add(value.root);
  for (const key of ["pages", "groups", ...DIVISIONS]) {
    const items = value[key];
    if (!Array.isArray(items)) continue;
    const first = DEFAULT_FIRST.has(key) ? items.find((item) => (item as { default?: unknown } | null)?.default === true) : undefined;
    for (const item of first ? [first, ...items.filter((other) => other !== first)] : items) {
      // Groups and divisions hold pages; a string elsewhere than in `pages` is no page.
      if (key === "pages" || typeof item !== "string") visit(item, add);
    }
  }
}
