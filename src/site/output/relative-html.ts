import { Parser } from "htmlparser2";
import { escapeAttribute } from "../../html/escape.js";
import { attributeUrl } from "../../render/html-elements.js";
import type { RelativeUrls } from "./relative-url.js";

/** Attributes whose value is one URL: what browsers fetch or follow, and what the client script reads as one. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "poster",
  "action",
  "formaction",
  "data",
  "cite",
  "background",
  "xlink:href",
  "data-search-index",
  "data-shared-nav",
  "data-markdown",
  "data-href",
]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * An HTML document (or fragment) of the site, written for a reader who opens it from disk: each URL of the site's
 * own in an attribute, a `<style>` element, a `style` attribute and a refresh relative to the document (`file`,
 * relative to the site root); `data-base`, which the client script finds the site's root by, the root relative to
 * it. Read with htmlparser2 as a browser tokenizes it (markup shown in a code block is no attribute), and only the
 * attributes and style texts that change are written anew: the rest, the inline scripts the policy allows by their
 * hashes included, stays byte for byte.
 */
export function relativeDocument(html: string, file: string, urls: RelativeUrls): string {
  const edits: Edit[] = [];
  const resolve = (url: string) => urls.from(file, url);
  let attributes: { name: string; value: string; start: number; end: number }[] = [];
  let styleStart: number | undefined;
  const parser = new Parser(
    {
      onattribute(name, value, quote) {
        // A bare attribute has no value to change.
        if (quote !== undefined) attributes.push({ name, value, start: parser.startIndex, end: parser.endIndex });
      },
      onopentag(name, values) {
        for (const attribute of attributes) {
          const changed = changedValue(name, attribute.name, attribute.value, values, file, urls, resolve);
          if (changed !== undefined && changed !== attribute.value)
            edits.push({
              start: attribute.start,
              end: attribute.end,
              text: `${attribute.name}="${escapeAttribute(changed)}"`,
            });
        }
        attributes = [];
        if (name === "style") styleStart = parser.endIndex + 1;
      },
      onclosetag(name) {
        if (name !== "style" || styleStart === undefined) return;
        const css = html.slice(styleStart, parser.startIndex);
        const changed = relativeCss(css, resolve);
        if (changed !== css) edits.push({ start: styleStart, end: parser.startIndex, text: changed });
        styleStart = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  // The edits come in the document's order: the text between them is kept, in one pass.
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return parts.join("");
}

function changedValue(
  element: string,
  name: string,
  value: string,
  values: Record<string, string>,
  file: string,
  urls: RelativeUrls,
  resolve: (url: string) => string,
): string | undefined {
  if (URL_ATTRIBUTES.has(name)) return resolve(value);
  if (name === "srcset") return attributeUrl(name, value, resolve);
  if (name === "style") return relativeCss(value, resolve);
  if (name === "data-base" && element === "html") return urls.rootFrom(file);
  if (name === "content" && element === "meta" && values["http-equiv"]?.toLowerCase() === "refresh")
    return value.replace(/^(\s*\d*\s*;\s*url\s*=\s*)(.+?)(\s*)$/i, (_, before: string, url: string, after: string) => {
      return `${before}${resolve(url)}${after}`;
    });
  return undefined;
}

/**
 * CSS (a file, a `<style>` element, a `style` attribute) with each `url()` and `@import` string resolved. A pattern,
 * not a CSS parser: the site's CSS is its own theme's and the pages' style attributes, which the renderer let through
 * only without escapes (url-policy's styleProblem), so a URL is always one of these three plain spellings.
 */
export function relativeCss(css: string, resolve: (url: string) => string): string {
  return css.replace(
    /(url\(\s*|@import\s+)(?:"([^"]*)"|'([^']*)'|([^)"'\s]+))/gi,
    (whole, before: string, double?: string, single?: string, bare?: string) => {
      if (double !== undefined) return `${before}"${resolve(double)}"`;
      if (single !== undefined) return `${before}'${resolve(single)}'`;
      return before.startsWith("@") ? whole : `${before}${resolve(bare!)}`;
    },
  );
}
