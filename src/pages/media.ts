import type { Html, Image, ImageReference, Nodes, Parents } from "mdast";
import type { Position } from "unist";
import {
  isJsxElement,
  isSpreadAttribute,
  jsxAttribute,
  jsxStringAttribute,
  type JsxElement,
} from "../parse/mdx-nodes.js";
import type { PageContext } from "./page-context.js";
import { memoOnPage, type PageMemo } from "./place-reads.js";
import { isComponentTag, rawHtmlPieces } from "../render/raw-html.js";

/** How an attribute such as `alt` or `title` is given. */
export type AttributeState = "missing" | "empty" | "given" | "computed";

/**
 * A file a page loads: a Markdown image or an `<img>`, `<video>`, `<audio>`, `<source>`, `<iframe>` or `<script>`
 * element.
 */
export interface MediaFact {
  element: "markdown-image" | "img" | "video" | "audio" | "source" | "iframe" | "script";
  /** The literal source (a Markdown image's URL, the `src` attribute); undefined when absent or computed. */
  src?: string;
  /** Where the source is written: the `src` attribute when known, else the whole element. */
  srcPlace: Position;
  place: Position;
  alt: AttributeState;
  title: AttributeState;
  /** A `title`, `aria-label` or `aria-labelledby` names the element for screen readers (computed ones count). */
  named: boolean;
  /** `role="presentation"` or `aria-hidden="true"`: an image that says it is decoration. */
  decorative: boolean;
  /** Laid out by its own `className` or `style` (a light and dark pair, a sized logo), not the page's flow. */
  styled: boolean;
  /** Inside a `<Frame>` component. */
  inFrame: boolean;
  /** Inside a link (a linked logo or badge, a Tile's preview). */
  inLink: boolean;
  /** On its own, not inside a sentence or a table cell (where a `<Frame>` cannot go). */
  standalone: boolean;
}

const MEDIA_TAGS = new Set(["img", "video", "audio", "source", "iframe", "script"]);
/** The attributes that give an element its accessible name, besides an image's alt text. */
const NAME_ATTRIBUTES = ["title", "aria-label", "aria-labelledby"];
const cache: PageMemo<MediaFact[]> = new WeakMap();

/** The page's media, collected in one walk and shared by the rules that check them. */
export function pageMedia(page: PageContext): MediaFact[] {
  return memoOnPage(cache, page, () => collectMedia(page));
}

function collectMedia(page: PageContext): MediaFact[] {
  const media: MediaFact[] = [];
  // Markdown pages have no components: a `<Frame>` there is raw HTML, opened and closed in order.
  let htmlFrameDepth = 0;
  for (const node of page.nodes.all) {
    if (node.type === "image" || node.type === "imageReference") {
      if (node.position) media.push(markdownImage(node, page.nodes.pathTo(node), htmlFrameDepth > 0));
    } else if (isJsxElement(node)) {
      if (node.name && MEDIA_TAGS.has(node.name) && node.position) media.push(jsxMedia(node, page.nodes.pathTo(node)));
    } else if (node.type === "html") {
      htmlFrameDepth = htmlMedia(page, node, page.nodes.pathTo(node), htmlFrameDepth, media);
    }
  }
  return media;
}

function markdownImage(node: Image | ImageReference, ancestors: Parents[], inHtmlFrame: boolean): MediaFact {
  return {
    element: "markdown-image",
    ...(node.type === "image" ? { src: node.url } : {}),
    srcPlace: node.position!,
    place: node.position!,
    alt: node.alt ? (node.alt.trim() ? "given" : "empty") : "empty",
    title: node.type === "image" && node.title ? "given" : "missing",
    named: Boolean(node.alt?.trim()),
    decorative: false,
    styled: false,
    inFrame: inHtmlFrame || ancestors.some((a) => isJsxElement(a) && a.name === "Frame"),
    inLink: ancestors.some(isLink),
    standalone: isStandalone(node, ancestors),
  };
}

function jsxMedia(node: JsxElement, ancestors: Parents[]): MediaFact {
  const spread = node.attributes.some(isSpreadAttribute);
  const state = (name: string): AttributeState => {
    const attribute = jsxAttribute(node, name);
    if (!attribute) return spread ? "computed" : "missing";
    const value = jsxStringAttribute(node, name);
    if (value === undefined) return attribute.value === null || attribute.value === undefined ? "empty" : "computed";
    return value.trim() ? "given" : "empty";
  };
  const src = jsxStringAttribute(node, "src");
  return {
    element: node.name as MediaFact["element"],
    ...(src !== undefined ? { src } : {}),
    srcPlace: jsxAttribute(node, "src")?.position ?? node.position!,
    place: node.position!,
    alt: state("alt"),
    title: state("title"),
    named: NAME_ATTRIBUTES.some((name) => state(name) === "given" || state(name) === "computed"),
    decorative: isDecorative((name) => jsxStringAttribute(node, name)),
    styled: node.attributes.some((a) => a.type === "mdxJsxAttribute" && (a.name === "className" || a.name === "style")),
    inFrame: ancestors.some((a) => isJsxElement(a) && a.name === "Frame"),
    inLink: ancestors.some(isLink),
    standalone: node.type === "mdxJsxFlowElement" || isStandalone(node, ancestors),
  };
}

/**
 * The media tags (`<img>`, `<video>`, `<script>`...) in raw HTML of a Markdown page, read as the
 * renderer reads them (nothing inside a left-out `<script>`); returns the `<Frame>` depth after it.
 */
function htmlMedia(
  page: PageContext,
  node: Html,
  ancestors: Parents[],
  frameDepth: number,
  media: MediaFact[],
): number {
  if (!node.position) return frameDepth;
  const start = node.position.start.offset!;
  // Inside a quote or list the node's value drops the markers, so offsets in it are not page offsets.
  const exact = page.text.slice(start, node.position.end.offset) === node.value;
  const standalone = isStandalone(node, ancestors);
  const inLink = ancestors.some(isLink);
  for (const piece of rawHtmlPieces(node.value)) {
    if (piece.kind !== "tag") continue;
    if (piece.name === "Frame") {
      frameDepth = Math.max(0, frameDepth + (piece.closing ? -1 : piece.selfClosing ? 0 : 1));
      continue;
    }
    const name = piece.name.toLowerCase();
    if (piece.closing || isComponentTag(piece.name) || !MEDIA_TAGS.has(name)) continue;
    const attributes = new Map<string, string | null>(
      piece.attributes.map((attribute) => [attribute.name.toLowerCase(), attribute.value ?? null]),
    );
    const state = (key: string): AttributeState => {
      const value = attributes.get(key);
      return value === undefined ? "missing" : value === null || !value.trim() ? "empty" : "given";
    };
    const place = exact ? page.positionOf(start + piece.index, start + piece.index + piece.length) : node.position;
    const src = attributes.get("src");
    media.push({
      element: name as MediaFact["element"],
      ...(src ? { src } : {}),
      srcPlace: place,
      place,
      alt: state("alt"),
      title: state("title"),
      named: NAME_ATTRIBUTES.some((key) => state(key) === "given"),
      decorative: isDecorative((key) => attributes.get(key) ?? undefined),
      styled: attributes.has("class") || attributes.has("style"),
      inFrame: frameDepth > 0,
      inLink,
      standalone,
    });
  }
  return frameDepth;
}

function isDecorative(attribute: (name: string) => string | undefined): boolean {
  const role = attribute("role");
  return role === "presentation" || role === "none" || attribute("aria-hidden") === "true";
}

/** A link, or a Tile: the whole tile is one link, its children the preview. */
function isLink(node: Parents): boolean {
  return (
    node.type === "link" ||
    node.type === "linkReference" ||
    (isJsxElement(node) && (node.name === "a" || node.name === "Tile"))
  );
}

/** An image that is the whole paragraph (alone, or beside other images), not part of its text. */
function isStandalone(node: Nodes, ancestors: Parents[]): boolean {
  const container = [...ancestors]
    .reverse()
    .find((a) => a.type === "paragraph" || a.type === "tableCell" || a.type === "heading");
  if (!container || container.type !== "paragraph") return !container;
  return container.children.every((child) => child === node || !hasText(child));
}

/** Whether an inline node shows words (images, breaks and blank text do not). */
function hasText(node: Nodes): boolean {
  if (node.type === "text") return node.value.trim() !== "";
  if (node.type === "inlineCode") return true;
  if (node.type === "image" || node.type === "imageReference" || node.type === "break" || node.type === "html")
    return false;
  if (isJsxElement(node) && node.name === "img") return false;
  return "children" in node && (node.children as Nodes[]).some(hasText);
}
