import type { Element, ElementContent, Properties } from "hast";
import type { List, ListItem, PhrasingContent, RootContent } from "mdast";
import { isJsxElement, jsxAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import { flagOf, iconOf, stringOf } from "./attributes.js";
import type { Renderer } from "./renderer.js";
import { el, text } from "./hast.js";
import { inlineMarkdown } from "./inline-markdown.js";
import type { StaticValue } from "./static-value.js";

// The layout components of Mintlify that draw markup of their own: file trees, columns and tiles,
// colour palettes, the side panel, prompts and views. What they do in the browser (copying,
// switching views) is in the client's copy and view handlers; trees and prompts open without it.

type Attributes = Map<string, StaticValue>;
type ComponentRender = (node: JsxElement, attributes: Attributes, render: Renderer) => ElementContent[];

/** Their styles: a stylesheet of their own, which only the pages that use one of them load. */

function idOf(attributes: Attributes): Properties {
  const id = stringOf(attributes.get("id"));
  return id ? { id } : {};
}

function isBlank(node: RootContent): boolean {
  return node.type === "text" && node.value.trim() === "";
}

/** A folder's row: `<details>` that opens by click or keyboard, or a plain row when it is not openable. */
function folder(name: string, open: boolean, openable: boolean, highlight: boolean, items: ElementContent[]): Element {
  // The folder and file icons are the stylesheet's (one mask each), not markup repeated on every row.
  const label = [el("span", { className: ["tree-name"] }, [text(name)])];
  const list = el("ul", {}, items);
  const className = ["tree-folder", ...(highlight ? ["tree-highlight"] : [])];
  if (!openable)
    return el("li", { className }, [el("span", { className: ["tree-row"] }, label), ...(open ? [list] : [])]);
  return el("li", { className }, [el("details", { open }, [el("summary", { className: ["tree-row"] }, label), list])]);
}

function file(name: string, highlight: boolean): Element {
  return el("li", { className: ["tree-file", ...(highlight ? ["tree-highlight"] : [])] }, [
    el("span", { className: ["tree-row"] }, [el("span", { className: ["tree-name"] }, [text(name)])]),
  ]);
}

/** A tree's entries: its Tree.Folder and Tree.File, a Markdown list read as folders and files, anything else as is. */
function treeItems(nodes: RootContent[], render: Renderer): ElementContent[] {
  return nodes
    .filter((child) => !isBlank(child))
    .flatMap((child): ElementContent[] => {
      if (child.type === "list") return listItems(child);
      if (isJsxElement(child) && (child.name === "Tree.Folder" || child.name === "Tree.File"))
        return render.nodes([child]);
      return [el("li", { className: ["tree-extra"] }, render.nodes([child]))];
    });
}

/** `- src/` with a nested list: a name ending in `/`, or an item with a list inside, is an open folder. */
function listItems(list: List): ElementContent[] {
  return list.children.map((item: ListItem) => {
    const nested = item.children.filter((child): child is List => child.type === "list");
    const written = item.children
      .filter((child) => child.type === "paragraph")
      .map((paragraph) => inlineText(paragraph.children))
      .join(" ")
      .trim();
    const name = written.replace(/\/+$/, "");
    return nested.length || written.endsWith("/")
      ? folder(name, true, true, false, nested.flatMap(listItems))
      : file(name, false);
  });
}

function inlineText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => ("value" in node ? node.value : "children" in node ? inlineText(node.children) : ""))
    .join("");
}

/** Colours a swatch or a tree may set in a style attribute: CSS colour notations, nothing that could close it. */
const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\))$/i;

/** A tree; `style={{ "--tree-highlight": colour }}` sets the tint of its highlighted rows, as on Mintlify. */
const tree = (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
  const style = attributes.get("style");
  const written =
    style && typeof style === "object" && !Array.isArray(style)
      ? stringOf((style as { readonly [key: string]: StaticValue })["--tree-highlight"])?.trim()
      : undefined;
  const highlight = written && CSS_COLOR.test(written) ? { style: `--tree-highlight: ${written}` } : {};
  return [
    el(
      "ul",
      { className: ["tree"], dataComponent: node.name!, ...highlight, ...idOf(attributes) },
      treeItems(node.children as RootContent[], render),
    ),
  ];
};

function swatchValue(value: StaticValue | undefined): { light: string; dark?: string } | undefined {
  const single = stringOf(value);
  if (single !== undefined) return CSS_COLOR.test(single.trim()) ? { light: single.trim() } : undefined;
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const pair = value as { readonly [key: string]: StaticValue };
  const light = stringOf(pair.light)?.trim();
  const dark = stringOf(pair.dark)?.trim();
  const first = light && CSS_COLOR.test(light) ? light : undefined;
  const second = dark && CSS_COLOR.test(dark) ? dark : undefined;
  if (!first && !second) return undefined;
  return { light: (first ?? second)!, ...(first && second && first !== second ? { dark: second } : {}) };
}

/**
 * A swatch with its name and value; a click copies the value. A light/dark pair shows and copies
 * the value of the mode the reader is in.
 */
function colorItem(attributes: Attributes): ElementContent[] {
  const name = stringOf(attributes.get("name"));
  const value = swatchValue(attributes.get("value"));
  if (!value) return [];
  const values = value.dark
    ? [
        el("code", { className: ["color-value", "color-value-light"] }, [text(value.light)]),
        el("code", { className: ["color-value", "color-value-dark"] }, [text(value.dark)]),
      ]
    : [el("code", { className: ["color-value"] }, [text(value.light)])];
  return [
    el(
      "button",
      {
        type: "button",
        className: ["color-item"],
        dataCopy: value.light,
        ...(value.dark ? { dataCopyDark: value.dark } : {}),
        title: "Copy the value",
        ...idOf(attributes),
      },
      [
        el("span", {
          className: ["color-swatch"],
          style: `--swatch: ${value.light}${value.dark ? `; --swatch-dark: ${value.dark}` : ""}`,
          ariaHidden: "true",
        }),
        ...(name ? [el("span", { className: ["color-name"] }, [text(name)])] : []),
        ...values,
      ],
    ),
  ];
}

/** Inline markup a prompt keeps as Markdown, for the tool it is pasted into. */
const INLINE_MARKS: Readonly<Record<string, string>> = { code: "`", strong: "**", em: "*" };

/**
 * The prompt as a reader pastes it, in Markdown: paragraphs apart, list items on their own lines,
 * code fenced, inline code and emphasis marked.
 */
function promptText(nodes: readonly ElementContent[]): string {
  const out: string[] = [];
  const walk = (list: readonly ElementContent[], ordered: boolean): void => {
    let number = 0;
    for (const node of list) {
      // Whitespace between blocks is the HTML's line breaks, not the prompt's.
      if (node.type === "text" && !/^\s*\n\s*$/.test(node.value)) out.push(node.value);
      if (node.type !== "element" || node.tagName === "button" || node.tagName === "svg") continue;
      if (node.tagName === "pre") {
        out.push("```\n", textOf(node.children).replace(/\n$/, ""), "\n```\n\n");
        continue;
      }
      const mark = INLINE_MARKS[node.tagName] ?? "";
      if (node.tagName === "br") out.push("\n");
      if (node.tagName === "li") out.push(ordered ? `${++number}. ` : "- ");
      out.push(mark);
      walk(node.children, node.tagName === "ol");
      out.push(mark);
      if (/^(?:p|li|h[1-6]|blockquote|tr)$/.test(node.tagName)) out.push("\n");
      if (/^(?:p|ul|ol|h[1-6]|blockquote|table)$/.test(node.tagName)) out.push("\n");
    }
  };
  walk(nodes, false);
  return out
    .join("")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.value : node.type === "element" ? textOf(node.children) : ""))
    .join("");
}

const RENDERERS = {
  Tree: tree,
  FileTree: tree,
  "Tree.Folder": (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => [
    folder(
      stringOf(attributes.get("name")) ?? "",
      flagOf(attributes.get("defaultOpen")),
      attributes.get("openable") !== false && attributes.get("openable") !== "false",
      flagOf(attributes.get("highlight")),
      treeItems(node.children as RootContent[], render),
    ),
  ],
  "Tree.File": (_node: JsxElement, attributes: Attributes): ElementContent[] => [
    file(stringOf(attributes.get("name")) ?? "", flagOf(attributes.get("highlight"))),
  ],

  Column: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => [
    el("div", { className: ["column"], ...idOf(attributes) }, render.children(node)),
  ],

  Tile: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const href = stringOf(attributes.get("href"));
    const link = href !== undefined ? render.context.url(href, jsxAttribute(node, "href") ?? node) : undefined;
    const title = stringOf(attributes.get("title"));
    const about = stringOf(attributes.get("description"));
    const children = [
      el("div", { className: ["tile-preview"] }, render.children(node)),
      ...(title ? [el("span", { className: ["tile-title"] }, [text(title)])] : []),
      ...(about ? [el("span", { className: ["tile-description"] }, [text(about)])] : []),
    ];
    const properties = { className: ["tile"], ...idOf(attributes) };
    return [link ? el("a", { ...properties, href: link }, children) : el("div", properties, children)];
  },

  Color: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const variant = stringOf(attributes.get("variant")) === "table" ? "table" : "compact";
    return [
      el(
        "div",
        { className: ["color", `color-${variant}`], ...idOf(attributes) },
        render.nodes((node.children as RootContent[]).filter((child) => !isBlank(child))),
      ),
    ];
  },
  "Color.Row": (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const title = stringOf(attributes.get("title"));
    return [
      el("div", { className: ["color-row"], ...idOf(attributes) }, [
        ...(title ? [el("span", { className: ["color-row-title"] }, [text(title)])] : []),
        el("div", { className: ["color-items"] }, render.children(node)),
      ]),
    ];
  },
  "Color.Item": (_node: JsxElement, attributes: Attributes): ElementContent[] => colorItem(attributes),

  /** The page's right-hand column instead of its table of contents, with the examples it holds. */
  Panel: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const aside = render.context.aside;
    const start = aside.length;
    const content = render.children(node);
    const inside = aside.splice(start);
    aside.push(el("div", { className: ["panel"], ...idOf(attributes) }, [...content, ...inside]));
    return [];
  },

  Prompt: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const body = render.children(node);
    const written = stringOf(attributes.get("description"));
    const icon = iconOf(node, attributes);
    const svg = icon ? render.icon(icon, stringOf(attributes.get("iconType")), "prompt-icon", node) : [];
    const listed = attributes.get("actions");
    const actions = Array.isArray(listed) ? listed.map(stringOf) : ["copy"];
    const prompt = promptText(body);
    const buttons: ElementContent[] = [];
    if (actions.includes("copy"))
      buttons.push(
        el("button", { type: "button", className: ["prompt-action"], dataCopy: prompt }, [text("Copy prompt")]),
      );
    if (actions.includes("cursor"))
      buttons.push(
        el(
          "a",
          {
            className: ["prompt-action"],
            href: `https://cursor.com/link/prompt?text=${encodeURIComponent(prompt)}`,
            rel: ["noopener"],
          },
          [text("Open in Cursor")],
        ),
      );
    return [
      el("div", { className: ["prompt"], dataComponent: "Prompt", ...idOf(attributes) }, [
        el("details", { className: ["prompt-body"] }, [
          el("summary", {}, [
            ...svg,
            el(
              "span",
              { className: ["prompt-description"] },
              written ? inlineMarkdown(written, render, jsxAttribute(node, "description")?.position) : [],
            ),
          ]),
          el("div", { className: ["prompt-text"] }, body),
        ]),
        ...(buttons.length ? [el("div", { className: ["prompt-actions"] }, buttons)] : []),
      ]),
    ];
  },

  /** One view of the page: the first title's views show, the page header's switcher picks another. */
  View: (node: JsxElement, attributes: Attributes, render: Renderer): ElementContent[] => {
    const title = stringOf(attributes.get("title")) ?? "";
    const views = render.context.views;
    if (!views.includes(title)) views.push(title);
    return [
      el(
        "div",
        { className: ["view"], dataView: title, hidden: title !== views[0], ...idOf(attributes) },
        render.children(node),
      ),
    ];
  },
};

/** Each renderer, asking for the components' stylesheet on the page it renders on. */
export const LAYOUT_RENDERERS = Object.fromEntries(
  Object.entries(RENDERERS).map(([name, render]: [string, ComponentRender]) => [
    name,
    (node: JsxElement, attributes: Attributes, renderer: Renderer) => {
      renderer.context.extras.add("layout-components");
      return render(node, attributes, renderer);
    },
  ]),
) as { readonly [Name in keyof typeof RENDERERS]: ComponentRender };
