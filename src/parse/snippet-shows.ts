import type { Program } from "estree";
import type { Root } from "mdast";
import type { Position } from "unist";
import type { FileIndex } from "../project/file-index.js";
import { legacySnippetFile, snippetFile } from "../project/snippet-files.js";
import { isJsxElement, jsxStringAttribute } from "./mdx-nodes.js";
import type { NodeIndex } from "./node-index.js";

/** A Markdown snippet a file shows in its place, as the site's build inlines it: how often, and where it is named. */
export interface SnippetShow {
  /** The snippet, relative to the root. */
  file: string;
  /** Its elements in the file (`<Intro />` of `import Intro from "/snippets/intro.mdx"`, or `<Snippet file>`). */
  times: number;
  /** The `import` that names it, or its first `<Snippet file>`. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * The snippets a file shows, read from its tree as the renderer binds names (nothing is run): the default
 * import of a `.md`/`.mdx` file of the root, shown once for each element of that name; and the legacy
 * `<Snippet file="name.mdx" />`, when the file imports no `Snippet` of its own. In the order they are named.
 */
export function snippetShows(file: string, tree: Root, nodes: NodeIndex, files: FileIndex): SnippetShow[] {
  const shows = new Map<string, SnippetShow>();
  const byName = new Map<string, SnippetShow>();
  const named = new Set<string>();
  const add = (target: string, position: Position): SnippetShow => {
    let show = shows.get(target);
    if (!show) {
      show = { file: target, times: 0, ...place(position) };
      shows.set(target, show);
    }
    return show;
  };
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm" || !node.position) continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== "ImportDeclaration") continue;
      const target =
        typeof statement.source.value === "string" ? snippetFile(statement.source.value, file, files) : undefined;
      for (const specifier of statement.specifiers) {
        named.add(specifier.local.name);
        if (!target || specifier.type !== "ImportDefaultSpecifier") continue;
        const loc = statement.loc;
        const at = loc
          ? {
              start: { line: loc.start.line, column: loc.start.column + 1 },
              end: { line: loc.end.line, column: loc.end.column + 1 },
            }
          : node.position;
        byName.set(specifier.local.name, add(target, at));
      }
    }
  }
  for (const node of nodes.all) {
    if (!isJsxElement(node) || !node.name || !node.position) continue;
    const show = byName.get(node.name);
    if (show) show.times++;
    else if (node.name === "Snippet" && !named.has("Snippet")) {
      const written = jsxStringAttribute(node, "file");
      const found = written === undefined ? undefined : legacySnippetFile(written, files);
      if (found?.kind === "found") add(found.file, node.position).times++;
    }
  }
  return [...shows.values()].filter((show) => show.times > 0);
}

function place(position: Position): Pick<SnippetShow, "line" | "column" | "endLine" | "endColumn"> {
  return {
    line: position.start.line,
    column: position.start.column,
    endLine: position.end.line,
    endColumn: position.end.column,
  };
}
