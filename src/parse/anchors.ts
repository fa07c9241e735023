import slugify from "@sindresorhus/slugify";
import type { Heading, Nodes } from "mdast";
import { COMPONENTS } from "../components/catalogue.js";
import { CLEANED_ID, MintlifyIds } from "./mintlify-ids.js";
import { jsxStringAttribute, type JsxElement } from "./mdx-nodes.js";

/**
 * The fragment ids a page's headings and components get on Mintlify, exactly as its remark
 * plugins in @mintlify/common hand them out (see mintlify-ids.ts), so that a link is checked
 * against the ids the published page has and every suggestion is one of them. Custom ids
 * (`{#Setup}`, `id="Setup"`) keep their letter case.
 */
export class AnchorCollector {
  readonly anchors: string[] = [];
  private readonly ids = new MintlifyIds();
  private readonly fields = new Map<string, number>();

  heading(node: Heading): void {
    const full = headingText(node);
    const custom = CUSTOM_ID.exec(full);
    this.push(custom ? this.ids.custom(custom[1]!) : this.ids.heading(full, node.depth));
  }

  /** Components the site builder makes linkable, and any element with an `id`. */
  element(node: JsxElement, ancestors: readonly Nodes[]): void {
    const id = jsxStringAttribute(node, "id");
    const name = node.name ?? "";
    if (id) this.anchors.push(CLEANED_ID.has(name) ? (this.ids.custom(id) ?? id) : id);
    if (name === "a") {
      const anchorName = jsxStringAttribute(node, "name");
      if (anchorName) this.anchors.push(anchorName);
    }
    if (!id) this.titled(node, name);
    const param = paramName(node);
    // A field with an `id` keeps it (rehypeParamFieldIds, @mintlify/common dist/mdx/plugins/rehype).
    if (param && !id) {
      if (node.type === "mdxJsxTextElement") {
        // rehypeParamFieldIds ids flow elements only; @mintlify/components' ParamHead
        // (dist/components/property/param-head.js) ids one inside a paragraph by its bare name.
        this.anchors.push(slugify(param, { decamelize: true }));
        return;
      }
      // `#param-<name>`, as rehypeParamFieldIds ids a field. Nested in another field, also with
      // the parents' names first, the id docsgate's preview gives it (src/render/components.ts).
      const parents = ancestors
        .filter(isJsxNode)
        .map(paramName)
        .filter((name): name is string => name !== undefined);
      for (const name of parents.length > 0 ? [param, [...parents, param].join("-")] : [param]) {
        this.add(`param-${paramSlug(name)}`);
      }
    }
  }

  /** A component Mintlify ids by its title (or label), when it has no `id` of its own. */
  private titled(node: JsxElement, name: string): void {
    if (/^h[1-4]$/.test(name)) {
      // A JSX heading is slugged by remarkExtractTableOfContents alone, past the Markdown headings' counter.
      this.push(this.ids.titled(name, headingText(node)));
    } else {
      const titledBy = COMPONENTS.get(name)?.titledBy;
      const title = titledBy && jsxStringAttribute(node, titledBy);
      if (title) this.push(this.ids.titled(name, title));
    }
  }

  private push(id: string | undefined): void {
    if (id) this.anchors.push(id);
  }

  /** `id="x"` (and the older `<a name="x">`) on tags in the raw HTML of a Markdown page. */
  html(value: string): void {
    for (const match of value.matchAll(HTML_ID)) this.anchors.push(match[2]!);
  }

  /** A field's id, numbered as the site builder numbers a repeat (render-context.ts). */
  private add(base: string): void {
    if (base === "") return;
    const count = this.fields.get(base) ?? 0;
    this.fields.set(base, count + 1);
    this.anchors.push(count === 0 ? base : `${base}-${count}`);
  }
}

/** An anchor `fragment` misses only by letter case, for the message that says so. */
export function caseOfAnchor(fragment: string, anchors: readonly string[]): string | undefined {
  const lower = fragment.toLowerCase();
  return anchors.find((anchor) => anchor.toLowerCase() === lower);
}

const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
const HTML_ID = /<[a-z][^>]*?\s(id|name)\s*=\s*["']([^"']+)["']/gi;

/**
 * A heading's text as Mintlify's `getTableOfContentsTitle` (dist/mdx/lib/remark-utils.js) reads
 * it: text and inline code, components' text included, image alt text and expressions not.
 */
export function headingText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (!("children" in node)) return "";
  let text = "";
  for (const child of node.children) text += headingText(child as Nodes);
  return text;
}

/** A field's name as rehypeParamFieldIds reads it: `Param` is `ParamField`'s other name, and `query` comes first. */
function paramName(node: JsxElement): string | undefined {
  if (node.name === "ResponseField") return jsxStringAttribute(node, "name");
  if (node.name !== "ParamField" && node.name !== "Param") return undefined;
  for (const location of ["query", "path", "body", "header"]) {
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
