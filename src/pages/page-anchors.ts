import type { PagesContext } from "./pages-context.js";

/** The anchors a built page has: its own and those of the Markdown snippets it includes. */
export interface PageAnchors {
  /** As the page's facts spell them, for suggestions. */
  anchors: string[];
  /** The same, for matching (see fragmentMatches). */
  ids: Set<string>;
}

/**
 * A page's anchors, or undefined when they are not all known: the page was not parsed, or it
 * (or a snippet it includes) is partly generated where docsgate cannot see it.
 */
export function pageAnchors(
  context: PagesContext,
  file: string,
  cache: Map<string, PageAnchors | undefined>,
): PageAnchors | undefined {
  if (cache.has(file)) return cache.get(file);
  const anchors: string[] = [];
  const seen = new Set<string>();
  const queue = [file];
  let known = true;
  while (queue.length > 0 && known) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const facts = context.pages.get(next);
    // A missing snippet is reported where it is imported; the page's other anchors still count.
    if (!facts) known = next !== file && context.project.files.has(next) === false;
    else if (facts.openAnchors) known = false;
    else {
      anchors.push(...facts.anchors);
      queue.push(...facts.includes);
    }
  }
  const result = known ? { anchors, ids: new Set(anchors) } : undefined;
  cache.set(file, result);
  return result;
}
