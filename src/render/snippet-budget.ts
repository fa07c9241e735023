import { MAX_PAGE_BYTES } from "../parse/read-page.js";

/**
 * The copies of snippets one page may show, counted through every level (a snippet shown 10 times that shows
 * another 10 times is 110 copies). The most in the projects docsgate was measured on is 55 (firecrawl's scrape
 * page, code samples in snippets); ten thousand small ones add about a second to a build, while snippets nested
 * eight levels deep, each showing the next ten times, would be a hundred million copies.
 */
export const MAX_SNIPPET_COPIES = 10_000;

/**
 * What the copies may add up to, in bytes of the snippets' files: the size docsgate checks a page file up to,
 * since each copy is walked and rendered as if it were written in the page.
 */
export const MAX_SNIPPET_BYTES = MAX_PAGE_BYTES;

/**
 * What one page's render (or its Markdown twin) has spent of the limits: a copy that would pass either is not
 * shown, and nor is any after it. page/snippet-expansion reports a page that passes them, before the build, from
 * the same counts: the build never renders past them, so it takes no longer than a page within them.
 */
export class SnippetBudget {
  private copies = 0;
  private bytes = 0;

  /** Counts one copy of a snippet of `bytes`; false when it would pass a limit (and from then on). */
  take(bytes: number): boolean {
    if (this.copies >= MAX_SNIPPET_COPIES || this.bytes + bytes > MAX_SNIPPET_BYTES) {
      this.copies = MAX_SNIPPET_COPIES;
      return false;
    }
    this.copies++;
    this.bytes += bytes;
    return true;
  }
}
