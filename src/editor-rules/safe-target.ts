import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";

/**
 * The absolute path of `file` (relative to `root`, POSIX separators) when writing it stays inside
 * the docs root; otherwise a sentence saying why not. A folder or file on the way that is a
 * symbolic link may point elsewhere inside the root, never out of it.
 */
export function safeTarget(root: string, file: string): { path: string } | { problem: string } {
  const realRoot = realpathSync(root);
  const segments = file.split("/");
  let current = root;
  for (const [index, segment] of segments.entries()) {
    current = path.join(current, segment);
    const shown = segments.slice(0, index + 1).join("/");
    const last = index === segments.length - 1;
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      break; // from here on, everything is created inside the folder checked so far
    }
    if (stats.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(current);
      } catch {
        return {
          problem: `\`${shown}\` is a symbolic link to something that does not exist. Remove the link or make it point to a folder inside the docs root`,
        };
      }
      const relative = path.relative(realRoot, real);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        return {
          problem: `\`${shown}\` is a symbolic link to ${real}, outside the docs root; docsgate writes only inside the docs root. Replace the link with a folder`,
        };
      }
      stats = lstatSync(real);
    }
    if (last && stats.isDirectory())
      return { problem: `\`${shown}\` is a folder; the rules file must be a file. Rename or remove the folder` };
    if (!last && !stats.isDirectory())
      return {
        problem: `\`${shown}\` is a file; docsgate needs a folder there for \`${file}\`. Rename or remove the file`,
      };
  }
  return { path: path.join(root, ...segments) };
}
