import { DomUtils, parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";
import { urlProblem } from "./url-policy.js";

/**
 * Files of the docs folder that a browser runs scripts in when they are opened on their own: HTML
 * (any `.html` file the site copies is not one of its pages), SVG, and other XML (an XHTML
 * `<script>` runs in any XML document). The site publishes them inert (SVG and XML without their
 * scripts, HTML behind a policy that lets no script run), and check's page/active-file names them
 * where a page or docs.json refers to them.
 */
export type ActiveKind = "html" | "svg" | "xml";

export function activeKind(file: string): ActiveKind | undefined {
  if (/\.(?:html?|xhtml?|xht)$/i.test(file)) return "html";
  if (/\.svg$/i.test(file)) return "svg";
  if (/\.(?:xml|xsl|xslt)$/i.test(file)) return "xml";
  return undefined;
}

/**
 * What a non-page HTML file is published with, first thing in it: no script runs, whatever it holds
 * (inline, `on…` attributes, `javascript:` links, files of the site), it sends nothing anywhere and
 * frames nothing; its images and styles still show. A static host (GitHub Pages) sends no headers,
 * so the file carries its own policy; its charset is fixed to the one the build wrote it in.
 */
export const INERT_HTML_POLICY =
  "default-src 'none'; script-src 'none'; object-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'; img-src 'self' https: http: data:; media-src 'self' https: http:; style-src 'self' 'unsafe-inline'; font-src 'self' https: http: data:";

const INERT_HTML_HEAD = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${INERT_HTML_POLICY}">`;

/** `html` with the inert policy before anything else it holds (after its doctype, which keeps the page's rendering mode). */
export function inertHtml(html: string): string {
  const text = html.replace(/^\uFEFF/, "");
  const doctype = /^\s*<!doctype[^>]*>/i.exec(text)?.[0] ?? "";
  return `${doctype}${INERT_HTML_HEAD}${text.slice(doctype.length)}`;
}

/** An SVG larger than this is not read: the site leaves it out, and page/active-file says so. */
export const MAX_SVG_BYTES = 20 * 1024 * 1024;

/** A part of an SVG file that runs a script or loads a document that can: what it is, and its offset in the text. */
export interface ActivePart {
  what: string;
  offset: number;
}

/** Elements that run a script, or hold or load a document that can (HTML inside `<foreignObject>`, frames, plugins). */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "frame",
  "frameset",
  "embed",
  "object",
  "applet",
  "meta",
  "base",
  "link",
  "handler",
  "listener",
]);
/** Attributes whose value a browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "code", "codebase"]);
/** Animation elements, which can set a link (`<set attributeName="href" to="javascript:…">`) or an event attribute. */
const ANIMATIONS = new Set(["set", "animate", "animatemotion", "animatetransform", "animatecolor"]);

/** A prefixed name's own part, in lower case: `svg:script` and `xlink:href` are a `script` and an `href`. */
function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

/**
 * A doctype with declarations of its own (`<!DOCTYPE svg [ … ]>`) is harmless when they only name plain text
 * (Illustrator declares namespaces so): an entity whose text holds `<` or `&` (a character reference) expands to
 * markup, a script included, where the browser reads it. Read from the text: htmlparser2 ends a doctype at its first `>`.
 */
const DOCTYPE_SUBSET = /<!doctype\b[^[>]*\[([^\]]*)\]\s*>/i;
const PLAIN_ENTITIES = /^(?:\s|<!ENTITY\s+[\w.:-]+\s+(?:"[^"<&%]*"|'[^'<&%]*')\s*>)*$/i;

function activeDoctype(svg: string): ActivePart | undefined {
  const at = svg.search(/<!doctype\b[^>]*\[/i);
  if (at === -1) return undefined;
  const subset = DOCTYPE_SUBSET.exec(svg.slice(at));
  return subset && PLAIN_ENTITIES.test(subset[1]!)
    ? undefined
    : { what: "a doctype whose declarations can expand to markup", offset: at };
}

/**
 * Reads an SVG file as XML and takes out what is active, returning the parts found and the file without them. The
 * result is written from the parsed tree, not patched into the text: the browser reads exactly what was looked at, so
 * markup htmlparser2 reads otherwise than a browser cannot slip through. (DOMPurify, the sanitizer of choice, needs a
 * browser's DOM.) Written anew, the file loses its doctype and any text outside its root element.
 */
function takeOutActive(svg: string): { parts: ActivePart[]; inert: string } {
  const document = parseDocument(svg, { xmlMode: true, withStartIndices: true });
  const doctype = activeDoctype(svg);
  const parts: ActivePart[] = doctype ? [doctype] : [];
  const found = (what: string, node: AnyNode) => parts.push({ what, offset: node.startIndex ?? 0 });
  const visit = (nodes: readonly AnyNode[], top: boolean) => {
    for (const node of [...nodes]) {
      if (node.type === "directive") {
        const text = (node as { data: string }).data;
        if (/^\?xml-stylesheet\b/i.test(text)) found("a stylesheet instruction (`<?xml-stylesheet?>`)", node);
        if (!/^\?xml\s/i.test(text)) DomUtils.removeElement(node);
        continue;
      }
      if (top && node.type === "text") {
        DomUtils.removeElement(node);
        continue;
      }
      if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
      const element = node as Element;
      const name = localName(element.name);
      if (ACTIVE_ELEMENTS.has(name)) {
        found(`a \`<${element.name}>\` element`, element);
        DomUtils.removeElement(element);
        continue;
      }
      if (ANIMATIONS.has(name)) {
        const target = Object.entries(element.attribs).find(([key]) => localName(key) === "attributename")?.[1];
        if (target !== undefined && /^(?:[\w-]+:)?(?:href|on)/i.test(target.trim())) {
          found(`an animation that sets \`${target.trim()}\``, element);
          DomUtils.removeElement(element);
          continue;
        }
      }
      for (const [key, value] of Object.entries(element.attribs)) {
        const attribute = localName(key);
        const problem = URL_ATTRIBUTES.has(attribute) ? urlProblem(name === "a" ? "link" : "image", value) : undefined;
        if (attribute.startsWith("on")) found(`an \`${key}\` attribute`, element);
        else if (problem) found(`a \`${key}\` that ${problem}`, element);
        else continue;
        delete element.attribs[key];
      }
      visit(element.children, false);
    }
  };
  visit(document.children, true);
  return {
    parts: parts.sort((a, b) => a.offset - b.offset),
    inert: DomUtils.getOuterHTML(document, { xmlMode: true }),
  };
}

/** The active parts of an SVG or other XML file. */
export function svgActiveParts(svg: string): ActivePart[] {
  return takeOutActive(svg).parts;
}

/** An SVG (or other XML file) as the site publishes it: as written when nothing in it is active, else written anew without those parts. */
export function inertSvg(svg: string): string {
  const { parts, inert } = takeOutActive(svg);
  return parts.length === 0 ? svg : inert;
}
