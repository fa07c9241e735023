import type { Root } from "mdast";
import { parseDocument } from "yaml";
import type { FrontMatter } from "../parse/front-matter.js";
import { replaceSecrets } from "../parse/hide-secrets.js";
import { NodeIndex } from "../parse/node-index.js";
import { findSecrets } from "../parse/secrets.js";
import { locate } from "./literals.js";

/** A parsed page whose secrets the site is not to show. */
export interface PageWithSecrets {
  text: string;
  tree: Root;
  frontMatter: FrontMatter | undefined;
  /** The line of a source offset. */
  lineOf(offset: number): number;
  /** Whether the page's docsgate-disable comments silence page/secret on a line: the team keeps what is written there. */
  silenced(line: number): boolean;
}

export interface ShownPage {
  tree: Root;
  frontMatter: FrontMatter | undefined;
}

/**
 * The page as the site shows it: a copy of its tree and front matter with every secret page/secret finds replaced by
 * its detector's placeholder (`<GITHUB_TOKEN>`, a private key's material by `<PRIVATE_KEY>`), wherever page/secret
 * looks: code, prose, raw HTML, link URLs, attribute values, front matter, and the literals of `{…}` expressions and
 * `export`s, which the site shows as their values. The HTML, the Markdown twin, llms-full.txt, the search index and
 * the head are all made from it. A text whose secrets are all on lines where page/secret is silenced is kept as
 * written. Undefined when nothing is replaced: the page is shown from its own tree.
 */
export function redactSecrets(page: PageWithSecrets): ShownPage | undefined {
  const redacts = (value: string, isCode: boolean, start: number | undefined, end: number | undefined) => {
    let from = start ?? 0;
    return findSecrets(value, isCode).some((finding) => {
      if (start === undefined || end === undefined) return true;
      const at = locate(page.text, { value, start, end, isCode }, finding.secret.split("\n")[0]!, from);
      from = at.end;
      return !page.silenced(page.lineOf(at.start));
    });
  };
  const tree = structuredClone(page.tree);
  let changed = false;
  let frontMatterChanged = false;
  const replaced = (value: string, isCode: boolean, position: Position | undefined) => {
    if (!redacts(value, isCode, position?.start.offset, position?.end.offset)) return value;
    changed = true;
    return replaceSecrets(value, isCode);
  };

  for (const node of new NodeIndex(tree).all) {
    switch (node.type) {
      case "code":
      case "inlineCode":
        node.value = replaced(node.value, true, node.position);
        break;
      case "mdxFlowExpression":
      case "mdxTextExpression":
      case "mdxjsEsm": {
        const value = replaced(node.value, true, node.position);
        if (value !== node.value) redactLiterals(node.data?.estree, true);
        node.value = value;
        break;
      }
      case "text":
      case "html":
        node.value = replaced(node.value, false, node.position);
        break;
      case "yaml": {
        const value = replaced(node.value, false, node.position);
        frontMatterChanged = value !== node.value;
        node.value = value;
        break;
      }
      case "link":
      case "definition":
      case "image":
        node.url = replaced(node.url, false, node.position);
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        for (const attribute of node.attributes) {
          const place = attribute.position ?? node.position;
          if (typeof attribute.value === "string") attribute.value = replaced(attribute.value, false, place);
          else if (attribute.value) {
            const value = replaced(attribute.value.value, false, place);
            if (value !== attribute.value.value) redactLiterals(attribute.value.data?.estree, false);
            attribute.value.value = value;
          }
        }
        break;
    }
  }
  if (!changed) return undefined;
  return {
    tree,
    frontMatter: frontMatterChanged && page.frontMatter ? redactedFrontMatter(page.frontMatter) : page.frontMatter,
  };
}

type Position = NonNullable<Root["position"]>;

/**
 * The strings an expression's syntax tree holds (literals, template parts, JSX text), each with its secrets replaced:
 * the site reads a `{"…"}` or an `export const` from the tree, not from the text.
 */
function redactLiterals(program: unknown, isCode: boolean): void {
  const stack: unknown[] = [program];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== "object") continue;
    const record = node as Record<string, unknown>;
    if ((record.type === "Literal" || record.type === "JSXText") && typeof record.value === "string") {
      record.value = replaceSecrets(record.value, isCode);
      if (typeof record.raw === "string") record.raw = replaceSecrets(record.raw, isCode);
    } else if (record.type === "TemplateElement") {
      const value = record.value as { raw: string; cooked?: string | null };
      record.value = {
        raw: replaceSecrets(value.raw, isCode),
        cooked: typeof value.cooked === "string" ? replaceSecrets(value.cooked, isCode) : value.cooked,
      };
    }
    for (const [key, child] of Object.entries(record))
      if (key !== "loc" && key !== "range" && child && typeof child === "object") stack.push(child);
  }
}

function redactedFrontMatter(frontMatter: FrontMatter): FrontMatter {
  const source = replaceSecrets(frontMatter.source, false);
  let document: ReturnType<FrontMatter["document"]> | undefined;
  return {
    ...frontMatter,
    source,
    value: redactedValue(frontMatter.value),
    ...(frontMatter.data ? { data: redactedValue(frontMatter.data) as Record<string, unknown> } : {}),
    document: () => (document ??= parseDocument(source, { prettyErrors: false, uniqueKeys: false })),
  };
}

/**
 * A YAML value with each string's secrets replaced; a value seen twice (an alias) is walked once, and a date kept as
 * it is.
 */
function redactedValue(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value === "string") return replaceSecrets(value, false);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactedValue(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = redactedValue(item, seen);
  return copy;
}
