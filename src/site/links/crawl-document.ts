import { documentFacts, type DocumentFacts, type DocumentLink } from "./page-links.js";

/** One built HTML document, read: its path under the output folder, what it links to, its ids. */
export interface CrawledDocument extends DocumentFacts {
  path: string;
}

/**
 * The links and ids of a build's documents, each kept once. Every page repeats the layout's
 * (the sidebar, the top bar), and the parser's strings are slices of the whole document: kept as
 * they come, they held every document of a 4,600-page site in memory (280 MB) until the crawl.
 */
export class CrawlTable {
  /** By element and attribute (`a href`), then by value; every key is a string of its own. */
  private readonly links = new Map<string, Map<string, DocumentLink>>();
  private readonly ids = new Map<string, string>();

  link(link: DocumentLink): DocumentLink {
    const kind = `${link.element} ${link.attribute}`;
    let byValue = this.links.get(kind);
    if (!byValue) {
      byValue = new Map();
      this.links.set(ownCopy(kind), byValue);
    }
    let kept = byValue.get(link.value);
    if (!kept) {
      kept = { value: ownCopy(link.value), element: ownCopy(link.element), attribute: ownCopy(link.attribute) };
      byValue.set(kept.value, kept);
    }
    return kept;
  }

  id(id: string): string {
    let kept = this.ids.get(id);
    if (kept === undefined) {
      kept = ownCopy(id);
      this.ids.set(kept, kept);
    }
    return kept;
  }
}

/**
 * Reads a document of the built site as the build writes it (the bytes on disk are these): its
 * links, each once (a page's sidebar and its body can hold the same link), and its ids.
 */
export function crawlDocument(path: string, html: string, table: CrawlTable): CrawledDocument {
  const facts = documentFacts(html);
  const seen = new Set<string>();
  const links: DocumentLink[] = [];
  for (const link of facts.links) {
    if (seen.has(link.value)) continue;
    seen.add(link.value);
    links.push(table.link(link));
  }
  return {
    path,
    links,
    ids: facts.ids.map((id) => table.id(id)),
    ...(facts.refresh ? { refresh: ownCopy(facts.refresh) } : {}),
  };
}

/** A string of its own, not a slice that keeps the document it was cut from alive. */
function ownCopy(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}
