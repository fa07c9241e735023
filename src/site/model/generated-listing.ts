import type { NavGroup, NavPage, NavSection } from "../../project/navigation/navigation.js";
import type { GeneratedPage } from "../../project/generated-pages.js";

/** Where the navigation lists the pages it generates from OpenAPI operations (each by its key, its path). */
export interface GeneratedListing {
  /** The page each endpoint entry (`"GET /forecast"`) stands for. */
  entries: ReadonlyMap<NavPage, string>;
  /**
   * The groups of generated pages a section or group lists after its own, for the node whose spec
   * makes every operation's page: as Mintlify files them, one group per tag (its `x-group` label),
   * in the order the spec's operations first reach each, the pages in the spec's order.
   */
  groups: ReadonlyMap<NavSection | NavGroup, readonly { name: string; pages: readonly string[] }[]>;
}

export function generatedListing(pages: readonly GeneratedPage[]): GeneratedListing {
  const entries = new Map<NavPage, string>();
  const byNode = new Map<NavSection | NavGroup, Map<string, string[]>>();
  for (const page of pages) {
    const listing = page.listing;
    if (listing.kind === "entry") {
      // A webhook entry with several methods stands for its first page, as Mintlify's does.
      if (!entries.has(listing.entry)) entries.set(listing.entry, page.path);
    } else if (listing.group !== undefined) {
      let groups = byNode.get(listing.node);
      if (!groups) byNode.set(listing.node, (groups = new Map()));
      const group = groups.get(listing.group);
      if (group) group.push(page.path);
      else groups.set(listing.group, [page.path]);
    }
  }
  const groups = new Map(
    [...byNode].map(([node, named]) => [node, [...named].map(([name, paths]) => ({ name, pages: paths }))]),
  );
  return { entries, groups };
}
