import type { NavGroup, NavPage, NavSection } from "./navigation/navigation.js";

export interface OperationNaming {
  /** Lower case, as in the spec. */
  method: string;
  /** The path under `paths`, or the webhook's name. */
  key: string;
  webhook?: true;
  summary?: string;
  tags: string[];
  /** `x-mint.href`: the page path the spec's author chose. */
  href?: string;
  /** `x-hidden`: the page is made, but left out of the navigation. */
  hidden?: true;
  /** `x-excluded`: no page is made. */
  excluded?: true;
}

/**
 * The pages the site generates from the OpenAPI files: they have no file, but links and navigation entries reach them.
 */
export interface GeneratedPages {
  /** Page paths: no leading slash, no extension, lower case as the site makes them. */
  paths: ReadonlySet<string>;
  /** Folders of pages generated from a spec that was not read (remote, or broken): any page in them may exist. */
  unknownFolders: readonly string[];
  /**
   * The pages the v2 navigation generates from specs that were read, in its order, and from the entries naming one
   * operation of a remote spec that was not: what the site builds.
   */
  pages: readonly GeneratedPage[];
}

/** A remote spec the endpoint pages lack: not fetched (the run did not reach the network), or why its fetch failed. */
export interface MissingRemoteSpec {
  url: string;
  /** The fetch's failure (`ECONNREFUSED (tried twice)`); undefined: not fetched at all. */
  failure?: string;
}

/** A page generated from one operation of a spec, and the navigation node that makes it. */
export interface GeneratedPage {
  /** As in `paths`. */
  path: string;
  /** The spec's key (SpecIndex.file). */
  spec: string;
  operation: OperationNaming;
  /**
   * Where the navigation lists it: in place of the entry that names it, or (for a section or
   * group whose spec makes every operation's page) in the group of its tag, after the node's own
   * groups or pages; an `x-hidden` operation's page is built and listed nowhere.
   */
  listing: { kind: "entry"; entry: NavPage } | { kind: "all"; node: NavSection | NavGroup; group?: string };
  /**
   * The entry names an operation of a remote spec that was not read: the page is named by its method and path (the
   * summary Mintlify names it by is in the spec), and says why it is empty.
   */
  missing?: MissingRemoteSpec;
}

export function isGeneratedPage(pages: GeneratedPages | undefined, page: string): boolean {
  if (!pages) return false;
  const local = page.replace(/^\/+|\/+$/g, "");
  return pages.paths.has(local) || pages.unknownFolders.some((dir) => dir === "" || local.startsWith(`${dir}/`));
}

/**
 * The folder of pages generated from a spec that was not read which `page` is in, or is: whether the site has a page
 * there is unknown. Undefined when `page` is in no such folder.
 */
export function unreadSpecFolder(pages: GeneratedPages | undefined, page: string): string | undefined {
  const local = page.replace(/^\/+|\/+$/g, "");
  return pages?.unknownFolders.find((dir) => dir === "" || local === dir || local.startsWith(`${dir}/`));
}
