import type { Program } from "estree";
import type { Position } from "unist";
import { COMPONENTS, type ComponentSpec } from "../components/catalogue.js";
import type { JsxElement } from "../parse/mdx-nodes.js";
import type { PageContext } from "./page-context.js";
import { memoOnPage, type PageMemo } from "./place-reads.js";

/** A PascalCase element of a page and what it is. */
export interface ComponentUse {
  element: JsxElement;
  /** As written: `Card`, `Tree.Folder`. */
  name: string;
  /**
   * "known" when Mintlify renders it; "own" when the page imports or defines it (by its first
   * part), which makes it the page's business; else "unknown".
   */
  kind: "known" | "own" | "unknown";
  /** The catalogue's entry, for known components the page does not replace with its own. */
  spec?: ComponentSpec;
}

export interface PageComponents {
  /** In document order. */
  uses: readonly ComponentUse[];
  useOf(element: JsxElement): ComponentUse | undefined;
}

const cache: PageMemo<PageComponents> = new WeakMap();

/** The page's components, sorted out once and shared by the component rules. */
export function pageComponents(page: PageContext): PageComponents {
  return memoOnPage(cache, page, () => collect(page));
}

function collect(page: PageContext): PageComponents {
  const own = ownNames(page);
  const elements = mergeByOffset(page.nodes.of("mdxJsxFlowElement"), page.nodes.of("mdxJsxTextElement"));
  const uses: ComponentUse[] = [];
  const byElement = new Map<JsxElement, ComponentUse>();
  for (const element of elements) {
    const name = element.name;
    if (!name || !isPascalCase(name)) continue;
    // Mintlify's allow-list holds full names: `Tree.Folder` is known, `Tree.Leaf` is not.
    const spec = COMPONENTS.get(name);
    const kind = own.has(name.split(".")[0]!) ? "own" : spec ? "known" : "unknown";
    const use: ComponentUse = { element, name, kind, ...(spec && kind === "known" ? { spec } : {}) };
    uses.push(use);
    byElement.set(element, use);
  }
  return { uses, useOf: (element) => byElement.get(element) };
}

function isPascalCase(name: string): boolean {
  const first = name.charCodeAt(0);
  return first >= 65 && first <= 90;
}

/** Names the page binds itself: its imports, and components it exports (`export const Chart = …`). */
function ownNames(page: PageContext): Set<string> {
  const names = new Set(page.importedNames);
  for (const node of page.tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== "ExportNamedDeclaration" || !statement.declaration) continue;
      const declaration = statement.declaration;
      if (declaration.type === "VariableDeclaration") {
        for (const declarator of declaration.declarations)
          if (declarator.id.type === "Identifier") names.add(declarator.id.name);
      } else if (declaration.id) {
        names.add(declaration.id.name);
      }
    }
  }
  return names;
}

/** Two lists, each in document order, as one list in document order. */
function mergeByOffset(a: readonly JsxElement[], b: readonly JsxElement[]): JsxElement[] {
  const merged: JsxElement[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(offset(a[i]!) <= offset(b[j]!) ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

function offset(element: JsxElement): number {
  return element.position?.start.offset ?? Number.MAX_SAFE_INTEGER;
}

/** Where `<Name` is written: what a report about the element as a whole points at. */
export function tagPlace(page: PageContext, element: JsxElement): Position | undefined {
  const start = element.position?.start.offset;
  if (start === undefined || !element.name) return element.position;
  return page.positionOf(start, start + 1 + element.name.length);
}
