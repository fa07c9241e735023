import type { Program } from "estree";
import type { Root } from "mdast";
import type { FileIndex } from "../project/file-index.js";
import { snippetFile } from "../project/snippet-files.js";
import { evaluate, type StaticValue } from "./static-value.js";

/** What a capitalized element that is not a built-in component stands for in this file. */
export type ComponentBinding =
  /** The default import of a Markdown snippet: its content is rendered in place. */
  | { kind: "snippet"; file: string }
  /** Defined in code (`export const Chart = () => …`, an import from a .js/.jsx file): never run. */
  | { kind: "code" };

export interface ModuleBindings {
  /** Names `{…}` may use: the file's literal `export const`s, literal exports it imports, and its props. */
  scope: Map<string, StaticValue>;
  components: Map<string, ComponentBinding>;
}

/** Gives the literal exports of a snippet file, when the file is a snippet docsgate can read. */
export type SnippetExports = (file: string) => ReadonlyMap<string, StaticValue> | undefined;

/**
 * Reads a file's `import` and `export` statements from the syntax tree remark-mdx built (nothing
 * is run): which names are snippets, which are code, and which are literal values. `props`, the
 * attributes an including page passed to a snippet, win over the snippet's own exports.
 */
export function moduleBindings(
  tree: Root,
  file: string,
  /** Undefined where only the names matter: no import is resolved to its snippet. */
  files: FileIndex | undefined,
  exportsOf: SnippetExports,
  props?: ReadonlyMap<string, StaticValue>,
): ModuleBindings {
  const bindings: ModuleBindings = { scope: new Map(), components: new Map() };
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type === "ImportDeclaration") {
        const source =
          files && typeof statement.source.value === "string"
            ? snippetFile(statement.source.value, file, files)
            : undefined;
        const exported = source ? exportsOf(source) : undefined;
        for (const specifier of statement.specifiers) {
          const local = specifier.local.name;
          if (source && specifier.type === "ImportDefaultSpecifier")
            bindings.components.set(local, { kind: "snippet", file: source });
          else if (
            exported &&
            specifier.type === "ImportSpecifier" &&
            specifier.imported.type === "Identifier" &&
            exported.has(specifier.imported.name)
          )
            bindings.scope.set(local, exported.get(specifier.imported.name)!);
          else bindings.components.set(local, { kind: "code" });
        }
      } else if (statement.type === "ExportNamedDeclaration" && statement.declaration) {
        for (const [name, value] of declared(statement.declaration, bindings.scope)) {
          if (value === undefined) bindings.components.set(name, { kind: "code" });
          else bindings.scope.set(name, value);
        }
      }
    }
  }
  for (const [name, value] of props ?? []) bindings.scope.set(name, value);
  return bindings;
}

/** The literal `export const`s of a file, for the pages that import them by name. */
export function literalExports(tree: Root): Map<string, StaticValue> {
  const exports = new Map<string, StaticValue>();
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== "ExportNamedDeclaration" || !statement.declaration) continue;
      for (const [name, value] of declared(statement.declaration, exports))
        if (value !== undefined) exports.set(name, value);
    }
  }
  return exports;
}

/** Names a declaration binds, with their literal values (undefined: code, such as a function). */
function declared(
  declaration: NonNullable<import("estree").ExportNamedDeclaration["declaration"]>,
  scope: ReadonlyMap<string, StaticValue>,
): [string, StaticValue | undefined][] {
  if (declaration.type !== "VariableDeclaration") return declaration.id ? [[declaration.id.name, undefined]] : [];
  const names: [string, StaticValue | undefined][] = [];
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== "Identifier") continue;
    const value = declaration.kind === "const" && declarator.init ? evaluate(declarator.init, scope) : undefined;
    names.push([declarator.id.name, value?.ok ? value.value : undefined]);
  }
  return names;
}
