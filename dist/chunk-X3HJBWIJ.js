import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/render/component-use.ts
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
var MAY_DRAW_CODE = /^[ \t]*(?:import|export)\b|<Snippet\b/m;
function pagesMayDrawComponents(root, pages) {
  for (const page of pages) {
    let text;
    try {
      text = readFileSync(path.join(root, page), "utf8");
    } catch {
      continue;
    }
    if (MAY_DRAW_CODE.test(text)) return true;
  }
  return false;
}
function projectMayDrawComponents(root) {
  const pages = [];
  const walk = (folder) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && entry.name !== "node_modules") walk(file);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) pages.push(file);
    }
  };
  walk("");
  return pagesMayDrawComponents(root, pages);
}

export {
  pagesMayDrawComponents,
  projectMayDrawComponents
};
