import path from "node:path";
import { resolveDocPath, type DocPath } from "../project/doc-path.js";
import type { FileIndex } from "../project/file-index.js";
import { percentDecode } from "../project/percent-decode.js";

/**
 * Reads a file path written in a page (an image `src`, an import): a leading `/` starts at the
 * docs root, anything else at the page's own folder. URLs come back as `url`, paths that leave
 * the root as `outside`.
 */
export function resolveFromPage(raw: string, pageFile: string, files: FileIndex): DocPath {
  if (raw.startsWith("/") || /^(?:[a-z][a-z0-9+.-]*:|\\)/i.test(raw)) return resolveDocPath(raw, files);
  const resolved = resolveDocPath("/" + path.posix.join(path.posix.dirname(pageFile), raw.replace(/\\/g, "/")), files);
  return { ...resolved, raw };
}

/**
 * The file part of a URL path: no `?query` or `#fragment`, percent-escapes decoded when valid (`%23` too, as the
 * site's renderer decodes them: `chart%231.png` is the file `chart#1.png`).
 */
export function filePart(url: string): string {
  return percentDecode(url.replace(/[?#].*$/s, ""));
}
