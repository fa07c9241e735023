import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { activeKind, inertHtml, inertSvg, MAX_SVG_BYTES } from "../../html/active-files.js";

/**
 * The text the site publishes for an HTML or SVG file of the docs (page/active-file): an SVG without its scripts, an
 * HTML file behind a policy that lets none run, even on a static host that shares the published site's origin.
 * Undefined when the file has gone, its real path has left the root since the scan, or it is an SVG too large to read.
 */
export function inertCopy(root: string, file: string): string | undefined {
  const kind = activeKind(file);
  if (!kind) throw new Error(`${file} is neither HTML nor SVG`);
  const full = path.join(root, file);
  let text: string;
  try {
    if (!realpathSync(full).startsWith(realpathSync(root) + path.sep)) return undefined;
    if (kind !== "html" && statSync(full).size > MAX_SVG_BYTES) return undefined;
    text = readFileSync(full, "utf8");
  } catch {
    return undefined;
  }
  return kind === "html" ? inertHtml(text) : inertSvg(text);
}
