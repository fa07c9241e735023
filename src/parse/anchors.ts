import { slug } from "github-slugger";
import type { Heading, Nodes } from "mdast";
import { jsxStringAttribute, type JsxElement } from "./mdx-nodes.js";

/**
 * The fragment ids a page's headings and components get on the built site. Slugs are
 * github-slugger's, in lower case as Mintlify's are; where the site builder is known to differ
 * (Mintlify turns `.` into `-`, keeps `&`, `/`, `:` and `$`, and numbers a repeated heading `-2`
 * where GitHub says `-1`), links are compared through `anchorKey`, and both numberings of a
 * repeat are recorded. Custom ids (`{#Setup}`, `id="Setup"`) keep their letter case.
 */
export class AnchorCollector {
  readonly anchors: string[] = [];
  private readonly seen = new Map<string, number>();

  heading(node: Heading): void {
    const full = headingText(node, true);
    const custom = CUSTOM_ID.exec(full);
    if (custom) {
      // `## Setup {#install}` (Markdown pages; the site builder reads it the same way).
      this.anchors.push(custom[1]!);
      this.add(slug(full.slice(0, custom.index)));
      return;
    }
    this.add(slug(full));
    // Components in a heading (`### theme <Badge>required</Badge>`) may be left out of its id.
    const bare = headingText(node, false);
    if (bare !== full) this.anchors.push(slug(bare));
  }

  /** Components the site builder makes linkable, and any element with an `id`. */
  element(node: JsxElement, ancestors: readonly Nodes[]): void {
    const id = jsxStringAttribute(node, "id");
    if (id) this.anchors.push(id);
    if (node.name === "a") {
      const name = jsxStringAttribute(node, "name");
      if (name) this.anchors.push(name);
    }
    const title = TITLED.has(node.name ?? "")
      ? jsxStringAttribute(node, "title")
      : node.name === "Update"
        ? jsxStringAttribute(node, "label")
        : undefined;
    if (title) this.add(slug(title));
    const param = paramName(node);
    if (param) {
      // Mintlify links fields as `#param-<name>` (and, nested in an `Expandable`, with the parents'
      // names first); its docs also show the bare name, so both count.
      const parents = ancestors
        .filter(isJsxNode)
        .map(paramName)
        .filter((name): name is string => name !== undefined);
      for (const name of parents.length > 0 ? [param, [...parents, param].join("-")] : [param]) {
        this.add(`param-${paramSlug(name)}`);
        this.add(paramSlug(name));
      }
    }
  }

  /** `id="x"` (and the older `<a name="x">`) on tags in the raw HTML of a Markdown page. */
  html(value: string): void {
    for (const match of value.matchAll(HTML_ID)) this.anchors.push(match[2]!);
  }

  private add(base: string): void {
    if (base === "") return;
    const count = this.seen.get(base) ?? 0;
    this.seen.set(base, count + 1);
    if (count === 0) this.anchors.push(base);
    else this.anchors.push(`${base}-${count}`, `${base}-${count + 1}`);
  }
}

/**
 * What two spellings of one anchor have in common: its letters and digits. Site builders
 * disagree on punctuation (`with-$ref` or `with-ref`, `a.b` or `ab`), so it is left out; letter
 * case is kept, as browsers match a fragment to an id exactly (`#Setup` does not reach `setup`).
 */
export function anchorKey(anchor: string): string {
  return anchor.replace(/[^\p{L}\p{N}]/gu, "");
}

/** An anchor `fragment` misses only by letter case, for the message that says so. */
export function caseOfAnchor(fragment: string, anchors: readonly string[]): string | undefined {
  const key = anchorKey(fragment).toLowerCase();
  return anchors.find((anchor) => anchorKey(anchor).toLowerCase() === key);
}

/** Components the site builder links by their `title` (each also takes an explicit `id`). */
const TITLED = new Set(["Accordion", "Step", "Tab"]);
const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
const HTML_ID = /<[a-z][^>]*?\s(id|name)\s*=\s*["']([^"']+)["']/gi;

function headingText(node: Nodes, withComponents: boolean): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image") return node.alt ?? "";
  if (node.type === "mdxJsxTextElement" && !withComponents) return "";
  if (!("children" in node)) return ""; // expressions (`{/* note */}`), raw HTML, breaks
  let text = "";
  for (const child of node.children) text += headingText(child as Nodes, withComponents);
  return text;
}

function paramName(node: JsxElement): string | undefined {
  if (node.name === "ResponseField") return jsxStringAttribute(node, "name");
  if (node.name !== "ParamField") return undefined;
  for (const location of ["path", "body", "query", "header"]) {
    const name = jsxStringAttribute(node, location);
    if (name) return name;
  }
  return undefined;
}

function paramSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

function isJsxNode(node: Nodes): node is JsxElement {
  return node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
}
