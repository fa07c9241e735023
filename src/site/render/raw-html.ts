import type { ElementContent } from "hast";
import type { Html } from "mdast";
import { raw } from "./hast.js";
import { attributeUrl, UNSAFE_ELEMENTS, URL_ATTRIBUTES } from "./html-elements.js";
import type { RenderContext } from "./render-context.js";
import { UNSAFE_HTML } from "./rule-metas.js";
import { escapeAttribute } from "../layout/html.js";
import { styleProblem } from "./url-policy.js";

const TOKEN = /<!--[^]*?(?:-->|$)|<(\/?)([a-zA-Z][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Raw HTML in a Markdown (.md) page, passed through tag by tag rebuilt by docsgate: comments
 * go; `<script>`, `<style>` and other unsafe elements go with their content (reported); `on…`
 * attributes and script URLs go (reported); URLs resolve like Markdown links; a capitalized
 * tag (a component written in a .md page, which Markdown cannot render) becomes a plain
 * container; text between tags is kept, a stray `<` escaped. Tags are not balanced here, as
 * in any Markdown renderer that passes HTML through: the browser closes what is left open.
 */
export function rawHtml(node: Html, context: RenderContext): ElementContent[] {
  let out = "";
  let last = 0;
  let skipUntil: string | undefined;
  for (const match of node.value.matchAll(TOKEN)) {
    const [token, closing, name, attributeText] = match;
    const between = node.value.slice(last, match.index);
    last = match.index + token.length;
    if (skipUntil) {
      if (closing && name?.toLowerCase() === skipUntil) skipUntil = undefined;
      continue;
    }
    out += between.replace(/</g, "&lt;");
    if (name === undefined) continue; // a comment
    const tag = name.toLowerCase();
    if (UNSAFE_ELEMENTS.has(tag)) {
      if (!closing) {
        context.report(UNSAFE_HTML.id, `<${name}> is left out of the built site: pages hold no scripts, stylesheets or embedded objects. Remove it.`, node);
        if (!token.endsWith("/>") && (tag === "script" || tag === "style" || tag === "template" || tag === "noscript")) skipUntil = tag;
      }
      continue;
    }
    if (/^[A-Z]/.test(name) || name.includes(".")) {
      out += closing ? "</div>" : `<div data-component="${escapeAttribute(name)}">${token.endsWith("/>") ? "</div>" : ""}`;
      continue;
    }
    out += closing ? `</${tag}>` : `<${tag}${attributes(tag, attributeText ?? "", node, context)}${token.endsWith("/>") ? " /" : ""}>`;
  }
  if (!skipUntil) out += node.value.slice(last).replace(/</g, "&lt;");
  return out ? [raw(out)] : [];
}

function attributes(tag: string, text: string, node: Html, context: RenderContext): string {
  let out = "";
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (name.startsWith("on") || name === "srcdoc") {
      context.report(UNSAFE_HTML.id, `The \`${name}\` attribute on <${tag}> is left out of the built site: pages run no scripts. Remove it.`, node);
      continue;
    }
    if (value === undefined) {
      out += ` ${escapeAttribute(name)}`;
      continue;
    }
    const urlKind = URL_ATTRIBUTES.get(name);
    if (urlKind) {
      const url = attributeUrl(name, decodeEntities(value), (written) => context.url(written, node, urlKind));
      if (url !== undefined) out += ` ${escapeAttribute(name)}="${escapeAttribute(url)}"`;
      continue;
    }
    // A style that loads a refused URL or runs a script is left out (check's page/unsafe-url reports it).
    if (name === "style" && styleProblem(decodeEntities(value))) continue;
    out += ` ${escapeAttribute(name)}="${escapeAttribute(decodeEntities(value))}"`;
  }
  if (tag === "iframe" && !/\sloading=/.test(out)) out += ' loading="lazy"';
  if (tag === "a" && /\starget="_blank"/.test(out) && !/\srel=/.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

/** The attributes of every start tag in raw HTML, names lowercased and values decoded: what check's page/unsafe-url reads. */
export function rawHtmlAttributes(html: string): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  for (const match of html.matchAll(TOKEN)) {
    if (match[2] === undefined || match[1]) continue;
    for (const attribute of (match[3] ?? "").matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value !== undefined) found.push({ name: attribute[1]!.toLowerCase(), value: decodeEntities(value) });
    }
  }
  return found;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The few entities attribute values use; numeric ones by code point. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}
