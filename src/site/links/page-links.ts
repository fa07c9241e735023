import { Parser } from "htmlparser2";

/** One URL a built document refers to, as the browser reads the attribute (entities decoded). */
export interface DocumentLink {
  /** The attribute's value (one candidate of a `srcset`). */
  value: string;
  /** `a href`, `img src`, ...: for messages. */
  element: string;
  attribute: string;
}

/** What the link check needs of one built HTML document. */
export interface DocumentFacts {
  links: DocumentLink[];
  /** Every fragment the document answers: its `id`s and `<a name>`s. */
  ids: string[];
  /** Where a `<meta http-equiv="refresh">` sends the browser on (a redirect document), as written. */
  refresh?: string;
}

/** Attributes that name a resource the reader's browser fetches or follows. */
const URL_ATTRIBUTES = new Set(["href", "src", "poster", "action", "formaction", "data", "cite", "background"]);
/** `<link rel>` values that name no resource of the page (hints and metadata). */
const NOT_FETCHED_RELS = /^(?:preconnect|dns-prefetch|canonical|alternate|me|author|license)$/i;

/**
 * Every URL a document refers to, and every fragment id it has, read with htmlparser2 as a
 * browser tokenizes it: text that merely looks like an attribute (`<a href>` shown in a code
 * block) is no link.
 */
export function documentFacts(html: string): DocumentFacts {
  const links: DocumentLink[] = [];
  const ids: string[] = [];
  let refresh: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.push(attributes.id);
        if (name === "a" && attributes.name) ids.push(attributes.name);
        if (name === "link" && (attributes.rel ?? "").split(/\s+/).every((rel) => NOT_FETCHED_RELS.test(rel))) return;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (URL_ATTRIBUTES.has(attribute) && value.trim() !== "")
            links.push({ value: value.trim(), element: name, attribute });
          else if (attribute === "srcset")
            for (const candidate of srcsetUrls(value)) links.push({ value: candidate, element: name, attribute });
        }
        if (name === "meta" && attributes["http-equiv"]?.toLowerCase() === "refresh") {
          const target = /;\s*url\s*=\s*(.+)$/i
            .exec(attributes.content ?? "")?.[1]
            ?.trim()
            .replace(/^(['"])(.*)\1$/, "$2");
          if (target) links.push({ value: target, element: name, attribute: "content" });
          refresh ??= target;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { links, ids, ...(refresh ? { refresh } : {}) };
}

/** The URLs of a `srcset` (`a.png 1x, b.png 2x`), split as the HTML standard splits it. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at]!)) at++;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at]!)) at++;
    let url = srcset.slice(start, at);
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else while (at < srcset.length && srcset[at] !== ",") at++; // the candidate's descriptors
    if (url) urls.push(url);
  }
  return urls;
}
