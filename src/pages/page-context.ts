import type { Root } from "mdast";
import type { Position } from "unist";
import type { FileIndex } from "../project/file-index.js";
import type { IconLibrary } from "../icons/icon-ref.js";
import type { LineIndex } from "../project/line-index.js";
import type { FrontMatter } from "../parse/front-matter.js";
import type { NodeIndex } from "../parse/node-index.js";
import type { Variables } from "../parse/variables.js";

/** Everything a page rule may look at; the tree is parsed once and shared by all rules. */
export interface PageContext {
  /** Relative to the docs root, POSIX separators. */
  file: string;
  text: string;
  tree: Root;
  /** The tree's nodes by type with parent links; prefer it to walking the tree again. */
  nodes: NodeIndex;
  frontMatter?: FrontMatter;
  /** Files under `snippets/` and `_snippets/` are fragments included by pages, not pages. */
  isSnippet: boolean;
  /** Pages whose front matter names an API operation (`openapi` or `api`). */
  isApiPage: boolean;
  /** The site's `name` from docs.json, for messages that name the product. */
  siteName?: string;
  /** docs.json `variables`: already put into the tree; what a `{{ name }}` left in it could have named. */
  variables?: Variables;
  /** The icon library docs.json picks (`icons.library`), which names the icons a page may use. */
  iconLibrary: IconLibrary;
  /** Component names the page imports (`import { Chart } from "/snippets/chart.mdx"`). */
  importedNames: ReadonlySet<string>;
  files: FileIndex;
  lines: LineIndex;
  /** A unist position for a range of source offsets. */
  positionOf(start: number, end: number): Position;
}
