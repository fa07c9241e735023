import type { Project } from "../project.js";
import type { NavSection } from "./navigation.js";

const cache = new WeakMap<Project, string[]>();

/**
 * The page files the navigation lists, each once, in either layout: in the navigation's order,
 * except that the default language's and version's pages (the one with `default: true`, or the
 * first) come before the others', as the site looks for a folder's first page there. Hidden
 * groups count (their pages are still the site's); entries that name no page file (URLs,
 * endpoints, missing files) are left out.
 */
export function navigationPageFiles(project: Project): readonly string[] {
  let files = cache.get(project);
  if (files) return files;
  const pages = project.navigation?.pages ?? [];
  const others = otherChoices(project.navigation?.sections ?? []);
  const inOther = (path: readonly (string | number)[]) =>
    others.some((prefix) => `${path.join("/")}/`.startsWith(prefix));
  const ranked = [...pages.filter((page) => !inOther(page.path)), ...pages.filter((page) => inOther(page.path))];
  const listed = new Set<string>();
  for (const { target } of ranked) {
    if (target.kind === "page") listed.add(target.file);
    else if (target.kind === "case-mismatch") listed.add(target.actual);
  }
  files = [...listed];
  cache.set(project, files);
  return files;
}

/** The paths (as prefixes) of the languages and versions that are not their level's default. */
function otherChoices(sections: readonly NavSection[]): string[] {
  const levels = new Map<string, NavSection[]>();
  for (const section of sections) {
    if ((section.kind !== "language" && section.kind !== "version") || section.isGlobal) continue;
    const level = section.path.slice(0, -1).join("/");
    levels.set(level, [...(levels.get(level) ?? []), section]);
  }
  const others: string[] = [];
  for (const siblings of levels.values()) {
    const chosen = siblings.find((section) => section.isDefault) ?? siblings[0];
    for (const section of siblings) if (section !== chosen) others.push(`${section.path.join("/")}/`);
  }
  return others;
}
