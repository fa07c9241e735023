import type { Program } from "estree";
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { FileIndex } from "../project/file-index.js";
import { jsxStringAttribute } from "../parse/mdx-nodes.js";
import { NodeIndex } from "../parse/node-index.js";
import { legacySnippetFile } from "../project/snippet-files.js";
import { moduleBindings } from "./module-bindings.js";
import type { SnippetLibrary } from "./snippets.js";
import { evaluate, programExpression, valueText } from "./static-value.js";

const NO_NAMES = new Map();

/** Each snippet's nodes by type, made once however many pages include it. */
const snippetNodes = new WeakMap<Root, NodeIndex>();

/**
 * Whether rendering the page may report an expression the site cannot show (site/unrendered-expression): it, or a
 * snippet it includes, holds an expression or an attribute value that is not a literal on its own (a name, a call,
 * markup), or a spread attribute. Every other page renders all its expressions, so `check` renders only the pages
 * this answers true for, and reports what the build's render of them reports.
 */
export function mayHoldUnrenderedExpression(
  tree: Root,
  nodes: NodeIndex,
  file: string,
  files: FileIndex,
  snippets: SnippetLibrary,
  seen: Set<string> = new Set([file]),
): boolean {
  return (
    holdsUnrenderedExpression(nodes) ||
    snippetsMayHoldUnrenderedExpression(includedSnippets(tree, nodes, file, files), files, snippets, seen)
  );
}

/** The page's own part of the answer: its expressions and attributes, not the snippets it includes. */
export function holdsUnrenderedExpression(nodes: NodeIndex): boolean {
  const expressions = [...nodes.of("mdxFlowExpression"), ...nodes.of("mdxTextExpression")];
  if (expressions.some((node) => unliteral(node.data?.estree as Program | undefined, true))) return true;
  return [...nodes.of("mdxJsxFlowElement"), ...nodes.of("mdxJsxTextElement")].some(unliteralAttribute);
}

/**
 * The snippets a file shows (default imports of Markdown files, legacy `<Snippet file>`), by path. Read from the
 * file's own tree and the file list: no snippet's content decides which are shown.
 */
export function includedSnippets(tree: Root, nodes: NodeIndex, file: string, files: FileIndex): string[] {
  const included = new Set<string>();
  const { components } = moduleBindings(tree, file, files, () => undefined);
  for (const binding of components.values()) if (binding.kind === "snippet") included.add(binding.file);
  for (const element of [...nodes.of("mdxJsxFlowElement"), ...nodes.of("mdxJsxTextElement")]) {
    const written = element.name === "Snippet" ? jsxStringAttribute(element, "file") : undefined;
    const found = written === undefined ? undefined : legacySnippetFile(written, files);
    if (found?.kind === "found") included.add(found.file);
  }
  return [...included];
}

/** The included snippets' part of the answer: whether one of them, or a snippet it includes, may hold one. */
export function snippetsMayHoldUnrenderedExpression(
  included: readonly string[],
  files: FileIndex,
  snippets: SnippetLibrary,
  seen: Set<string> = new Set(),
): boolean {
  return included.some((snippet) => {
    if (seen.has(snippet)) return false;
    seen.add(snippet);
    const loaded = snippets.get(snippet);
    if (!loaded) return false;
    let index = snippetNodes.get(loaded.tree);
    if (!index) snippetNodes.set(loaded.tree, (index = new NodeIndex(loaded.tree)));
    return mayHoldUnrenderedExpression(loaded.tree, index, snippet, files, snippets, seen);
  });
}

function unliteralAttribute(element: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  return element.attributes.some(
    (attribute) =>
      attribute.type === "mdxJsxExpressionAttribute" ||
      (typeof attribute.value === "object" &&
        attribute.value !== null &&
        unliteral(attribute.value.data?.estree as Program | undefined, false)),
  );
}

/**
 * Whether `{…}` holds something other than comments or a literal without names; as a child (`shown`), a literal
 * React does not show as text (an object) counts too.
 */
function unliteral(program: Program | undefined, shown: boolean): boolean {
  const expression = programExpression(program);
  if (expression === "empty") return false;
  if (expression === "statement") return true;
  const value = evaluate(expression, NO_NAMES);
  return !value.ok || (shown && valueText(value.value) === undefined);
}
