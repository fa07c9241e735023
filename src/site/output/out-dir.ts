import { existsSync, lstatSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeFolder } from "../../files/make-folder.js";
import { BUILD_MARKER, holdsBuildMarker } from "../../project/built-site.js";

const MARKER_TEXT =
  "This folder was written by `docsgate build`. The next build empties it and writes it again; docsgate never reads it as docs.\n";

export type OutDirCheck = { ok: true; outDir: string } | { ok: false; problem: string };

/**
 * Decides whether the build may write (and first empty) `outDir`: never the docs root or a folder
 * holding it, and a folder with files in it only when an earlier build wrote them (it holds the build's marker, by
 * which no command reads it as docs).
 */
export function checkOutDir(outDir: string, root: string): OutDirCheck {
  const out = path.resolve(outDir);
  const realRoot = realpathSync(root);
  const realOut = realPathOfPossiblyMissing(out);
  const shown = path.relative(process.cwd(), out) || ".";
  if (realOut === realRoot || isInside(realRoot, realOut)) {
    return {
      ok: false,
      problem: `The output folder \`${shown}\` is the docs folder or holds it; the build empties its output folder. Choose another, such as \`_site\`.`,
    };
  }
  if (existsSync(out)) {
    if (!lstatSync(realOut).isDirectory())
      return { ok: false, problem: `The output folder \`${shown}\` is a file, not a folder.` };
    if (readdirSync(out).length > 0 && !holdsBuildMarker(out)) {
      return {
        ok: false,
        problem: `The output folder \`${shown}\` holds files that docsgate did not write; the build empties its output folder, so it refuses. Remove them, or choose an empty or new folder.`,
      };
    }
  }
  return { ok: true, outDir: out };
}

/**
 * Readies the folder for the files of a new build (`keep`, relative POSIX paths): removes every
 * entry that is not one of them or a folder on their way, and anything that is neither a plain
 * file nor a folder (a link would have the build write through it). What stays is overwritten,
 * so the result equals an emptied folder's, and a rebuild does not delete and recreate
 * thousands of unchanged paths. Then marks the folder as docsgate's (before any page is written: a build that stops
 * half-way leaves a marked folder, which no check reads as docs). Throws the system's error when the folder
 * cannot be made or emptied.
 */
export function resetOutDir(outDir: string, keep: ReadonlySet<string>): void {
  makeFolder(outDir);
  const folders = new Set<string>();
  for (const file of keep) {
    for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) folders.add(file.slice(0, at));
  }
  const prune = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && folders.has(relPath)) prune(full, relPath);
      else if (!(entry.isFile() && keep.has(relPath))) rmSync(full, { recursive: true, force: true });
    }
  };
  prune(outDir, "");
  makeFolder(path.join(outDir, path.dirname(BUILD_MARKER)));
  writeFileSync(path.join(outDir, BUILD_MARKER), MARKER_TEXT);
}

/** True when `inner` lies strictly inside `outer`. */
function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** The real path of a folder that may not exist yet: its nearest existing ancestor resolved, the rest appended. */
function realPathOfPossiblyMissing(target: string): string {
  let existing = target;
  const rest: string[] = [];
  while (!existsSync(existing)) {
    rest.unshift(path.basename(existing));
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  return path.join(realpathSync(existing), ...rest);
}
