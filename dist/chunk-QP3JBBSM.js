import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  CONFIG_NAMES
} from "./chunk-JPMMXNPL.js";
import {
  require_picomatch
} from "./chunk-BPU2NOSW.js";
import {
  __toESM
} from "./chunk-LOFROOWK.js";

// src/fix/apply-fixes.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
var BOM = "\uFEFF";
function applyFixes(root, diagnostics) {
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (!d.fix) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d.fix);
    else byFile.set(d.file, [d.fix]);
  }
  const outcome = { applied: 0, files: [] };
  for (const [file, fixes] of byFile) {
    const full = path.resolve(root, file);
    const fixed = fixText(readFileSync(full, "utf8"), fixes);
    if (fixed.applied === 0) continue;
    writeFileSync(full, fixed.text);
    outcome.applied += fixed.applied;
    outcome.files.push(file);
  }
  return outcome;
}
function fixText(original, fixes) {
  const bom = original.startsWith(BOM) ? BOM : "";
  let text = original.slice(bom.length);
  const chosen = fixesMadeTogether(fixes, text.length);
  for (const fix of chosen) text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
  return { text: bom + text, applied: chosen.length };
}
function fixesMadeTogether(fixes, textLength) {
  let lowestStart = Infinity;
  const chosen = [];
  for (const fix of [...fixes].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (fix.end > lowestStart || fix.end > textLength || fix.start < 0) continue;
    chosen.push(fix);
    lowestStart = fix.start;
  }
  return chosen;
}

// src/project/path-selection.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { readdirSync, statSync } from "node:fs";
import path2 from "node:path";
function selectPaths(paths, cwd) {
  if (paths.length === 0) return { root: cwd };
  const only = paths.length === 1 ? path2.resolve(cwd, paths[0]) : void 0;
  if (only !== void 0 && isFolder(only) && (holdsConfig(only) || projectRootAt(only) === void 0))
    return { root: only };
  const matchers = [];
  const outside = [];
  const roots = /* @__PURE__ */ new Map();
  for (const given of paths) {
    const absolute = path2.resolve(cwd, given);
    const kind = kindOf(absolute);
    const glob = kind === void 0 ? import_picomatch.default.scan(given) : void 0;
    let start;
    if (kind === "folder") {
      start = absolute;
      matchers.push((file) => file.startsWith(absolute + path2.sep));
    } else if (kind === "file") {
      start = path2.dirname(absolute);
      matchers.push((file) => file === absolute);
    } else if (glob?.isGlob) {
      start = path2.resolve(cwd, glob.base || ".");
      const matches = (0, import_picomatch.default)(toPosix(path2.relative(cwd, absolute)), { dot: true });
      matchers.push((file) => matches(toPosix(path2.relative(cwd, file))));
    } else {
      return { problem: `\`${given}\` does not exist.` };
    }
    const root2 = projectRootAt(start);
    if (root2 === void 0) {
      matchers.pop();
      outside.push(given);
    } else roots.set(root2, given);
  }
  if (roots.size > 1) {
    const [first, second] = [...roots.values()];
    return {
      problem: `\`${first}\` and \`${second}\` belong to different docs projects; check one project at a time.`
    };
  }
  const root = [...roots.keys()][0];
  if (root === void 0) return { outside };
  return {
    root,
    ...outside.length ? { outside } : {},
    reports: (file) => {
      const absolute = path2.join(root, ...file.split("/"));
      return matchers.some((matches) => matches(absolute));
    }
  };
}
function docsFoldersIn(folder) {
  if (holdsConfig(folder)) return [];
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules").map((entry) => entry.name).filter((name) => holdsConfig(path2.join(folder, name))).sort();
}
function projectRootAt(folder) {
  for (let at = folder; ; at = path2.dirname(at)) {
    if (holdsConfig(at)) return at;
    if (path2.dirname(at) === at) return void 0;
  }
}
function holdsConfig(folder) {
  return CONFIG_NAMES.some((name) => kindOf(path2.join(folder, name)) === "file");
}
function kindOf(file) {
  try {
    const stats = statSync(file);
    return stats.isDirectory() ? "folder" : stats.isFile() ? "file" : void 0;
  } catch {
    return void 0;
  }
}
function isFolder(file) {
  return kindOf(file) === "folder";
}
function toPosix(file) {
  return file.split(path2.sep).join("/");
}

export {
  applyFixes,
  fixesMadeTogether,
  selectPaths,
  docsFoldersIn,
  holdsConfig
};
