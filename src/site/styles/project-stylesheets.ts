import type { FileIndex } from "../../project/file-index.js";

/**
 * The project's stylesheets, as Mintlify loads them on every page: every `.css` file of the docs root that the site
 * keeps (`.mintignore` and the built-in ignores leave the rest out; @mintlify/common getFileCategory gives any `.css`
 * the category `css`, wherever it lies), in the order of their paths. A file reached through a link that leaves the
 * root is not read.
 */
export function projectStylesheets(files: FileIndex): string[] {
  return [...files.all()]
    .filter((file) => /\.css$/i.test(file) && !files.passesLinkOutside(file) && !file.startsWith("_docsgate/"))
    .sort();
}
