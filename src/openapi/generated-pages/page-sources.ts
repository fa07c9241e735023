import type {
  Navigation,
  NavGroup,
  NavNode,
  NavPage,
  NavSection,
  SpecSource,
} from "../../project/navigation/navigation.js";
import type { Project } from "../../project/project.js";
import { parseOperationReference } from "../../project/navigation/operation-reference.js";

/** Where the site puts the pages it generates when nothing names a folder. */
export const DEFAULT_DIRECTORY = "api-reference";

/**
 * What the config makes the site generate pages from: every operation of a spec, or one. A v2
 * source knows the navigation node that makes it: the entry, or the section or group whose spec
 * generates every operation (where Mintlify lists those pages).
 */
export type PageSource =
  | { kind: "all"; spec: string; directory: string; node?: NavSection | NavGroup }
  | { kind: "one"; spec: string; method: string; path: string; directory: string; entry?: NavPage }
  | { kind: "webhook"; spec: string; name: string; directory: string; entry?: NavPage };

/**
 * The specs the config names for generated pages, and where those pages go. In the v2 layout
 * (read from the navigation tree), a node's `openapi` (a path or URL, a list of which the first
 * counts, or `{ source, directory }`) applies to the nodes below it, which may list operations
 * one by one (`"GET /users"`, `"openapi.yaml GET /users"`, `"webhook orderPaid"`) in their
 * `pages`; pages go in the node's `directory`, inherited by nodes below without their own spec.
 * A node whose spec is only used by such entries gets no other pages. In the legacy layout, an
 * anchor's or tab's `openapi` generates every page under its `url`.
 */
export function pageSources(project: Project): PageSource[] {
  const { navigation } = project;
  if (!project.docs || !navigation) return [];
  return navigation.layout === "legacy" ? legacySources(navigation) : navigationSources(navigation);
}

function legacySources(navigation: Navigation): PageSource[] {
  const sources: PageSource[] = [];
  for (const kind of ["anchor", "tab"] as const) {
    for (const { value: item } of navigation.sections.filter((section) => section.kind === kind)) {
      const spec = typeof item.openapi === "string" ? item.openapi.trim() : "";
      const url = typeof item.url === "string" ? item.url : "";
      // An anchor that links to another site holds no pages.
      if (spec && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) sources.push({ kind: "all", spec, directory: url });
    }
  }
  return sources;
}

function navigationSources(navigation: Navigation): PageSource[] {
  const sources: PageSource[] = [];
  // The node each spec is written on, found by the spec its pages inherit.
  const owners = new Map<SpecSource, NavSection | NavGroup>();
  for (const node of [...navigation.sections, ...navigation.groups]) if (node.openapi) owners.set(node.openapi, node);
  const onlyOneByOne = new Set<NavSection | NavGroup>();
  for (const page of navigation.pages) {
    const { entry, operation, openapi } = page;
    if (!operation) continue;
    const directory = openapi?.directory ?? DEFAULT_DIRECTORY;
    sources.push(
      operation.kind === "webhook"
        ? { kind: "webhook", spec: operation.spec, name: operation.name, directory, entry: page }
        : { kind: "one", spec: operation.spec, method: operation.method, path: operation.path, directory, entry: page },
    );
    const written = parseOperationReference(entry);
    const owner = openapi && owners.get(openapi);
    if (owner && written.kind !== "malformed" && written.spec === undefined) onlyOneByOne.add(owner);
  }
  // Every operation, for each node whose spec no entry below it lists one by one, in document order.
  const all = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (node.kind === "page") continue;
      if (node.openapi && !onlyOneByOne.has(node))
        sources.push({
          kind: "all",
          spec: node.openapi.source,
          directory: node.openapi.directory ?? DEFAULT_DIRECTORY,
          node,
        });
      all(node.children);
    }
  };
  all(navigation.children);
  return sources;
}
