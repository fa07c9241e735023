import type { Root } from "mdast";
import type { Program } from "estree";
import type { Position } from "unist";

export interface ImportFact {
  /** The module specifier as written: `/snippets/intro.mdx`. */
  source: string;
  /** Local names it binds. */
  names: string[];
  position: Position;
}

/** The `import` statements of an MDX page, read from the syntax tree remark-mdx built; never run. */
export function pageImports(tree: Root): ImportFact[] {
  const imports: ImportFact[] = [];
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm" || !node.position) continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string") continue;
      imports.push({
        source: statement.source.value,
        names: statement.specifiers.map((s) => s.local.name),
        position: statementPosition(node.position, statement),
      });
    }
  }
  return imports;
}

export function importedNames(tree: Root): Set<string> {
  return new Set(pageImports(tree).flatMap((i) => i.names));
}

/** The statement's own lines when acorn recorded them, else the whole ESM block's. */
function statementPosition(
  block: Position,
  statement: {
    loc?: { start: { line: number; column: number }; end: { line: number; column: number } } | null;
    range?: [number, number];
  },
): Position {
  const loc = statement.loc;
  if (!loc) return block;
  return {
    start: { line: loc.start.line, column: loc.start.column + 1 },
    end: { line: loc.end.line, column: loc.end.column + 1 },
  };
}
