import { leavesSite, readRedirects, samplePath, type Redirect } from "../project/redirects.js";
import { percentDecode } from "../project/percent-decode.js";
import type { Project } from "../project/project.js";

/** Where each redirect's destination is sent on, by the config's own redirects. */
export interface RedirectGraph {
  redirects: readonly Redirect[];
  /** By redirect: the redirect that its destination's path matches first, if any. */
  next: readonly (number | undefined)[];
  /** Each loop once, as the redirects on it in the order they are followed, starting at the first written. */
  loops: readonly (readonly number[])[];
  /** The redirects on a loop. */
  onLoop: ReadonlySet<number>;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
/** Text no real path holds, standing for whatever a destination's parameters carry. */
const SAMPLE = "docsgate-any";
const cache = new WeakMap<Project, RedirectGraph>();

/**
 * A destination (or source) as the path the site matches: without `#fragment` and `?query`,
 * decoded, with a leading `/` and no trailing one, and without a trailing `/index` (Mintlify
 * serves `guides/index` at `/guides` and matches redirects so). Undefined for an external URL.
 */
export function sitePath(written: string): string | undefined {
  const trimmed = written.trim();
  if (EXTERNAL.test(trimmed) || leavesSite(trimmed)) return undefined;
  const path = percentDecode(trimmed.replace(/[?#].*$/, ""))
    .replace(/^\/*/, "/")
    .replace(/\/+$/, "")
    .replace(/(?:^|\/)index$/, "");
  return path === "" ? "/" : path;
}

/** The config's redirects and where each destination leads next, worked out once per project. */
export function redirectGraph(project: Project): RedirectGraph {
  let graph = cache.get(project);
  if (graph) return graph;
  const redirects = readRedirects(project);
  // Exact sources by path (the first written wins), and the rest in order: a lookup tries few patterns.
  const exact = new Map<string, number>();
  const patterns: number[] = [];
  redirects.forEach((redirect, i) => {
    if (!redirect.exact) patterns.push(i);
    else {
      const path = sitePath(redirect.source);
      if (path !== undefined && !exact.has(path)) exact.set(path, i);
    }
  });
  const firstMatch = (path: string): number | undefined => {
    const found = exact.get(path);
    const wildcard = patterns.find((i) => (found === undefined || i < found) && redirects[i]!.pattern.test(path));
    return wildcard ?? found;
  };
  const next = redirects.map(({ destination }) => {
    const path = destination === undefined ? undefined : sitePath(samplePath(destination, SAMPLE));
    return path === undefined ? undefined : firstMatch(path);
  });
  const { loops, onLoop } = findLoops(next);
  graph = { redirects, next, loops, onLoop };
  cache.set(project, graph);
  return graph;
}

/** The last redirect followed from `start`, before the path leaves the redirects (or comes round again). */
export function lastHop(graph: RedirectGraph, start: number): number {
  let current = start;
  const seen = new Set([start]);
  for (
    let following = graph.next[current];
    following !== undefined && !seen.has(following);
    following = graph.next[current]
  ) {
    seen.add(following);
    current = following;
  }
  return current;
}

/** The loops of a graph in which each node leads to at most one other, each found once (linear). */
function findLoops(next: readonly (number | undefined)[]): { loops: number[][]; onLoop: Set<number> } {
  const state = new Array<0 | 1 | 2>(next.length).fill(0);
  const loops: number[][] = [];
  const onLoop = new Set<number>();
  for (let start = 0; start < next.length; start++) {
    const trail: number[] = [];
    let node: number | undefined = start;
    while (node !== undefined && state[node] === 0) {
      state[node] = 1;
      trail.push(node);
      node = next[node];
    }
    if (node !== undefined && state[node] === 1) {
      const loop = trail.slice(trail.indexOf(node));
      const first = loop.indexOf(Math.min(...loop));
      loops.push([...loop.slice(first), ...loop.slice(0, first)]);
      loop.forEach((i) => onLoop.add(i));
    }
    for (const visited of trail) state[visited] = 2;
  }
  return { loops, onLoop };
}
