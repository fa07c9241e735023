import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a page needs to draw a component written in code: an ESM statement of its own (a component it exports, or
 * one it imports from a `.jsx` file or a snippet, whose own components it then draws too), or a legacy `<Snippet>`,
 * which includes a snippet that may export some. A superset: a literal `export const` matches too.
 */
const MAY_DRAW_CODE = /^[ \t]*(?:import|export)\b|<Snippet\b/m;

/** Whether any of these pages (paths under the root) may draw a component written in code. */
export function pagesMayDrawComponents(root: string, pages: Iterable<string>): boolean {
  for (const page of pages) {
    let text: string;
    try {
      text = readFileSync(path.join(root, page), "utf8");
    } catch {
      continue; // the page pass reports what it cannot read
    }
    if (MAY_DRAW_CODE.test(text)) return true;
  }
  return false;
}

/**
 * Whether any Markdown page under the root may draw a component written in code: the sandbox (25 MB a thread) loads
 * only then. Only regular files are read: a symbolic link, which could lead out of the root, is not followed.
 */
export function projectMayDrawComponents(root: string): boolean {
  const pages: string[] = [];
  const walk = (folder: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      // A Dirent of a symbolic link is neither a file nor a folder: never followed.
      if (entry.isDirectory() && entry.name !== "node_modules") walk(file);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) pages.push(file);
    }
  };
  walk("");
  return pagesMayDrawComponents(root, pages);
}
