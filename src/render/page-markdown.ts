import type { BlockContent, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent, Text } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { mathToMarkdown } from "mdast-util-math";
import { toMarkdown, type Info, type State } from "mdast-util-to-markdown";
import { toString } from "mdast-util-to-string";
import type { Program } from "estree";
import { isJsxElement, jsxAttribute, jsxStringAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import { COMPONENTS, type ComponentTwin } from "../components/catalogue.js";
import { latexSource } from "./math.js";
import { evaluate, programExpression, valueText, type StaticValue } from "./static-value.js";

/** A snippet a page imports, as the twin inlines it. */
export interface MarkdownSnippet {
  tree: Root;
  file: string;
}

export interface PageMarkdownInput {
  tree: Root;
  file: string;
  /** The snippet `name` stands for inside the module `scope` (the page or a snippet), if any. */
  snippet?: (name: string, scope: MarkdownSnippet) => MarkdownSnippet | undefined;
}

/** What the twin makes of the HTML elements that are not content (and of `Image`, which is not Mintlify's). */
const ELEMENT_TWINS: ReadonlyMap<string, ComponentTwin | { kind: "image" }> = new Map([
  ["br", { kind: "dropped" }],
  ["hr", { kind: "dropped" }],
  ["style", { kind: "dropped" }],
  ["script", { kind: "dropped" }],
  ["img", { kind: "image" }],
  ["Image", { kind: "image" }],
  ["a", { kind: "link" }],
]);

/**
 * The page's content as plain Markdown, for its twin (served at `page.md`, copied by "Copy
 * page", joined into llms-full.txt): a component keeps its content (a callout becomes a quote,
 * a titled component a bold line above its content, a field its name, type, required and
 * default, an imported snippet its own content); imports, exports and expressions are dropped,
 * since nothing is ever run, but for literals (`{" "}`, `{"text"}`), which read as their text;
 * `<Visibility for="agents">` is kept and `for="humans"` left out, the reverse of the web page.
 */
export function pageMarkdown(input: PageMarkdownInput): string {
  const converted = flow(input.tree.children, { tree: input.tree, file: input.file }, input, new Set([input.file]));
  const root: Root = { type: "root", children: converted };
  try {
    return toMarkdown(root, {
      extensions: [gfmToMarkdown(), mathToMarkdown()],
      bullet: "-",
      rule: "-",
      handlers: { text: textEscapingPresentCharacters },
    });
  } catch {
    // A node the serializer does not know: the page's text is still worth reading.
    return `${toString(root)}\n`;
  }
}

/**
 * The serializer's own text handler, given only the unsafe patterns whose character occurs in
 * the text or the characters around it: a pattern matches at its character, so the rest cannot
 * match, and the output is the same. Trying all ~100 patterns on every text was most of the
 * twin's cost.
 */
function textEscapingPresentCharacters(node: Text, parent: Parents | undefined, state: State, info: Info): string {
  const siblings = parent ? parent.children : [];
  const index = state.indexStack[state.indexStack.length - 1]!;
  const around = { ...info, afterNode: siblings[index + 1], beforeNode: siblings[index - 1] };
  const value = info.before + node.value + info.after;
  const all = state.unsafe;
  state.unsafe = all.filter((pattern) => value.includes(pattern.character));
  try {
    return state.safe(node.value, around);
  } finally {
    state.unsafe = all;
  }
}

type Open = ReadonlySet<string>;

function flow(
  nodes: readonly RootContent[],
  scope: MarkdownSnippet,
  input: PageMarkdownInput,
  open: Open,
): RootContent[] {
  return nodes.flatMap((node) => flowNode(node, scope, input, open));
}

function flowNode(node: RootContent, scope: MarkdownSnippet, input: PageMarkdownInput, open: Open): RootContent[] {
  switch (node.type) {
    case "mdxjsEsm":
    case "yaml":
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      // A literal (`{" "}`, `{"text"}`) reads as its text; anything else would need running.
      const expression = programExpression(node.data?.estree as Program | undefined);
      const value = typeof expression === "object" ? evaluate(expression, new Map()) : undefined;
      const shown = value?.ok ? valueText(value.value) : undefined;
      if (!shown) return [];
      const line: PhrasingContent = { type: "text", value: shown };
      return node.type === "mdxTextExpression" ? [line] : [{ type: "paragraph", children: [line] }];
    }
    case "mdxJsxFlowElement":
      // What a component leaves in a line (an image, a link) stands in a paragraph of its own.
      return blocks(component(node, scope, input, open));
    case "mdxJsxTextElement":
      return component(node, scope, input, open);
    case "paragraph": {
      // `<Note>Text</Note>` on one line is an element inside a paragraph: read as the block it is.
      const only = node.children.filter((child) => !(child.type === "text" && !child.value.trim()));
      if (only.length === 1 && only[0]!.type === "mdxJsxTextElement")
        return flowNode({ ...only[0]!, type: "mdxJsxFlowElement" } as RootContent, scope, input, open);
      const children = flow(node.children, scope, input, open) as PhrasingContent[];
      // A paragraph whose only content was left out (an expression, a component for humans) is gone.
      return children.some((child) => child.type !== "text" || child.value.trim()) ? [{ ...node, children }] : [];
    }
    default:
      return "children" in node
        ? [{ ...node, children: flow(node.children as RootContent[], scope, input, open) } as RootContent]
        : [node];
  }
}

function component(node: JsxElement, scope: MarkdownSnippet, input: PageMarkdownInput, open: Open): RootContent[] {
  const name = node.name ?? "";
  const inner = (): RootContent[] => flow(node.children as RootContent[], scope, input, open);
  const inline = node.type === "mdxJsxTextElement";
  const twin = COMPONENTS.get(name)?.twin ?? ELEMENT_TWINS.get(name);
  if (twin?.kind === "dropped") return [];
  const snippet = name ? input.snippet?.(name, scope) : undefined;
  if (snippet) {
    // A snippet that includes itself, directly or through others, stops at the repeat.
    if (open.has(snippet.file)) return [];
    return flow(snippet.tree.children, snippet, input, new Set([...open, snippet.file]));
  }
  const attribute = (key: string) => jsxStringAttribute(node, key)?.trim() || undefined;
  if (twin?.kind === "for-agents") return attribute("for") === "agents" ? inner() : [];
  if (twin?.kind === "image") {
    const src = attribute("src");
    return src ? [{ type: "image", url: src, alt: attribute("alt") ?? "" }] : [];
  }
  if (twin?.kind === "link" && attribute("href"))
    return [{ type: "link", url: attribute("href")!, children: phrasing(inner()) }];
  // A formula stays one, in the dollars Markdown readers know.
  if (twin?.kind === "math") {
    const value = latexSource(node);
    return value ? [inline ? { type: "inlineMath", value } : { type: "math", value }] : [];
  }
  if (inline) return inner();

  if (twin?.kind === "quote") return [{ type: "blockquote", children: labelled(twin.label, blocks(inner())) }];
  if (twin?.kind === "field") {
    const field =
      attribute("path") ??
      attribute("query") ??
      attribute("body") ??
      attribute("header") ??
      attribute("cookie") ??
      attribute("auth") ??
      attribute("name");
    if (field) {
      const fallback = literal(node, "default");
      const facts = [
        attribute("type"),
        literal(node, "required") === true || attribute("required") === "true" ? "required" : undefined,
        fallback === undefined || fallback === null
          ? undefined
          : `default: ${typeof fallback === "object" ? JSON.stringify(fallback) : String(fallback)}`,
      ]
        .filter(Boolean)
        .join(", ");
      const line: Paragraph = {
        type: "paragraph",
        children: [
          { type: "inlineCode", value: field },
          ...(facts ? [{ type: "text" as const, value: ` (${facts})` }] : []),
        ],
      };
      return [line, ...inner()];
    }
  }
  const title = attribute("title") ?? attribute("caption");
  if (!title) return inner();
  const href = attribute("href");
  const strong: PhrasingContent = { type: "strong", children: [{ type: "text", value: title }] };
  const heading: Paragraph = {
    type: "paragraph",
    children: [href ? { type: "link", url: href, children: [strong] } : strong],
  };
  return [heading, ...inner()];
}

/** A callout's content, its first paragraph opening with its label in bold. */
function labelled(label: string, content: BlockContent[]): BlockContent[] {
  const strong: PhrasingContent = { type: "strong", children: [{ type: "text", value: `${label}:` }] };
  const [first, ...rest] = content;
  if (first?.type === "paragraph")
    return [{ type: "paragraph", children: [strong, { type: "text", value: " " }, ...first.children] }, ...rest];
  return [{ type: "paragraph", children: [strong] }, ...content];
}

/** An attribute's literal value (`x` is true, `x="a"` is "a", `x={10}` is 10); undefined when absent or computed. */
function literal(node: JsxElement, key: string): StaticValue | undefined {
  const attribute = jsxAttribute(node, key);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === "string") return attribute.value;
  const expression = programExpression(attribute.value.data?.estree as Program | undefined);
  if (typeof expression !== "object") return undefined;
  const value = evaluate(expression, new Map());
  return value.ok ? value.value : undefined;
}

function blocks(nodes: RootContent[]): BlockContent[] {
  const out: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) out.push({ type: "paragraph", children: run });
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node as BlockContent);
    }
  }
  flush();
  return out;
}

/** Content that sits in a line: text put where a line must be (a link's text) keeps only that. */
function phrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] =>
    isPhrasing(node) ? [node] : node.type === "paragraph" ? node.children : [{ type: "text", value: toString(node) }],
  );
}

const PHRASING = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "inlineMath",
  "link",
  "linkReference",
  "image",
  "imageReference",
  "break",
  "footnoteReference",
  "html",
]);

function isPhrasing(node: Nodes): node is PhrasingContent {
  return PHRASING.has(node.type) && !isJsxElement(node);
}
