import type { Expression, Identifier, Program } from "estree";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import { escapeAttribute, escapeHtml } from "../html/escape.js";
import type {
  Code,
  Heading,
  Html,
  Image,
  ImageReference,
  Link,
  LinkReference,
  Nodes,
  Parent,
  Root,
  RootContent,
} from "mdast";
import type { InlineMath, Math } from "mdast-util-math";
import type { MdxFlowExpression, MdxTextExpression } from "mdast-util-mdx-expression";
import { defaultHandlers, toHast, type Handlers, type State } from "mdast-util-to-hast";
import { headingText as idText } from "../parse/anchors.js";
import type { FrontMatter } from "../parse/front-matter.js";
import { jsxAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import type { FileIndex } from "../project/file-index.js";
import { legacySnippetFile } from "../project/snippet-files.js";
import { iconSvg, isIconImage } from "../icons/icons.js";
import type { IconRef, IconStyle } from "../icons/icon-ref.js";
import { titleOfSlug } from "./slug-title.js";
import { extraList } from "./page-extras.js";
import type { PageRender, RenderedPage, RenderSettings } from "./types.js";
import { abbreviate, readAttributes, UNRENDERED_FIX } from "./attributes.js";
import { MARKUP_ATTRIBUTES } from "./attribute-markup.js";
import { codeBlock, codeLanguage } from "./code-block.js";
import { builtInComponent } from "./components.js";
import type { Renderer } from "./renderer.js";
import { contents, el, raw, text } from "./hast.js";
import { isComponentName } from "../components/catalogue.js";
import { htmlElement } from "./html-elements.js";
import { renderMath } from "./math.js";
import { diagramOptions, mermaidDiagram } from "./mermaid.js";
import { isHtmlElementName } from "./markup-policy.js";
import { moduleBindings } from "./module-bindings.js";
import { pageMarkdown } from "./page-markdown.js";
import { plainText, sectionTexts } from "./page-text.js";
import { placeholderInExpression } from "../parse/variables.js";
import { rawHtml } from "./raw-html.js";
import { RenderContext } from "./render-context.js";
import { UNRENDERED_COMPONENT_ID, UNRENDERED_EXPRESSION_ID } from "./rule-ids.js";
import { componentSandboxLoaded } from "./component-sandbox.js";
import { PageComponents, splitAttributes } from "./custom-components.js";
import type { SnippetLibrary } from "./snippets.js";
import { SnippetBudget } from "./snippet-budget.js";
import { evaluate, programExpression, valueText } from "./static-value.js";

export interface PageRenderInput {
  /** Relative to the docs root, POSIX separators. */
  file: string;
  /** The tree parsePage made for the page linter: the page is never parsed twice. */
  tree: Root;
  frontMatter?: FrontMatter;
  settings: RenderSettings;
  files: FileIndex;
  /** The snippets this thread has read, shared by every page it renders. */
  snippets: SnippetLibrary;
  /** The page's Markdown twin, when another path with the same bytes made it already (see twinHoldsAnywhere). */
  twin?: string;
}

const ICON_STYLES: ReadonlySet<string> = new Set<IconStyle>([
  "brands",
  "duotone",
  "light",
  "sharp-solid",
  "solid",
  "thin",
  "regular",
]);
const MODES = new Set(["default", "wide", "custom", "frame", "center"]);
/** `## Title {#custom-id}`: read as check's anchor collector reads it (src/parse/anchors.ts). */
const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/**
 * Renders a page's body to HTML from the tree the linter parsed: Markdown through
 * mdast-util-to-hast, each component by its handler, expressions only when they are literals
 * (nothing is ever run). What cannot be rendered statically is left out and reported.
 */
export function renderPage(input: PageRenderInput): PageRender {
  const { file, tree, settings, files, snippets } = input;
  const context = new RenderContext(file, settings, files, snippets);
  const handlers = pageHandlers(context);
  const convert = (root: Root, footnotePrefix: string): ElementContent[] =>
    (toHast(root, { handlers, clobberPrefix: footnotePrefix }) as HastRoot).children as ElementContent[];
  context.convert = convert;
  const exportsOf = (snippet: string) => snippets.get(snippet)?.exports;
  const twinBudget = new SnippetBudget();
  context.components = componentSandboxLoaded() ? new PageComponents(file, tree, files, snippets) : undefined;
  let body: ElementContent[];
  try {
    body = context.within({ file, ...moduleBindings(tree, file, files, exportsOf) }, () => convert(tree, ""));
  } finally {
    context.components?.dispose();
  }

  const data = input.frontMatter?.data ?? {};
  const field = (key: string): string | undefined => {
    const value = data[key];
    return typeof value === "string"
      ? value.trim() || undefined
      : typeof value === "number"
        ? String(value)
        : undefined;
  };
  const iconType = field("iconType");
  const mode = field("mode");
  const url = field("url");
  const linksOut = url !== undefined && /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined;
  const page: RenderedPage = {
    file,
    title: field("title") ?? titleOfSlug(file.replace(/\.mdx?$/i, "")),
    ...(field("title") === undefined ? { untitled: true } : {}),
    ...optional("description", field("description")),
    ...optional("sidebarTitle", field("sidebarTitle")),
    ...optional("url", linksOut),
    ...optional("openapiSchema", field("openapi-schema")),
    ...(data.noindex === true || data.noindex === "true" ? { noindex: true } : {}),
    ...optional("tag", field("tag")),
    ...(data.hidden === true || data.hidden === "true" ? { hidden: true } : {}),
    ...optional("icon", field("icon")),
    ...optional("iconType", iconType && ICON_STYLES.has(iconType) ? iconType : undefined),
    ...optional("mode", mode && MODES.has(mode) ? (mode as RenderedPage["mode"]) : undefined),
    html: `${linksOut ? urlNote(linksOut) : ""}${toHtml({ type: "root", children: body }, { allowDangerousHtml: true })}`,
    ...optional(
      "aside",
      context.aside.length
        ? toHtml({ type: "root", children: context.aside }, { allowDangerousHtml: true })
        : undefined,
    ),
    ...optional("views", context.views.length > 1 ? context.views : undefined),
    ...optional("extras", context.extras.size ? extraList(context.extras) : undefined),
    toc: context.toc,
    text: plainText(body),
    textSections: sectionTexts(body, new Set(context.toc.map((entry) => entry.id))),
    markdown:
      input.twin ??
      pageMarkdown({
        tree,
        file,
        snippet: (name, scope) => {
          const binding = moduleBindings(scope.tree, scope.file, files, exportsOf).components.get(name);
          if (binding?.kind !== "snippet") return undefined;
          const loaded = snippets.get(binding.file);
          return loaded && twinBudget.take(loaded.bytes) ? { tree: loaded.tree, file: binding.file } : undefined;
        },
      }),
    assets: [...context.assets].sort(),
    links: context.links,
    ...optional("paramFields", context.paramFields.length ? context.paramFields : undefined),
    ...(context.responseFields ? { responseFields: true } : {}),
  };
  const relocatable = twinHoldsAnywhere(tree) && !context.placeRead;
  return { page, reports: context.reports, ...(relocatable ? { relocatable: true } : {}) };
}

/**
 * Whether the page's Markdown twin is the same wherever the page is: a file without imports shows no snippet in it, and
 * nothing else of the twin reads the page's path.
 */
export function twinHoldsAnywhere(tree: Root): boolean {
  return !tree.children.some((node) => node.type === "mdxjsEsm");
}

/**
 * A path's own render of bytes another path rendered already, holding that render's text, twin, HTML and sections
 * wherever they came out the same (a relative link changes the HTML, not the text): one copy of each is kept for all.
 */
export function withSharedParts(page: RenderedPage, kept: RenderedPage): RenderedPage {
  const same = <K extends "html" | "text" | "markdown" | "aside" | "toc" | "textSections">(key: K) =>
    page[key] !== undefined &&
    (typeof page[key] === "string" ? page[key] === kept[key] : JSON.stringify(page[key]) === JSON.stringify(kept[key]))
      ? { [key]: kept[key] }
      : {};
  return {
    ...page,
    ...same("html"),
    ...same("text"),
    ...same("markdown"),
    ...same("aside"),
    ...same("toc"),
    ...same("textSections"),
  };
}

/**
 * The render of a page whose bytes another path rendered already (`from`, `relocatable`): the same HTML, twin and
 * text; the path, a title made from the file name, and the places of its links and reports (the page's own, not its
 * snippets') are this path's.
 */
export function relocatedRender({ page, reports }: PageRender, from: string, to: string): PageRender {
  const here = <T extends { file: string }>(item: T): T => (item.file === from ? { ...item, file: to } : item);
  return {
    page: {
      ...page,
      file: to,
      ...(page.untitled ? { title: titleOfSlug(to.replace(/\.mdx?$/i, "")) } : {}),
      links: page.links.map(here),
    },
    reports: reports.map(here),
    relocatable: true,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The handlers of one page's render: Markdown nodes that need the site's URLs and ids, and every MDX node. */
function pageHandlers(context: RenderContext): Handlers {
  const icon = (value: string, style: string | undefined, className: string, node?: JsxElement): ElementContent[] => {
    // Every value iconSvg draws as an <img> (a path, a URL of any scheme) goes through the URL policy.
    const source = isIconImage(value)
      ? context.url(value, (node && jsxAttribute(node, "icon")) ?? node ?? { type: "icon" }, "image")
      : value;
    if (source === undefined) return [];
    const library = context.settings.iconLibrary;
    const ref: IconRef =
      library && library !== "fontawesome"
        ? { name: source, library }
        : style && ICON_STYLES.has(style)
          ? { name: source, style: style as IconStyle }
          : { name: source };
    const svg = iconSvg(ref, className);
    return svg ? [raw(svg)] : [];
  };
  const code = (node: Code, withTitle: boolean): Element =>
    codeLanguage(node) === "mermaid"
      ? mermaidDiagram(node.value, diagramOptions(node.meta), context, node)
      : codeBlock(node, withTitle);
  const renderer = (state: State): Renderer => {
    const nodes = (nodes: RootContent[]) => state.all({ type: "root", children: nodes });
    return {
      context,
      children: (node) => state.all(node),
      nodes,
      code,
      icon: (value, style, className, node) =>
        typeof value === "string" ? icon(value, style, className, node) : markupIcon(nodes([value]), className),
    };
  };

  const expression = (_state: State, node: MdxFlowExpression | MdxTextExpression): ElementContent | undefined => {
    // A `{{ name }}` docs.json does not define: page/undefined-variable reports it; shown as written.
    const placeholder = placeholderInExpression(node.value);
    if (placeholder !== undefined) return text(`{{${placeholder}}}`);
    const found = programExpression(node.data?.estree as Program | undefined);
    if (found === "empty") return undefined;
    if (typeof found === "object") {
      const value = evaluate(found, context.frame.scope);
      const shown = value.ok ? valueText(value.value) : undefined;
      if (shown !== undefined) return shown ? text(shown) : undefined;
    }
    if (typeof found === "object" && isUnboundName(found, context)) {
      context.report(
        UNRENDERED_EXPRESSION_ID,
        `\`{${found.name}}\` names nothing this page defines, so Mintlify leaves it out (@mintlify/common's remarkMdxRemoveUnusedVariables), as docsgate's preview does: readers see nothing in its place. To show the braces, escape them (\`\\{${found.name}\\}\`) or write the text as code.`,
        node,
        // The published page loses the text: unlike an expression Mintlify runs, this is not the preview's alone.
        "warning",
      );
      return undefined;
    }
    context.report(
      UNRENDERED_EXPRESSION_ID,
      `The expression \`{${abbreviate(node.value)}}\` needs code to run, so docsgate's preview shows nothing in its place (Mintlify runs it). ${UNRENDERED_FIX}`,
      node,
    );
    return undefined;
  };

  const jsx = (state: State, node: JsxElement): ElementContent[] => {
    const name = node.name;
    if (!name) return state.all(node); // a fragment: `<>…</>`
    // What a project's component drew names HTML elements and built-in components only, whatever the file binds.
    const binding = isComponentOutput(node) ? undefined : context.frame.components.get(name);
    if (binding?.kind === "snippet") return snippet(node, binding.file);
    if (binding?.kind === "code" && context.components) return customComponent(state, node, context.components);
    if (!binding && name === "Snippet") return legacySnippet(node);
    if (!binding && isHtmlElementName(name)) return htmlElement(node, context, () => state.all(node));
    const builtIn = binding ? undefined : builtInComponent(name);
    if (builtIn) return builtIn(node, readAttributes(node, context, MARKUP_ATTRIBUTES), renderer(state));
    // Neither Mintlify's nor the page's (page/unknown-component reports it): the published page shows nothing there,
    // which the preview labels rather than leaving an empty box.
    if (!binding && !isComponentName(name)) return [unknownComponent(node, name)];
    // Defined in code where no sandbox runs (a check), or one the catalogue's renderers show as a plain container: its
    // content, in a plain container.
    return [el(node.type === "mdxJsxTextElement" ? "span" : "div", { dataComponent: name }, state.all(node))];
  };

  /**
   * `<HeroCard title="x">…</HeroCard>` for a component the docs define in code: what it draws in the sandbox, drawn
   * as the page's own markup is; one it cannot draw is a labelled placeholder around its children, and a warning.
   */
  const customComponent = (state: State, node: JsxElement, components: PageComponents): ElementContent[] => {
    const name = node.name!;
    const { literal, code } = splitAttributes(node, context.frame.scope);
    const props = readAttributes({ ...node, attributes: literal }, context);
    const drawn = components.render(context.frame.file, node, props, code);
    if (drawn.ok) return state.all({ type: "root", children: drawn.nodes });
    context.report(
      UNRENDERED_COMPONENT_ID,
      `The component <${name}> is not shown in docsgate's preview: ${drawn.reason}. The published site may show it; ${UNRENDERED_COMPONENT_FIX}`,
      node,
    );
    const inline = node.type === "mdxJsxTextElement";
    const label = el(inline ? "span" : "p", { className: ["component-placeholder-label"] }, [
      text("Custom component "),
      el("code", {}, [text(`<${name}>`)]),
      text(` is not shown in this preview: ${drawn.reason}.`),
    ]);
    return [
      el(inline ? "span" : "div", { className: ["component-placeholder"], role: "note", dataComponent: name }, [
        label,
        ...state.all(node),
      ]),
    ];
  };

  /**
   * `<Intro word="x" />` for `import Intro from "/snippets/intro.mdx"`: the snippet's content, its `{word}` the prop.
   */
  const snippet = (node: JsxElement, file: string, props = readAttributes(node, context)): ElementContent[] => {
    const loaded = context.snippets.get(file);
    // A snippet that includes itself, directly or through others, stops at the repeat (page/snippet-cycle reports
    // it); copies past the limits are not shown (page/snippet-expansion reports them).
    if (!loaded || context.isOpen(file) || !context.snippetBudget.take(loaded.bytes)) return [];
    const bindings = moduleBindings(
      loaded.tree,
      file,
      context.files,
      (other) => context.snippets.get(other)?.exports,
      props,
    );
    const content = context.within({ file, ...bindings }, () =>
      context.convert(loaded.tree, `${context.nextId("snippet")}-`),
    );
    // The line breaks the snippet's root put between its blocks: the file that shows it puts its own there. Kept,
    // they doubled at every level of snippets in snippets.
    return content.filter((node) => !(node.type === "text" && node.value === "\n"));
  };

  /**
   * `<Snippet file="name.mdx" />` (the legacy layout): the content of `_snippets/name.mdx` in its
   * place, its other attributes its props. A missing file shows nothing; page/snippet-import reports it.
   */
  const legacySnippet = (node: JsxElement): ElementContent[] => {
    const props = readAttributes(node, context);
    const written = props.get("file");
    const found = typeof written === "string" ? legacySnippetFile(written, context.files) : undefined;
    if (found?.kind !== "found") return [];
    props.delete("file");
    return snippet(node, found.file, props);
  };

  return {
    heading: (state: State, node: Heading) => heading(state, node, context),
    code: (_state: State, node: Code) => code(node, true),
    link: (state: State, node: Link) => withUrl(defaultHandlers.link(state, node), "href", node.url, node, context),
    image: (state: State, node: Image) => withUrl(defaultHandlers.image(state, node), "src", node.url, node, context),
    linkReference: (state: State, node: LinkReference) =>
      withUrl(
        defaultHandlers.linkReference(state, node),
        "href",
        state.definitionById.get(String(node.identifier).toUpperCase())?.url,
        node,
        context,
      ),
    imageReference: (state: State, node: ImageReference) =>
      withUrl(
        defaultHandlers.imageReference(state, node),
        "src",
        state.definitionById.get(String(node.identifier).toUpperCase())?.url,
        node,
        context,
      ),
    html: (_state: State, node: Html) => rawHtml(node, context),
    inlineMath: (_state: State, node: InlineMath, parent: Parent | undefined) => renderMath(node, context, parent),
    math: (_state: State, node: Math) => renderMath(node, context, undefined),
    yaml: () => undefined,
    mdxjsEsm: () => undefined,
    mdxFlowExpression: expression,
    mdxTextExpression: expression,
    mdxJsxFlowElement: jsx,
    mdxJsxTextElement: jsx,
  } as Handlers;
}

const UNRENDERED_COMPONENT_FIX =
  "have it return HTML elements and Mintlify's components drawn from its props, without browser APIs (`window`, `document`, `fetch`) outside effects and event handlers, and without packages other than React: docsgate draws components once, in a sandbox, when it builds the site";

/** A node a project's component drew (see custom-components.ts), not one the page wrote. */
function isComponentOutput(node: JsxElement): boolean {
  return (node.data as { componentOutput?: boolean } | undefined)?.componentOutput === true;
}

/**
 * Markup given as an icon (`icon={<svg …/>}`), rendered as the page's own markup is, each element with the icon's class
 * so that the site's styles size it as a named icon (a light and a dark variant side by side are both sized).
 */
function markupIcon(drawn: ElementContent[], className: string): ElementContent[] {
  const shown = drawn.filter((node) => !(node.type === "text" && !node.value.trim()));
  for (const node of shown) {
    if (node.type !== "element") continue;
    // html-elements.ts writes a class as its text, which hast's types do not foresee.
    const written: unknown = node.properties.className;
    const classes =
      typeof written === "string" ? written.split(/\s+/).filter(Boolean) : Array.isArray(written) ? written : [];
    node.properties.className = [...classes, className];
  }
  return shown;
}

/** A link's or image's URL as the site writes it; a path out of the root or a script URL leaves it without one. */
function withUrl(
  result: ElementContent | ElementContent[] | undefined,
  property: "href" | "src",
  written: string | undefined,
  node: Nodes,
  context: RenderContext,
): ElementContent[] {
  const nodes = contents(result);
  const element = nodes.find(
    (item): item is Element => item.type === "element" && (item.tagName === "a" || item.tagName === "img"),
  );
  if (!element || written === undefined) return nodes;
  const url = context.url(written, node, property === "src" ? "image" : "link");
  if (url === undefined) delete element.properties[property];
  else element.properties[property] = url;
  return nodes;
}

/** A heading with the id check's anchor collector gives it, a `#` link to itself, and its TOC entry. */
function heading(state: State, node: Heading, context: RenderContext): Element {
  const full = headingText(node);
  const custom = CUSTOM_ID.exec(full);
  const title = (custom ? full.slice(0, custom.index) : full).trim();
  const id = custom ? context.ids.custom(custom[1]!) : context.ids.heading(idText(node), node.depth);
  const children = state.all(node);
  if (custom) stripCustomId(children);
  if (id && (node.depth === 2 || node.depth === 3)) context.toc.push({ depth: node.depth, id, text: title });
  const anchor = id
    ? [
        el("a", { className: ["heading-anchor"], href: `#${id}`, ariaLabel: `Link to ${title || "this section"}` }, [
          text("#"),
        ]),
      ]
    : [];
  const result = el(`h${node.depth}`, id ? { id } : {}, [...children, ...anchor]);
  state.patch(node, result);
  return result;
}

function stripCustomId(children: ElementContent[]): void {
  const last = children.at(-1);
  if (last?.type === "text") last.value = last.value.replace(CUSTOM_ID, "");
}

/** The heading's words as the anchor collector reads them: components' text included, expressions not. */
function headingText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image") return node.alt ?? "";
  if (!("children" in node)) return "";
  let value = "";
  for (const child of node.children) value += headingText(child as Nodes);
  return value;
}

/**
 * A bare name that nothing in the file binds: Mintlify's remarkMdxRemoveUnusedVariables
 * (@mintlify/common, dist/mdx/plugins/remark/remarkMdxRemoveUnusedVariables.js) removes such a
 * `{name}` before the page is compiled, keeping only the file's exported values and `user`, the
 * signed-in reader of a personalized site.
 */
function isUnboundName(expression: Expression, context: RenderContext): expression is Identifier {
  return (
    expression.type === "Identifier" &&
    expression.name !== "user" &&
    !context.frame.scope.has(expression.name) &&
    !context.frame.components.has(expression.name)
  );
}

/**
 * A page whose front matter `url` sends its navigation entry elsewhere is still built at its own address: it says where
 * its entry leads, so a reader who reaches it by URL is not left on an empty page.
 */
function urlNote(url: string): string {
  return `<p class="page-url-note">This page's entry in the navigation opens <a href="${escapeAttribute(url)}" rel="noopener">${escapeHtml(url)}</a>.</p>`;
}

/** The label in place of a component no one defines: what the published page shows there (nothing), and why. */
function unknownComponent(node: JsxElement, name: string): Element {
  const inline = node.type === "mdxJsxTextElement";
  return el(inline ? "span" : "div", { className: ["component-placeholder"], role: "note", dataComponent: name }, [
    el(inline ? "span" : "p", { className: ["component-placeholder-label"] }, [
      el("code", {}, [text(`<${name}>`)]),
      text(
        " is not a component Mintlify knows, and this page neither imports nor defines it: the published page shows nothing here.",
      ),
    ]),
  ]);
}
