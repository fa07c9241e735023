import type { Project } from "../../project/project.js";
import { parseOperationReference } from "../cross-checks/operation-reference.js";

/** Where the site puts the pages it generates when nothing names a folder. */
export const DEFAULT_DIRECTORY = "api-reference";

/** What the config makes the site generate pages from: every operation of a spec, or one. */
export type PageSource =
  | { kind: "all"; spec: string; directory: string }
  | { kind: "one"; spec: string; method: string; path: string; directory: string }
  | { kind: "webhook"; spec: string; name: string; directory: string };

/** The navigation's levels below the top, each a list of nodes that may name a spec. */
const DIVISIONS = ["groups", "anchors", "dropdowns", "languages", "tabs", "versions", "menu", "products"];

/**
 * The specs the config names for generated pages, and where those pages go. In the newer
 * layout, a navigation node's `openapi` (a path or URL, a list of which the first counts, or
 * `{ source, directory }`) applies to the nodes below it, which may list operations one by one
 * (`"GET /users"`, `"openapi.yaml GET /users"`, `"webhook orderPaid"`) in their `pages`; pages
 * go in the node's `directory`, inherited by nodes below without their own spec. A node whose
 * spec is only used by such entries gets no other pages (the top level always gets them all).
 * In the legacy layout, an anchor's or tab's `openapi` generates every page under its `url`.
 */
export function pageSources(project: Project): PageSource[] {
  const value = project.document?.value;
  if (project.config.status !== "read" || !isObject(value)) return [];
  return project.config.layout === "v2" ? navigationSources(value.navigation) : legacySources(value);
}

function legacySources(config: Record<string, unknown>): PageSource[] {
  const sources: PageSource[] = [];
  for (const key of ["anchors", "tabs"]) {
    for (const item of list(config[key])) {
      const spec = typeof item.openapi === "string" ? item.openapi.trim() : "";
      const url = typeof item.url === "string" ? item.url : "";
      // An anchor that links to another site holds no pages.
      if (spec && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) sources.push({ kind: "all", spec, directory: url });
    }
  }
  return sources;
}

interface Inherited {
  spec?: string;
  directory?: string;
  /** The node the spec is written on. */
  owner?: Record<string, unknown>;
}

function navigationSources(navigation: unknown): PageSource[] {
  if (!isObject(navigation)) return [];
  const sources: PageSource[] = [];
  const onlyOneByOne = new Set<Record<string, unknown>>();
  const visit = (node: Record<string, unknown>, inherited: Inherited) => {
    const own = specOf(node);
    const current: Inherited = own ? { spec: own.spec, ...(own.directory !== undefined ? { directory: own.directory } : {}), owner: node } : inherited;
    for (const page of Array.isArray(node.pages) ? node.pages : []) {
      if (isObject(page) && "group" in page) visit(page, current);
      if (typeof page !== "string") continue;
      const reference = parseOperationReference(page);
      const spec = reference.kind === "malformed" ? undefined : (reference.spec ?? current.spec);
      if (reference.kind === "malformed" || spec === undefined) continue;
      const directory = current.directory ?? DEFAULT_DIRECTORY;
      sources.push(reference.kind === "webhook" ? { kind: "webhook", spec, name: reference.name, directory } : { kind: "one", spec, method: reference.method, path: reference.path, directory });
      if (reference.spec === undefined && current.owner && current.owner !== navigation) onlyOneByOne.add(current.owner);
    }
    for (const child of divisions(node)) visit(child, current);
  };
  visit(navigation, {});
  const all = (node: Record<string, unknown>) => {
    const own = specOf(node);
    if (own && !onlyOneByOne.has(node)) sources.push({ kind: "all", spec: own.spec, directory: own.directory ?? DEFAULT_DIRECTORY });
    for (const child of below(node)) all(child);
  };
  all(navigation);
  return sources;
}

/** The groups in a node's `pages`, then the nodes of its divisions. */
function below(node: Record<string, unknown>): Record<string, unknown>[] {
  return [...list(node.pages).filter((page) => "group" in page), ...divisions(node)];
}

function divisions(node: Record<string, unknown>): Record<string, unknown>[] {
  return DIVISIONS.flatMap((key) => list(node[key]));
}

function specOf(node: Record<string, unknown>): { spec: string; directory?: string } | undefined {
  let value = node.openapi;
  if (Array.isArray(value)) value = value[0];
  if (typeof value === "string") return value.trim() ? { spec: value.trim() } : undefined;
  if (!isObject(value) || typeof value.source !== "string" || !value.source.trim()) return undefined;
  return { spec: value.source.trim(), ...(typeof value.directory === "string" ? { directory: value.directory } : {}) };
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
