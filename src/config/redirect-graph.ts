import {
  filledDestination,
  hasFragment,
  leavesSite,
  readRedirects,
  samplePath,
  type Redirect,
} from "../project/redirects.js";
import { percentDecode } from "../project/percent-decode.js";
import type { Project } from "../project/project.js";

/** Where each redirect's destination is sent on, by the config's own redirects. */
export interface RedirectGraph {
  /** The redirects that can apply: not those whose source holds a `#fragment` (config/redirect-fragment's). */
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
/** Text no real path holds, standing for one of a destination's parameters, numbered, while it is followed. */
const MARK = "docsgate-parameter-";
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
  const redirects = readRedirects(project).filter((redirect) => !hasFragment(redirect));
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

/** The redirects followed after `start`, in order, until the path leaves the redirects (or comes round again). */
export function hopsAfter(graph: RedirectGraph, start: number): number[] {
  const hops: number[] = [];
  const seen = new Set([start]);
  for (let following = graph.next[start]; following !== undefined && !seen.has(following);) {
    seen.add(following);
    hops.push(following);
    following = graph.next[following];
  }
  return hops;
}

/**
 * Where `destination` leads after the redirects `hops`, each filling in its parameters from the path it is
 * sent (`/beta/client/roots` through `/beta/:slug*` -> `/v2/:slug*` is `/v2/client/roots`). The
 * destination's own parameters stay as written, and its `#fragment` stays unless a hop names another, as a
 * browser keeps it. Undefined when a hop's parameters cannot be filled in.
 */
export function followedDestination(
  graph: RedirectGraph,
  destination: string,
  hops: readonly number[],
): string | undefined {
  const parameters: string[] = [];
  let written = samplePath(destination, (parameter, index) => {
    parameters.push(parameter);
    return `${MARK}${index}`;
  });
  for (const hop of hops) {
    const path = sitePath(written);
    const next = path === undefined ? undefined : filledDestination(graph.redirects[hop]!, path);
    if (next === undefined) return undefined;
    const fragment = /#.*$/.exec(written)?.[0];
    written = fragment === undefined || next.includes("#") ? next : `${next}${fragment}`;
  }
  return written.replace(new RegExp(`${MARK}(\\d+)`, "g"), (_, index: string) => parameters[Number(index)]!);
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
