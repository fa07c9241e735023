import type { CrawledDocument } from "./crawl-document.js";
import type { DocumentLink } from "./page-links.js";
import { percentDecode } from "../../project/percent-decode.js";
import { encodeRoute } from "../../html/page-url.js";

/** Where the crawl found a link: the document, and the link as written there. */
export interface LinkOccurrence {
  document: string;
  link: DocumentLink;
}

/**
 * The places one URL of the site is linked from, in the order of the crawl. A big site links each page from the
 * sidebars of its neighbours: millions of places, which an object each (48 bytes) held until the check ended. Here
 * they are pairs in one flat list, and an object is made only for a place looked at: a broken URL's, or one with a
 * fragment to check.
 */
export class Occurrences implements Iterable<LinkOccurrence & { fragment?: string }> {
  /** document, link, document, link, ... */
  private readonly pairs: (string | DocumentLink)[] = [];
  /** By place (the index of its pair), the few that carry a fragment. */
  private fragments?: Map<number, string>;

  add(document: string, link: DocumentLink, fragment: string | undefined): void {
    if (fragment) (this.fragments ??= new Map()).set(this.pairs.length / 2, fragment);
    this.pairs.push(document, link);
  }

  get size(): number {
    return this.pairs.length / 2;
  }

  *[Symbol.iterator](): Iterator<LinkOccurrence & { fragment?: string }> {
    for (let i = 0; i < this.size; i++) yield this.at(i);
  }

  /** The places whose link carries a fragment. */
  *withFragment(): Iterable<LinkOccurrence & { fragment: string }> {
    for (const [i, fragment] of this.fragments ?? []) yield { ...this.at(i), fragment };
  }

  private at(i: number): LinkOccurrence & { fragment?: string } {
    const fragment = this.fragments?.get(i);
    return {
      document: this.pairs[2 * i] as string,
      link: this.pairs[2 * i + 1] as DocumentLink,
      ...(fragment ? { fragment } : {}),
    };
  }
}

/** Every link of the built site by where it leads: the site's own URLs and http(s) URLs elsewhere. */
export interface ResolvedLinks {
  /** Fragmentless URLs on the served site, each with its occurrences (and their fragments). */
  internal: Map<string, { url: URL; occurrences: Occurrences }>;
  /** http(s) URLs of other sites, fragment removed, with their occurrences. */
  external: Map<string, LinkOccurrence[]>;
  /** How many links the documents hold (each page's repeats counted once). */
  count: number;
}

export interface SiteAddress {
  /** `http://127.0.0.1:PORT`: where the check serves the site. */
  origin: string;
  /** "" or `/docs`. */
  basePath: string;
  /** The address the site is published at (`--site-url`): links to it are links into the site. */
  siteUrl?: string;
}

/** The URL path a document is served at: `guides/setup/index.html` at `/docs/guides/setup/`, `a b/index.html` at `/docs/a%20b/`. */
export function documentPath(document: string, basePath: string): string {
  return `${basePath}${encodeRoute(`/${document.replace(/(^|\/)index\.html$/, "$1")}`)}`;
}

/**
 * Resolves every link as the browser would from the page it is on, and sorts them: the site's
 * own (also when written as an absolute URL of the published site) and other sites' http(s)
 * URLs. Other schemes (`mailto:`, `tel:`, `data:`) lead nowhere to check.
 */
export function resolveLinks(documents: readonly CrawledDocument[], address: SiteAddress): ResolvedLinks {
  const internal: ResolvedLinks["internal"] = new Map();
  const external: ResolvedLinks["external"] = new Map();
  const published = address.siteUrl ? new URL(address.siteUrl).origin : undefined;
  // A path from the site's root means the same on every page: resolved once (most links are).
  const fromRoot = new Map<string, Resolved | undefined>();
  let count = 0;
  for (const document of documents) {
    const base = address.origin + documentPath(document.path, address.basePath);
    for (const link of document.links) {
      count++;
      const rooted = link.value.startsWith("/") && !link.value.startsWith("//");
      let target = rooted ? fromRoot.get(link.value) : undefined;
      if (!target) {
        target = resolve(link.value, base, address.origin, published);
        if (rooted) fromRoot.set(link.value, target);
      }
      if (!target) continue;
      if (target.internal) {
        let entry = internal.get(target.href);
        if (!entry) internal.set(target.href, (entry = { url: new URL(target.href), occurrences: new Occurrences() }));
        entry.occurrences.add(document.path, link, target.fragment);
      } else {
        const list = external.get(target.href) ?? [];
        list.push({ document: document.path, link });
        external.set(target.href, list);
      }
    }
  }
  return { internal, external, count };
}

interface Resolved {
  /** Fragmentless; a link into the site as the check serves it. */
  href: string;
  internal: boolean;
  fragment?: string;
}

function resolve(value: string, base: string, origin: string, published: string | undefined): Resolved | undefined {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined; // an unparsable URL leads nowhere a browser would go either
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const fragment = url.hash ? percentDecode(url.hash.slice(1)) : undefined;
  url.hash = "";
  const internal = url.origin === origin || url.origin === published;
  const href = internal ? new URL(url.pathname + url.search, origin).href : url.href;
  return { href, internal, ...(fragment ? { fragment } : {}) };
}

/** The built document a URL path of the site serves, when it is an HTML document the crawl read. */
export function documentAt(
  pathname: string,
  basePath: string,
  documents: ReadonlyMap<string, unknown>,
): string | undefined {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const relative = percentDecode(pathname.slice(basePath.length)).replace(/^\/+/, "");
  const candidates =
    relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [`${relative}/index.html`, relative];
  return candidates.find((candidate) => documents.has(candidate));
}

/**
 * The document whose ids a fragment is looked up in: a redirect document (the root's, a folder's)
 * sends the browser on with the fragment kept, so its destination's, when the crawl read it.
 */
export function fragmentDocument(
  document: string,
  basePath: string,
  documents: ReadonlyMap<string, CrawledDocument>,
): string {
  const refresh = documents.get(document)?.refresh;
  if (!refresh) return document;
  const from = new URL(documentPath(document, basePath), "http://site.invalid");
  const to = new URL(refresh, from);
  return (to.origin === from.origin && documentAt(to.pathname, basePath, documents)) || document;
}

/** Fragments every page answers: the top of the page, and the browser's text fragments. */
export function alwaysAnswered(fragment: string): boolean {
  return fragment === "" || fragment.toLowerCase() === "top" || fragment.startsWith(":~:");
}

/** A page's ids, for fragmentMatches: compared exactly, as check's link rule compares them. */
export function fragmentKeys(ids: readonly string[]): Set<string> {
  return new Set(ids);
}
