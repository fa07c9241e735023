import type { PageFacts } from "../parse/page-facts.js";
import type { SnippetShow } from "../parse/snippet-shows.js";

/** One file showing a snippet: the edge of the graph of files and the snippets they show. */
export interface SnippetEdge extends SnippetShow {
  from: string;
}

/** What a file shows through every level of its snippets, as the renderer counts it (a repeat in a loop shows nothing). */
export interface SnippetTotals {
  /** Copies of snippets. */
  copies: number;
  /** The bytes of the snippets' files those copies add. */
  bytes: number;
}

/** An edge's share of its file's totals. */
export interface SnippetShare extends SnippetTotals {
  edge: SnippetEdge;
}

export interface SnippetGraph {
  /** Each edge that leads back to a file further up the chain it closes, with the chain (`members`, first to last). */
  loops: { edge: SnippetEdge; members: string[] }[];
  totals: ReadonlyMap<string, SnippetTotals>;
  /** Each file's edges' shares, in the order the file names its snippets; a share of 0 for an edge that closes a loop. */
  shares: ReadonlyMap<string, SnippetShare[]>;
  /** The files that show each file. */
  shownBy: ReadonlyMap<string, string[]>;
}

const graphs = new WeakMap<ReadonlyMap<string, PageFacts>, SnippetGraph>();

/**
 * The graph of the files and the snippets they show, from the pages' facts (snippets are linted as pages):
 * its loops, and what each file shows through every level. One depth-first walk from each file, in path order,
 * on a stack of its own (a chain may be thousands of snippets long); each file's totals are counted once, so
 * the walk is linear however many copies the counts come to. Shared by the rules that read it.
 */
export function snippetGraph(pages: ReadonlyMap<string, PageFacts>): SnippetGraph {
  const known = graphs.get(pages);
  if (known) return known;
  const loops: SnippetGraph["loops"] = [];
  const totals = new Map<string, SnippetTotals>();
  const shares = new Map<string, SnippetShare[]>();
  const shownBy = new Map<string, string[]>();
  const open = new Map<string, number>();
  type Frame = {
    file: string;
    edges: SnippetEdge[];
    next: number;
    copies: number;
    bytes: number;
    shares: SnippetShare[];
  };
  const frame = (file: string): Frame => ({
    file,
    edges: (pages.get(file)?.shows ?? []).map((show) => ({ ...show, from: file })),
    next: 0,
    copies: 0,
    bytes: 0,
    shares: [],
  });
  const count = (into: Frame, edge: SnippetEdge, closesLoop: boolean) => {
    const below = totals.get(edge.file) ?? { copies: 0, bytes: 0 };
    const size = pages.get(edge.file)?.bytes ?? 0;
    const share = closesLoop
      ? { edge, copies: 0, bytes: 0 }
      : { edge, copies: edge.times * (1 + below.copies), bytes: edge.times * (size + below.bytes) };
    into.copies += share.copies;
    into.bytes += share.bytes;
    into.shares.push(share);
  };
  for (const start of [...pages.keys()].sort()) {
    if (totals.has(start)) continue;
    const stack = [frame(start)];
    open.set(start, 0);
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      const edge = top.edges[top.next];
      if (edge) {
        top.next++;
        const by = shownBy.get(edge.file);
        if (by) by.push(top.file);
        else shownBy.set(edge.file, [top.file]);
        const at = open.get(edge.file);
        if (at !== undefined) {
          loops.push({ edge, members: [...stack.slice(at).map((each) => each.file), edge.file] });
          count(top, edge, true);
        } else if (!totals.has(edge.file) && pages.has(edge.file)) {
          open.set(edge.file, stack.length);
          stack.push(frame(edge.file));
        } else count(top, edge, false);
        continue;
      }
      stack.pop();
      open.delete(top.file);
      totals.set(top.file, { copies: top.copies, bytes: top.bytes });
      shares.set(top.file, top.shares);
      const parent = stack.at(-1);
      if (parent) count(parent, parent.edges[parent.next - 1]!, false);
    }
  }
  const graph = { loops, totals, shares, shownBy };
  graphs.set(pages, graph);
  return graph;
}

/** The files (pages or snippets) that show `file`, directly or through other snippets. */
export function showingFiles(graph: SnippetGraph, file: string): Set<string> {
  const found = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop())
    for (const by of graph.shownBy.get(next) ?? [])
      if (!found.has(by)) {
        found.add(by);
        queue.push(by);
      }
  return found;
}
