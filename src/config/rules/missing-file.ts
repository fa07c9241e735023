import { distance } from "fastest-levenshtein";
import path from "node:path";
import type { FileIndex } from "../../project/file-index.js";
import type { Project } from "../../project/project.js";
import { resolveDocPath } from "../../project/doc-path.js";
import type { Rule } from "../../types.js";
import { configPaths, v2ConfigPaths } from "../config-paths.js";
import { legacyConfig } from "../legacy-config.js";
import { v2Config } from "../v2-config.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/missing-file",
    category: "config",
    defaultSeverity: "error",
    description: "The logo, favicon, background image, local OpenAPI and AsyncAPI files and (v2) local font files that docs.json names exist.",
  },
  check(project, report) {
    const v2 = v2Config(project);
    const config = v2 ?? legacyConfig(project);
    if (!config) return;
    for (const { raw, path: at, role } of v2 ? v2ConfigPaths(v2.value) : configPaths(config.value)) {
      const target = resolveDocPath(raw, project.files);
      // URLs are fetched by the site; paths out of the root are config/outside-root's.
      if (target.kind !== "local" || project.files.has(target.path)) continue;
      // Suggestions keep the writer's style of a leading "/" for the docs root.
      const lead = raw.startsWith("/") ? "/" : "";
      report(config.at(at, `The ${role} "${raw}" does not exist${hint(target.path, lead, project.files)}`));
    }
  },
};

function hint(file: string, lead: string, files: FileIndex): string {
  if (file === "") return ": it names the docs root, not a file. Give the path of the file.";
  const sameButCase = files.caseInsensitive(file)[0];
  if (sameButCase) {
    return `: the file is ${sameButCase}, which differs only in upper/lower case (that works on macOS and Windows but not on Linux, where the site is built). Write "${lead}${sameButCase}".`;
  }
  const nearest = nearestFile(file, files);
  return nearest ? `. Did you mean "${lead}${nearest}"? Correct the path or add the file.` : ". Add the file, or correct the path (relative to the docs root).";
}

/** A file with the same extension a few edits away: the likely intended one. */
function nearestFile(file: string, files: FileIndex): string | undefined {
  const extension = path.posix.extname(file).toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(file.length / 4)) + 1;
  for (const candidate of files.files) {
    if (path.posix.extname(candidate).toLowerCase() !== extension || Math.abs(candidate.length - file.length) >= bestDistance) continue;
    const d = distance(candidate, file);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
