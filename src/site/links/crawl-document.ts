import { documentFacts, type DocumentFacts } from "./page-links.js";

/** One built HTML document, read: its path under the output folder, what it links to, its ids. */
export interface CrawledDocument extends DocumentFacts {
  path: string;
}

/**
 * Reads a document of the built site as the build writes it (the bytes on disk are these): its
 * links, each once (a page's sidebar and its body can hold the same link), and its ids.
 */
export function crawlDocument(path: string, html: string): CrawledDocument {
  const facts = documentFacts(html);
  const seen = new Set<string>();
  const links = facts.links.filter((link) => {
    if (seen.has(link.value)) return false;
    seen.add(link.value);
    return true;
  });
  return { path, links, ids: facts.ids, ...(facts.refresh ? { refresh: facts.refresh } : {}) };
}
