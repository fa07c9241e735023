import type { PageContext } from "./page-context.js";

/**
 * Counts reads of what a page context knows about the page's place (its path, the project's files, whether it is a
 * snippet), so the page pass can tell which rules' reports follow from the page's bytes alone: those are shared by
 * every path that holds the same bytes (a versioned project repeats most pages in every version).
 */
let reads = 0;

export function notePlaceRead(): void {
  reads++;
}

/** The reads so far: a rule read the page's place when the count moved while it ran. */
export function placeReads(): number {
  return reads;
}

interface Memo<Value> {
  value: Value;
  /** The computation read the page's place: a later reader reads it too, through the memo. */
  place: boolean;
}

/**
 * A value computed once from a page and kept while its tree lives: for every path that shares the tree when the
 * computation read only the page's bytes, else for this path's context alone. A reader of a kept value that read the
 * place counts as reading it, so the rule that asks is not mistaken for one that reads bytes alone.
 */
export function memoOnPage<Value>(cache: WeakMap<object, Memo<Value>>, page: PageContext, compute: () => Value): Value {
  const kept = cache.get(page) ?? cache.get(page.tree);
  if (kept) {
    if (kept.place) notePlaceRead();
    return kept.value;
  }
  const before = reads;
  const value = compute();
  const place = reads !== before;
  cache.set(place ? page : page.tree, { value, place });
  return value;
}

export type PageMemo<Value> = WeakMap<object, Memo<Value>>;
