import type { PagesRule } from "../../pages/pages-context.js";
import { showingFiles, snippetGraph, type SnippetShare, type SnippetTotals } from "../../pages/snippet-graph.js";
import { isSnippetFile } from "../../project/snippet-files.js";
import { MAX_SNIPPET_BYTES, MAX_SNIPPET_COPIES } from "../../render/snippet-budget.js";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/snippet-expansion",
    category: "page",
    // Mintlify's build copies snippets into each other without end, or runs out of time or memory.
    defaultSeverity: "error",
    readsSnippetGraph: true,
    description: `A page shows at most ${MAX_SNIPPET_COPIES.toLocaleString("en-US")} copies of snippets, and ${MAX_SNIPPET_BYTES / 1024 / 1024} MB of them, counted through every level of snippets that show snippets.`,
  },
  check(context, report) {
    const graph = snippetGraph(context.pages);
    for (const [file, totals] of [...graph.totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!over(totals)) continue;
      const shares = graph.shares.get(file) ?? [];
      // A file over the limits because a snippet it shows is over them too: that snippet is reported instead.
      if (shares.some((share) => share.copies > 0 && over(graph.totals.get(share.edge.file)))) continue;
      const byCopies = totals.copies > MAX_SNIPPET_COPIES;
      // The snippet whose copies pass the limit, in the order the file shows them.
      let sum = 0;
      const crossing = shares.find((share) => (sum += byCopies ? share.copies : share.bytes) > limit(byCopies))!;
      const { edge } = crossing;
      const worst = [...showingFiles(graph, file)]
        .filter((each) => !isSnippetFile(each))
        .map((page) => ({ page, copies: graph.totals.get(page)?.copies ?? 0 }))
        .sort((a, b) => b.copies - a.copies)[0];
      report({
        file,
        line: edge.line,
        column: edge.column,
        endLine: edge.endLine,
        endColumn: edge.endColumn,
        message:
          `${shown(crossing, graph.totals.get(edge.file), byCopies)}: ${byCopies ? `this file shows ${count(totals.copies)} copies of snippets` : `the copies of snippets add ${megabytes(totals.bytes)} MB to this file`}, more than the ${byCopies ? count(MAX_SNIPPET_COPIES) : `${megabytes(MAX_SNIPPET_BYTES)} MB`} docsgate builds a page with` +
          (worst && worst.copies > totals.copies
            ? ` (${worst.page}, which shows it, would repeat snippet content ${count(worst.copies)} times)`
            : "") +
          `. Mintlify's build copies every one into the page, so it runs out of time or memory; the docsgate preview leaves out the copies past the limit. Show the snippet fewer times, or stop nesting snippets that each show the next many times.`,
      });
    }
  },
};

function over(totals: SnippetTotals | undefined): boolean {
  return totals !== undefined && (totals.copies > MAX_SNIPPET_COPIES || totals.bytes > MAX_SNIPPET_BYTES);
}

function limit(byCopies: boolean): number {
  return byCopies ? MAX_SNIPPET_COPIES : MAX_SNIPPET_BYTES;
}

/** "/snippets/s5.mdx is shown 10 times here, and each copy shows 1,110 copies of snippets of its own". */
function shown({ edge }: SnippetShare, below: SnippetTotals | undefined, byCopies: boolean): string {
  const times = edge.times === 1 ? "once" : `${count(edge.times)} times`;
  const nested = byCopies ? below?.copies : below?.bytes;
  const own = nested
    ? `, and each copy shows ${byCopies ? `${count(nested)} copies of snippets` : `${megabytes(nested)} MB of snippets`} of its own`
    : "";
  return `/${edge.file} is shown ${times} here${own}`;
}

/** 11,110; and past what a number says exactly, its power of ten. */
function count(n: number): string {
  if (!Number.isFinite(n)) return "more than 10^308";
  return n < 1e15 ? Math.round(n).toLocaleString("en-US") : `about 10^${Math.floor(Math.log10(n))}`;
}

function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return Number.isFinite(mb) && mb < 1e6 ? String(Math.round(mb * 10) / 10) : `more than ${count(mb)}`;
}
