import type { BlockContent, Nodes, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { mathToMarkdown } from "mdast-util-math";
import { toMarkdown } from "mdast-util-to-markdown";
import { toString } from "mdast-util-to-string";
import { isJsxElement, jsxStringAttribute, type JsxElement } from "../parse/mdx-nodes.js";

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

/** Components whose content reads as a quoted note, by the label it opens with. */
const CALLOUTS: ReadonlyMap<string, string> = new Map([
  ["Note", "Note"],
  ["Tip", "Tip"],
  ["Warning", "Warning"],
  ["Info", "Info"],
  ["Check", "Check"],
  ["Danger", "Danger"],
  ["Callout", "Note"],
]);

/** Fields whose name and type open their description. */
const FIELDS = new Set(["ParamField", "ResponseField", "Param"]);

/** Components that only decorate and hold nothing to read. */
const DROPPED = new Set(["Icon", "br", "hr", "style", "script"]);

/**
 * The page's content as plain Markdown, for its twin (served at `page.md`, copied by "Copy
 * page", joined into llms-full.txt): a component keeps its content (a callout becomes a quote,
 * a titled component a bold line above its content, a field its name and type, an imported
 * snippet its own content); imports, exports and expressions are dropped, since nothing is ever
 * run; `<Visibility for="agents">` is kept and `for="humans"` left out, the reverse of the web page.
 */
export function pageMarkdown(input: PageMarkdownInput): string {
  const converted = flow(input.tree.children, { tree: input.tree, file: input.file }, input, new Set([input.file]));
  const root: Root = { type: "root", children: converted };
  try {
    return toMarkdown(root, { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: "-", rule: "-" });
  } catch {
    // A node the serializer does not know: the page's text is still worth reading.
    return `${toString(root)}\n`;
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
    case "mdxFlowExpression":
    case "mdxTextExpression":
    case "yaml":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return component(node, scope, input, open);
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
  if (DROPPED.has(name)) return [];
  const snippet = name ? input.snippet?.(name, scope) : undefined;
  if (snippet) {
    // A snippet that includes itself, directly or through others, stops at the repeat.
    if (open.has(snippet.file)) return [];
    return flow(snippet.tree.children, snippet, input, new Set([...open, snippet.file]));
  }
  const attribute = (key: string) => jsxStringAttribute(node, key)?.trim() || undefined;
  if (name === "Visibility") return attribute("for") === "agents" ? inner() : [];
  if (name === "img" || name === "Image") {
    const src = attribute("src");
    return src ? [{ type: "image", url: src, alt: attribute("alt") ?? "" }] : [];
  }
  if ((name === "a" || name === "Link") && attribute("href"))
    return [{ type: "link", url: attribute("href")!, children: phrasing(inner()) }];
  if (inline) return inner();

  const label = CALLOUTS.get(name);
  if (label) return [{ type: "blockquote", children: [labelled(label, blocks(inner()))] as BlockContent[] }];
  if (FIELDS.has(name)) {
    const field =
      attribute("path") ?? attribute("query") ?? attribute("body") ?? attribute("header") ?? attribute("name");
    if (field) {
      const facts = [
        attribute("type"),
        node.attributes.some((a) => "name" in a && a.name === "required") ? "required" : undefined,
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

/** The first paragraph of a callout opens with its label in bold. */
function labelled(label: string, content: BlockContent[]): BlockContent {
  const strong: PhrasingContent = { type: "strong", children: [{ type: "text", value: `${label}:` }] };
  const first = content[0];
  if (first?.type === "paragraph") {
    content.shift();
    return { type: "paragraph", children: [strong, { type: "text", value: " " }, ...first.children] };
  }
  return { type: "paragraph", children: [strong] };
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
