import { decodeEntities } from "../html/entities.js";
import type { ElementContent } from "hast";
import type { Html } from "mdast";
import { raw } from "./hast.js";
import { attributeUrl, URL_ATTRIBUTES } from "./html-elements.js";
import { attributeKey, attributeProblem, dropsContent, isLeftOutElement } from "./markup-policy.js";
import type { RenderContext } from "./render-context.js";
import { escapeAttribute } from "../html/escape.js";
import { styleProblem } from "../html/url-policy.js";

const TOKEN = /<!--[^]*?(?:-->|$)|<(\/?)([a-zA-Z][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * An attribute of a start tag in raw HTML: its name as written, its decoded value (none when bare), its offset in the
 * HTML.
 */
export interface RawAttribute {
  name: string;
  value?: string;
  index: number;
}

/** A piece of raw HTML as the site reads it; `index` is its offset in the HTML. */
export type RawHtmlPiece =
  | { kind: "text"; text: string }
  /** A tag the site writes: an HTML element's, or a component's (which becomes a container). */
  | {
      kind: "tag";
      name: string;
      closing: boolean;
      selfClosing: boolean;
      attributes: RawAttribute[];
      index: number;
      length: number;
    }
  /** The start tag of an element the markup policy leaves out (with its content, for a script or style). */
  | { kind: "left-out"; name: string; index: number };

/**
 * Raw HTML cut into text and tags, as both the renderer and check's rules read it: comments
 * go, and the content of a left-out `<script>`, `<style>`, `<template>` or `<noscript>` goes
 * with it, unread, up to its end tag.
 */
export function* rawHtmlPieces(html: string): Generator<RawHtmlPiece> {
  let last = 0;
  let skipUntil: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, name, attributeText] = match;
    const between = html.slice(last, match.index);
    last = match.index + token.length;
    if (skipUntil) {
      if (closing && name?.toLowerCase() === skipUntil) skipUntil = undefined;
      continue;
    }
    if (between) yield { kind: "text", text: between };
    if (name === undefined) continue; // a comment
    const tag = name.toLowerCase();
    const selfClosing = token.endsWith("/>");
    // A capitalized tag is a component (`<Frame>`, which Markdown cannot render), never the HTML element of its name.
    if (!isComponentTag(name) && isLeftOutElement(tag)) {
      if (closing) continue;
      if (!selfClosing && dropsContent(tag)) skipUntil = tag;
      yield { kind: "left-out", name, index: match.index };
      continue;
    }
    const attributesAt = match.index + 1 + (closing?.length ?? 0) + name.length;
    yield {
      kind: "tag",
      name,
      closing: Boolean(closing),
      selfClosing,
      attributes: closing ? [] : [...rawAttributes(attributeText ?? "", attributesAt)],
      index: match.index,
      length: token.length,
    };
  }
  const rest = html.slice(last);
  if (!skipUntil && rest) yield { kind: "text", text: rest };
}

function* rawAttributes(text: string, offset: number): Generator<RawAttribute> {
  for (const match of text.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4];
    yield {
      name: match[1]!,
      ...(value === undefined ? {} : { value: decodeEntities(value) }),
      index: offset + match.index,
    };
  }
}

/** Whether a tag in raw HTML names a component (`<Note>`), which Markdown cannot render. */
export function isComponentTag(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes(".");
}

/**
 * Raw HTML in a Markdown (.md) page, passed through tag by tag rebuilt by docsgate: what the
 * markup policy leaves out goes (check's page/unsafe-html reports it); URLs resolve like
 * Markdown links; a capitalized tag (a component written in a .md page, which Markdown cannot
 * render) becomes a plain container; text between tags is kept, a stray `<` escaped. Tags are
 * not balanced here, as in any Markdown renderer that passes HTML through: the browser closes
 * what is left open.
 */
export function rawHtml(node: Html, context: RenderContext): ElementContent[] {
  let out = "";
  for (const piece of rawHtmlPieces(node.value)) {
    if (piece.kind === "text") out += piece.text.replace(/</g, "&lt;");
    if (piece.kind !== "tag") continue;
    const { name, closing, selfClosing } = piece;
    if (isComponentTag(name)) {
      out += closing ? "</div>" : `<div data-component="${escapeAttribute(name)}">${selfClosing ? "</div>" : ""}`;
      continue;
    }
    const tag = name.toLowerCase();
    out += closing
      ? `</${tag}>`
      : `<${tag}${attributes(tag, piece.attributes, node, context)}${selfClosing ? " /" : ""}>`;
  }
  return out ? [raw(out)] : [];
}

function attributes(tag: string, written: readonly RawAttribute[], node: Html, context: RenderContext): string {
  let out = "";
  for (const { name: writtenName, value } of keptAttributes(tag, written)) {
    const name = writtenName.toLowerCase();
    if (value === undefined) {
      out += ` ${escapeAttribute(name)}`;
      continue;
    }
    const urlKind = URL_ATTRIBUTES.get(name);
    if (urlKind) {
      const url = attributeUrl(name, value, (written) => context.url(written, node, urlKind));
      if (url !== undefined) out += ` ${escapeAttribute(name)}="${escapeAttribute(url)}"`;
      continue;
    }
    // A style that loads a refused URL or runs a script is left out (check's page/unsafe-url reports it).
    if (name === "style" && styleProblem(value)) continue;
    out += ` ${escapeAttribute(name)}="${escapeAttribute(value)}"`;
  }
  if (tag === "iframe" && !/\sloading=/.test(out)) out += ' loading="lazy"';
  if (tag === "a" && /\starget="_blank"/.test(out) && !/\srel=/.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

function keptAttributes(tag: string, written: readonly RawAttribute[]): RawAttribute[] {
  return written.filter((attribute) => !attributeProblem(tag, attributeKey(attribute.name)));
}

/**
 * The attributes the site writes on the HTML elements of raw HTML, with their element's tag, names lowercased and
 * values decoded: what check's page/unsafe-url reads.
 */
export function rawHtmlAttributes(html: string): { tag: string; name: string; value: string }[] {
  const found: { tag: string; name: string; value: string }[] = [];
  for (const piece of rawHtmlPieces(html)) {
    if (piece.kind !== "tag" || isComponentTag(piece.name)) continue;
    const tag = piece.name.toLowerCase();
    for (const { name, value } of keptAttributes(tag, piece.attributes)) {
      if (value !== undefined) found.push({ tag, name: name.toLowerCase(), value });
    }
  }
  return found;
}
